import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './parse-env';

describe('parseEnv', () => {
  it('falls back to the local stack in development', () => {
    const env = parseEnv({ MODE: 'development' });
    expect(env.supabaseUrl).toBe('http://127.0.0.1:54321');
    expect(env.supabaseAnonKey).toMatch(/^eyJ/);
    expect(env.searchUrl).toBe('http://127.0.0.1:54321/functions/v1/search');
    expect(env.placesAutocompleteUrl).toBe(
      'http://127.0.0.1:54321/functions/v1/places-autocomplete',
    );
    expect(env.paddleEnvironment).toBe('sandbox');
  });

  it('fails fast for a hosted project without its anon key, naming the variable', () => {
    const raw = { MODE: 'production', VITE_SUPABASE_URL: 'https://abc.supabase.co' };
    expect(() => parseEnv(raw)).toThrowError(EnvError);
    try {
      parseEnv(raw);
    } catch (error) {
      expect((error as EnvError).missing).toEqual(['VITE_SUPABASE_ANON_KEY']);
      expect((error as Error).message).toContain('VITE_SUPABASE_ANON_KEY');
    }
  });

  it('rejects malformed values by name', () => {
    expect(() =>
      parseEnv({
        VITE_SUPABASE_URL: 'not a url',
        VITE_SUPABASE_ANON_KEY: 'k',
        VITE_PADDLE_ENVIRONMENT: 'staging',
      }),
    ).toThrowError(/VITE_SUPABASE_URL, VITE_PADDLE_ENVIRONMENT/);
  });

  it('takes explicit values and strips trailing slashes', () => {
    const env = parseEnv({
      MODE: 'production',
      VITE_SUPABASE_URL: 'https://abc.supabase.co/',
      VITE_SUPABASE_ANON_KEY: 'anon',
      VITE_SEARCH_URL: 'https://hooks.example.com/search/',
      VITE_SUPPORT_EMAIL: 'help@example.com',
      VITE_PADDLE_ENVIRONMENT: 'production',
    });
    expect(env.supabaseUrl).toBe('https://abc.supabase.co');
    expect(env.searchUrl).toBe('https://hooks.example.com/search');
    expect(env.supportEmail).toBe('help@example.com');
    expect(env.paddleEnvironment).toBe('production');
  });

  it('uses the local test checkout only without a Paddle token on the local stack', () => {
    const local = parseEnv({});
    expect(local.localCheckout).toBe(true);
    expect(local.paddleProPriceId).toBe('pri_local_pro');
    const withToken = parseEnv({ VITE_PADDLE_CLIENT_TOKEN: 'test_abc' });
    expect(withToken.localCheckout).toBe(false);
    expect(withToken.paddleProPriceId).toBe('');
    const hosted = parseEnv({
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'anon',
    });
    expect(hosted.localCheckout).toBe(false);
    expect(hosted.paddleProPriceId).toBe('');
  });
});
