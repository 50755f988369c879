import { sendJson, type RouteHandler } from './respond.ts';

/** GET /health */
export const health: RouteHandler = async () =>
  sendJson({
    version: 'local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });

const EXTERNAL_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'zoom',
  'phone',
] as const;

/** GET /settings: what is enabled, as `supabase start` is configured (e-mail only). */
export const settings: RouteHandler = async (_request, deps) => {
  const external: Record<string, boolean> = { email: true };
  for (const provider of EXTERNAL_PROVIDERS) external[provider] = false;
  return sendJson({
    external,
    disable_signup: false,
    mailer_autoconfirm: !deps.config.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: 'twilio',
    saml_enabled: false,
  });
};

/** GET /.well-known/jwks.json: a symmetric (HS256) secret publishes no keys. */
export const jwks: RouteHandler = async () => sendJson({ keys: [] });
