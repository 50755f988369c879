import { http, HttpResponse, type HttpHandler } from 'msw';
import { leadKey, type LeadIdentity } from '@/domain/lead-key';
import type { UserProfile } from '@/domain/profile';

// An in-memory stand-in for the Supabase HTTP API at the network edge (MSW), answering the
// calls supabase-js makes for the accounts screens with the real services' shapes (see the
// wire contract). The app and supabase-js run unmodified; only the network is fake.

export const API = 'http://127.0.0.1:54321';
export const STORAGE_KEY = 'sb-127-auth-token';

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

export interface FakeUser {
  id: string;
  email: string;
  password: string;
  created_at: string;
}

export function makeUser(overrides: Partial<FakeUser> = {}): FakeUser {
  return {
    id: overrides.id ?? crypto.randomUUID(),
    email: overrides.email ?? 'user@example.com',
    password: overrides.password ?? 'secret123',
    created_at: overrides.created_at ?? '2026-01-10T09:00:00.000000+00:00',
  };
}

export function makeProfile(user: FakeUser, overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: user.id,
    email: user.email,
    plan: 'free',
    subscription_status: null,
    subscription_ends_at: null,
    paddle_subscription_id: null,
    daily_searches_used: 0,
    last_search_date: null,
    receive_email_notifications: true,
    created_at: '2026-01-10T09:00:00.123456+00:00',
    updated_at: '2026-01-10T09:00:00.123456+00:00',
    ...overrides,
  };
}

/** The plan fields of a paying Pro user whose period runs well past the tests. */
export const ACTIVE_PRO: Partial<UserProfile> = {
  plan: 'pro',
  subscription_status: 'active',
  subscription_ends_at: '2030-01-01T00:00:00Z',
};

/** A fake backend that knows one user, with a profile (its fields overridden) and `rest`. */
export function createFakeSupabaseFor(
  user: FakeUser,
  profile: Partial<UserProfile> = {},
  rest: Omit<FakeSupabaseOptions, 'users' | 'profiles'> = {},
) {
  return createFakeSupabase({ users: [user], profiles: [makeProfile(user, profile)], ...rest });
}

function userJson(user: FakeUser) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    phone: '',
    email_confirmed_at: user.created_at,
    confirmed_at: user.created_at,
    last_sign_in_at: user.created_at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: user.created_at,
    updated_at: user.created_at,
    is_anonymous: false,
  };
}

export function sessionFor(user: FakeUser) {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + 3600;
  const accessToken = [
    base64url({ alg: 'HS256', typ: 'JWT' }),
    base64url({
      sub: user.id,
      email: user.email,
      role: 'authenticated',
      aud: 'authenticated',
      exp,
      iat: now,
    }),
    'signature',
  ].join('.');
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: exp,
    refresh_token: `refresh-${user.id}`,
    user: userJson(user),
  };
}

/** Puts a session in localStorage the way supabase-js stores it (a returning visitor). */
export function storeSession(user: FakeUser): void {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(sessionFor(user)));
}

const pgrst = (status: number, code: string, message: string, details: string | null = null) =>
  HttpResponse.json({ code, details, hint: null, message }, { status });

/** A lead row as the API role reads it (the owner column is not asked for). */
const leadAnswer = ({ lead_key, status, notes, notes_updated_at, follow_up_on }: FakeLead) => ({
  lead_key,
  status,
  notes,
  notes_updated_at,
  follow_up_on,
});

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
  headers: Headers;
}

export interface FakeSupabaseOptions {
  users?: FakeUser[];
  profiles?: UserProfile[];
  lists?: { id: string; user_id: string; name: string; created_at: string }[];
  items?: Record<string, Record<string, unknown>[]>;
  /** What `free_daily_search_limit()` answers (the database's figure: 3). */
  freeDailySearchLimit?: number;
  /** Rows of recent_searches (the search function writes them; tests push more). */
  recentSearches?: FakeRecentSearch[];
  /** Rows of leads (status, notes, follow-up per lead key). */
  leads?: FakeLead[];
  /** Rows of export_settings (the export format and columns a user chose). */
  exportSettings?: FakeExportSettings[];
}

export interface FakeLead {
  user_id: string;
  lead_key: string;
  status: string;
  notes: string | null;
  notes_updated_at: string | null;
  follow_up_on: string | null;
}

export interface FakeExportSettings {
  user_id: string;
  format: string;
  columns: string[];
}

export interface FakeRecentSearch {
  user_id: string;
  location: string;
  business_type: string;
  result_count: number;
  searched_at: string;
}

/** State plus MSW handlers; tests tweak `state` or add `server.use(...)` overrides. */
export function createFakeSupabase(options: FakeSupabaseOptions = {}) {
  const state = {
    users: [...(options.users ?? [])],
    profiles: new Map((options.profiles ?? []).map((p) => [p.id, { ...p }])),
    lists: [...(options.lists ?? [])],
    items: { ...(options.items ?? {}) },
    recentSearches: [...(options.recentSearches ?? [])],
    leads: [...(options.leads ?? [])],
    exportSettings: [...(options.exportSettings ?? [])],
    calls: [] as RecordedCall[],
  };

  const userFromRequest = (request: Request): FakeUser | undefined => {
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    const payload = token.split('.')[1];
    if (!payload) return undefined;
    try {
      const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
        sub?: string;
      };
      return state.users.find((u) => u.id === claims.sub);
    } catch {
      return undefined;
    }
  };

  const record = async (request: Request) => {
    const url = new URL(request.url);
    let body: unknown = null;
    const text = await request.clone().text();
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    state.calls.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      body,
      headers: request.headers,
    });
    return url;
  };

  const handlers: HttpHandler[] = [
    http.post(`${API}/auth/v1/token`, async ({ request }) => {
      const url = await record(request);
      if (url.searchParams.get('grant_type') !== 'password') {
        return HttpResponse.json({ code: 'unsupported', message: 'unsupported' }, { status: 400 });
      }
      const body = (await request.json()) as { email: string; password: string };
      const user = state.users.find((u) => u.email === body.email);
      if (!user || user.password !== body.password) {
        return HttpResponse.json(
          { code: 'invalid_credentials', message: 'Invalid login credentials' },
          { status: 400, headers: { 'x-supabase-api-version': '2024-01-01' } },
        );
      }
      return HttpResponse.json(sessionFor(user));
    }),
    http.get(`${API}/auth/v1/user`, async ({ request }) => {
      await record(request);
      const user = userFromRequest(request);
      return user
        ? HttpResponse.json(userJson(user))
        : HttpResponse.json({ code: 'bad_jwt', message: 'invalid JWT' }, { status: 403 });
    }),
    http.put(`${API}/auth/v1/user`, async ({ request }) => {
      await record(request);
      const user = userFromRequest(request);
      if (!user) {
        return HttpResponse.json({ code: 'bad_jwt', message: 'invalid JWT' }, { status: 403 });
      }
      const body = (await request.json()) as { password?: string };
      if (body.password) user.password = body.password;
      return HttpResponse.json(userJson(user));
    }),
    http.post(`${API}/auth/v1/logout`, async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${API}/auth/v1/recover`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({});
    }),

    http.get(`${API}/rest/v1/user_profiles`, async ({ request }) => {
      const url = await record(request);
      const id = url.searchParams.get('id')?.replace(/^eq\./, '');
      const profile = id ? state.profiles.get(id) : undefined;
      if (!profile)
        return pgrst(
          406,
          'PGRST116',
          'Cannot coerce the result to a single JSON object',
          'The result contains 0 rows',
        );
      return HttpResponse.json(profile);
    }),
    http.post(`${API}/rest/v1/user_profiles`, async ({ request }) => {
      await record(request);
      const body = (await request.json()) as UserProfile;
      if (state.profiles.has(body.id)) {
        return pgrst(
          409,
          '23505',
          'duplicate key value violates unique constraint "user_profiles_pkey"',
        );
      }
      const user = state.users.find((u) => u.id === body.id);
      const row = makeProfile(user ?? makeUser({ id: body.id }), body);
      state.profiles.set(row.id, row);
      return HttpResponse.json(row, { status: 201 });
    }),
    http.patch(`${API}/rest/v1/user_profiles`, async ({ request }) => {
      const url = await record(request);
      const id = url.searchParams.get('id')?.replace(/^eq\./, '') ?? '';
      const profile = state.profiles.get(id);
      const body = (await request.json()) as Partial<UserProfile>;
      if (profile) state.profiles.set(id, { ...profile, ...body });
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${API}/rest/v1/rpc/downgrade_expired_subscription`, async ({ request }) => {
      await record(request);
      const user = userFromRequest(request);
      const profile = user ? state.profiles.get(user.id) : undefined;
      if (profile) {
        state.profiles.set(profile.id, {
          ...profile,
          plan: 'free',
          subscription_status: 'inactive',
        });
      }
      return HttpResponse.json(profile ?? null);
    }),
    http.post(`${API}/rest/v1/rpc/free_daily_search_limit`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(options.freeDailySearchLimit ?? 3);
    }),
    http.get(`${API}/rest/v1/business_lists`, async ({ request }) => {
      const url = await record(request);
      const userId = url.searchParams.get('user_id')?.replace(/^eq\./, '');
      const rows = state.lists
        .filter((l) => l.user_id === userId)
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .map(({ id, name }) => ({ id, name }));
      return HttpResponse.json(rows);
    }),
    http.get(`${API}/rest/v1/recent_searches`, async ({ request }) => {
      const url = await record(request);
      const caller = userFromRequest(request);
      const userId = url.searchParams.get('user_id')?.replace(/^eq\./, '');
      const limit = Number(url.searchParams.get('limit') ?? '1000');
      const rows = state.recentSearches
        // RLS: only the caller's own rows.
        .filter((r) => r.user_id === caller?.id && r.user_id === userId)
        .sort((a, b) => b.searched_at.localeCompare(a.searched_at))
        .slice(0, limit)
        .map(({ location, business_type, result_count, searched_at }) => ({
          location,
          business_type,
          result_count,
          searched_at,
        }));
      return HttpResponse.json(rows);
    }),
    http.get(`${API}/rest/v1/business_list_items`, async ({ request }) => {
      const url = await record(request);
      const userId = url.searchParams.get('user_id')?.replace(/^eq\./, '');
      if (userId) {
        // Every item of the user's lists (/leads), each with its list id.
        const own = new Set(state.lists.filter((l) => l.user_id === userId).map((l) => l.id));
        return HttpResponse.json(
          Object.entries(state.items)
            .filter(([listId]) => own.has(listId))
            .flatMap(([listId, rows]) => rows.map((row) => ({ ...row, list_id: listId }))),
        );
      }
      const listId = url.searchParams.get('list_id')?.replace(/^eq\./, '') ?? '';
      return HttpResponse.json(state.items[listId] ?? []);
    }),
    http.get(`${API}/rest/v1/leads`, async ({ request }) => {
      await record(request);
      const caller = userFromRequest(request);
      // RLS: the caller's own rows.
      return HttpResponse.json(state.leads.filter((l) => l.user_id === caller?.id).map(leadAnswer));
    }),
    http.post(`${API}/rest/v1/leads`, async ({ request }) => {
      await record(request);
      const caller = userFromRequest(request);
      if (!caller) return pgrst(401, '42501', 'permission denied for table leads');
      const body = (await request.json()) as Partial<FakeLead> & { lead_key: string };
      let row = state.leads.find((l) => l.user_id === caller.id && l.lead_key === body.lead_key);
      if (!row) {
        row = {
          user_id: caller.id,
          lead_key: body.lead_key,
          status: 'New',
          notes: null,
          notes_updated_at: null,
          follow_up_on: null,
        };
        state.leads.push(row);
      }
      // An upsert updates only the columns sent; the trigger stamps a notes change.
      if ('notes' in body && body.notes !== row.notes)
        row.notes_updated_at = new Date().toISOString();
      Object.assign(row, body);
      return HttpResponse.json(leadAnswer(row), { status: 201 });
    }),
    // Issue 22: the caller's lists holding each row ({key, name_key}) and its status, as
    // public.saved_leads() answers them (migration 20260101002100_leads.sql).
    http.post(`${API}/rest/v1/rpc/saved_leads`, async ({ request }) => {
      await record(request);
      const caller = userFromRequest(request);
      if (!caller) return pgrst(401, '42501', 'permission denied for function saved_leads');
      const { rows } = (await request.json()) as { rows: { key: string; name_key: string }[] };
      const own = state.lists.filter((l) => l.user_id === caller.id);
      const keysOf = (item: Record<string, unknown>) => leadKey(item as unknown as LeadIdentity);
      return HttpResponse.json(
        rows.map(({ key, name_key }, idx) => {
          const wanted = [key, name_key];
          const lists = own
            .filter((list) => (state.items[list.id] ?? []).some((i) => wanted.includes(keysOf(i))))
            .map(({ id, name }) => ({ id, name }))
            .sort((a, b) => a.name.localeCompare(b.name));
          const lead = wanted
            .map((k) => state.leads.find((l) => l.user_id === caller.id && l.lead_key === k))
            .find(Boolean);
          return { idx, lists, status: lead?.status ?? null };
        }),
      );
    }),
    http.get(`${API}/rest/v1/export_settings`, async ({ request }) => {
      await record(request);
      const caller = userFromRequest(request);
      // RLS: the caller's own row, without its owner column (the app selects format, columns).
      return HttpResponse.json(
        state.exportSettings
          .filter((row) => row.user_id === caller?.id)
          .map(({ format, columns }) => ({ format, columns })),
      );
    }),
    http.post(`${API}/rest/v1/export_settings`, async ({ request }) => {
      await record(request);
      const caller = userFromRequest(request);
      if (!caller) return pgrst(401, '42501', 'permission denied for table export_settings');
      const body = (await request.json()) as Omit<FakeExportSettings, 'user_id'>;
      // An upsert on user_id: the caller's one row, created on first use.
      const row = state.exportSettings.find((r) => r.user_id === caller.id);
      if (row) Object.assign(row, body);
      else state.exportSettings.push({ user_id: caller.id, ...body });
      return new HttpResponse(null, { status: 201 });
    }),
  ];

  const callsTo = (method: string, path: string) =>
    state.calls.filter((c) => c.method === method && c.path === path);

  return { state, handlers, callsTo };
}
