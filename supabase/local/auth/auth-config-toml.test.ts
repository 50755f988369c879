import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { authConfigFromToml } from './auth-config-toml.ts';
import { DEFAULT_RATE_LIMITS } from './rate-limits.ts';

const PROJECT_TOML = fileURLToPath(new URL('../../config.toml', import.meta.url));

function tomlFile(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'auth-toml-')), 'config.toml');
  writeFileSync(file, text);
  return file;
}

describe('authConfigFromToml', () => {
  it('reads the project’s config.toml: confirmations on, the CLI’s default limits', () => {
    expect(authConfigFromToml(PROJECT_TOML, {})).toEqual({
      enableConfirmations: true,
      emailMinInterval: 60,
      rateLimits: DEFAULT_RATE_LIMITS,
      rateLimitMultiplier: 1,
    });
  });

  it('takes each [auth.rate_limit] number and AUTH_RATE_LIMIT_MULTIPLIER', () => {
    const file = tomlFile(
      '[auth]\nsign_in_sign_ups = 1\n\n[auth.rate_limit]\n# comment\nsign_in_sign_ups = 5 # inline\nemail_sent = 100\n\n[auth.email]\nenable_confirmations = false\nmax_frequency = "1s"\n',
    );
    expect(authConfigFromToml(file, { AUTH_RATE_LIMIT_MULTIPLIER: '20' })).toEqual({
      enableConfirmations: false,
      emailMinInterval: 1,
      rateLimits: { ...DEFAULT_RATE_LIMITS, sign_in_sign_ups: 5, email_sent: 100 },
      rateLimitMultiplier: 20,
    });
  });

  it('refuses a limit that is not a whole number', () => {
    const file = tomlFile('[auth.rate_limit]\ntoken_refresh = "lots"\n');
    expect(() => authConfigFromToml(file, {})).toThrow('token_refresh');
  });

  it('keeps the defaults without a file', () => {
    expect(authConfigFromToml('/nonexistent/config.toml', {})).toEqual({
      rateLimits: DEFAULT_RATE_LIMITS,
      rateLimitMultiplier: 1,
    });
  });
});
