// Measurement transport for `npm run enrich -- --via <origin>`: every request goes to one
// stand-in server (the fixture corpus, the benchmark's sites) while the URL's host name
// travels in X-Site-Host, so each site keeps its own domain. It stands in for the
// crawler's connector and ignores the checked addresses, so it is only meaningful together
// with ENRICH_ALLOW_PRIVATE_NETWORK=1, since the stand-in listens on loopback.
import type { Connector } from '../../supabase/functions/_shared/enrich/connector.ts';

export const SITE_HOST_HEADER = 'x-site-host';

export function throughServer(origin: string, base: typeof fetch = fetch): Connector {
  return ({ url, headers, signal }) =>
    base(new URL(url.pathname + url.search, origin), {
      redirect: 'manual',
      signal,
      headers: { ...headers, [SITE_HOST_HEADER]: url.host },
    });
}

/** Every host name, as the stand-in sees it: on the stand-in's own address. */
export function resolveToServer(origin: string): (hostname: string) => Promise<string[]> {
  const address = new URL(origin).hostname.replace(/^\[|\]$/g, '');
  return async () => [address];
}
