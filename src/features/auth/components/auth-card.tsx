import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** The centred card every auth screen sits in. */
export function AuthCard({
  title,
  subtitle,
  icon,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-1 items-start justify-center bg-neutral-50 px-4 py-12 sm:py-16">
      <Card className="w-full max-w-md p-6 sm:p-8">
        {icon && (
          <div aria-hidden="true" className="mb-4 flex justify-center [&_svg]:size-10">
            {icon}
          </div>
        )}
        <h1 className="text-center text-2xl font-semibold tracking-tight text-neutral-900">
          {title}
        </h1>
        {subtitle && <p className="mt-2 text-center text-sm text-neutral-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </Card>
    </div>
  );
}
