// Measurement transport for `npm run enrich -- --via <origin>`: every request goes to one
// stand-in server (the fixture corpus, the benchmark's sites) while the URL's host name
// travels in X-Site-Host, so each site keeps its own domain. Only meaningful together with
// ENRICH_ALLOW_PRIVATE_NETWORK=1, since the stand-in listens on loopback.

export const SITE_HOST_HEADER = 'x-site-host';

export function throughServer(origin: string, base: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    const target = new URL(url.pathname + url.search, origin);
    const headers = new Headers(init?.headers);
    headers.set(SITE_HOST_HEADER, url.host);
    return base(target, { ...init, headers });
  };
}
