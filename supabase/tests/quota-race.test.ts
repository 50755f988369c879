/**
 * The free plan's quota under concurrency (issue 2): twenty simultaneous
 * searches by one free user on a fresh day => exactly three succeed.
 *
 * Runs on PGlite always (one session: transactions are serialised, so this
 * checks the rule end to end through runAsRequest), and on a real PostgreSQL
 * when TEST_DATABASE_URL is set (scripts/test-db.sh does), where a pool runs
 * the calls on separate connections at the same time and only the row lock
 * in consume_search_for keeps the count right. A control case shows that a
 * read-then-write without the lock does let extra searches through there, so
 * the race test can tell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../local/db/postgres-database.ts';
import { createTestDatabase } from '../../tests/support/db/test-database.ts';
import type { Database } from '../local/db/types.ts';
import {
  DAILY_LIMIT_MESSAGE,
  asIdentity,
  consumeSearchFor,
  createUser,
  deleteUsers,
  profileOf,
  sqlState,
  type ProfileState,
  type TestUser,
} from '../../tests/support/db/db-fixtures.ts';

const CALLS = 20;

interface Outcome {
  succeeded: number;
  refused: number;
  /** Anything else: a bug (deadlock, serialization failure, wrong error). */
  other: string[];
  usedValues: number[];
}

async function race(calls: Array<() => Promise<{ used: number }>>): Promise<Outcome> {
  const settled = await Promise.allSettled(calls.map((call) => call()));
  const outcome: Outcome = { succeeded: 0, refused: 0, other: [], usedValues: [] };
  for (const result of settled) {
    if (result.status === 'fulfilled') {
      outcome.succeeded += 1;
      outcome.usedValues.push(result.value.used);
    } else if (
      sqlState(result.reason) === 'P0001' &&
      (result.reason as Error).message === DAILY_LIMIT_MESSAGE
    ) {
      outcome.refused += 1;
    } else {
      outcome.other.push(`${sqlState(result.reason)}: ${(result.reason as Error).message}`);
    }
  }
  outcome.usedValues.sort((a, b) => a - b);
  return outcome;
}

const targets: Array<{ name: string; open: (() => Promise<Database>) | null }> = [
  { name: 'PGlite', open: () => createTestDatabase() },
  {
    name: 'PostgreSQL (TEST_DATABASE_URL)',
    open: process.env.TEST_DATABASE_URL
      ? () => openPostgresDatabase(process.env.TEST_DATABASE_URL!)
      : null,
  },
];

describe.each(targets)('search quota race on $name', ({ name, open }) => {
  let db: Database;
  const users: TestUser[] = [];
  const user = async (label: string, state?: ProfileState) => {
    const created = await createUser(db, label, state);
    users.push(created);
    return created;
  };

  beforeAll(async () => {
    if (!open) return;
    db = await open();
  });
  afterAll(async () => {
    if (!open) return;
    await deleteUsers(db, users);
    await db.close();
  });

  it.skipIf(!open)(
    `${CALLS} concurrent consume_search_for() for one free user on a fresh day: exactly 3 succeed`,
    async () => {
      const free = await user('race-service');
      const outcome = await race(
        Array.from({ length: CALLS }, () => () => consumeSearchFor(db, free.id)),
      );

      expect(outcome.other).toEqual([]);
      expect(outcome).toMatchObject({ succeeded: 3, refused: CALLS - 3, usedValues: [1, 2, 3] });
      expect(await profileOf(db, free.id)).toMatchObject({
        daily_searches_used: 3,
        searched_today: true,
      });
      console.warn(
        `[quota race, ${name}] ${outcome.succeeded} succeeded, ${outcome.refused} refused`,
      );
    },
  );

  it.skipIf(!open)(
    'a user who used all 3 yesterday (UTC) starts again at 1, then races to 3',
    async () => {
      const yesterday = await user('race-yesterday', {
        dailySearchesUsed: 3,
        lastSearchDate: `now() - interval '1 day'`,
      });
      const outcome = await race(
        Array.from({ length: CALLS }, () => () => consumeSearchFor(db, yesterday.id)),
      );

      expect(outcome).toMatchObject({
        succeeded: 3,
        refused: CALLS - 3,
        usedValues: [1, 2, 3],
        other: [],
      });
    },
  );

  it.skipIf(!open)('Pro users are unlimited and their counter is left alone', async () => {
    const pro = await user('race-pro', {
      plan: 'pro',
      subscriptionStatus: 'active',
      subscriptionEndsAt: `now() + interval '20 days'`,
    });
    const outcome = await race(
      Array.from({ length: CALLS }, () => () => consumeSearchFor(db, pro.id)),
    );

    expect(outcome).toMatchObject({ succeeded: CALLS, refused: 0, other: [] });
    expect(await profileOf(db, pro.id)).toMatchObject({
      daily_searches_used: 0,
      searched_today: null,
    });
  });

  it.skipIf(!open)('a cancelled Pro in its paid period is unlimited', async () => {
    const grace = await user('race-grace', {
      plan: 'pro',
      subscriptionStatus: 'cancelled',
      subscriptionEndsAt: `now() + interval '1 day'`,
    });
    const outcome = await race(
      Array.from({ length: CALLS }, () => () => consumeSearchFor(db, grace.id)),
    );
    expect(outcome).toMatchObject({ succeeded: CALLS, refused: 0, other: [] });
  });

  it.skipIf(!open)('a cancelled Pro past its end counts as free: exactly 3 succeed', async () => {
    const expired = await user('race-expired', {
      plan: 'pro',
      subscriptionStatus: 'cancelled',
      subscriptionEndsAt: `now() - interval '1 minute'`,
    });
    const outcome = await race(
      Array.from({ length: CALLS }, () => () => consumeSearchFor(db, expired.id)),
    );

    expect(outcome).toMatchObject({
      succeeded: 3,
      refused: CALLS - 3,
      usedValues: [1, 2, 3],
      other: [],
    });
  });

  // Only a multi-connection server can show the race; PGlite serialises everything,
  // so the control case exists for PostgreSQL only.
  if (name !== 'PGlite') {
    it.skipIf(!open)(
      'control: the same race against a read-then-write without the row lock lets extra searches through',
      async () => {
        const victim = await user('race-control');
        await db.exec(`
          create or replace function public.naive_consume_for_test(p_user_id uuid) returns integer
          language plpgsql as $$
          declare v_used integer;
          begin
            select daily_searches_used into v_used from public.user_profiles where id = p_user_id; -- no lock
            perform pg_sleep(0.05);
            if v_used >= 3 then raise exception 'limit' using errcode = 'P0001'; end if;
            update public.user_profiles set daily_searches_used = v_used + 1 where id = p_user_id;
            return v_used + 1;
          end $$;`);
        try {
          const settled = await Promise.allSettled(
            Array.from({ length: CALLS }, () =>
              db.transaction((tx) =>
                tx.query('select public.naive_consume_for_test($1)', [victim.id]),
              ),
            ),
          );
          const succeeded = settled.filter((result) => result.status === 'fulfilled').length;
          expect(succeeded).toBeGreaterThan(3);
        } finally {
          await db.exec('drop function public.naive_consume_for_test(uuid)');
        }

        // And the locked version really ran on several connections at once.
        const pids = await Promise.all(
          Array.from({ length: 5 }, () =>
            asIdentity(db, { kind: 'service_role' }, async (tx) => {
              await tx.query('select pg_sleep(0.05)');
              return (await tx.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!
                .pid;
            }),
          ),
        );
        expect(new Set(pids).size).toBeGreaterThan(1);
      },
    );
  }
});
