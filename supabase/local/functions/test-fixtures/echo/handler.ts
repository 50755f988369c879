/** A function that answers with what it received: the gateway's tests call it. */
export default async function echo(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204 });
  const url = new URL(req.url);
  const body = req.method === 'GET' || req.method === 'HEAD' ? null : await req.text();
  return new Response(
    JSON.stringify({
      method: req.method,
      path: url.pathname,
      search: url.search,
      body,
      authorization: req.headers.get('authorization'),
    }),
    { status: 200, headers: { 'Content-Type': 'application/json', 'X-Echo': 'yes' } },
  );
}
