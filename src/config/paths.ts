// Every route of spec section 2, in one place. Components link through these, never literals.

export const paths = {
  home: { path: '/', getHref: () => '/' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  blog: { path: '/blog', getHref: () => '/blog' },
  blogPost: {
    path: '/blog/:slug',
    getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  },
  auth: { path: '/auth', getHref: () => '/auth' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  terms: { path: '/terms-and-conditions', getHref: () => '/terms-and-conditions' },
  privacy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  paymentSuccess: { path: '/payment-success', getHref: () => '/payment-success' },
  paymentFailure: { path: '/payment-failure', getHref: () => '/payment-failure' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  lists: { path: '/lists', getHref: () => '/lists' },
  listDetail: {
    path: '/lists/:listId',
    getHref: (listId: string) => `/lists/${encodeURIComponent(listId)}`,
  },
  leads: { path: '/leads', getHref: () => '/leads' },
  account: { path: '/account', getHref: () => '/account' },
  help: { path: '/help', getHref: () => '/help' },
} as const;

/** Navigation state understood by /auth (spec 2: origin, showSignup, message). */
export interface AuthLocationState {
  from?: string;
  showSignup?: boolean;
  message?: string;
}
