// The crawler's connector under Node (issue 17 item 1); the same cases run under Deno in
// connector.deno.test.ts.
import { describe, expect, it } from 'vitest';
import { connectorCases } from '../../../../tests/enrich/connector-cases.ts';
import { currentRuntime } from './connector.ts';

describe('the connector', () => {
  it('runs on node:net and node:tls here', () => {
    expect(currentRuntime()).toBe('node');
  });
  for (const { name, run } of connectorCases) it(name, run);
});
