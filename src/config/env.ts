import { parseEnv, type AppEnv, type RawEnv } from './parse-env';

export * from './parse-env';

/** The app's configuration, parsed once at startup (see parse-env.ts). */
export const env: AppEnv = parseEnv(import.meta.env as unknown as RawEnv);
