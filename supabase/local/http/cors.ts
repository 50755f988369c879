/**
 * CORS as Supabase's API gateway answers it (wire contract, section 0). Without
 * the exposed X-Supabase-Api-Version header, auth-js loses `error.code` in the
 * browser.
 */
export const GATEWAY_CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'apikey, authorization, content-type, x-client-info, x-supabase-api-version, accept-profile, content-profile, prefer, x-retry-count, range, accept, x-goog-fieldmask',
  'Access-Control-Expose-Headers':
    'X-Supabase-Api-Version, Content-Range, Content-Location, Location, Content-Type, Range-Unit, Preference-Applied',
  'Access-Control-Max-Age': '3600',
};

export function withCors(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(GATEWAY_CORS_HEADERS)) headers.set(name, value);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

export function preflight(): Response {
  return new Response(null, { status: 200, headers: GATEWAY_CORS_HEADERS });
}
