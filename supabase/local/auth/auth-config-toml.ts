import { readFileSync } from 'node:fs';
import type { StackConfig } from '../config.ts';
import {
  DEFAULT_RATE_LIMITS,
  parseRateLimitMultiplier,
  type RateLimitSettings,
} from './rate-limits.ts';
import { parseGoDuration } from './validation.ts';

export type TomlValue = string | number | boolean;

/**
 * The auth settings the stand-in takes from supabase/config.toml, the file
 * `supabase start` reads too: `[auth.email] enable_confirmations` and
 * `max_frequency`, and every `[auth.rate_limit]` number; plus
 * AUTH_RATE_LIMIT_MULTIPLIER from the environment. Keys the file leaves out
 * keep the CLI's defaults.
 */
export function authConfigFromToml(
  configTomlPath: string,
  env: Record<string, string | undefined> = process.env,
): Partial<StackConfig> {
  let text = '';
  try {
    text = readFileSync(configTomlPath, 'utf8');
  } catch {
    // no file: the CLI's defaults
  }
  const tables = parseTables(text);
  const email = tables.get('auth.email') ?? new Map<string, TomlValue>();
  const limits = tables.get('auth.rate_limit') ?? new Map<string, TomlValue>();

  const config: Partial<StackConfig> = {
    rateLimits: rateLimitsFrom(limits),
    rateLimitMultiplier: parseRateLimitMultiplier(env.AUTH_RATE_LIMIT_MULTIPLIER),
  };
  const confirmations = email.get('enable_confirmations');
  if (typeof confirmations === 'boolean') config.enableConfirmations = confirmations;
  const frequency = email.get('max_frequency');
  if (typeof frequency === 'string') {
    const ms = parseGoDuration(frequency);
    if (ms === undefined) throw new Error(`config.toml: [auth.email] max_frequency "${frequency}"`);
    config.emailMinInterval = ms / 1000;
  }
  return config;
}

function rateLimitsFrom(table: Map<string, TomlValue>): RateLimitSettings {
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const key of Object.keys(limits) as (keyof RateLimitSettings)[]) {
    const value = table.get(key);
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      throw new Error(`config.toml: [auth.rate_limit] ${key} must be a whole number`);
    }
    limits[key] = value;
  }
  return limits;
}

/** The scalar `key = value` lines of each `[table]`: enough of TOML for these settings. */
export function parseTables(text: string): Map<string, Map<string, TomlValue>> {
  const tables = new Map<string, Map<string, TomlValue>>();
  let current: Map<string, TomlValue> | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s#.*$|^#.*$/, '').trim();
    const table = /^\[([A-Za-z0-9_.-]+)\]$/.exec(line);
    if (table?.[1]) {
      current = new Map();
      tables.set(table[1], current);
      continue;
    }
    const setting = /^([A-Za-z0-9_]+)\s*=\s*(.+)$/.exec(line);
    if (!current || !setting?.[1] || setting[2] === undefined) continue;
    const value = scalar(setting[2].trim());
    if (value !== undefined) current.set(setting[1], value);
  }
  return tables;
}

function scalar(text: string): TomlValue | undefined {
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^-?\d+$/.test(text)) return Number(text);
  const quoted = /^"([^"\\]*)"$/.exec(text);
  return quoted ? quoted[1] : undefined;
}
