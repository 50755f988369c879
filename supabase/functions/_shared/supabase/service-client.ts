// The two Supabase APIs a function needs, over plain fetch: GoTrue (who is calling) and
// PostgREST with the service-role key (profiles, quota and directory RPCs). Plain fetch
// keeps the edge bundle small and runs unchanged in Deno and in Node.

export interface ServiceClientConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** Sent as `apikey` when asking GoTrue about a user token; the service key otherwise. */
  anonKey?: string;
  fetch?: typeof fetch;
}

/** PostgREST or GoTrue answered an error (or could not be reached: status 0). */
export class SupabaseApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    readonly details?: string,
  ) {
    super(message);
    this.name = 'SupabaseApiError';
  }
}

export interface AuthUser {
  id: string;
}

export interface ServiceClient {
  /** The user behind an access token; null when the token is not a signed-in user's. */
  getUser(accessToken: string): Promise<AuthUser | null>;
  /** POST /rest/v1/rpc/{name} as the service role. */
  rpc<T>(name: string, args: Record<string, unknown>): Promise<T>;
  /** GET /rest/v1/{pathAndQuery} as the service role. */
  select<T>(pathAndQuery: string): Promise<T>;
}

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  msg?: unknown;
  details?: unknown;
}

async function apiError(response: Response): Promise<SupabaseApiError> {
  const body = ((await response.json().catch(() => null)) ?? {}) as ErrorBody;
  const message = [body.message, body.msg].find((value) => typeof value === 'string');
  return new SupabaseApiError(
    response.status,
    typeof body.code === 'string' ? body.code : undefined,
    typeof message === 'string' ? message : `HTTP ${response.status}`,
    typeof body.details === 'string' ? body.details : undefined,
  );
}

export function createServiceClient(config: ServiceClientConfig): ServiceClient {
  const base = config.supabaseUrl.replace(/\/+$/, '');
  const doFetch = config.fetch ?? fetch;
  const serviceHeaders = {
    apikey: config.serviceRoleKey,
    Authorization: `Bearer ${config.serviceRoleKey}`,
  };

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, init);
    } catch (error) {
      throw new SupabaseApiError(0, undefined, `unreachable: ${(error as Error).message}`);
    }
  }

  return {
    async getUser(accessToken) {
      const response = await send(`${base}/auth/v1/user`, {
        headers: {
          apikey: config.anonKey ?? config.serviceRoleKey,
          Authorization: `Bearer ${accessToken}`,
        },
      });
      // GoTrue refuses a token without a user (the anon key), an expired or a forged
      // one with 401 or 403 (400 for a wrong audience): none of them is a user.
      if (response.status === 400 || response.status === 401 || response.status === 403) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await apiError(response);
      const user = (await response.json().catch(() => null)) as { id?: unknown } | null;
      return typeof user?.id === 'string' && user.id !== '' ? { id: user.id } : null;
    },

    async rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
      const response = await send(`${base}/rest/v1/rpc/${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: { ...serviceHeaders, 'Content-Type': 'application/json' },
        body: JSON.stringify(args),
      });
      if (!response.ok) throw await apiError(response);
      // A void function answers 204 (or an empty 200): nothing to parse.
      const text = await response.text();
      return (text === '' ? undefined : JSON.parse(text)) as T;
    },

    async select<T>(pathAndQuery: string): Promise<T> {
      const response = await send(`${base}/rest/v1/${pathAndQuery}`, { headers: serviceHeaders });
      if (!response.ok) throw await apiError(response);
      return (await response.json()) as T;
    },
  };
}

/** The bearer token of a request, or null. */
export function bearerOf(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}
