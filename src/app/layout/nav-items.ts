import { paths } from '@/config/paths';

// The signed-in menu items of spec 2, in order; shared by the desktop user menu and the
// mobile menu so the two never drift apart.
export const userMenuLinks = [
  { label: 'Blog', to: paths.blog.getHref() },
  { label: 'Account & Billing', to: paths.account.getHref() },
  { label: 'Help & Support', to: paths.help.getHref() },
  { label: 'Terms & Conditions', to: paths.terms.getHref() },
  { label: 'Privacy Policy', to: paths.privacy.getHref() },
] as const;

export const signedInBarLinks = [
  { label: 'Dashboard', to: paths.dashboard.getHref() },
  { label: 'Lists', to: paths.lists.getHref() },
  { label: 'Leads', to: paths.leads.getHref() },
  { label: 'Pricing', to: paths.pricing.getHref() },
] as const;

export const signedOutBarLinks = [
  { label: 'Pricing', to: paths.pricing.getHref() },
  { label: 'Blog', to: paths.blog.getHref() },
] as const;
