/**
 * `npm run enrich -- <url> [<url>…]` (or URLs one per line on standard input): one JSON
 * line per URL, `{"url", "emails", "instagram", "facebook", "linkedin", "tiktok", "x",
 * "youtube", "whatsapp"}` (null where nothing was found), in input order. All URLs run as
 * ONE batch through the search's own path (createEnricher().enrichRows with the production
 * connector, resolver and safety rules), so businesses sharing a host are told apart exactly
 * as in a search; but without the cache: support checks a complaint ("your tool missed
 * our e-mail") against the site as it is now. Sites that fail are reported on stderr and
 * print nulls. The e-mails come best first: labelled (own domain, webmail, other; role
 * addresses) and their domains' mail servers looked up, as in a search.
 *
 * Options:
 *   --timeout <seconds>  the whole run's deadline (default 60)
 *   --via <origin>       send every request to this stand-in server, keeping each URL's
 *                        host in X-Site-Host (the fixture corpus; needs
 *                        ENRICH_ALLOW_PRIVATE_NETWORK=1 as it is on loopback)
 */
import { createInterface } from 'node:readline';
import { NO_CACHE } from '../supabase/functions/_shared/enrich/cache.ts';
import {
  createEnricher,
  defaultDeps,
  type ProviderRow,
} from '../supabase/functions/_shared/enrich/enrich-rows.ts';
import { PROFILE_FIELDS } from '../supabase/functions/_shared/enrich/findings.ts';
import { resolveToServer, throughServer } from './lib/site-host-transport.ts';

interface Options {
  urls: string[];
  timeoutSeconds: number;
  via: string | null;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { urls: [], timeoutSeconds: 60, via: null };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--timeout') options.timeoutSeconds = Number(argv[++i]);
    else if (arg === '--via') options.via = argv[++i] ?? null;
    else if (arg === '--help' || arg === '-h') {
      process.stdout.write(
        'usage: npm run enrich -- [--timeout s] [--via origin] <url>...  (or URLs on stdin)\n',
      );
      process.exit(0);
    } else options.urls.push(arg);
  }
  if (!Number.isFinite(options.timeoutSeconds) || options.timeoutSeconds <= 0) {
    throw new Error('--timeout needs a positive number of seconds');
  }
  return options;
}

async function readStdin(): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of createInterface({ input: process.stdin })) {
    if (line.trim() !== '') lines.push(line.trim());
  }
  return lines;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const urls = options.urls.length > 0 ? options.urls : await readStdin();
  const deps = defaultDeps({
    cache: NO_CACHE,
    log: (event) => process.stderr.write(`${JSON.stringify(event)}\n`),
  });
  if (options.via) {
    if (!deps.config.allowPrivateNetwork) {
      throw new Error(
        '--via serves sites from a stand-in server: set ENRICH_ALLOW_PRIVATE_NETWORK=1',
      );
    }
    deps.connect = throughServer(options.via);
    deps.resolve = resolveToServer(options.via);
    // The stand-in's sites keep real-looking domains that are not theirs: no MX lookups.
    delete deps.checkMx;
  }
  const rows = await createEnricher(deps).enrichRows(
    urls.map((url): ProviderRow => ({ Website: url, Email: '', Instagram: '' })),
    { deadline: Date.now() + options.timeoutSeconds * 1000 },
  );
  for (const [index, url] of urls.entries()) {
    const found = rows[index]?.Contacts;
    const line: Record<string, unknown> = {
      url,
      emails: found && found.emails.length > 0 ? found.emails : null,
    };
    for (const field of PROFILE_FIELDS) line[field] = found?.[field] ?? null;
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});
