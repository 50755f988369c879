// CORS for browser-called functions (wire contract §3): functions answer their own CORS.
// The headers are those supabase-js sends, plus the places field mask the app sends (spec 7); the local stack's server and the hosted gateway
// add nothing for functions.

export function corsHeaders(
  methods: readonly string[] = ['POST', 'OPTIONS'],
): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers':
      'authorization, x-client-info, apikey, content-type, x-goog-fieldmask',
    'Access-Control-Allow-Methods': methods.join(', '),
  };
}

/** The answer to a CORS preflight. */
export function preflight(methods?: readonly string[]): Response {
  return new Response('ok', { status: 200, headers: corsHeaders(methods) });
}
