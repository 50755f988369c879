import type { AuthDeps } from './context.ts';

export type RouteHandler = (
  request: Request,
  deps: AuthDeps,
  params: Record<string, string>,
) => Promise<Response>;

/** GoTrue's sendJSON. */
export function sendJson(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** An OAuth2-style error ({error, error_description}), which GoTrue still answers for a few token cases. */
export function oauthError(error: string, description: string): Response {
  const body: Record<string, string> = { error };
  if (description) body.error_description = description;
  return sendJson(body, 400);
}
