import { Link } from 'react-router';
import { env } from '@/config/env';
import { paths, type AuthLocationState } from '@/config/paths';
import { Logo } from './logo';

const linkClasses = 'text-sm text-neutral-600 hover:text-neutral-900 hover:underline';

/** The footer of spec 2: quick links, contact mail link, legal links, copyright year. */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const signUpState: AuthLocationState = { showSignup: true };
  return (
    <footer className="mt-auto border-t border-neutral-200 bg-neutral-50">
      <div className="max-w-page mx-auto grid w-full gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6 lg:px-8">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-neutral-600">
            Verified local business contacts for sales teams and marketers.
          </p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="text-sm font-semibold text-neutral-900">Quick links</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to={paths.pricing.getHref()} className={linkClasses}>
                Pricing
              </Link>
            </li>
            <li>
              <Link to={paths.blog.getHref()} className={linkClasses}>
                Blog
              </Link>
            </li>
            <li>
              <Link to={paths.auth.getHref()} state={signUpState} className={linkClasses}>
                Sign Up
              </Link>
            </li>
            <li>
              <Link to={paths.auth.getHref()} className={linkClasses}>
                Login
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-neutral-900">Contact</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a href={`mailto:${env.supportEmail}`} className={linkClasses}>
                {env.supportEmail}
              </a>
            </li>
            <li>
              <Link to={paths.terms.getHref()} className={linkClasses}>
                Terms &amp; Conditions
              </Link>
            </li>
            <li>
              <Link to={paths.privacy.getHref()} className={linkClasses}>
                Privacy Policy
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-neutral-200">
        <p className="max-w-page mx-auto w-full px-4 py-4 text-sm text-neutral-600 sm:px-6 lg:px-8">
          © {year} Prospectory. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
