import type { StackConfig } from '../config.ts';
import type { Database } from '../db/types.ts';

/** Placeholder while the PostgREST emulation is being written: every call answers a PostgREST-style 400. */
export function createRestHandler(deps: {
  db: Database;
  config: StackConfig;
}): (req: Request, subpath: string) => Promise<Response> {
  void deps;
  return async () =>
    new Response(
      JSON.stringify({
        code: 'PGRST127',
        details: 'The local rest emulation is not ready yet',
        hint: null,
        message: 'Feature not implemented',
      }),
      { status: 400, headers: { 'Content-Type': 'application/json; charset=utf-8' } },
    );
}
