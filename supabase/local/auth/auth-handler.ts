import type { StackConfig } from '../config.ts';
import type { Database } from '../db/types.ts';
import type { Outbox } from '../mail/outbox.ts';
import {
  adminCreateUser,
  adminDeleteUser,
  adminGenerateLink,
  adminGetUser,
  adminListUsers,
  adminUpdateUser,
} from './admin-routes.ts';
import type { AuthDeps } from './context.ts';
import { AuthRateLimiter, clientIpFor } from './rate-limits.ts';
import { errorResponse, methodNotAllowed, routeNotFound } from './errors.ts';
import { health, jwks, settings } from './meta-routes.ts';
import { recover, verifyGet, verifyPost } from './recovery-routes.ts';
import type { RouteHandler } from './respond.ts';
import { logout, signup, token } from './session-routes.ts';
import { getUser, updateUser } from './user-routes.ts';

interface Route {
  pattern: RegExp;
  methods: Record<string, RouteHandler>;
}

const route = (path: string, methods: Record<string, RouteHandler>): Route => ({
  // `{id}` is one path segment, as chi's URL parameters.
  pattern: new RegExp(`^${path.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`),
  methods,
});

/** The GoTrue endpoints the app and its tests use (wire contract, section 1). */
const ROUTES: Route[] = [
  route('/health', { GET: health }),
  route('/settings', { GET: settings }),
  route('/\\.well-known/jwks\\.json', { GET: jwks }),
  route('/signup', { POST: signup }),
  route('/token', { POST: token }),
  route('/recover', { POST: recover }),
  route('/verify', { GET: verifyGet, POST: verifyPost }),
  route('/logout', { POST: logout }),
  route('/user', { GET: getUser, PUT: updateUser }),
  route('/admin/users', { GET: adminListUsers, POST: adminCreateUser }),
  route('/admin/generate_link', { POST: adminGenerateLink }),
  route('/admin/users/{id}', { GET: adminGetUser, PUT: adminUpdateUser, DELETE: adminDeleteUser }),
];

/**
 * The Supabase Auth (GoTrue) emulation: `(req, subpath, peer)` where subpath
 * follows /auth/v1 and peer is the socket's remote address (rate limits are
 * per client IP). Users live in the platform tables auth.users / identities /
 * sessions / refresh_tokens, read and written as the database owner.
 */
export function createAuthHandler(deps: {
  db: Database;
  config: StackConfig;
  outbox: Outbox;
  /** The rate limits' clock (tests move it instead of waiting). */
  now?: () => number;
}): (req: Request, subpath: string, peer?: string) => Promise<Response> {
  const limits = new AuthRateLimiter(
    deps.config.rateLimits,
    deps.config.rateLimitMultiplier,
    deps.now,
  );
  return async (request, subpath, peer) => {
    const context: AuthDeps = {
      db: deps.db,
      config: deps.config,
      outbox: deps.outbox,
      limits,
      clientIp: clientIpFor(request.headers, peer),
    };
    // chi matches "/user" and "/user/" alike.
    const path = subpath.length > 1 ? subpath.replace(/\/+$/, '') : subpath;
    for (const { pattern, methods } of ROUTES) {
      const match = pattern.exec(path);
      if (!match) continue;
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      const handler = methods[method];
      if (!handler) return methodNotAllowed(Object.keys(methods));
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(match.groups ?? {}))
        params[key] = decodeURIComponent(value);
      try {
        return await handler(request, context, params);
      } catch (error) {
        return errorResponse(request, error);
      }
    }
    return routeNotFound();
  };
}
