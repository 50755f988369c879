import { EMAIL_STATUS } from '@contacts/contact-texts.ts';
import { fieldText, type Business } from './business';

// Live contacts (issue 21): a live search answers at once and its uncached sites are
// crawled afterwards; the browser polls each site's status and fill-in and merges them into
// the answer's rows by "Place ID". Pure: the polling and storage live in the search feature.

/** How often the page asks for the sites that changed. */
export const LIVE_POLL_MS = 2_000;
/** Nothing changed for this long while sites wait: the page asks `enrich` to go on, once a minute. */
export const LIVE_REKICK_MS = 60_000;

/**
 * A poll asks again for the rows changed this long before the newest it has seen: a row's
 * updated_at is its transaction's start, so one that committed after a later-started one
 * sits behind the cursor. Re-read rows that did not change are ignored.
 */
export const LIVE_CURSOR_OVERLAP_MS = 10_000;

export type LiveSiteStatus = 'pending' | 'running' | 'done' | 'failed';

/** A live_search_sites row as the owner reads it. */
export interface LiveSiteRow {
  place_id: string;
  status: LiveSiteStatus;
  fill: unknown;
  updated_at: string;
}

export interface LiveSite {
  status: LiveSiteStatus;
  fill: unknown;
}

/** What the page knows of one live search, built up poll by poll. */
export interface LiveState {
  /** live_searches.sites_total: the businesses left to crawl; null until read. */
  total: number | null;
  sites: Readonly<Record<string, LiveSite>>;
  /** The newest updated_at seen: the next poll asks only for rows changed after it. */
  cursor: string | null;
  /** When a site last changed (ms): the re-kick waits for a quiet minute. */
  changedAt: number;
  /** When the page last asked `enrich` to go on (ms), null when never. */
  kickedAt: number | null;
}

export const emptyLiveState = (now: number): LiveState => ({
  total: null,
  sites: {},
  cursor: null,
  changedAt: now,
  kickedAt: null,
});

const isFinished = (status: LiveSiteStatus) => status === 'done' || status === 'failed';

/** The updated_at a poll asks after: the cursor less the overlap; null reads every row. */
export function pollSince(cursor: string | null): string | null {
  if (cursor === null) return null;
  const at = Date.parse(cursor);
  return Number.isNaN(at) ? null : new Date(at - LIVE_CURSOR_OVERLAP_MS).toISOString();
}

const sameSite = (before: LiveSite | undefined, row: LiveSiteRow) =>
  before !== undefined &&
  before.status === row.status &&
  JSON.stringify(before.fill) === JSON.stringify(row.fill);

/**
 * The rows of a poll applied: each site's newest status and fill, the cursor moved on. The
 * state stays the same object when no row brought anything new (the overlap's re-reads).
 */
export function applySiteRows(
  state: LiveState,
  rows: readonly LiveSiteRow[],
  now: number,
): LiveState {
  let sites: Record<string, LiveSite> | null = null;
  let cursor = state.cursor;
  let changed = false;
  for (const row of rows) {
    if (cursor === null || Date.parse(row.updated_at) > Date.parse(cursor)) cursor = row.updated_at;
    const before = state.sites[row.place_id];
    if (sameSite(before, row)) continue;
    if (!before || before.status !== row.status) changed = true;
    sites ??= { ...state.sites };
    sites[row.place_id] = { status: row.status, fill: row.fill };
  }
  if (sites === null && cursor === state.cursor) return state;
  return {
    ...state,
    sites: sites ?? state.sites,
    cursor,
    changedAt: changed ? now : state.changedAt,
  };
}

export interface LiveProgress {
  /** Sites whose crawl has ended (found or not). */
  checked: number;
  total: number;
  /** Sites still waiting or running. */
  pending: number;
}

/** "N of M businesses checked"; null until the total is known. */
export function liveProgress(state: LiveState): LiveProgress | null {
  if (state.total === null) return null;
  const finished = Object.values(state.sites).filter((site) => isFinished(site.status)).length;
  const checked = Math.min(finished, state.total);
  return { checked, total: state.total, pending: state.total - checked };
}

/** Every site has ended: nothing more will arrive, the polling stops. */
export function isLiveSettled(state: LiveState): boolean {
  return liveProgress(state)?.pending === 0;
}

/** Nothing has moved for a minute while sites wait, and `enrich` was not asked this minute. */
export function needsRekick(state: LiveState, now: number, quietMs = LIVE_REKICK_MS): boolean {
  if (state.total === null || isLiveSettled(state)) return false;
  const quietSince = Math.max(state.changedAt, state.kickedAt ?? state.changedAt);
  return now - quietSince >= quietMs;
}

type Filled = Pick<
  Business,
  'email' | 'instagram' | 'facebook' | 'linkedin' | 'tiktok' | 'x' | 'youtube' | 'whatsapp'
> & { email_status?: string | null };

const PROFILE_FIELDS = ['facebook', 'linkedin', 'tiktok', 'x', 'youtube', 'whatsapp'] as const;

const textOf = (value: unknown): string | null =>
  typeof value === 'string' ? fieldText(value) : null;

/** The "Email Status" of the chosen address among the site's checked ones (as the search answers). */
function emailStatusOf(contacts: Record<string, unknown>, email: string): string | null {
  const checks = Array.isArray(contacts.emailChecks) ? contacts.emailChecks : [];
  const check = checks.find(
    (entry): entry is { mx: unknown } =>
      !!entry &&
      typeof entry === 'object' &&
      textOf((entry as { email?: unknown }).email)?.toLowerCase() === email.toLowerCase(),
  );
  if (!check) return null;
  if (check.mx === true) return EMAIL_STATUS.verified;
  return check.mx === false ? EMAIL_STATUS.noMailServer : EMAIL_STATUS.unchecked;
}

/** A fill-in {"Email","Instagram","Contacts"} as row fields; only what it has. */
export function fillFields(fill: unknown): Partial<Filled> {
  if (!fill || typeof fill !== 'object') return {};
  const wire = fill as Record<string, unknown>;
  const contacts =
    wire.Contacts && typeof wire.Contacts === 'object'
      ? (wire.Contacts as Record<string, unknown>)
      : {};
  const fields: Partial<Filled> = {};
  const email = textOf(wire.Email);
  if (email) {
    fields.email = email;
    const status = emailStatusOf(contacts, email);
    if (status) fields.email_status = status;
  }
  const instagram = textOf(wire.Instagram);
  if (instagram) fields.instagram = instagram;
  for (const field of PROFILE_FIELDS) {
    const value = textOf(contacts[field]);
    if (value) fields[field] = value;
  }
  return fields;
}

/** `row` with the fill's fields where it had none: a value the answer had is never replaced. */
function filled(row: Business, fill: unknown): Business {
  const next: Business = { ...row, live: 'checked' };
  const fields = fillFields(fill);
  for (const [key, value] of Object.entries(fields) as [keyof Filled, string][]) {
    if (key === 'email_status') continue;
    if (fieldText(row[key]) === null) next[key] = value;
  }
  // The status belongs to the e-mail it was checked for: only with an e-mail the fill gave.
  if (fields.email_status && next.email === fields.email && fieldText(row.email) === null) {
    next.email_status = fields.email_status;
  }
  return next;
}

/**
 * The answer's rows with what the live search has found so far, matched by "Place ID": a
 * waiting or running site marks its row 'checking'; a done one fills the row's empty fields;
 * a failed one leaves them empty. Placeholder rows are never touched. The same array comes
 * back when nothing changed, so the page neither re-renders nor stores it again.
 */
export function mergeLiveFills(rows: Business[], state: LiveState): Business[] {
  let changed = false;
  const merged = rows.map((row) => {
    const site = row.locked || !row.place_id ? undefined : state.sites[row.place_id];
    if (!site) return row;
    if (!isFinished(site.status)) {
      if (row.live === 'checking') return row;
      changed = true;
      return { ...row, live: 'checking' as const };
    }
    if (row.live === 'checked') return row;
    changed = true;
    return site.status === 'done' ? filled(row, site.fill) : { ...row, live: 'checked' as const };
  });
  return changed ? merged : rows;
}

/** Rows whose contacts are still being looked for. */
export const checkingCount = (rows: readonly Business[]): number =>
  rows.filter((row) => row.live === 'checking').length;

/** "E-mails for N of M businesses": the clear rows with an e-mail, and the clear rows. */
export function emailsFound(rows: readonly Business[]): { withEmail: number; total: number } {
  const clear = rows.filter((row) => !row.locked);
  return {
    withEmail: clear.filter((row) => fieldText(row.email) !== null).length,
    total: clear.length,
  };
}
