// A lead's identity (issue 22), the twin of the database's private.lead_key (migration
// 20260101002100_leads.sql, which documents the rule):
// p:<Google place id> when there is one, else n:<name key>|<address key>, the keys folded
// Turkish-aware (I/ı/İ/i one letter, ö -> o, ş -> s ...), A-Z lowered, whitespace and
// punctuation runs as one space. supabase/tests/lead-key.test.ts checks both agree.
// The spec's add-to-list duplicate rule is businessKey (./business.ts), not this.
import { foldLetters } from '@fold';

// JavaScript's \s spelled out (the SQL twin lists the same code points), ASCII
// punctuation and the typographic marks a pasted name may carry.
const SEPARATORS =
  /[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff!-/:-@[-`{-~‘’“”«»–—…·]+/g;
const EDGE_SPACES = /^ +| +$/g;
const PLACE_ID_EDGES = /^[ \t\n\r]+|[ \t\n\r]+$/g;

/** "Kadıköy, İSTANBUL" -> "kadikoy istanbul"; "" when nothing is left. */
export function leadTextKey(text: string | null | undefined): string {
  if (text === null || text === undefined) return '';
  let out = foldLetters(text.normalize('NFC'));
  // A-Z only: the database lowers under COLLATE "C", whatever the server's locale.
  out = out.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  return out.replace(SEPARATORS, ' ').replace(EDGE_SPACES, '');
}

export interface LeadIdentity {
  place_id?: string | null;
  name: string | null;
  address: string | null;
}

/** The lead key: "p:<place id>" when there is one, else "n:<name>|<address>". */
export function leadKey(lead: LeadIdentity): string {
  const placeId = (lead.place_id ?? '').replace(PLACE_ID_EDGES, '');
  if (placeId !== '') return `p:${placeId}`;
  return `n:${leadTextKey(lead.name)}|${leadTextKey(lead.address)}`;
}

/**
 * A search result as public.saved_leads() takes it: its own key (the place id's when there
 * is one) and its name-and-address key (an item saved before items kept place ids), so
 * the database looks them up without folding anything.
 */
export function savedLeadsRow(lead: LeadIdentity): { key: string; name_key: string } {
  return { key: leadKey(lead), name_key: leadKey({ name: lead.name, address: lead.address }) };
}
