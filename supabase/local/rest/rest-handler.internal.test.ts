import { describe, expect, it } from 'vitest';
import { defaultStackConfig } from '../config.ts';
import type { Database } from '../db/types.ts';
import { createRestHandler } from './rest-handler.ts';

// What the handler answers when something other than Postgres fails: never a
// bare 500 from the server, always PostgREST's four keys.
describe('an unexpected failure', () => {
  it('answers 500 with code, details, hint and message', async () => {
    const broken: Database = {
      kind: 'pglite',
      query: () => Promise.reject(new Error('disk on fire')),
      exec: () => Promise.reject(new Error('disk on fire')),
      transaction: () => Promise.reject(new Error('disk on fire')),
      close: () => Promise.resolve(),
    };
    const handler = createRestHandler({ db: broken, config: defaultStackConfig() });
    const originalError = console.error;
    console.error = () => undefined;
    try {
      const response = await handler(
        new Request('http://127.0.0.1:54321/rest/v1/anything'),
        '/anything',
      );
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.json()).toEqual({
        code: 'PGRSTX00',
        details: 'disk on fire',
        hint: null,
        message: 'Internal error in the local rest emulation',
      });
    } finally {
      console.error = originalError;
    }
  });
});
