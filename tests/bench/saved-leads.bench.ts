/**
 * "Already saved" benchmark (issue 22 item 2), run by `npm run bench` or
 * `npx tsx tests/bench/saved-leads.bench.ts`:
 *
 *   1. starts the local stack in memory (PGlite, no seed) in this process;
 *   2. gives a Pro user 50,000 saved leads spread over 25 lists (half with a Google place
 *      id) and 20,000 statuses, and two other users 10,000 items each, many of them the
 *      same businesses, so the owner filter has to work;
 *   3. marks a page of 100 search results (30 of them saved, written in other letters or
 *      with their place id, 70 not) with one POST /rest/v1/rpc/saved_leads, the keys
 *      computed in the client as the app does (src/domain/lead-key.ts savedLeadsRow), BENCH_CALLS
 *      times (default 60) after a warm-up: HTTP through the local stack's gateway and REST
 *      (JWT check, role switch, the function), so the figure is an upper bound of the
 *      server time; the function alone, timed in the database, is printed too;
 *   4. prints median and p95, writes tests/bench/report/saved-leads.json and exits 1 when
 *      the p95 misses its budget (50 ms).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { savedLeadsRow } from '../../src/domain/lead-key.ts';
import { signJwt } from '../../supabase/local/jwt.ts';
import { startLocalStack } from '../../supabase/local/stack.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REPORT_DIR = path.join(ROOT, 'tests/bench/report');
const CALLS = Math.max(10, Number(process.env.BENCH_CALLS ?? 60));
const WARM_UP = 5;
const SAVED = 50_000;
const LISTS = 25;
const STATUSES = 20_000;
const OTHER_ITEMS = 10_000;
const PAGE = 100;
export const BUDGET_P95_MS = 50;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    runs: sorted.length,
    medianMs: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted.at(-1)!),
  };
}

const log = (...args: unknown[]) => process.stdout.write(`${args.join(' ')}\n`);
const started = performance.now();
const stack = await startLocalStack({
  dataDir: null,
  apiPort: 0,
  mailPort: 0,
  seed: false,
  quiet: true,
});
console.info = () => {};

async function createUser(label: string, plan: 'pro' | 'free'): Promise<string> {
  const id = randomUUID();
  await stack.db.query(
    `insert into auth.users (id, email, aud, role) values ($1, $2, 'authenticated', 'authenticated')`,
    [id, `${label}-${id.slice(0, 8)}@bench.example`],
  );
  await stack.db.query(
    `update public.user_profiles set plan = $2, subscription_status = $3,
            subscription_ends_at = now() + interval '30 days' where id = $1`,
    [id, plan, plan === 'pro' ? 'active' : null],
  );
  return id;
}

/** Items g = 1..count of one user, spread over `lists` lists; even g carry a place id. */
async function saveItems(userId: string, label: string, count: number, lists: number) {
  await stack.db.query(
    `insert into public.business_lists (user_id, name)
     select $1, $2 || ' list ' || l from generate_series(1, $3::int) l`,
    [userId, label, lists],
  );
  await stack.db.query(
    `insert into public.business_list_items (list_id, name, address, phone, place_id)
     select l.id,
            'Bench Diş Kliniği ' || g,
            'Caferağa Mah. Moda Cd. No:' || g || ', 34710 Kadıköy/İstanbul, Türkiye',
            '+90 216 555 ' || lpad((g % 100)::text, 2, '0') || ' ' || lpad((g % 97)::text, 2, '0'),
            case when g % 2 = 0 then 'ChIJbench' || g end
       from generate_series(1, $2::int) g
       join lateral (select id from public.business_lists
                      where user_id = $1 order by name
                      offset (g % $3::int) limit 1) l on true`,
    [userId, count, lists],
  );
}

/** A page of search results: every third of the first 90 saved (other letters, or the id). */
function searchPage(round: number) {
  return searchResults(round).map(savedLeadsRow);
}

function searchResults(round: number) {
  return Array.from({ length: PAGE }, (_, i) => {
    const saved = i % 3 === 0 && i < 90;
    const g = saved ? 1 + ((round * 997 + i * 331) % SAVED) : SAVED + 1 + round * PAGE + i;
    return {
      place_id: g % 2 === 0 ? `ChIJbench${g}` : null,
      name: saved && g % 2 === 1 ? `BENCH DİŞ KLİNİĞİ ${g}` : `Bench Diş Kliniği ${g}`,
      address: `Caferağa Mah. Moda Cd. No:${g}, 34710 KADIKÖY/İSTANBUL, Türkiye`,
    };
  });
}

try {
  const owner = await createUser('owner', 'pro');
  const others = [await createUser('other1', 'pro'), await createUser('other2', 'free')];
  await saveItems(owner, 'Owner', SAVED, LISTS);
  for (const [index, other] of others.entries())
    await saveItems(other, `Other ${index}`, OTHER_ITEMS, 5);
  await stack.db.query(
    `insert into public.leads (user_id, lead_key, status)
     select $1, private.lead_key(case when g % 2 = 0 then 'ChIJbench' || g end,
                                 'Bench Diş Kliniği ' || g,
                                 'Caferağa Mah. Moda Cd. No:' || g || ', 34710 Kadıköy/İstanbul, Türkiye'),
            (array['New','Contacted','Replied','Meeting','Won','Lost'])[1 + g % 6]
       from generate_series(1, $2::int, 2) g`,
    [owner, STATUSES * 2],
  );
  await stack.db.query('analyze public.business_list_items');
  await stack.db.query('analyze public.leads');
  log(
    `Stack and ${SAVED + 2 * OTHER_ITEMS} items ready in ${Math.round(performance.now() - started)} ms`,
  );

  const token = await signJwt(
    {
      role: 'authenticated',
      aud: 'authenticated',
      sub: owner,
      exp: Math.floor(Date.now() / 1000) + 3600,
    },
    stack.config.jwtSecret,
  );
  const call = async (round: number) => {
    const rows = searchPage(round);
    const t0 = performance.now();
    const response = await fetch(`${stack.apiUrl}/rest/v1/rpc/saved_leads`, {
      method: 'POST',
      headers: {
        apikey: stack.config.anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ rows }),
    });
    const body = (await response.json()) as { idx: number; lists: unknown[]; status: string }[];
    const ms = performance.now() - t0;
    if (response.status !== 200 || !Array.isArray(body) || body.length !== PAGE)
      throw new Error(`HTTP ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    const marked = body.filter((row) => row.lists.length > 0).length;
    if (marked !== 30) throw new Error(`expected 30 saved rows, got ${marked}`);
    return ms;
  };

  for (let i = 0; i < WARM_UP; i += 1) await call(i);
  const http: number[] = [];
  for (let i = 0; i < CALLS; i += 1) http.push(await call(WARM_UP + i));

  // The function alone, as the owner, inside the database (no HTTP, no JSON parse): with
  // the keys as the app sends them, and for comparison with the rows it folds itself.
  const inDatabase = async (page: (round: number) => unknown[]) => {
    const times: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const rows = JSON.stringify(page(1000 + i));
      const result = await stack.db.transaction(async (tx) => {
        await tx.query(
          `select set_config('role', 'authenticated', true),
                               set_config('request.jwt.claims', $1, true)`,
          [JSON.stringify({ sub: owner, role: 'authenticated' })],
        );
        const t0 = performance.now();
        await tx.query('select * from public.saved_leads($1::jsonb)', [rows]);
        return performance.now() - t0;
      });
      times.push(result);
    }
    return times;
  };
  const database = await inDatabase(searchPage);
  const folding = await inDatabase(searchResults);

  const report = {
    date: new Date().toISOString(),
    database: `PGlite (in memory): ${SAVED} saved items of one Pro user over ${LISTS} lists, ${STATUSES} statuses, ${2 * OTHER_ITEMS} items of two other users`,
    path: 'POST /rest/v1/rpc/saved_leads through the local stack (gateway JWT check, REST, role switch, the function)',
    budgetP95Ms: BUDGET_P95_MS,
    http: summary(http),
    functionInDatabase: summary(database),
    functionFoldingInDatabase: summary(folding),
  };
  await mkdir(REPORT_DIR, { recursive: true });
  await writeFile(
    path.join(REPORT_DIR, 'saved-leads.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );

  log('');
  log(`saved_leads, ${PAGE} results       runs   median      p95      max`);
  for (const [name, s] of [
    ['HTTP (local stack)', report.http],
    ['function in the database', report.functionInDatabase],
    ['same, rows folded in SQL', report.functionFoldingInDatabase],
  ] as const) {
    log(
      `${name.padEnd(32)} ${String(s.runs).padStart(4)} ${s.medianMs.toFixed(1).padStart(7)} ms ${s.p95Ms.toFixed(1).padStart(6)} ms ${s.maxMs.toFixed(1).padStart(6)} ms`,
    );
  }
  log(`budget: p95 <= ${BUDGET_P95_MS} ms over HTTP`);
  if (report.http.p95Ms > BUDGET_P95_MS) {
    log(`FAIL: p95 ${report.http.p95Ms} ms is over the ${BUDGET_P95_MS} ms budget`);
    process.exitCode = 1;
  }
} finally {
  await stack.stop();
}
