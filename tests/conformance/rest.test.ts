import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signJwt } from '../../supabase/local/jwt.ts';
import { startTestStack, type LocalStack } from '../support/stack/test-stack.ts';

// The rest calls of the wire contract (section 2) and of the spec (section 7),
// made by the real supabase-js against the local stack running the real
// migrations. Asserts what the client sees: status, data, and the error's
// code and shape.

let stack: LocalStack;
let service: SupabaseClient;
let anon: SupabaseClient;
const users: Record<
  'free' | 'pro' | 'stranger',
  { id: string; email: string; client: SupabaseClient }
> = {} as never;

const options = {
  realtime: { transport: WebSocket as never },
  auth: { persistSession: false, autoRefreshToken: false },
};
const PASSWORD = 'correct horse battery staple';
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/;

async function createSignedInUser(email: string) {
  const created = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  if (created.error) throw created.error;
  const client = createClient(stack.apiUrl, stack.config.anonKey, options);
  const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signedIn.error) throw signedIn.error;
  return { id: created.data.user.id, email, client };
}

beforeAll(async () => {
  stack = await startTestStack();
  service = createClient(stack.apiUrl, stack.config.serviceRoleKey, options);
  anon = createClient(stack.apiUrl, stack.config.anonKey, options);
  users.free = await createSignedInUser('free@example.com');
  users.pro = await createSignedInUser('pro@example.com');
  users.stranger = await createSignedInUser('stranger@example.com');
  const upgraded = await service
    .from('user_profiles')
    .update({ plan: 'pro', subscription_status: 'active' })
    .eq('id', users.pro.id);
  if (upgraded.error) throw upgraded.error;
});

afterAll(async () => stack?.stop());

function pgrstError(
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
) {
  return { code, details, hint, message };
}

describe('profile', () => {
  it("select('*').eq('id', own).single() answers 200 with the object", async () => {
    const { data, error, status } = await users.free.client
      .from('user_profiles')
      .select('*')
      .eq('id', users.free.id)
      .single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toMatchObject({
      id: users.free.id,
      email: 'free@example.com',
      plan: 'free',
      daily_searches_used: 0,
    });
    expect(data.created_at).toMatch(TIMESTAMP);
  });

  it('single() on a row RLS hides answers 406 PGRST116 with the contract body', async () => {
    const { data, error, status } = await users.free.client
      .from('user_profiles')
      .select('*')
      .eq('id', users.stranger.id)
      .single();
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error).toEqual(
      pgrstError(
        'PGRST116',
        'Cannot coerce the result to a single JSON object',
        'The result contains 0 rows',
      ),
    );
  });

  it('maybeSingle() on no row answers data null without an error', async () => {
    const { data, error } = await users.free.client
      .from('user_profiles')
      .select('*')
      .eq('id', users.stranger.id)
      .maybeSingle();
    expect([data, error]).toEqual([null, null]);
  });

  it('a duplicate profile insert answers 409 23505 (the sign-up trigger made it already)', async () => {
    const now = new Date().toISOString();
    const { error, status } = await users.free.client.from('user_profiles').insert({
      id: users.free.id,
      email: users.free.email,
      plan: 'free',
      daily_searches_used: 0,
      created_at: now,
      updated_at: now,
    });
    expect(status).toBe(409);
    expect(error?.code).toBe('23505');
    expect(Object.keys(error ?? {})).toEqual(['code', 'details', 'hint', 'message']);
  });

  it('insert of a missing profile answers 201 with no body', async () => {
    const user = await createSignedInUser('late-profile@example.com');
    const removed = await service.from('user_profiles').delete().eq('id', user.id);
    expect(removed.status).toBe(204);
    const now = new Date().toISOString();
    const { data, error, status } = await user.client.from('user_profiles').insert({
      id: user.id,
      email: user.email,
      plan: 'free',
      daily_searches_used: 0,
      created_at: now,
      updated_at: now,
    });
    expect([status, data, error]).toEqual([201, null, null]);
  });

  it('update({receive_email_notifications}).eq(id) answers 204', async () => {
    const { error, status } = await users.free.client
      .from('user_profiles')
      .update({ receive_email_notifications: false })
      .eq('id', users.free.id);
    expect([status, error]).toEqual([204, null]);
    const { data } = await users.free.client
      .from('user_profiles')
      .select('receive_email_notifications')
      .eq('id', users.free.id)
      .single();
    expect(data).toEqual({ receive_email_notifications: false });
  });

  it.each([
    [{ plan: 'pro' }],
    [{ plan: 'pro', subscription_status: 'active', updated_at: new Date().toISOString() }],
    [{ daily_searches_used: 0, last_search_date: null }],
  ])('refuses a user update of protected columns %j with 403 42501', async (changes) => {
    const { error, status } = await users.free.client
      .from('user_profiles')
      .update(changes)
      .eq('id', users.free.id);
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
    const { data } = await service
      .from('user_profiles')
      .select('plan')
      .eq('id', users.free.id)
      .single();
    expect(data).toEqual({ plan: 'free' });
  });

  it('update() without a filter answers 400 21000 (safeupdate)', async () => {
    const { error, status } = await users.free.client
      .from('user_profiles')
      .update({ receive_email_notifications: true });
    expect(status).toBe(400);
    expect(error).toEqual(pgrstError('21000', 'UPDATE requires a WHERE clause'));
  });
});

describe('lists and items', () => {
  let listA: string;
  let listB: string;

  it('insert({user_id, name, description}).select().single() answers 201 with the row', async () => {
    const { data, error, status } = await users.pro.client
      .from('business_lists')
      .insert({ user_id: users.pro.id, name: 'Istanbul cafes', description: null })
      .select()
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({
      user_id: users.pro.id,
      name: 'Istanbul cafes',
      description: null,
    });
    expect(data.created_at).toMatch(TIMESTAMP);
    listA = data.id;

    const second = await users.pro.client
      .from('business_lists')
      .insert({ user_id: users.pro.id, name: 'Ankara dentists', description: null })
      .select()
      .single();
    listB = second.data.id;
  });

  it('a free user may not create a list: 403 42501 from RLS', async () => {
    const { error, status } = await users.free.client
      .from('business_lists')
      .insert({ user_id: users.free.id, name: 'Nope', description: null })
      .select()
      .single();
    expect(status).toBe(403);
    // Postgres names the restrictive policy that refused the row.
    expect(error).toEqual(
      pgrstError(
        '42501',
        'new row violates row-level security policy "Only Pro members can create lists" for table "business_lists"',
      ),
    );
  });

  it('an anonymous insert answers 401 42501', async () => {
    const { error, status } = await anon
      .from('business_lists')
      .insert({ user_id: users.pro.id, name: 'Nope' });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('inserts several items in one call (columns parameter) and reads them newest first', async () => {
    const items = [
      {
        list_id: listA,
        name: 'Kahve Dünyası',
        address: 'Kadıköy',
        phone: '+90 216 000 00 00',
        google_rating: '4.5',
        rating_count: 120,
      },
      {
        list_id: listA,
        name: 'Mandabatmaz',
        address: 'Beyoğlu',
        google_rating: '',
        rating_count: null,
      },
      { list_id: listA, name: 'Fazıl Bey', address: 'Kadıköy', email: 'info@example.com' },
    ];
    const { error, status } = await users.pro.client.from('business_list_items').insert(items);
    expect([status, error]).toEqual([201, null]);

    const { data } = await users.pro.client
      .from('business_list_items')
      .select('*')
      .eq('list_id', listA)
      .order('created_at', { ascending: false });
    expect(data).toHaveLength(3);
    const names = (data ?? []).map((item: { name: string }) => item.name).sort();
    expect(names).toEqual(['Fazıl Bey', 'Kahve Dünyası', 'Mandabatmaz']);
    const mandabatmaz = data?.find((item: { name: string }) => item.name === 'Mandabatmaz');
    expect(mandabatmaz).toMatchObject({ google_rating: null, phone: null, email: null });
  });

  it('lists with an embedded item count, own only, newest first', async () => {
    const { data, error, status } = await users.pro.client
      .from('business_lists')
      .select('*, business_list_items(count)')
      .eq('user_id', users.pro.id)
      .order('created_at', { ascending: false });
    expect([status, error]).toEqual([200, null]);
    expect(
      data?.map((list: { id: string; business_list_items: unknown }) => [
        list.id,
        list.business_list_items,
      ]),
    ).toEqual([
      [listB, [{ count: 0 }]],
      [listA, [{ count: 3 }]],
    ]);

    const strangers = await users.stranger.client
      .from('business_lists')
      .select('*, business_list_items(count)')
      .eq('user_id', users.pro.id);
    expect(strangers.data).toEqual([]);
  });

  it('the duplicate check reads name and address of the list', async () => {
    const { data } = await users.pro.client
      .from('business_list_items')
      .select('name, address')
      .eq('list_id', listA)
      .order('name');
    expect(data).toEqual([
      { name: 'Fazıl Bey', address: 'Kadıköy' },
      { name: 'Kahve Dünyası', address: 'Kadıköy' },
      { name: 'Mandabatmaz', address: 'Beyoğlu' },
    ]);
  });

  it('a PATCH of a saved item answers 403 42501 and changes nothing, on Pro and after a downgrade', async () => {
    const kept = await service
      .from('business_lists')
      .insert({ user_id: users.free.id, name: 'Kept from Pro days' })
      .select('id')
      .single<{ id: string }>();
    const old = await service
      .from('business_list_items')
      .insert({ list_id: kept.data?.id, name: 'Old lead' })
      .select('id')
      .single<{ id: string }>();
    const rewrite = { name: 'Fresh lead', email: 'lead@example.com' };

    const downgraded = await users.free.client
      .from('business_list_items')
      .update(rewrite)
      .eq('id', old.data?.id);
    const pro = await users.pro.client
      .from('business_list_items')
      .update(rewrite)
      .eq('list_id', listA);
    for (const { status, error } of [downgraded, pro]) {
      expect([status, error]).toEqual([
        403,
        pgrstError('42501', 'permission denied for table business_list_items'),
      ]);
    }
    const { data } = await service
      .from('business_list_items')
      .select('name, email')
      .eq('id', old.data?.id)
      .single();
    expect(data).toEqual({ name: 'Old lead', email: null });
    await service.from('business_lists').delete().eq('id', kept.data?.id);
  });

  it('reads one list by id and user_id as a single object; a stranger gets PGRST116', async () => {
    const own = await users.pro.client
      .from('business_lists')
      .select('*')
      .eq('id', listA)
      .eq('user_id', users.pro.id)
      .single();
    expect(own.data).toMatchObject({ id: listA, name: 'Istanbul cafes' });
    const other = await users.stranger.client
      .from('business_lists')
      .select('*')
      .eq('id', listA)
      .eq('user_id', users.pro.id)
      .single();
    expect(other.status).toBe(406);
    expect(other.error?.code).toBe('PGRST116');
  });

  it("a stranger cannot add items to someone else's list", async () => {
    const { error, status } = await users.stranger.client
      .from('business_list_items')
      .insert({ list_id: listA, name: 'Spam' });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
  });

  it('upsert with merge-duplicates updates the existing row (200) or inserts (201)', async () => {
    const { data, error, status } = await service
      .from('business_lists')
      .upsert({
        id: listB,
        user_id: users.pro.id,
        name: 'Ankara dentists (2)',
        description: 'renamed',
      })
      .select('name, description')
      .single();
    expect(error).toBeNull();
    // PostgREST 12+ answers 200 when the upsert only updated rows, 201 when it inserted one.
    expect(status).toBe(200);
    expect(data).toEqual({ name: 'Ankara dentists (2)', description: 'renamed' });

    const inserted = await service
      .from('business_lists')
      .upsert(
        { user_id: users.pro.id, name: 'Izmir gyms', description: null },
        { onConflict: 'id' },
      );
    expect([inserted.status, inserted.error]).toEqual([201, null]);
    const { count } = await users.pro.client
      .from('business_lists')
      .select('*', { count: 'exact', head: true });
    expect(count).toBe(3);
  });

  it('a user upsert needs INSERT and UPDATE grants on every column sent: 403 42501 here', async () => {
    const { error, status } = await users.pro.client
      .from('business_lists')
      .upsert({ id: listB, user_id: users.pro.id, name: 'Mine', description: null });
    expect([status, error?.code, error?.message]).toEqual([
      403,
      '42501',
      'permission denied for table business_lists',
    ]);
  });

  it("delete().in('id', [a, b]) answers 204 and removes exactly those items", async () => {
    const { data: items } = await users.pro.client
      .from('business_list_items')
      .select('id, name')
      .eq('list_id', listA)
      .order('name');
    const [first, second] = (items ?? []) as { id: string }[];
    const { error, status } = await users.pro.client
      .from('business_list_items')
      .delete()
      .in('id', [first?.id, second?.id]);
    expect([status, error]).toEqual([204, null]);
    const { count } = await users.pro.client
      .from('business_list_items')
      .select('*', { count: 'exact', head: true })
      .eq('list_id', listA);
    expect(count).toBe(1);
  });

  it('delete() without a filter answers 400 21000', async () => {
    const { error, status } = await users.pro.client.from('business_list_items').delete();
    expect(status).toBe(400);
    expect(error).toEqual(pgrstError('21000', 'DELETE requires a WHERE clause'));
  });

  it("deleting a list by id answers 204 and takes its items along; a stranger's delete changes nothing", async () => {
    const stranger = await users.stranger.client.from('business_lists').delete().eq('id', listA);
    expect(stranger.status).toBe(204);
    expect((await service.from('business_lists').select('id').eq('id', listA)).data).toHaveLength(
      1,
    );

    const own = await users.pro.client.from('business_lists').delete().eq('id', listA);
    expect([own.status, own.error]).toEqual([204, null]);
    const items = await service.from('business_list_items').select('id').eq('list_id', listA);
    expect(items.data).toEqual([]);
  });
});

describe('blog', () => {
  beforeAll(async () => {
    const day = 24 * 3600 * 1000;
    const { error } = await service.from('blog_posts').insert([
      {
        slug: 'old-post',
        title: 'Old',
        content: '<p>old</p>',
        is_published: true,
        published_at: new Date(Date.now() - 2 * day).toISOString(),
      },
      {
        slug: 'new-post',
        title: 'New',
        content: '<p>new</p>',
        is_published: true,
        published_at: new Date(Date.now() - day).toISOString(),
      },
      { slug: 'draft-post', title: 'Draft', content: '', is_published: false, published_at: null },
      {
        slug: 'scheduled-post',
        title: 'Later',
        content: '',
        is_published: true,
        published_at: new Date(Date.now() + day).toISOString(),
      },
    ]);
    if (error) throw error;
  });

  it('anonymous readers see published posts, newest first, never drafts or scheduled ones', async () => {
    const { data, error, status } = await anon
      .from('blog_posts')
      .select('*')
      .eq('is_published', true)
      .lte('published_at', new Date().toISOString())
      .order('published_at', { ascending: false });
    expect([status, error]).toEqual([200, null]);
    expect(data?.map((post: { slug: string }) => post.slug)).toEqual(['new-post', 'old-post']);

    const everything = await anon.from('blog_posts').select('slug');
    expect(everything.data?.map((post: { slug: string }) => post.slug).sort()).toEqual([
      'new-post',
      'old-post',
    ]);
  });

  it('one post by slug as a single object; a draft answers PGRST116', async () => {
    const post = await anon
      .from('blog_posts')
      .select('*')
      .eq('slug', 'new-post')
      .eq('is_published', true)
      .single();
    expect(post.data).toMatchObject({ slug: 'new-post', title: 'New' });
    const draft = await anon.from('blog_posts').select('*').eq('slug', 'draft-post').single();
    expect([draft.status, draft.error?.code]).toEqual([406, 'PGRST116']);
  });

  it("answers the blog's plain fetch with the apikey query parameter (no headers) as anon", async () => {
    const query = new URLSearchParams({
      select: 'slug,published_at',
      is_published: 'eq.true',
      published_at: `lte.${new Date().toISOString()}`,
      order: 'published_at.desc',
      apikey: stack.config.anonKey,
    });
    const response = await fetch(`${stack.apiUrl}/rest/v1/blog_posts?${query}`, {
      headers: { accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    const posts = (await response.json()) as { slug: string; published_at: string }[];
    expect(posts.map((post) => post.slug)).toEqual(['new-post', 'old-post']);
    expect(posts[0]?.published_at).toMatch(TIMESTAMP);
  });

  it("count: 'exact' reads the total from Content-Range", async () => {
    const { count, data } = await anon
      .from('blog_posts')
      .select('slug', { count: 'exact' })
      .limit(1);
    expect(count).toBe(2);
    expect(data).toHaveLength(1);
  });
});

describe('rpc', () => {
  it('consume_search_for counts a free search and refuses the fourth with 400 P0001', async () => {
    const user = await createSignedInUser('searcher@example.com');
    for (const used of [1, 2, 3]) {
      const { data, error, status } = await service.rpc('consume_search_for', {
        p_user_id: user.id,
      });
      expect([status, error]).toEqual([200, null]);
      expect(data).toMatchObject({ plan: 'free', used, limit: 3, remaining: 3 - used });
    }
    const { data, error, status } = await service.rpc('consume_search_for', {
      p_user_id: user.id,
    });
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'P0001',
      details: 'daily_search_limit',
      hint: 'The free plan allows 3 searches per UTC day.',
      message: 'Daily search limit reached. Upgrade to Pro for unlimited searches.',
    });
  });

  it('consume_search_for is refused to anon (401 42501) and to a signed-in user (403 42501)', async () => {
    const asAnon = await anon.rpc('consume_search_for', { p_user_id: users.free.id });
    expect([asAnon.status, asAnon.error?.code]).toEqual([401, '42501']);
    const asUser = await users.free.client.rpc('consume_search_for', {
      p_user_id: users.free.id,
    });
    expect([asUser.status, asUser.error?.code]).toEqual([403, '42501']);
  });

  it('a function returning a row answers the object', async () => {
    const { data, error, status } = await users.free.client.rpc('downgrade_expired_subscription');
    expect([status, error]).toEqual([200, null]);
    expect(data).toMatchObject({ id: users.free.id, plan: 'free' });
  });

  it('apply_paddle_subscription_event takes named arguments of every type (timestamptz, jsonb, uuid, null)', async () => {
    const subscriber = await createSignedInUser('subscriber@example.com');
    const event = {
      p_event_id: 'evt_01conformance',
      p_event_type: 'subscription.activated',
      p_occurred_at: new Date().toISOString(),
      p_payload: { data: { id: 'sub_01conformance', items: [{ price: { id: 'pri_01' } }] } },
      p_subscription_id: 'sub_01conformance',
      p_customer_id: null,
      p_claimed_user_id: subscriber.id,
      p_plan: 'pro',
      p_subscription_status: 'active',
      p_subscription_ends_at: null,
    };
    const applied = await service.rpc('apply_paddle_subscription_event', event);
    expect([applied.status, applied.error, applied.data]).toEqual([200, null, 'applied']);
    const again = await service.rpc('apply_paddle_subscription_event', event);
    expect(again.data).toBe('duplicate');
    const { data } = await subscriber.client
      .from('user_profiles')
      .select('plan, subscription_status')
      .eq('id', subscriber.id)
      .single();
    expect(data).toEqual({ plan: 'pro', subscription_status: 'active' });

    const asUser = await subscriber.client.rpc('apply_paddle_subscription_event', {
      ...event,
      p_event_id: 'evt_02',
    });
    expect([asUser.status, asUser.error?.code]).toEqual([403, '42501']);
  });

  it('a named argument left out takes its default', async () => {
    const place = { label: 'Kadikoy, Istanbul, Turkey', city: 'Istanbul', district: 'Kadikoy' };
    const inserted = await service.from('directory_places').insert({ ...place, country: 'Turkey' });
    expect(inserted.error).toBeNull();
    const { data, error, status } = await service.rpc('suggest_places', { p_input: 'kadi' });
    expect([status, error]).toEqual([200, null]);
    expect(data).toEqual([{ ...place, country: 'Turkey' }]);
  });

  it('an unknown function answers 404 PGRST202', async () => {
    const { data, error, status } = await users.free.client.rpc('consume_searches', { p_count: 1 });
    expect(data).toBeNull();
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST202',
      details:
        'Searched for the function public.consume_searches with parameter p_count or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.consume_search_for',
      message: 'Could not find the function public.consume_searches(p_count) in the schema cache',
    });
  });
});

describe('errors', () => {
  const withToken = (token: string) =>
    createClient(stack.apiUrl, stack.config.anonKey, {
      ...options,
      accessToken: async () => token,
    });

  it('a token with a bad signature answers 401 PGRST301', async () => {
    const forged = await signJwt(
      { role: 'service_role', exp: Math.floor(Date.now() / 1000) + 60 },
      'x'.repeat(40),
    );
    const { error, status } = await withToken(forged).from('blog_posts').select('*');
    expect(status).toBe(401);
    expect(error).toEqual(pgrstError('PGRST301', 'JWT cryptographic operation failed'));
  });

  it('an expired token answers 401 PGRST303 "JWT expired"', async () => {
    const expired = await signJwt(
      {
        role: 'authenticated',
        sub: users.free.id,
        aud: 'authenticated',
        exp: Math.floor(Date.now() / 1000) - 60,
      },
      stack.config.jwtSecret,
    );
    const { error, status } = await withToken(expired).from('user_profiles').select('*');
    expect(status).toBe(401);
    expect(error).toEqual(pgrstError('PGRST303', 'JWT expired'));
  });

  it('an unknown table answers 404 PGRST205', async () => {
    const { error, status } = await anon.from('blog_post').select('*');
    expect(status).toBe(404);
    expect(error).toEqual(
      pgrstError(
        'PGRST205',
        "Could not find the table 'public.blog_post' in the schema cache",
        null,
        "Perhaps you meant the table 'public.blog_posts'",
      ),
    );
  });

  it('an unknown column answers 400 42703, an unknown embed 400 PGRST200', async () => {
    const column = await anon.from('blog_posts').select('nope');
    expect([column.status, column.error?.code, column.error?.message]).toEqual([
      400,
      '42703',
      'column blog_posts.nope does not exist',
    ]);
    const embed = await anon.from('blog_posts').select('*, comments(count)');
    expect([embed.status, embed.error?.code]).toEqual([400, 'PGRST200']);
  });

  it("the private tables are the service role's only", async () => {
    const asUser = await users.pro.client.from('directory_businesses').select('*').limit(1);
    expect([asUser.status, asUser.error?.code]).toEqual([403, '42501']);
    const asService = await service.from('directory_businesses').select('*').limit(1);
    expect([asService.status, asService.error]).toEqual([200, null]);
    // billing_events lives in the private schema, which the API does not expose.
    const hidden = await service.from('billing_events').select('*');
    expect([hidden.status, hidden.error?.code]).toEqual([404, 'PGRST205']);
  });
});

describe('hostile queries', () => {
  it('answers an or= tree nested 4,000 levels deep with 400 PGRST100', async () => {
    const tree = '(' + 'or('.repeat(4000) + 'slug.eq.x' + ')'.repeat(4001);
    const response = await fetch(`${stack.apiUrl}/rest/v1/blog_posts?or=${tree}`, {
      headers: { apikey: stack.config.anonKey },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'PGRST100',
      details: 'nesting deeper than 50 levels',
    });
  });
});
