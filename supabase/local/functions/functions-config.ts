import { readFileSync } from 'node:fs';

/**
 * Which functions skip the gateway's JWT check, read from the `[functions.<name>]`
 * tables of supabase/config.toml (`verify_jwt = false`), the file the Supabase CLI
 * deploys with. Only that key is read; the rest of the file is the CLI's.
 */
export function readVerifyJwtOverrides(configTomlPath: string): Map<string, boolean> {
  const overrides = new Map<string, boolean>();
  let text: string;
  try {
    text = readFileSync(configTomlPath, 'utf8');
  } catch {
    return overrides;
  }
  let current: string | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const table = /^\[functions\.("?)([A-Za-z0-9_-]+)\1\]$/.exec(line);
    if (table) {
      current = table[2] ?? null;
      continue;
    }
    if (line.startsWith('[')) {
      current = null;
      continue;
    }
    const setting = /^verify_jwt\s*=\s*(true|false)$/.exec(line);
    if (current && setting) overrides.set(current, setting[1] === 'true');
  }
  return overrides;
}
