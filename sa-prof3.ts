import { readFileSync } from 'node:fs';
import { startLocalStack } from './supabase/local/stack.ts';
import { locationReadings } from './supabase/functions/_shared/search/location.ts';
const stack = await startLocalStack({ dataDir: '/tmp/sa-pglite', apiPort: 0, mailPort: 0, seed: true, quiet: true });
const mig = readFileSync('supabase/migrations/20260101001400_directory_search.sql', 'utf8');
const fn = mig.slice(mig.indexOf('create or replace function public.search_directory'), mig.indexOf('comment on function public.search_directory'));
await stack.db.exec(fn);
if (process.argv[2]) await stack.db.exec(readFileSync(process.argv[2], 'utf8'));
const Q: [string,string][] = [['Kadıköy, İstanbul, Türkiye','dentist'],['İstanbul','restaurant'],['London','cafe'],['New York','dentist'],['Berlin','cafe']];
const times: number[] = [];
for (let k = 0; k < 8; k++) for (const [l,t] of Q) {
  const c = process.cpuUsage();
  await stack.db.query(`select * from public.search_directory($1::jsonb, $2::text[], 100)`, [JSON.stringify(locationReadings(l)), [t]]);
  const u = process.cpuUsage(c); times.push((u.user+u.system)/1000);
}
times.sort((a,b)=>a-b);
console.log(process.argv[2] ?? 'sql', 'cpu median', times[times.length/2|0].toFixed(1), 'p90', times[Math.floor(times.length*0.9)].toFixed(1));
await stack.stop();
