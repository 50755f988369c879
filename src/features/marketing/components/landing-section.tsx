import type { ReactNode } from 'react';

/** A marketing section's centred heading, named by its id. */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-center text-3xl font-bold tracking-tight text-neutral-900">
      {children}
    </h2>
  );
}

/** A landing-page section: heading, optional intro line, then its content. */
export function LandingSection({
  id,
  title,
  intro,
  tinted = false,
  narrow = false,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  /** On the grey band that alternates with white. */
  tinted?: boolean;
  /** The reading width (the FAQ) instead of the page's. */
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={tinted ? 'bg-neutral-50 py-16 md:py-24' : 'py-16 md:py-24'}
    >
      <div
        className={
          narrow
            ? 'mx-auto w-full max-w-3xl px-4 sm:px-6 lg:px-8'
            : 'max-w-page mx-auto w-full px-4 sm:px-6 lg:px-8'
        }
      >
        <SectionHeading id={id}>{title}</SectionHeading>
        {intro && (
          <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-neutral-700">{intro}</p>
        )}
        {children}
      </div>
    </section>
  );
}
