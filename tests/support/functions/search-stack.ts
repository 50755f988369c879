// A local stack (PGlite in memory, no seed) with a small, known directory, and users
// signed in through its auth API: the search and autocomplete handlers run against it
// exactly as in production (GoTrue + PostgREST with the service role). Test-only.
import { startTestStack, type LocalStack } from '../stack/test-stack.ts';
import { createConfirmedUser, signInToken } from './test-users.ts';
import {
  createServiceClient,
  type ServiceClient,
} from '../../../supabase/functions/_shared/supabase/service-client.ts';

export interface SearchStack {
  stack: LocalStack;
  client: ServiceClient;
  /** Creates a confirmed user with the given profile state and returns its access token. */
  signIn(label: string, plan?: 'free' | 'pro'): Promise<{ id: string; token: string }>;
  usedToday(userId: string): Promise<number>;
  stop(): Promise<void>;
}

export const KADIKOY_DENTISTS = 25;
export const BESIKTAS_DENTISTS = 30;

/**
 * İstanbul (Kadıköy 25 dentists, Beşiktaş 30, Kadıköy 2 cafés), Ankara (3 dentists),
 * and a duplicate name + address in Kadıköy. Rating counts descend with the row number
 * so the expected order is easy to state.
 */
const FIXTURE_SQL = `
insert into public.directory_businesses
  (name, business_type, city, district, country, address, phone, email, instagram, website, google_rating, rating_count)
select 'KADIKÖY DİŞ ' || g, 'dentist', 'İstanbul', 'Kadıköy', 'Türkiye',
       'Moda Cad. No:' || g || ', 34710 Kadıköy/İstanbul', '+90 216 100 00 ' || lpad(g::text, 2, '0'),
       'kadikoy' || g || '@example.com.tr', '@kadikoydis' || g, 'https://www.kadikoydis' || g || '.com.tr',
       case when g % 5 = 0 then null else 4.0 + (g % 10) / 10.0 end,
       case when g % 5 = 0 then null else 1000 - g end
  from generate_series(1, ${KADIKOY_DENTISTS}) g;
insert into public.directory_businesses
  (name, business_type, city, district, country, address, phone, email, instagram, website, google_rating, rating_count)
select 'Beşiktaş Dental ' || g, 'dentist', 'İstanbul', 'Beşiktaş', 'Türkiye',
       'Barbaros Bulvarı No:' || g || ', 34353 Beşiktaş/İstanbul',
       case when g % 2 = 0 then '+90 532 200 00 ' else '+90 212 200 00 ' end || lpad(g::text, 2, '0'),
       null, null, null, 4.5, 5000 - g
  from generate_series(1, ${BESIKTAS_DENTISTS}) g;
insert into public.directory_businesses
  (name, business_type, city, district, country, address, google_rating, rating_count)
values
  ('KADIKÖY DİŞ 1', 'dentist', 'İstanbul', 'Kadıköy', 'Türkiye', 'MODA CAD. NO:1, 34710 KADIKÖY/İSTANBUL', 3.0, 2),
  ('ılık kahve', 'cafe', 'İstanbul', 'Kadıköy', 'Türkiye', 'Bahariye Cad. 1, Kadıköy/İstanbul', 4.2, 40),
  ('Moda Kafe', 'cafe', 'İstanbul', 'Kadıköy', 'Türkiye', 'Bahariye Cad. 2, Kadıköy/İstanbul', 4.1, 30),
  ('Çankaya Diş', 'dentist', 'Ankara', 'Çankaya', 'Türkiye', 'Tunalı Hilmi Cad. 1, Çankaya/Ankara', 4.9, 10),
  ('Keçiören Diş', 'dentist', 'Ankara', 'Keçiören', 'Türkiye', 'Kızlarpınarı Cad. 1, Keçiören/Ankara', 4.8, 9),
  ('Etimesgut Diş', 'dentist', 'Ankara', 'Etimesgut', 'Türkiye', 'İstasyon Cad. 1, Etimesgut/Ankara', 4.7, 8);
insert into public.directory_places (label, city, district, country) values
  ('İstanbul, Türkiye', 'İstanbul', null, 'Türkiye'),
  ('Kadıköy, İstanbul, Türkiye', 'İstanbul', 'Kadıköy', 'Türkiye'),
  ('Beşiktaş, İstanbul, Türkiye', 'İstanbul', 'Beşiktaş', 'Türkiye'),
  ('Ataşehir, İstanbul, Türkiye', 'İstanbul', 'Ataşehir', 'Türkiye'),
  ('Bakırköy, İstanbul, Türkiye', 'İstanbul', 'Bakırköy', 'Türkiye'),
  ('Beyoğlu, İstanbul, Türkiye', 'İstanbul', 'Beyoğlu', 'Türkiye'),
  ('Ankara, Türkiye', 'Ankara', null, 'Türkiye'),
  ('Çankaya, Ankara, Türkiye', 'Ankara', 'Çankaya', 'Türkiye'),
  ('Keçiören, Ankara, Türkiye', 'Ankara', 'Keçiören', 'Türkiye'),
  ('Etimesgut, Ankara, Türkiye', 'Ankara', 'Etimesgut', 'Türkiye'),
  ('İzmir, Türkiye', 'İzmir', null, 'Türkiye'),
  ('Karşıyaka, İzmir, Türkiye', 'İzmir', 'Karşıyaka', 'Türkiye');
`;

export async function startSearchStack(): Promise<SearchStack> {
  const stack = await startTestStack();
  await stack.db.exec(FIXTURE_SQL);
  const client = createServiceClient({
    supabaseUrl: stack.apiUrl,
    serviceRoleKey: stack.config.serviceRoleKey,
    anonKey: stack.config.anonKey,
  });
  let counter = 0;

  return {
    stack,
    client,
    async signIn(label, plan = 'free') {
      const email = `${label}-${++counter}-${Date.now()}@search.test`;
      const user = await createConfirmedUser(stack, email);
      if (plan === 'pro') {
        await stack.db.query(
          `update public.user_profiles set plan = 'pro', subscription_status = 'active',
                  subscription_ends_at = now() + interval '30 days' where id = $1`,
          [user.id],
        );
      }
      const token = await signInToken(stack, email);
      return { id: user.id, token };
    },
    async usedToday(userId) {
      const { rows } = await stack.db.query<{ used: number }>(
        `select case when (last_search_date at time zone 'UTC')::date = (now() at time zone 'UTC')::date
                     then daily_searches_used else 0 end as used
           from public.user_profiles where id = $1`,
        [userId],
      );
      return rows[0]?.used ?? 0;
    },
    stop: () => stack.stop(),
  };
}
