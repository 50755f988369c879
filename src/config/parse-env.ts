// The app's configuration from Vite's env, in one place: the app parses it once at startup
// (env.ts) and the build parses the same variables for what it writes (the
// Content-Security-Policy, the preconnect). Only VITE_* variables reach the bundle; secrets
// never do. A missing required value fails fast and names every variable that is missing.

export type PaddleEnvironment = 'sandbox' | 'production';

export interface AppEnv {
  supabaseUrl: string;
  supabaseAnonKey: string;
  searchUrl: string;
  placesAutocompleteUrl: string;
  paddleClientToken: string;
  paddleEnvironment: PaddleEnvironment;
  paddleProPriceId: string;
  /**
   * No Paddle client token and the local stack as the backend (`npm run dev`): checkout is
   * the local test checkout, paid through the stack's Paddle stand-in (issue 11).
   */
  localCheckout: boolean;
  supportEmail: string;
  siteUrl: string;
}

export type RawEnv = Record<string, string | boolean | undefined>;

const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
// The Supabase CLI's well-known local anon key (public by design, see the wire contract §4).
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** The Pro price id the local test checkout sells when VITE_PADDLE_PRO_PRICE_ID is empty. */
export const LOCAL_PRO_PRICE_ID = 'pri_local_pro';

export class EnvError extends Error {
  constructor(readonly missing: string[]) {
    super(`Missing or invalid environment variables: ${missing.join(', ')}. See .env.example.`);
    this.name = 'EnvError';
  }
}

function read(raw: RawEnv, name: string): string | undefined {
  const value = raw[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const stripSlash = (url: string) => url.replace(/\/+$/, '');

function isLocalHost(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return hostname === '127.0.0.1' || hostname === 'localhost';
  } catch {
    return false;
  }
}

/**
 * Builds the app's configuration from Vite's env. The Supabase URL defaults to the local
 * stack so a fresh clone (and a local production build for the benchmarks) works; the anon
 * key defaults to the CLI's local key only for a local URL: a hosted project with the local
 * key would fail on every request, so that is reported at startup instead.
 */
export function parseEnv(raw: RawEnv): AppEnv {
  const missing: string[] = [];

  const supabaseUrl = read(raw, 'VITE_SUPABASE_URL') ?? LOCAL_SUPABASE_URL;
  const supabaseAnonKey =
    read(raw, 'VITE_SUPABASE_ANON_KEY') ?? (isLocalHost(supabaseUrl) ? LOCAL_ANON_KEY : undefined);
  if (!isHttpUrl(supabaseUrl)) missing.push('VITE_SUPABASE_URL');
  if (!supabaseAnonKey) missing.push('VITE_SUPABASE_ANON_KEY');

  const base = stripSlash(supabaseUrl);
  const searchUrl = read(raw, 'VITE_SEARCH_URL') ?? `${base}/functions/v1/search`;
  const placesAutocompleteUrl =
    read(raw, 'VITE_PLACES_AUTOCOMPLETE_URL') ?? `${base}/functions/v1/places-autocomplete`;
  // Only explicit values are blamed: a derived default is wrong only if its base is.
  if (read(raw, 'VITE_SEARCH_URL') && !isHttpUrl(searchUrl)) missing.push('VITE_SEARCH_URL');
  if (read(raw, 'VITE_PLACES_AUTOCOMPLETE_URL') && !isHttpUrl(placesAutocompleteUrl)) {
    missing.push('VITE_PLACES_AUTOCOMPLETE_URL');
  }

  const paddleEnvironmentRaw = read(raw, 'VITE_PADDLE_ENVIRONMENT') ?? 'sandbox';
  if (paddleEnvironmentRaw !== 'sandbox' && paddleEnvironmentRaw !== 'production') {
    missing.push('VITE_PADDLE_ENVIRONMENT');
  }

  const siteUrl = read(raw, 'VITE_SITE_URL') ?? 'http://localhost:5173';
  if (!isHttpUrl(siteUrl)) missing.push('VITE_SITE_URL');

  if (missing.length > 0) throw new EnvError(missing);

  const paddleClientToken = read(raw, 'VITE_PADDLE_CLIENT_TOKEN') ?? '';
  const localCheckout = paddleClientToken === '' && isLocalHost(base);

  return {
    supabaseUrl: base,
    supabaseAnonKey: supabaseAnonKey as string,
    searchUrl: stripSlash(searchUrl),
    placesAutocompleteUrl,
    // Paddle values may be empty locally: checkout then reports the spec's
    // "plan is not available" text instead of the app refusing to start.
    paddleClientToken,
    paddleEnvironment: paddleEnvironmentRaw as PaddleEnvironment,
    paddleProPriceId:
      read(raw, 'VITE_PADDLE_PRO_PRICE_ID') ?? (localCheckout ? LOCAL_PRO_PRICE_ID : ''),
    localCheckout,
    supportEmail: read(raw, 'VITE_SUPPORT_EMAIL') ?? 'support@prospectory.app',
    siteUrl: stripSlash(siteUrl),
  };
}
