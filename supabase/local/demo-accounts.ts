/**
 * The demo accounts that supabase/seed.sql creates on a new database. `npm run
 * dev` prints them and the end-to-end tests sign in with them.
 *
 * seed.sql stores bcrypt hashes of these passwords (seeds cannot use pgcrypto),
 * so a change here needs a new hash there:
 *   node -e "console.log(require('bcryptjs').hashSync('new-password', 10))"
 * supabase/tests/seed.test.ts fails when the two disagree.
 */
export const DEMO_ACCOUNTS = {
  free: {
    email: 'free@demo.prospectory.app',
    password: 'prospectory-demo',
    id: 'de000000-0000-4000-8000-000000000001',
    plan: 'free',
  },
  pro: {
    email: 'pro@demo.prospectory.app',
    password: 'prospectory-demo',
    id: 'de000000-0000-4000-8000-000000000002',
    plan: 'pro',
  },
} as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS];

/** The Pro demo user's lists, newest first (the order the lists screen shows). */
export const DEMO_PRO_LISTS = [
  { id: 'de000000-0000-4000-8000-0000000000b3', name: 'London law firms', items: 0 },
  { id: 'de000000-0000-4000-8000-0000000000b2', name: 'Berlin cafés', items: 6 },
  {
    id: 'de000000-0000-4000-8000-0000000000b1',
    name: 'İstanbul dentists – spring outreach',
    items: 8,
  },
] as const;
