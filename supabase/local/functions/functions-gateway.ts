import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StackConfig } from '../config.ts';
import { json } from '../http/json.ts';
import { bearerToken, verifyJwt } from '../jwt.ts';
import { readVerifyJwtOverrides } from './functions-config.ts';

type FunctionHandler = (req: Request) => Response | Promise<Response>;

const NAME = /^[a-z0-9][a-z0-9_-]*$/i;

/**
 * `/functions/v1/<name>/...` as Supabase's functions gateway serves it: the JWT
 * is verified before the function runs (unless config.toml sets verify_jwt =
 * false for it; OPTIONS always passes), then `supabase/functions/<name>/handler.ts`
 * gets the request with the URL the edge runtime gives it: `/<name>/<rest>?query`.
 */
export function createFunctionsGateway(deps: {
  config: StackConfig;
  functionsDir: string;
  configToml: string;
}) {
  const verifyJwtOverrides = readVerifyJwtOverrides(deps.configToml);
  const handlers = new Map<string, Promise<FunctionHandler>>();

  function load(name: string): Promise<FunctionHandler> {
    let handler = handlers.get(name);
    if (!handler) {
      const file = path.join(deps.functionsDir, name, 'handler.ts');
      handler = import(pathToFileURL(file).href).then((module: { default?: unknown }) => {
        if (typeof module.default !== 'function') {
          throw new Error(`${file} has no default export (req: Request) => Response`);
        }
        return module.default as FunctionHandler;
      });
      handler.catch(() => handlers.delete(name));
      handlers.set(name, handler);
    }
    return handler;
  }

  /** Every function's module, loaded in the background; a failed one loads again on use. */
  async function preload(): Promise<void> {
    const names = readdirSync(deps.functionsDir).filter(
      (name) => NAME.test(name) && existsSync(path.join(deps.functionsDir, name, 'handler.ts')),
    );
    for (const name of names) await load(name).catch(() => undefined);
  }

  async function handleFunction(req: Request, subpath: string): Promise<Response> {
    const [, name = '', ...rest] = subpath.split('/');
    if (!NAME.test(name) || !existsSync(path.join(deps.functionsDir, name, 'handler.ts'))) {
      return json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
    }

    if (req.method !== 'OPTIONS' && verifyJwtOverrides.get(name) !== false) {
      const token = bearerToken(req.headers);
      if (!token) return json({ code: 401, message: 'Missing authorization header' }, 401);
      const verified = await verifyJwt(token, deps.config.jwtSecret);
      if (!verified.ok) return json({ code: 401, message: 'Invalid JWT' }, 401);
    }

    const incoming = new URL(req.url);
    const url = new URL(`/${[name, ...rest].join('/')}${incoming.search}`, incoming.origin);
    const forwarded = new Request(url, {
      method: req.method,
      headers: req.headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : await req.arrayBuffer(),
    });
    try {
      const handler = await load(name);
      return await handler(forwarded);
    } catch (error) {
      // The edge runtime answers an uncaught exception with a 500 and logs it.
      console.error(`[functions] ${name} failed:`, error);
      return json(
        { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
        500,
      );
    }
  }

  return Object.assign(handleFunction, { preload });
}
