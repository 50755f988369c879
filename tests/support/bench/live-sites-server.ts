// The live-enrich bench's business sites, served from their own process so the bench's
// CPU figure per `enrich` invocation does not count the server's work. Prints its origin
// as one JSON line on stdout, then serves until killed.
import { startSiteServer, type StandInResponse } from '../enrich/site-server.ts';

const PAD = `<div class="card"><h3>Hizmetlerimiz</h3><p>${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(8)}</p></div>\n`;
/** A 128 KB home page: the heavy case of the CPU bench. */
const HEAVY = PAD.repeat(Math.ceil((128 * 1024) / PAD.length));
const HUGE = 'x'.repeat(6 * 1024 * 1024);

function page(n: number): StandInResponse {
  // 50 ms to 3 s; one in twelve never answers, one in 25 sends 6 MB.
  const delayMs = 50 + ((n * 7919) % 2950);
  if (n % 12 === 0) return { hang: true };
  const body = `<html><body><h1>Klinik ${n}</h1><p>E-posta: <a href="mailto:info@klinik${n}.test.tr">info@klinik${n}.test.tr</a></p>
    <a href="https://www.instagram.com/klinik${n}/">Instagram</a>${n % 25 === 0 ? HUGE : HEAVY}</body></html>`;
  return { delayMs, body };
}

const server = await startSiteServer((host, path) => {
  const n = /^www\.klinik(\d+)\.test\.tr$/.exec(host)?.[1];
  if (!n) return undefined;
  if (path === '/robots.txt') return { status: 404, body: '' };
  return path === '/' ? page(Number(n)) : undefined;
});
process.stdout.write(`${JSON.stringify({ origin: server.origin })}\n`);
