// What one business's site shows (issue 20): its contact e-mails, best first, and one
// profile per social network plus its WhatsApp number. Every value is canonical so that
// two pages naming one profile differently count as one: Instagram as a handle, the other
// networks as URLs (https://www.facebook.com/<page>, https://www.linkedin.com/company/<slug>,
// https://www.tiktok.com/@<handle>, https://x.com/<handle>, https://www.youtube.com/@<handle>
// or /channel/<id>), WhatsApp in E.164.

import type { CheckedEmail } from '../contacts/email-check.ts';

export const NETWORKS = ['instagram', 'facebook', 'linkedin', 'tiktok', 'x', 'youtube'] as const;
export type Network = (typeof NETWORKS)[number];

/** Every field but the e-mails: the networks and WhatsApp. */
export const PROFILE_FIELDS = [...NETWORKS, 'whatsapp'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export type SiteFindings = {
  emails: string[];
  /**
   * The e-mails labelled and their domains' MX looked up, in `emails`' order (issue 20 item
   * 5): set by the enrichment once the site is chosen, absent where nobody checked.
   */
  emailChecks?: CheckedEmail[];
} & Record<ProfileField, string | null>;

export const NOTHING: Readonly<SiteFindings> = Object.freeze({
  emails: [],
  instagram: null,
  facebook: null,
  linkedin: null,
  tiktok: null,
  x: null,
  youtube: null,
  whatsapp: null,
});

/** Findings with only the given fields set. */
export function findingsWith(fields: Partial<SiteFindings>): SiteFindings {
  return { ...NOTHING, emails: [], ...fields };
}
