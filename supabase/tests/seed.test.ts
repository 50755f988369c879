/**
 * supabase/seed.sql on PGlite, the way the local stack runs it on first start:
 * platform schema, migrations, then the seed in one transaction.
 * (scripts/test-db.sh loads the same file on PostgreSQL 15.)
 *
 * What the demo needs: a directory big and varied enough to search (>= 50,000
 * businesses, >= 40 cities, >= 30 types), generated deterministically, with
 * well-formed contact details and realistic gaps; blog posts in every
 * visibility state; demo accounts whose passwords are the ones
 * supabase/local/demo-accounts.ts prints.
 */
import { readFile } from 'node:fs/promises';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PRO_LISTS } from '../local/demo-accounts.ts';
import { SEED_SQL } from '../local/db/migrate.ts';
import { createTestDatabase } from '../../tests/support/db/test-database.ts';
import type { Database } from '../local/db/types.ts';
import { anon, asIdentity } from '../../tests/support/db/db-fixtures.ts';

// PGlite is WASM on a shared 2-core machine: building a seeded database can
// take a while when other suites run at the same time.
const BUILD_TIMEOUT = 300_000;

let db: Database;

/**
 * A migrated database, then seed.sql exactly as migrate() runs it (one
 * transaction), timed on its own. The determinism test builds its second
 * database through createTestDatabase({ seed: true }), so both paths are covered.
 */
async function timedSeededDatabase(): Promise<{ db: Database; seedMs: number; cpuMs: number }> {
  const database = await createTestDatabase({ seed: false });
  const seed = await readFile(SEED_SQL, 'utf8');
  const start = performance.now();
  const cpu = process.cpuUsage();
  await database.transaction((tx) => tx.exec(seed));
  const used = process.cpuUsage(cpu);
  return {
    db: database,
    seedMs: performance.now() - start,
    cpuMs: (used.user + used.system) / 1000,
  };
}

async function one<Row>(sql: string, params: unknown[] = []): Promise<Row> {
  const { rows } = await db.query<Row>(sql, params);
  if (!rows[0]) throw new Error(`no row: ${sql}`);
  return rows[0];
}

/** The directory and the places, in id / label order, as one md5 built in SQL. */
async function fingerprint(
  database: Database,
): Promise<{ businesses: string; places: string; count: number }> {
  const { rows } = await database.query<{ businesses: string; places: string; count: number }>(
    `select (select md5(string_agg(d::text, E'\\n' order by d.id)) from public.directory_businesses d) as businesses,
            (select md5(string_agg(p::text, E'\\n' order by p.label)) from public.directory_places p) as places,
            (select count(*)::integer from public.directory_businesses) as count`,
  );
  return rows[0]!;
}

beforeAll(async () => {
  const built = await timedSeededDatabase();
  db = built.db;
  const { count } = await one<{ count: number }>(
    'select count(*)::integer as count from public.directory_businesses',
  );
  console.info(
    `seed.sql on PGlite: ${count} businesses in ${Math.round(built.seedMs)} ms ` +
      `(${Math.round(built.cpuMs)} ms of CPU in this process)`,
  );
}, BUILD_TIMEOUT);

afterAll(async () => {
  await db?.close();
});

describe('the generated directory', () => {
  it('has at least 50,000 businesses in at least 40 cities and 30 business types', async () => {
    const stats = await one<{
      businesses: number;
      cities: number;
      types: number;
      countries: number;
    }>(
      `select count(*)::integer as businesses, count(distinct city)::integer as cities,
              count(distinct business_type)::integer as types, count(distinct country)::integer as countries
         from public.directory_businesses`,
    );
    expect(stats.businesses).toBeGreaterThanOrEqual(50_000);
    expect(stats.cities).toBeGreaterThanOrEqual(40);
    expect(stats.types).toBeGreaterThanOrEqual(30);
    expect(stats.countries).toBeGreaterThanOrEqual(10);
  });

  it('covers Turkish and international cities, each with 3 to 8 districts', async () => {
    const { rows } = await db.query<{
      city: string;
      country: string;
      districts: number;
      businesses: number;
    }>(
      `select city, country, count(distinct district)::integer as districts, count(*)::integer as businesses
         from public.directory_businesses group by city, country`,
    );
    const turkish = rows.filter((row) => row.country === 'Türkiye').map((row) => row.city);
    expect(turkish).toEqual(
      expect.arrayContaining(['İstanbul', 'Ankara', 'İzmir', 'Bursa', 'Antalya']),
    );
    expect(turkish.length).toBeGreaterThanOrEqual(10);
    expect(rows.length - turkish.length).toBeGreaterThanOrEqual(25);
    for (const row of rows) {
      expect(row.districts, row.city).toBeGreaterThanOrEqual(3);
      expect(row.districts, row.city).toBeLessThanOrEqual(8);
      expect(row.businesses, row.city).toBeGreaterThanOrEqual(300);
    }
    const istanbul = await db.query<{ district: string }>(
      `select distinct district from public.directory_businesses where city = 'İstanbul'`,
    );
    expect(istanbul.rows.map((row) => row.district)).toEqual(
      expect.arrayContaining(['Kadıköy', 'Beşiktaş', 'Şişli', 'Üsküdar', 'Bakırköy']),
    );
  });

  it('has every searched business type in every city, and no type is marginal', async () => {
    const { rows } = await db.query<{ business_type: string; share: number; cities: number }>(
      `select business_type, count(*)::float8 / (select count(*) from public.directory_businesses) as share,
              count(distinct city)::integer as cities
         from public.directory_businesses group by business_type`,
    );
    const types = rows.map((row) => row.business_type);
    expect(types).toEqual(
      expect.arrayContaining([
        'dentist',
        'restaurant',
        'cafe',
        'hair salon',
        'pharmacy',
        'law firm',
        'plumber',
      ]),
    );
    for (const row of rows) expect(row.share, row.business_type).toBeGreaterThan(0.005);
    const citiesWithDentists = rows.find((row) => row.business_type === 'dentist')!.cities;
    expect(citiesWithDentists).toBe(rows.reduce((max, row) => Math.max(max, row.cities), 0));
  });

  // Share of rows where the field is null: the gaps of real listings.
  it.each([
    ['email', 'email is null', 0.2, 0.3],
    ['phone', 'phone is null', 0.07, 0.13],
    ['instagram', 'instagram is null', 0.28, 0.42],
    ['website', 'website is null', 0.16, 0.24],
    ['rating', 'google_rating is null', 0.03, 0.07],
  ])('leaves %s out of a realistic share of listings', async (_field, predicate, low, high) => {
    const { share } = await one<{ share: number }>(
      `select (count(*) filter (where ${predicate}))::float8 / count(*) as share from public.directory_businesses`,
    );
    expect(share).toBeGreaterThanOrEqual(low);
    expect(share).toBeLessThanOrEqual(high);
  });

  it('gives every business a name, type, city, country and address', async () => {
    const { bad } = await one<{ bad: number }>(
      `select count(*)::integer as bad from public.directory_businesses
        where btrim(name) = '' or btrim(business_type) = '' or btrim(city) = '' or btrim(country) = ''
           or district is null or position(district in address) = 0`,
    );
    expect(bad).toBe(0);
  });

  // Each predicate selects the malformed rows; there must be none.
  it.each([
    ['e-mail', `email !~ '^[a-z0-9]+@[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z]{2,})+$'`],
    [
      'e-mail and website on the same domain',
      `email is not null and website is not null and split_part(email, '@', 2) <> substr(website, 13)`,
    ],
    ['website', `website !~ '^https://www\\.[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z]{2,})+$'`],
    ['phone characters', `phone !~ '^\\+[1-9][0-9]{0,2}([ -][0-9]+)+$'`],
    [
      'phone length (E.164: at most 15 digits)',
      `length(regexp_replace(phone, '[^0-9]', '', 'g')) not between 9 and 15`,
    ],
    [
      'Instagram handle',
      `instagram !~ '^@[a-z0-9_.]{1,30}$' or instagram ~ '\\.\\.' or instagram ~ '\\.$'`,
    ],
    ['rating range', `google_rating not between 1.0 and 5.0`],
    ['rating and count together', `(google_rating is null) <> (rating_count is null)`],
    ['rating count', `rating_count < 1`],
    [
      'coordinates',
      `latitude is null or longitude is null or latitude not between -90 and 90 or longitude not between -180 and 180`,
    ],
  ])('has no malformed %s', async (_label, malformed) => {
    const { rows } = await db.query<{ id: number; value: string }>(
      `select id, d::text as value from public.directory_businesses d where ${malformed} limit 3`,
    );
    expect(rows).toEqual([]);
  });

  it.each([
    ['Türkiye', `^\\+90 (2[0-9]{2}|3[0-9]{2}|4[0-9]{2}|5[0-9]{2}) [0-9]{3} [0-9]{2} [0-9]{2}$`],
    [
      'United Kingdom',
      `^\\+44 (20 [0-9]{4} [0-9]{4}|1[0-9]{2} [0-9]{3} [0-9]{4}|7[0-9]{3} [0-9]{6})$`,
    ],
    ['Germany', `^\\+49 [0-9]{2,3} [0-9]{7,8}$`],
    ['United States', `^\\+1 [2-9][0-9]{2}-[2-9][0-9]{2}-[0-9]{4}$`],
  ])('writes %s phone numbers in the national format', async (country, format) => {
    const { rows } = await db.query<{ phone: string }>(
      `select phone from public.directory_businesses where country = $1 and phone !~ $2 limit 3`,
      [country, format],
    );
    expect(rows).toEqual([]);
  });

  it('skews ratings high with a long tail of rating counts', async () => {
    const stats = await one<{
      mean: number;
      atLeast4: number;
      below3: number;
      median: number;
      meanCount: number;
      maxCount: number;
    }>(
      `select avg(google_rating)::float8 as mean,
              (count(*) filter (where google_rating >= 4.0))::float8 / count(google_rating) as "atLeast4",
              (count(*) filter (where google_rating < 3.0))::float8 / count(google_rating) as below3,
              percentile_cont(0.5) within group (order by rating_count)::float8 as median,
              avg(rating_count)::float8 as "meanCount",
              max(rating_count)::integer as "maxCount"
         from public.directory_businesses`,
    );
    expect(stats.mean).toBeGreaterThan(4.0);
    expect(stats.mean).toBeLessThan(4.6);
    expect(stats.atLeast4).toBeGreaterThan(0.6);
    expect(stats.below3).toBeGreaterThan(0.01);
    expect(stats.below3).toBeLessThan(0.15);
    expect(stats.meanCount).toBeGreaterThan(stats.median * 1.5);
    expect(stats.maxCount).toBeGreaterThan(1000);
  });

  it('places businesses near their city centre', async () => {
    const { rows } = await db.query<{ city: string; spread: number }>(
      `select city, greatest(max(latitude) - min(latitude), (max(longitude) - min(longitude)) * cos(radians(avg(latitude))))::float8 as spread
         from public.directory_businesses group by city`,
    );
    for (const row of rows) expect(row.spread, row.city).toBeLessThan(0.25);
  });

  it('keeps domains and Instagram handles unique, as real ones are', async () => {
    const dupes = await one<{ websites: number; handles: number }>(
      `select (select count(*) - count(distinct website) from public.directory_businesses where website is not null)::integer as websites,
              (select count(*) - count(distinct instagram) from public.directory_businesses where instagram is not null)::integer as handles`,
    );
    expect(dupes).toEqual({ websites: 0, handles: 0 });
  });

  it('fills search_text with the lower-cased name, type, district, city and country first', async () => {
    const { bad } = await one<{ bad: number }>(
      `select count(*)::integer as bad from public.directory_businesses
        where left(search_text, length(lower(concat_ws(' ', name, business_type, district, city, country))))
              <> lower(concat_ws(' ', name, business_type, district, city, country))`,
    );
    expect(bad).toBe(0);
    // Accent-free spellings are there too, for people who type "kadikoy".
    const { found } = await one<{ found: number }>(
      `select count(*)::integer as found from public.directory_businesses
        where district = 'Kadıköy' and search_text like '%kadikoy%'`,
    );
    expect(found).toBeGreaterThan(0);
  });

  it('offers every city and district as a location suggestion', async () => {
    const { missing } = await one<{ missing: number }>(
      `select count(*)::integer as missing from (
         select distinct city, district from public.directory_businesses
         union
         select distinct city, null from public.directory_businesses
       ) wanted
       where not exists (select 1 from public.directory_places p
                          where p.city = wanted.city and p.district is not distinct from wanted.district)`,
    );
    expect(missing).toBe(0);
    const kadikoy = await one<{ label: string; country: string }>(
      `select label, country from public.directory_places where district = 'Kadıköy'`,
    );
    expect(kadikoy).toEqual({ label: 'Kadıköy, İstanbul, Türkiye', country: 'Türkiye' });
  });

  it('drops its generator helpers', async () => {
    const { schemas } = await one<{ schemas: number }>(
      `select count(*)::integer as schemas from pg_namespace where nspname = 'seed_gen'`,
    );
    expect(schemas).toBe(0);
  });

  it(
    'is deterministic: a second fresh database gets exactly the same rows and ids',
    async () => {
      const second = await createTestDatabase({ seed: true });
      try {
        const [a, b] = [await fingerprint(db), await fingerprint(second)];
        console.info(
          `seed.sql determinism: directory md5 ${a.businesses} over ${a.count} rows, places md5 ${a.places}`,
        );
        expect(b).toEqual(a);
      } finally {
        await second.close();
      }
    },
    BUILD_TIMEOUT,
  );
});

describe('the blog posts', () => {
  it('has published posts, a draft and a scheduled post', async () => {
    const { rows } = await db.query<{ slug: string; state: string }>(
      `select slug, case when not is_published then 'draft'
                         when published_at > now() then 'scheduled'
                         else 'published' end as state
         from public.blog_posts order by slug`,
    );
    const count = (state: string) => rows.filter((row) => row.state === state).length;
    expect(count('published')).toBeGreaterThanOrEqual(3);
    expect(count('draft')).toBe(1);
    expect(count('scheduled')).toBe(1);
  });

  it('shows anonymous visitors only the published posts whose time has come', async () => {
    const { rows: visible } = await asIdentity(db, anon, (tx) =>
      tx.query<{ slug: string }>('select slug from public.blog_posts order by published_at desc'),
    );
    const { rows: published } = await db.query<{ slug: string }>(
      `select slug from public.blog_posts where is_published and published_at <= now() order by published_at desc`,
    );
    expect(visible).toEqual(published);
    expect(visible.map((row) => row.slug)).not.toContain('qualifying-local-leads-by-phone');
    expect(visible.map((row) => row.slug)).not.toContain('excel-hygiene-for-prospect-lists');
  });

  it('gives every post metadata and real HTML content of 600 to 1,200 words', async () => {
    const { rows } = await db.query<{
      slug: string;
      title: string;
      meta_title: string | null;
      meta_description: string | null;
      content: string;
    }>('select slug, title, meta_title, meta_description, content from public.blog_posts');
    for (const post of rows) {
      expect(post.meta_title, post.slug).toBeTruthy();
      expect(post.meta_description?.length ?? 0, post.slug).toBeGreaterThan(50);
      expect(post.meta_description?.length ?? 0, post.slug).toBeLessThanOrEqual(160);
      expect(post.content, post.slug).toMatch(/<h2>/);
      expect(post.content, post.slug).toMatch(/<p>/);
      expect(post.content, post.slug).toMatch(/<(ul|ol)>/);
      expect(post.content, post.slug).toMatch(/<a href="https:\/\//);
      expect(post.content, post.slug).not.toMatch(/lorem ipsum|<script|<img/i);
      // Every opened block element is closed.
      for (const tag of ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'strong', 'a']) {
        const opened = post.content.match(new RegExp(`<${tag}[ >]`, 'g'))?.length ?? 0;
        const closed = post.content.match(new RegExp(`</${tag}>`, 'g'))?.length ?? 0;
        expect(closed, `${post.slug} <${tag}>`).toBe(opened);
      }
      const words = post.content
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(600);
      expect(words, post.slug).toBeLessThanOrEqual(1200);
    }
  });
});

describe('the demo accounts', () => {
  it.each(Object.entries(DEMO_ACCOUNTS))(
    'creates the %s account with the password demo-accounts.ts prints',
    async (_key, account) => {
      const user = await one<{
        id: string;
        encrypted_password: string;
        confirmed: boolean;
        aud: string;
        role: string;
        provider: string;
      }>(
        `select id::text, encrypted_password, email_confirmed_at <= now() as confirmed, aud, role,
                raw_app_meta_data ->> 'provider' as provider
           from auth.users where email = $1`,
        [account.email],
      );
      expect(user).toMatchObject({
        id: account.id,
        confirmed: true,
        aud: 'authenticated',
        role: 'authenticated',
        provider: 'email',
      });
      expect(user.encrypted_password).toMatch(/^\$2[ab]\$10\$/);
      expect(await bcrypt.compare(account.password, user.encrypted_password)).toBe(true);
      expect(await bcrypt.compare(`${account.password}x`, user.encrypted_password)).toBe(false);

      const identity = await one<{
        provider_id: string;
        sub: string;
        email: string;
        verified: boolean;
      }>(
        `select provider_id, identity_data ->> 'sub' as sub, identity_data ->> 'email' as email,
                (identity_data ->> 'email_verified')::boolean as verified
           from auth.identities where user_id = $1 and provider = 'email'`,
        [account.id],
      );
      expect(identity).toEqual({
        provider_id: account.id,
        sub: account.id,
        email: account.email,
        verified: true,
      });
    },
  );

  it('makes the free account a fresh free profile', async () => {
    const profile = await one<Record<string, unknown>>(
      `select email, plan, subscription_status, paddle_subscription_id, daily_searches_used, receive_email_notifications
         from public.user_profiles where id = $1`,
      [DEMO_ACCOUNTS.free.id],
    );
    expect(profile).toEqual({
      email: DEMO_ACCOUNTS.free.email,
      plan: 'free',
      subscription_status: null,
      paddle_subscription_id: null,
      daily_searches_used: 0,
      receive_email_notifications: true,
    });
  });

  it('makes the Pro account an active subscription renewing in 30 days', async () => {
    const profile = await one<{ plan: string; status: string; subscription: string; days: number }>(
      `select plan, subscription_status as status, paddle_subscription_id as subscription,
              extract(epoch from subscription_ends_at - now())::float8 / 86400 as days
         from public.user_profiles where id = $1`,
      [DEMO_ACCOUNTS.pro.id],
    );
    expect(profile.plan).toBe('pro');
    expect(profile.status).toBe('active');
    expect(profile.subscription).toMatch(/^sub_demo_pro_/);
    expect(profile.days).toBeGreaterThan(29.9);
    expect(profile.days).toBeLessThanOrEqual(30);
  });

  it('gives the Pro account its lists, newest first, with items copied from the directory', async () => {
    const { rows } = await db.query<{ id: string; name: string; items: number }>(
      `select l.id::text, l.name, (select count(*)::integer from public.business_list_items i where i.list_id = l.id) as items
         from public.business_lists l where l.user_id = $1 order by l.created_at desc`,
      [DEMO_ACCOUNTS.pro.id],
    );
    expect(rows).toEqual(DEMO_PRO_LISTS.map((list) => ({ ...list })));
    const { copied } = await one<{ copied: number }>(
      `select count(*)::integer as copied from public.business_list_items i
        where exists (select 1 from public.directory_businesses d where d.name = i.name and d.address = i.address)`,
    );
    expect(copied).toBe(DEMO_PRO_LISTS.reduce((sum, list) => sum + list.items, 0));
    const free = await db.query('select 1 from public.business_lists where user_id = $1', [
      DEMO_ACCOUNTS.free.id,
    ]);
    expect(free.rows).toEqual([]);
  });
});
