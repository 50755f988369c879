// The one way tests and benches start the local stack: in memory, on free ports, without
// the seed and without the mail echo. Each caller overrides only what it needs: the seed
// for the benches, a data directory for the restart tests, a functions folder of fixtures
// for the gateway tests, auth config for the rate-limit tests.
import {
  startLocalStack,
  type LocalStack,
  type StartOptions,
} from '../../../supabase/local/stack.ts';

export type { LocalStack, StartOptions };

export const TEST_STACK_DEFAULTS = {
  dataDir: null,
  apiPort: 0,
  mailPort: 0,
  seed: false,
  quiet: true,
} as const satisfies StartOptions;

export function startTestStack(options: StartOptions = {}): Promise<LocalStack> {
  // An option passed as undefined keeps the default (an undefined dataDir would mean .data/).
  const given = Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as StartOptions;
  return startLocalStack({ ...TEST_STACK_DEFAULTS, ...given });
}
