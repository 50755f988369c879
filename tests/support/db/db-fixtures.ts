/**
 * Fixtures shared by the TypeScript database tests (PGlite and a real
 * PostgreSQL): users created the way GoTrue creates them, and requests run
 * the way PostgREST runs them (one transaction, role + request.jwt.claims set
 * by runAsRequest), so RLS, grants and security-definer functions behave as
 * they do behind /rest/v1.
 */
import { randomUUID } from 'node:crypto';
import type { JwtClaims } from '../../../supabase/local/jwt.ts';
import { runAsRequest } from '../../../supabase/local/db/request-context.ts';
import type { Database, Queryable } from '../../../supabase/local/db/types.ts';
import { isPostgresError } from '../../../supabase/local/db/types.ts';
import { searchMessages } from '../../../supabase/functions/_shared/product-rules.ts';

export type Identity =
  { kind: 'anon' } | { kind: 'service_role' } | { kind: 'user'; id: string; email: string };

export const anon: Identity = { kind: 'anon' };
export const serviceRole: Identity = { kind: 'service_role' };

export interface TestUser {
  id: string;
  email: string;
  identity: Identity;
}

export interface ProfileState {
  plan?: 'free' | 'pro';
  subscriptionStatus?: string | null;
  /** SQL expression, e.g. `now() - interval '1 day'`. */
  subscriptionEndsAt?: string | null;
  dailySearchesUsed?: number;
  /** SQL expression, e.g. `now() - interval '1 day'`. */
  lastSearchDate?: string | null;
}

/** Creates an auth user (the profile comes from the auth.users trigger) and sets its profile. */
export async function createUser(
  db: Database,
  label: string,
  state: ProfileState = {},
): Promise<TestUser> {
  const id = randomUUID();
  const email = `${label}-${id.slice(0, 8)}@test.example`;
  await db.query(
    `insert into auth.users (id, email, aud, role) values ($1, $2, 'authenticated', 'authenticated')`,
    [id, email],
  );
  // Expressions are test-authored constants (never user input), so they are inlined.
  await db.query(
    `update public.user_profiles
        set plan = $2,
            subscription_status = $3,
            subscription_ends_at = ${state.subscriptionEndsAt ?? 'null'},
            daily_searches_used = $4,
            last_search_date = ${state.lastSearchDate ?? 'null'}
      where id = $1`,
    [id, state.plan ?? 'free', state.subscriptionStatus ?? null, state.dailySearchesUsed ?? 0],
  );
  return { id, email, identity: { kind: 'user', id, email } };
}

export async function deleteUsers(db: Database, users: TestUser[]): Promise<void> {
  if (users.length === 0) return;
  await db.query('delete from auth.users where id = any($1::uuid[])', [
    users.map((user) => user.id),
  ]);
}

function claimsOf(identity: Identity): JwtClaims {
  switch (identity.kind) {
    case 'anon':
      return { role: 'anon' };
    case 'service_role':
      return { role: 'service_role' };
    case 'user':
      return {
        role: 'authenticated',
        sub: identity.id,
        email: identity.email,
        aud: 'authenticated',
      };
  }
}

/** Runs `fn` as `identity` in one committed transaction, as one PostgREST request. */
export function asIdentity<T>(
  db: Database,
  identity: Identity,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return runAsRequest(
    db,
    { claims: claimsOf(identity), method: 'POST', path: '/rest/v1/rpc', headers: {} },
    fn,
  );
}

class Rollback extends Error {}

/** Runs `fn` as `identity` and rolls everything back: for matrix cases that must not leave traces. */
export async function asIdentityRolledBack<T>(
  db: Database,
  identity: Identity,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  let result: { value: T } | undefined;
  try {
    await asIdentity(db, identity, async (tx) => {
      result = { value: await fn(tx) };
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  if (!result) throw new Error('unreachable: the callback did not complete');
  return result.value;
}

export interface QuotaResult {
  plan: 'free' | 'pro';
  used: number;
  limit: number | null;
  remaining: number | null;
  last_search_date: string | null;
}

/** The search edge function's call: the service role consumes for a user. */
export async function consumeSearchFor(db: Database, userId: string): Promise<QuotaResult> {
  const { rows } = await asIdentity(db, serviceRole, (tx) =>
    tx.query<{ result: string }>('select public.consume_search_for($1)::text as result', [userId]),
  );
  return JSON.parse(rows[0]!.result) as QuotaResult;
}

/** The text consume_search_for raises, as the search function and the app show it. */
export const DAILY_LIMIT_MESSAGE = searchMessages.dailyLimit;

/** SQLSTATE of a rejection, or 'no-code' for something that is not a database error. */
export function sqlState(reason: unknown): string {
  return isPostgresError(reason) ? (reason.code ?? 'no-code') : 'no-code';
}

export async function profileOf(
  db: Database,
  userId: string,
): Promise<{ plan: string; daily_searches_used: number; searched_today: boolean | null }> {
  const { rows } = await db.query<{
    plan: string;
    daily_searches_used: number;
    searched_today: boolean | null;
  }>(
    `select plan, daily_searches_used,
            (last_search_date at time zone 'UTC')::date = (now() at time zone 'UTC')::date as searched_today
       from public.user_profiles where id = $1`,
    [userId],
  );
  return rows[0]!;
}
