import type { IdentityRecord, UserRecord } from './users-repository.ts';

/**
 * GoTrue's JSON for models.User and models.Identity, in their field order.
 * Fields tagged `omitempty` in Go are left out when empty; e-mail and phone are
 * Go NullStrings, so they read "" when unset.
 */
export function userJson(user: UserRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
  };
  put(out, 'email_confirmed_at', gotrueTime(user.emailConfirmedAt));
  put(out, 'invited_at', gotrueTime(user.invitedAt));
  out.phone = user.phone ?? '';
  put(out, 'phone_confirmed_at', gotrueTime(user.phoneConfirmedAt));
  put(out, 'confirmation_sent_at', gotrueTime(user.confirmationSentAt));
  put(out, 'confirmed_at', gotrueTime(user.confirmedAt));
  put(out, 'recovery_sent_at', gotrueTime(user.recoverySentAt));
  put(out, 'new_email', user.emailChange || undefined);
  put(out, 'email_change_sent_at', gotrueTime(user.emailChangeSentAt));
  put(out, 'last_sign_in_at', gotrueTime(user.lastSignInAt));
  out.app_metadata = user.appMetadata;
  out.user_metadata = user.userMetadata;
  out.identities = user.identities.map(identityJson);
  put(out, 'banned_until', gotrueTime(user.bannedUntil));
  out.created_at = gotrueTime(user.createdAt) ?? '0001-01-01T00:00:00Z';
  out.updated_at = gotrueTime(user.updatedAt) ?? '0001-01-01T00:00:00Z';
  put(out, 'deleted_at', gotrueTime(user.deletedAt));
  out.is_anonymous = user.isAnonymous;
  return out;
}

export function identityJson(identity: IdentityRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {
    identity_id: identity.identityId,
    id: identity.providerId,
    user_id: identity.userId,
    identity_data: identity.identityData,
    provider: identity.provider,
  };
  put(out, 'last_sign_in_at', gotrueTime(identity.lastSignInAt));
  out.created_at = gotrueTime(identity.createdAt) ?? '0001-01-01T00:00:00Z';
  out.updated_at = gotrueTime(identity.updatedAt) ?? '0001-01-01T00:00:00Z';
  put(out, 'email', identity.email || undefined);
  return out;
}

/**
 * Go's RFC 3339 with nanoseconds trims trailing zeros from the fraction:
 * "…:05.120000Z" becomes "…:05.12Z" and "…:05.000000Z" becomes "…:05Z".
 */
export function gotrueTime(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  return value.replace(/(\.\d*?)0+Z$/, '$1Z').replace(/\.Z$/, 'Z');
}

function put(target: Record<string, unknown>, key: string, value: unknown): void {
  if (value !== undefined) target[key] = value;
}
