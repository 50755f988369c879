// Every route of spec section 2, in one place. Components link through these, never literals.

/** A route without parameters: its link is its path. */
const fixed = <P extends string>(path: P) => ({ path, getHref: (): string => path });

/** A route ending in one parameter, encoded in its links. */
const withParam = <B extends string, N extends string>(base: B, name: N) => ({
  path: `${base}/:${name}` as const,
  getHref: (value: string) => `${base}/${encodeURIComponent(value)}`,
});

export const paths = {
  home: fixed('/'),
  pricing: fixed('/pricing'),
  blog: fixed('/blog'),
  blogPost: withParam('/blog', 'slug'),
  auth: fixed('/auth'),
  forgotPassword: fixed('/forgot-password'),
  resetPassword: fixed('/reset-password'),
  terms: fixed('/terms-and-conditions'),
  privacy: fixed('/privacy-policy'),
  paymentSuccess: fixed('/payment-success'),
  paymentFailure: fixed('/payment-failure'),
  dashboard: fixed('/dashboard'),
  lists: fixed('/lists'),
  listDetail: withParam('/lists', 'listId'),
  leads: fixed('/leads'),
  account: fixed('/account'),
  help: fixed('/help'),
} as const;

/** Navigation state understood by /auth (spec 2: origin, showSignup, message). */
export interface AuthLocationState {
  from?: string;
  showSignup?: boolean;
  message?: string;
}
