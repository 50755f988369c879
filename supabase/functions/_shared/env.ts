// `node:process` works in Deno (edge runtime) and in Node (local stack, vitest) alike,
// unlike `Deno.env`. Values are read per call so tests and the local stack can set them late.
import process from 'node:process';

export class MissingEnvError extends Error {
  constructor(readonly names: string[]) {
    super(`Missing function secrets: ${names.join(', ')}`);
    this.name = 'MissingEnvError';
  }
}

/** Reads the named variables; throws naming every missing one. */
export function requireEnv<const N extends string>(...names: N[]): Record<N, string> {
  const out = {} as Record<N, string>;
  const missing: string[] = [];
  for (const name of names) {
    const value = process.env[name];
    if (value === undefined || value.trim() === '') missing.push(name);
    else out[name] = value.trim();
  }
  if (missing.length > 0) throw new MissingEnvError(missing);
  return out;
}
