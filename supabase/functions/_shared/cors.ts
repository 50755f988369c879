// CORS for browser-called functions (wire contract §3): functions answer their own CORS.
// The headers are those supabase-js sends; the local stack's server and the hosted gateway
// add nothing for functions.

export function corsHeaders(
  methods: readonly string[] = ['POST', 'OPTIONS'],
): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
    'Access-Control-Allow-Methods': methods.join(', '),
  };
}

/** The answer to a CORS preflight. */
export function preflight(methods?: readonly string[]): Response {
  return new Response('ok', { status: 200, headers: corsHeaders(methods) });
}
