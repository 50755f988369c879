// The crawler's connector under Deno, the Supabase Edge Runtime's engine (issue 17 item 1):
// `deno test` in scripts/test-functions.sh runs the cases vitest runs under Node, and the
// DNS-rebinding scenarios, on Deno.connect and Deno.startTls.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { connectorCases, rebindingCases } from '../../../support/enrich/connector-cases.ts';
import { currentRuntime } from '../../../../supabase/functions/_shared/enrich/connector.ts';

test('the connector runs on Deno.connect and Deno.startTls here', () => {
  assert.equal(currentRuntime(), 'deno');
});
for (const { name, run } of [...connectorCases, ...rebindingCases]) test(name, run);
