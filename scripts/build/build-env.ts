import type { ResolvedConfig } from 'vite';
import { parseEnv, type AppEnv, type RawEnv } from '../../src/config/parse-env.ts';

/**
 * The app's configuration as the bundle being built will see it: Vite's env (the `.env`
 * files and VITE_* variables of the environment, the latter winning) through the app's own
 * parser, so what the build writes (the Content-Security-Policy, the preconnect) names the
 * same origins the app calls. A configuration the app would refuse at startup fails the
 * build with the same message.
 */
export function buildEnv(config: ResolvedConfig): AppEnv {
  return parseEnv(config.env as RawEnv);
}
