/**
 * The free daily limit is enforced from one place, `free_daily_search_limit()`, and the
 * app reads it from there. The product's copy (plan cards, FAQ, terms, help) states the
 * figure from FREE_DAILY_SEARCHES (supabase/functions/_shared/product-rules.ts; the app's
 * src/app/limit-texts.test.ts checks every text that states it): this keeps the copy true to
 * the database.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FREE_DAILY_SEARCHES } from '../functions/_shared/product-rules.ts';
import { createTestDatabase } from '../../tests/support/db/test-database.ts';
import type { Database } from '../local/db/types.ts';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

it('the copy states the limit the database enforces', async () => {
  const { rows } = await db.query<{ limit: number }>(
    'select public.free_daily_search_limit() as limit',
  );
  expect(rows[0]?.limit).toBe(FREE_DAILY_SEARCHES);
});
