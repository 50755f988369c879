import { ButtonLink } from '@/components/ui/button';
import { paths, type AuthLocationState } from '@/config/paths';

const signUp: AuthLocationState = { showSignup: true };

/** The call to action shown to signed-out readers of the blog. */
export function SignedOutCta({
  title,
  text,
  linkText,
}: {
  title: string;
  text: string;
  linkText: string;
}) {
  return (
    <aside
      aria-label="Get started"
      className="rounded-card bg-brand-700 mt-12 px-6 py-10 text-center sm:px-12"
    >
      <h2 className="text-2xl font-bold tracking-tight text-white">{title}</h2>
      <p className="text-brand-50 mx-auto mt-3 max-w-xl text-base">{text}</p>
      <ButtonLink
        to={paths.auth.getHref()}
        state={signUp}
        size="lg"
        variant="secondary"
        className="mt-6"
      >
        {linkText}
      </ButtonLink>
    </aside>
  );
}
