import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { authConfigFromToml } from './auth/auth-config-toml.ts';
import { createAuthHandler } from './auth/auth-handler.ts';
import { clientIpFor } from './auth/rate-limits.ts';
import { defaultStackConfig, type StackConfig } from './config.ts';
import {
  migrate,
  OutdatedDatabaseError,
  type MigrateResult,
  type MigrationDifference,
} from './db/migrate.ts';
import { openDatabase, setAsideDataDir } from './db/open-database.ts';
import type { Database } from './db/types.ts';
import { createFunctionsGateway } from './functions/functions-gateway.ts';
import { preflight, withCors } from './http/cors.ts';
import { checkApiKey, malformedPath, MAX_BODY_BYTES, payloadTooLarge } from './http/gateway.ts';
import { json } from './http/json.ts';
import { PayloadTooLargeError, sendWebResponse, toWebRequest } from './http/node-adapter.ts';
import { startMailServer } from './mail/mail-server.ts';
import { Outbox } from './mail/outbox.ts';
import {
  createPaddleStandIn,
  LOCAL_PADDLE_API_KEY,
  LOCAL_PADDLE_WEBHOOK_SECRET,
  type PaddleStandIn,
} from './paddle/paddle-stand-in.ts';
import { createRestHandler } from './rest/rest-handler.ts';

const SUPABASE_DIR = fileURLToPath(new URL('../', import.meta.url));

export interface StartOptions {
  /** PGlite data directory; null = in memory. Ignored when databaseUrl is set. */
  dataDir?: string | null;
  /** A real Postgres instead of PGlite. */
  databaseUrl?: string;
  host?: string;
  /** 0 picks a free port (tests). */
  apiPort?: number;
  mailPort?: number;
  /** Run supabase/seed.sql unless it is recorded as done (default true). */
  seed?: boolean;
  /** Called just before the seed transaction starts. */
  onSeedStart?: () => void;
  /**
   * Called when the PGlite database was built from migrations that have changed
   * since and has been set aside, before the new one is built (migrations and seed).
   */
  onRebuild?: (rebuild: Rebuild) => void;
  /** No mail echo on the console. */
  quiet?: boolean;
  /** One console line per API request. */
  logRequests?: boolean;
  config?: Partial<StackConfig>;
  /** The auth rate limits' clock (tests hold it still so that no bucket refills). */
  rateLimitClock?: () => number;
  /** Where the edge functions live (tests point it at fixtures). */
  functionsDir?: string;
  /**
   * Load every function's module once the stack is up, so the first request of each is
   * not kept waiting while it compiles (the live journey times its first search).
   */
  preloadFunctions?: boolean;
  /** Largest request body, in bytes (default MAX_BODY_BYTES, 10 MiB); larger ones get 413. */
  maxBodyBytes?: number;
  /**
   * Where the functions find Paddle (PADDLE_API_URL, PADDLE_API_KEY) and the webhook
   * secret (PADDLE_WEBHOOK_SECRET). Unset: the stand-in at {apiUrl}/paddle and its keys.
   */
  paddle?: { apiUrl?: string; apiKey?: string; webhookSecret?: string };
}

export interface LocalStack {
  apiUrl: string;
  mailUrl: string;
  db: Database;
  config: StackConfig;
  outbox: Outbox;
  migration: MigrateResult;
  /** Set when an outdated database was set aside and this one built in its place. */
  rebuilt: Rebuild | null;
  /** The Paddle stand-in mounted at {apiUrl}/paddle. */
  paddle: PaddleStandIn;
  stop(): Promise<void>;
}

export interface Rebuild {
  dataDir: string;
  /** Where the outdated database was moved. */
  keptAt: string;
  differences: MigrationDifference[];
}

// Paths the gateway serves without an API key, as Supabase's Kong does: links
// opened from an e-mail carry none.
const OPEN_AUTH_PATHS = new Set(['/verify', '/callback', '/authorize', '/health', '/settings']);

/** Starts the Supabase stand-in: database, auth, rest, functions and the mail outbox. */
export async function startLocalStack(options: StartOptions = {}): Promise<LocalStack> {
  const host = options.host ?? '127.0.0.1';
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const { db, migration, rebuilt } = await openMigrated(options);

  const servers: Server[] = [];
  let mail: { url: string; close(): Promise<void> } | undefined;
  try {
    const outbox = new Outbox({ quiet: options.quiet ?? false });
    mail = await startMailServer(outbox, { host, port: options.mailPort ?? 54324 });

    const api = createServer();
    servers.push(api);
    const apiPort = await listen(api, host, options.apiPort ?? 54321);
    const configToml = path.join(SUPABASE_DIR, 'config.toml');
    const config = defaultStackConfig({
      apiUrl: `http://${host}:${apiPort}`,
      ...authConfigFromToml(configToml),
      ...options.config,
    });

    // Functions read these the way they read their secrets on Supabase.
    process.env.SUPABASE_URL = config.apiUrl;
    process.env.SUPABASE_ANON_KEY = config.anonKey;
    process.env.SUPABASE_SERVICE_ROLE_KEY = config.serviceRoleKey;
    const webhookSecret = options.paddle?.webhookSecret || LOCAL_PADDLE_WEBHOOK_SECRET;
    process.env.PADDLE_API_URL = options.paddle?.apiUrl || `${config.apiUrl}/paddle`;
    process.env.PADDLE_API_KEY = options.paddle?.apiKey || LOCAL_PADDLE_API_KEY;
    process.env.PADDLE_WEBHOOK_SECRET = webhookSecret;
    const paddle = createPaddleStandIn({
      webhookUrl: `${config.apiUrl}/functions/v1/paddle-webhook`,
      webhookSecret,
      apiKey: LOCAL_PADDLE_API_KEY,
      recall: async (subscriptionId) => {
        const { rows } = await db.query<{
          id: string;
          paddle_customer_id: string | null;
          subscription_status: string | null;
          ends_at: string | null;
        }>(
          `select id, paddle_customer_id, subscription_status,
                  to_char(subscription_ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ends_at
             from public.user_profiles where paddle_subscription_id = $1`,
          [subscriptionId],
        );
        const row = rows[0];
        return row
          ? {
              userId: row.id,
              customerId: row.paddle_customer_id,
              status: row.subscription_status,
              endsAt: row.ends_at,
            }
          : null;
      },
    });

    const handleAuth = createAuthHandler({ db, config, outbox, now: options.rateLimitClock });
    const handleRest = createRestHandler({ db, config });
    const handleFunction = createFunctionsGateway({
      config,
      functionsDir: options.functionsDir ?? path.join(SUPABASE_DIR, 'functions'),
      configToml,
    });
    if (options.preloadFunctions) void handleFunction.preload();

    const apiKeys = [config.anonKey, config.serviceRoleKey];
    const route = async (req: Request, peer: string | undefined): Promise<Response> => {
      const { pathname, searchParams } = new URL(req.url);
      const badPath = malformedPath(pathname);
      if (badPath) return withCors(badPath);
      if (pathname === '/paddle' || pathname.startsWith('/paddle/')) {
        if (req.method === 'OPTIONS') return preflight();
        return withCors(await paddle.handle(req, pathname.slice('/paddle'.length)));
      }
      const [, service = '', version = '', ...rest] = pathname.split('/');
      const subpath = `/${rest.join('/')}`;
      const prefix = `${service}/${version}`;

      if (prefix === 'functions/v1') {
        // As the hosted gateway: the function learns its caller's address, which it
        // forwards to auth so that auth's per-IP limits apply to the real caller.
        req.headers.set('x-forwarded-for', clientIpFor(req.headers, peer));
        return handleFunction(req, subpath);
      }
      if (req.method === 'OPTIONS') return preflight();
      if (prefix !== 'auth/v1' && prefix !== 'rest/v1') {
        return withCors(json({ message: 'no Route matched with those values' }, 404));
      }
      const open = prefix === 'auth/v1' && OPEN_AUTH_PATHS.has(subpath);
      const refused = open ? null : checkApiKey(req, searchParams, apiKeys);
      if (refused) return withCors(refused);
      return withCors(
        prefix === 'auth/v1'
          ? await handleAuth(req, subpath, peer)
          : await handleRest(req, subpath),
      );
    };

    api.on('request', (nodeReq, nodeRes) => {
      const started = performance.now();
      void (async () => {
        let response: Response;
        let tooLarge = false;
        try {
          response = await route(
            await toWebRequest(nodeReq, config.apiUrl, maxBodyBytes),
            nodeReq.socket.remoteAddress,
          );
        } catch (error) {
          if (error instanceof PayloadTooLargeError) {
            tooLarge = true;
            response = withCors(payloadTooLarge());
          } else {
            console.error('[stack] unhandled error:', error);
            response = withCors(json({ message: 'An internal error occurred' }, 500));
          }
        }
        if (tooLarge) dropAfterAnswer(nodeReq, nodeRes);
        await sendWebResponse(
          nodeRes,
          response,
          String(nodeReq.headers['accept-encoding'] ?? ''),
        ).catch(() => nodeRes.destroy());
        if (options.logRequests) {
          const ms = (performance.now() - started).toFixed(0);
          console.log(`[api] ${nodeReq.method} ${nodeReq.url} ${response.status} ${ms} ms`);
        }
      })();
    });

    let stopped = false;
    return {
      apiUrl: config.apiUrl,
      mailUrl: mail.url,
      db,
      config,
      outbox,
      migration,
      rebuilt,
      paddle,
      async stop() {
        await paddle.settled();
        if (stopped) return;
        stopped = true;
        await Promise.all(servers.map(close));
        await mail?.close();
        await db.close();
      },
    };
  } catch (error) {
    await Promise.all(servers.map(close));
    await mail?.close();
    await db.close();
    throw error;
  }
}

/**
 * Opens the database and brings it up to date. A PGlite directory built from
 * migrations that have changed since is set aside and built again, seed
 * included: a local database is rebuilt, never half-migrated. A real Postgres
 * (DATABASE_URL) is not the stack's to drop: its OutdatedDatabaseError stops the start.
 */
async function openMigrated(
  options: StartOptions,
): Promise<{ db: Database; migration: MigrateResult; rebuilt: Rebuild | null }> {
  const dataDir =
    options.dataDir === undefined ? path.join(process.cwd(), '.data', 'pglite') : options.dataDir;
  const open = () => openDatabase({ databaseUrl: options.databaseUrl, dataDir });
  const migrateOptions = { seed: options.seed ?? true, onSeedStart: options.onSeedStart };
  const migrated = async (db: Database) => {
    try {
      return await migrate(db, migrateOptions);
    } catch (error) {
      await db.close();
      throw error;
    }
  };

  const db = await open();
  try {
    return { db, migration: await migrated(db), rebuilt: null };
  } catch (error) {
    if (!(error instanceof OutdatedDatabaseError) || options.databaseUrl || dataDir === null) {
      throw error;
    }
    const rebuild = { dataDir, keptAt: setAsideDataDir(dataDir), differences: error.differences };
    options.onRebuild?.(rebuild);
    const fresh = await open();
    return { db: fresh, migration: await migrated(fresh), rebuilt: rebuild };
  }
}

/**
 * After a 413 the body is not kept. As nginx's lingering close, what the client
 * still sends is read and discarded (never stored) for a moment, so the client
 * reads the 413 rather than a connection reset; a client still sending after
 * that loses the connection.
 */
const LINGER_MS = 2000;

function dropAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  res.once('finish', () => {
    req.resume();
    if (req.complete) return;
    const timer = setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
    req.once('end', () => clearTimeout(timer));
  });
}

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on ${host} is already in use: is another local stack running?`)
          : error,
      );
    });
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
