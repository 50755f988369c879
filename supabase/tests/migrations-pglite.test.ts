/**
 * The same migrations on PGlite (Postgres 18, the local stack's embedded
 * database) as on PostgreSQL 15 (scripts/test-db.sh): they apply cleanly, and
 * the RLS and grants matrix holds when requests run the way the local stack
 * runs them (runAsRequest: one transaction, role + request.jwt.claims).
 *
 * Every table x {anon, owner, stranger, service_role} x {select, insert,
 * update, delete}, plus the column rules on user_profiles and the RPC
 * functions. Each case runs in a transaction that is rolled back, so cases
 * are independent. Expected: the number of rows seen or touched, or the
 * SQLSTATE of the refusal (42501: no privilege or RLS WITH CHECK).
 */
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../local/db/migrate.ts';
import { createTestDatabase } from '../../tests/support/db/test-database.ts';
import type { Database } from '../local/db/types.ts';
import {
  anon,
  asIdentityRolledBack,
  createUser,
  serviceRole,
  sqlState,
  type Identity,
  type TestUser,
} from '../../tests/support/db/db-fixtures.ts';
import { supersededFunctionNames } from '../../tests/support/db/migration-files.ts';

type Who = 'anon' | 'owner' | 'stranger' | 'service_role';
/** Rows returned or affected, or a refusal's SQLSTATE. */
type Expected = number | 'denied' | 'duplicate';

interface Fixtures {
  owner: TestUser;
  stranger: TestUser;
  /** A user without a profile yet: plays the owner when a profile is created. */
  newcomer: TestUser;
  freeUser: TestUser;
  /** Pro, cancelled and past its end, not yet downgraded: effectively Free. */
  lapsed: TestUser;
  ownerListId: string;
}

interface MatrixRow {
  table: string;
  op: string;
  sql: string;
  params: (f: Fixtures) => unknown[];
  expect: Record<Who, Expected>;
  /** Who plays "owner" for this row (default: the owner). */
  owner?: (f: Fixtures) => TestUser;
}

const OWNER_LIST = '00000000-0000-4000-8000-0000000f0001';
const STRANGER_LIST = '00000000-0000-4000-8000-0000000f0002';
const LAPSED_LIST = '00000000-0000-4000-8000-0000000f0003';
const FREE_LIST = '00000000-0000-4000-8000-0000000f0004';
const DENIED: Record<Who, Expected> = {
  anon: 'denied',
  owner: 'denied',
  stranger: 'denied',
  service_role: 1,
};

const serviceOnly = (
  table: string,
  select: string,
  insert: string,
  update: string,
  del: string,
): MatrixRow[] => [
  { table, op: 'select', sql: select, params: () => [], expect: DENIED },
  { table, op: 'insert', sql: insert, params: () => [], expect: DENIED },
  { table, op: 'update', sql: update, params: () => [], expect: DENIED },
  { table, op: 'delete', sql: del, params: () => [], expect: DENIED },
];

const matrix: MatrixRow[] = [
  // ------------------------------------------------------------ user_profiles
  {
    table: 'user_profiles',
    op: 'select',
    sql: 'select 1 from public.user_profiles where id = $1',
    params: (f) => [f.owner.id],
    expect: { anon: 'denied', owner: 1, stranger: 0, service_role: 1 },
  },
  {
    table: 'user_profiles',
    op: 'insert (the app: own free profile)',
    sql: `insert into public.user_profiles (id, email, plan, daily_searches_used, created_at, updated_at)
          values ($1, $2, 'free', 0, now(), now()) returning 1`,
    params: (f) => [f.newcomer.id, f.newcomer.email],
    owner: (f) => f.newcomer,
    expect: { anon: 'denied', owner: 1, stranger: 'denied', service_role: 1 },
  },
  {
    table: 'user_profiles',
    op: 'insert (own profile, plan pro)',
    sql: `insert into public.user_profiles (id, email, plan, daily_searches_used) values ($1, $2, 'pro', 0) returning 1`,
    params: (f) => [f.newcomer.id, f.newcomer.email],
    owner: (f) => f.newcomer,
    expect: { anon: 'denied', owner: 'denied', stranger: 'denied', service_role: 1 },
  },
  {
    table: 'user_profiles',
    op: 'insert (a second profile)',
    sql: `insert into public.user_profiles (id, email, plan, daily_searches_used) values ($1, $2, 'free', 0) returning 1`,
    params: (f) => [f.owner.id, f.owner.email],
    expect: { anon: 'denied', owner: 'duplicate', stranger: 'denied', service_role: 'duplicate' },
  },
  {
    table: 'user_profiles',
    op: 'update receive_email_notifications',
    sql: 'update public.user_profiles set receive_email_notifications = false where id = $1 returning 1',
    params: (f) => [f.owner.id],
    expect: { anon: 'denied', owner: 1, stranger: 0, service_role: 1 },
  },
  {
    table: 'user_profiles',
    op: 'update plan (the app: {"plan":"pro"})',
    sql: `update public.user_profiles set plan = 'pro' where id = $1 returning 1`,
    params: (f) => [f.owner.id],
    expect: { anon: 'denied', owner: 'denied', stranger: 'denied', service_role: 1 },
  },
  {
    table: 'user_profiles',
    op: 'update {plan, subscription_status, updated_at} (the app: auto-downgrade)',
    sql: `update public.user_profiles set plan = 'free', subscription_status = 'inactive', updated_at = now() where id = $1 returning 1`,
    params: (f) => [f.owner.id],
    expect: { anon: 'denied', owner: 'denied', stranger: 'denied', service_role: 1 },
  },
  {
    table: 'user_profiles',
    op: 'update {daily_searches_used, last_search_date} (the app: quota)',
    sql: 'update public.user_profiles set daily_searches_used = 0, last_search_date = now() where id = $1 returning 1',
    params: (f) => [f.owner.id],
    expect: { anon: 'denied', owner: 'denied', stranger: 'denied', service_role: 1 },
  },
  {
    table: 'user_profiles',
    op: 'update paddle_subscription_id',
    sql: `update public.user_profiles set paddle_subscription_id = 'sub_x' where id = $1 returning 1`,
    params: (f) => [f.owner.id],
    expect: { anon: 'denied', owner: 'denied', stranger: 'denied', service_role: 1 },
  },
  {
    table: 'user_profiles',
    op: 'delete',
    sql: 'delete from public.user_profiles where id = $1 returning 1',
    params: (f) => [f.owner.id],
    expect: { anon: 'denied', owner: 'denied', stranger: 'denied', service_role: 1 },
  },
  // ------------------------------------------------------------ business_lists
  {
    table: 'business_lists',
    op: 'select',
    sql: 'select 1 from public.business_lists where id = $1',
    params: () => [OWNER_LIST],
    expect: { anon: 'denied', owner: 1, stranger: 0, service_role: 1 },
  },
  {
    table: 'business_lists',
    op: 'insert (the app: {user_id, name, description null})',
    sql: `insert into public.business_lists (user_id, name, description) values ($1, 'Ankara cafes', null) returning 1`,
    params: (f) => [f.owner.id],
    expect: { anon: 'denied', owner: 1, stranger: 'denied', service_role: 1 },
  },
  {
    table: 'business_lists',
    op: 'insert a name the owner has, in other letters (issue 18)',
    sql: `insert into public.business_lists (user_id, name, description) values ($1, 'OWNER LİST', null) returning 1`,
    params: (f) => [f.owner.id],
    expect: { anon: 'denied', owner: 'duplicate', stranger: 'denied', service_role: 'duplicate' },
  },
  {
    table: 'business_lists',
    op: 'update name',
    sql: `update public.business_lists set name = 'Renamed' where id = $1 returning 1`,
    params: () => [OWNER_LIST],
    expect: { anon: 'denied', owner: 1, stranger: 0, service_role: 1 },
  },
  {
    table: 'business_lists',
    op: 'update user_id (give the list away)',
    sql: 'update public.business_lists set user_id = $2 where id = $1 returning 1',
    params: (f) => [OWNER_LIST, f.stranger.id],
    expect: { anon: 'denied', owner: 'denied', stranger: 'denied', service_role: 1 },
  },
  {
    table: 'business_lists',
    op: 'delete',
    sql: 'delete from public.business_lists where id = $1 returning 1',
    params: () => [OWNER_LIST],
    expect: { anon: 'denied', owner: 1, stranger: 0, service_role: 1 },
  },
  // ------------------------------------------------------------ business_list_items
  {
    table: 'business_list_items',
    op: 'select',
    sql: 'select 1 from public.business_list_items where list_id = $1',
    params: () => [OWNER_LIST],
    expect: { anon: 'denied', owner: 2, stranger: 0, service_role: 2 },
  },
  {
    table: 'business_list_items',
    op: 'insert (a search result, "" rating)',
    sql: `insert into public.business_list_items (list_id, name, address, google_rating, rating_count)
          values ($1, 'Cafe Nero', 'Tunali 5, Ankara', '', null) returning 1`,
    params: () => [OWNER_LIST],
    expect: { anon: 'denied', owner: 1, stranger: 'denied', service_role: 1 },
  },
  {
    table: 'business_list_items',
    op: 'insert (a lapsed Pro owner)',
    sql: `insert into public.business_list_items (list_id, name) values ($1, 'Fresh lead') returning 1`,
    params: () => [LAPSED_LIST],
    owner: (f) => f.lapsed,
    expect: { anon: 'denied', owner: 'denied', stranger: 'denied', service_role: 1 },
  },
  // Saved items are never edited by the app, so no plan may rewrite one.
  {
    table: 'business_list_items',
    op: 'update name and email (a Pro owner)',
    sql: `update public.business_list_items set name = 'Renamed', email = 'x@example.com' where list_id = $1 returning 1`,
    params: () => [OWNER_LIST],
    expect: { anon: 'denied', owner: 'denied', stranger: 'denied', service_role: 2 },
  },
  {
    table: 'business_list_items',
    op: 'update name and email (a Free owner)',
    sql: `update public.business_list_items set name = 'Fresh lead', email = 'lead@example.com' where list_id = $1 returning 1`,
    params: () => [FREE_LIST],
    owner: (f) => f.freeUser,
    expect: { anon: 'denied', owner: 'denied', stranger: 'denied', service_role: 1 },
  },
  {
    table: 'business_list_items',
    op: 'update name and email (a lapsed Pro owner)',
    sql: `update public.business_list_items set name = 'Fresh lead', email = 'lead@example.com' where list_id = $1 returning 1`,
    params: () => [LAPSED_LIST],
    owner: (f) => f.lapsed,
    expect: { anon: 'denied', owner: 'denied', stranger: 'denied', service_role: 1 },
  },
  {
    table: 'business_list_items',
    op: 'update list_id (move to another list)',
    sql: 'update public.business_list_items set list_id = $2 where list_id = $1 returning 1',
    params: () => [OWNER_LIST, STRANGER_LIST],
    expect: { anon: 'denied', owner: 'denied', stranger: 'denied', service_role: 2 },
  },
  {
    table: 'business_list_items',
    op: 'delete',
    sql: 'delete from public.business_list_items where list_id = $1 returning 1',
    params: () => [OWNER_LIST],
    expect: { anon: 'denied', owner: 2, stranger: 0, service_role: 2 },
  },
  // ------------------------------------------------------------ blog_posts
  {
    table: 'blog_posts',
    op: 'select (published, draft, scheduled)',
    sql: `select 1 from public.blog_posts where slug like 'matrix-%'`,
    params: () => [],
    expect: { anon: 1, owner: 1, stranger: 1, service_role: 3 },
  },
  {
    table: 'blog_posts',
    op: 'insert',
    sql: `insert into public.blog_posts (slug, title) values ('matrix-new', 'New') returning 1`,
    params: () => [],
    expect: DENIED,
  },
  {
    table: 'blog_posts',
    op: 'update',
    sql: `update public.blog_posts set title = 'Defaced' where slug like 'matrix-%' returning 1`,
    params: () => [],
    expect: { anon: 'denied', owner: 'denied', stranger: 'denied', service_role: 3 },
  },
  {
    table: 'blog_posts',
    op: 'delete',
    sql: `delete from public.blog_posts where slug like 'matrix-%' returning 1`,
    params: () => [],
    expect: { anon: 'denied', owner: 'denied', stranger: 'denied', service_role: 3 },
  },
  // ------------------------------------------------------------ recent_searches (read own, written by the search function)
  {
    table: 'recent_searches',
    op: 'select',
    sql: 'select 1 from public.recent_searches where user_id = $1',
    params: (f) => [f.owner.id],
    expect: { anon: 'denied', owner: 1, stranger: 0, service_role: 1 },
  },
  {
    table: 'recent_searches',
    op: 'insert (own)',
    sql: `insert into public.recent_searches (user_id, location, business_type, result_count) values ($1, 'Izmir', 'hotel', 20) returning 1`,
    params: (f) => [f.owner.id],
    expect: { anon: 'denied', owner: 'denied', stranger: 'denied', service_role: 1 },
  },
  {
    table: 'recent_searches',
    op: 'update',
    sql: 'update public.recent_searches set result_count = 40 where user_id = $1 returning 1',
    params: (f) => [f.owner.id],
    expect: { anon: 'denied', owner: 'denied', stranger: 'denied', service_role: 1 },
  },
  {
    table: 'recent_searches',
    op: 'delete',
    sql: 'delete from public.recent_searches where user_id = $1 returning 1',
    params: (f) => [f.owner.id],
    expect: { anon: 'denied', owner: 'denied', stranger: 'denied', service_role: 1 },
  },
  // ------------------------------------------------------------ service-role-only tables
  ...serviceOnly(
    'private.billing_events',
    'select 1 from private.billing_events',
    `insert into private.billing_events (event_id, event_type, occurred_at, outcome) values ('evt_m2', 'x', now(), 'recorded') returning 1`,
    `update private.billing_events set outcome = 'stale' returning 1`,
    'delete from private.billing_events returning 1',
  ),
  ...serviceOnly(
    'directory_businesses',
    `select 1 from public.directory_businesses where lower(city) = 'ankara' and lower(business_type) = 'cafe'`,
    `insert into public.directory_businesses (name, business_type, city, country, address) values ('B', 'cafe', 'Izmir', 'Turkey', 'A 1') returning 1`,
    `update public.directory_businesses set phone = null returning 1`,
    'delete from public.directory_businesses returning 1',
  ),
  ...serviceOnly(
    'directory_places',
    `select 1 from public.directory_places where lower(label) like 'cank%'`,
    `insert into public.directory_places (label, city, country) values ('Izmir, Turkey', 'Izmir', 'Turkey') returning 1`,
    'update public.directory_places set district = null returning 1',
    'delete from public.directory_places returning 1',
  ),
  // ------------------------------------------------------------ functions (POST /rest/v1/rpc/...)
  {
    table: 'rpc',
    op: 'consume_search_for(owner)',
    sql: 'select public.consume_search_for($1)',
    params: (f) => [f.owner.id],
    expect: { anon: 'denied', owner: 'denied', stranger: 'denied', service_role: 1 },
  },
  {
    table: 'rpc',
    op: 'refund_search_for(owner)',
    sql: 'select public.refund_search_for($1)',
    params: (f) => [f.owner.id],
    expect: { anon: 'denied', owner: 'denied', stranger: 'denied', service_role: 1 },
  },
  {
    table: 'rpc',
    op: 'record_recent_search_for(owner, ...)',
    sql: `select public.record_recent_search_for($1, 'Izmir', 'hotel', 20)`,
    params: (f) => [f.owner.id],
    expect: { anon: 'denied', owner: 'denied', stranger: 'denied', service_role: 1 },
  },
  {
    table: 'rpc',
    op: 'downgrade_expired_subscription()',
    sql: 'select * from public.downgrade_expired_subscription()',
    params: () => [],
    expect: { anon: 'denied', owner: 1, stranger: 1, service_role: 'denied' },
  },
  {
    table: 'rpc',
    op: 'apply_paddle_subscription_event(...)',
    sql: `select public.apply_paddle_subscription_event('evt_m3', 'subscription.updated', now(), '{}', 'sub_m3', null, $1, 'pro', 'active', null)`,
    params: (f) => [f.owner.id],
    expect: { anon: 'denied', owner: 'denied', stranger: 'denied', service_role: 1 },
  },
];

const cases = matrix.flatMap((row) =>
  (['anon', 'owner', 'stranger', 'service_role'] as const).map((who) => ({
    name: `${row.table} | ${who} | ${row.op}`,
    row,
    who,
    expected: row.expect[who],
  })),
);

describe('migrations on PGlite', () => {
  let db: Database;
  let f: Fixtures;

  beforeAll(async () => {
    db = await createTestDatabase();
    const owner = await createUser(db, 'owner', {
      plan: 'pro',
      subscriptionStatus: 'active',
      subscriptionEndsAt: `now() + interval '20 days'`,
    });
    const stranger = await createUser(db, 'stranger', {
      plan: 'pro',
      subscriptionStatus: 'active',
      subscriptionEndsAt: `now() + interval '20 days'`,
    });
    const newcomer = await createUser(db, 'newcomer');
    await db.query('delete from public.user_profiles where id = $1', [newcomer.id]);
    const freeUser = await createUser(db, 'free');
    const lapsed = await createUser(db, 'lapsed', {
      plan: 'pro',
      subscriptionStatus: 'cancelled',
      subscriptionEndsAt: `now() - interval '1 minute'`,
    });
    f = { owner, stranger, newcomer, freeUser, lapsed, ownerListId: OWNER_LIST };

    await db.exec(`
      insert into public.business_lists (id, user_id, name) values
        ('${OWNER_LIST}', '${owner.id}', 'Owner list'),
        ('${STRANGER_LIST}', '${stranger.id}', 'Stranger list'),
        ('${LAPSED_LIST}', '${lapsed.id}', 'Lapsed list'),
        ('${FREE_LIST}', '${freeUser.id}', 'Kept from Pro days');
      insert into public.business_list_items (list_id, name, google_rating, rating_count) values
        ('${OWNER_LIST}', 'Dis Klinigi', '4.5', 10),
        ('${OWNER_LIST}', 'Gulus Dental', null, null),
        ('${STRANGER_LIST}', 'Kahve 6', '4.6', 980),
        ('${LAPSED_LIST}', 'Old lead', null, null),
        ('${FREE_LIST}', 'Older lead', null, null);
      insert into public.blog_posts (slug, title, is_published, published_at) values
        ('matrix-published', 'Published', true, now() - interval '1 day'),
        ('matrix-draft', 'Draft', false, null),
        ('matrix-scheduled', 'Scheduled', true, now() + interval '1 day');
      insert into private.billing_events (event_id, event_type, occurred_at, outcome)
        values ('evt_m1', 'subscription.created', now(), 'recorded');
      insert into public.directory_businesses (name, business_type, city, country, address)
        values ('Cafe Ankara', 'Cafe', 'Ankara', 'Turkey', 'Kizilay 1');
      insert into public.directory_places (label, city, district, country)
        values ('Cankaya, Ankara, Turkey', 'Ankara', 'Cankaya', 'Turkey');
      insert into public.recent_searches (user_id, location, business_type, result_count) values
        ('${owner.id}', 'Ankara', 'cafe', 20),
        ('${stranger.id}', 'Berlin', 'cafe', 40);
    `);
  });

  afterAll(async () => {
    await db.close();
  });

  it('applies and records every migration', async () => {
    const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql'));
    const { rows } = await db.query<{ count: number }>(
      'select count(*)::int as count from supabase_migrations.schema_migrations',
    );
    expect(files.length).toBeGreaterThan(0);
    expect(rows[0]!.count).toBe(files.length);
  });

  it('has none of the superseded functions (016_superseded_functions.test.sql)', async () => {
    const { rows } = await db.query<{ name: string }>(
      'select p.oid::regprocedure::text as name from pg_proc p where p.proname = any($1::text[])',
      [supersededFunctionNames()],
    );
    expect(rows).toEqual([]);
  });

  it('enables row-level security on every table in public and private', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select c.oid::regclass::text as name from pg_class c
        where c.relnamespace in ('public'::regnamespace, 'private'::regnamespace)
          and c.relkind in ('r', 'p') and not c.relrowsecurity`,
    );
    expect(rows).toEqual([]);
  });

  const identityOf = (who: Who, row: MatrixRow): Identity => {
    switch (who) {
      case 'anon':
        return anon;
      case 'service_role':
        return serviceRole;
      case 'owner':
        return (row.owner?.(f) ?? f.owner).identity;
      case 'stranger':
        return f.stranger.identity;
    }
  };

  it.each(cases)('$name -> $expected', async ({ row, who, expected }) => {
    let outcome: Expected | string;
    try {
      const { rows } = await asIdentityRolledBack(db, identityOf(who, row), (tx) =>
        tx.query(row.sql, row.params(f)),
      );
      outcome = rows.length;
    } catch (error) {
      const code = sqlState(error);
      outcome =
        code === '42501'
          ? 'denied'
          : code === '23505'
            ? 'duplicate'
            : `${code}: ${(error as Error).message}`;
    }
    expect(outcome).toBe(expected);
  });

  it.each([
    ['a free user', () => f.freeUser],
    ['a user without a profile', () => f.newcomer],
  ])('lists are a Pro feature: %s cannot create one', async (_label, user) => {
    const attempt = asIdentityRolledBack(db, user().identity, (tx) =>
      tx.query(`insert into public.business_lists (user_id, name) values ($1, 'Not allowed')`, [
        user().id,
      ]),
    );
    await expect(attempt).rejects.toMatchObject({ code: '42501' });
  });

  it('refuses a forbidden column with the message PostgREST relays', async () => {
    const attempt = asIdentityRolledBack(db, f.owner.identity, (tx) =>
      tx.query(`update public.user_profiles set plan = 'pro' where id = $1`, [f.owner.id]),
    );
    await expect(attempt).rejects.toMatchObject({
      code: '42501',
      message: 'permission denied for table user_profiles',
    });
  });

  it('stores "" ratings as null and keeps numeric text', async () => {
    const { rows } = await asIdentityRolledBack(db, f.owner.identity, (tx) =>
      tx.query<{ google_rating: string | null }>(
        `insert into public.business_list_items (list_id, name, google_rating)
         values ($1, 'A', ''), ($1, 'B', '4.5') returning google_rating`,
        [OWNER_LIST],
      ),
    );
    expect(rows.map((row) => row.google_rating)).toEqual([null, '4.5']);
  });

  it('downgrades the caller only when their cancelled Pro has ended', async () => {
    const expired = await createUser(db, 'expired', {
      plan: 'pro',
      subscriptionStatus: 'cancelled',
      subscriptionEndsAt: `now() - interval '1 hour'`,
    });
    const { rows } = await asIdentityRolledBack(db, expired.identity, (tx) =>
      tx.query<{ plan: string; subscription_status: string }>(
        'select plan, subscription_status from public.downgrade_expired_subscription()',
      ),
    );
    expect(rows).toEqual([{ plan: 'free', subscription_status: 'inactive' }]);

    const { rows: untouched } = await asIdentityRolledBack(db, f.owner.identity, (tx) =>
      tx.query<{ plan: string; subscription_status: string }>(
        'select plan, subscription_status from public.downgrade_expired_subscription()',
      ),
    );
    expect(untouched).toEqual([{ plan: 'pro', subscription_status: 'active' }]);
  });

  it('keeps ten recent searches a user, the same search (however spelt) once and on top', async () => {
    const user = await createUser(db, 'recent');
    const record = (location: string, type = 'cafe') =>
      db.query('select public.record_recent_search_for($1, $2, $3, 20)', [user.id, location, type]);
    for (let i = 1; i <= 12; i++) await record(`City ${i}`);
    await record('Kadıköy/İstanbul', 'dentist');
    await record('  KADIKOY, istanbul ', 'Dentist');
    const { rows } = await asIdentityRolledBack(db, user.identity, (tx) =>
      tx.query<{ location: string }>(
        'select location from public.recent_searches order by searched_at desc',
      ),
    );
    expect(rows.map((row) => row.location)).toEqual([
      'KADIKOY, istanbul',
      ...Array.from({ length: 9 }, (_, i) => `City ${12 - i}`),
    ]);
  });

  it('a new auth user gets a free profile from the trigger', async () => {
    const user = await createUser(db, 'fresh');
    const { rows } = await db.query(
      'select plan, daily_searches_used from public.user_profiles where id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ plan: 'free', daily_searches_used: 0 }]);
  });
});
