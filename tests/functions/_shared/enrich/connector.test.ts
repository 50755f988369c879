// The crawler's connector under Node (issue 17 item 1); the same cases run under Deno in
// connector.deno.test.ts.
import { describe, expect, it } from 'vitest';
import { connectorCases } from '../../../support/enrich/connector-cases.ts';
import { currentRuntime } from '../../../../supabase/functions/_shared/enrich/connector.ts';

describe('the connector', () => {
  it('runs on node:net and node:tls here', () => {
    expect(currentRuntime()).toBe('node');
  });
  for (const { name, run } of connectorCases) it(name, run);
});
