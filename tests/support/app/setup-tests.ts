import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetQueryClientForTests } from '@/lib/query/query-client';
import { server } from './msw-server';

// MSW at the network edge (examples-to-follow habit 5): any request no handler expects
// fails the test instead of silently reaching nothing.
// Route pages are lazy chunks: the first render of a page waits for its module to load,
// which a loaded 2-core machine stretches past 5 s for the first test of a file.
configure({ asyncUtilTimeout: 10_000 });
// Whole-app renders on 2 shared cores: room for a cold module transform.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Each test starts from an empty query cache: nothing one test read answers the next.
  resetQueryClientForTests();
});
afterAll(() => server.close());
