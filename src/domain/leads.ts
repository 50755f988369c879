// What a user keeps per lead (issue 22), as the database's public.leads checks it
// (migration 20260101002100_leads.sql): the statuses in their order and the notes' cap.

export const LEAD_STATUSES = ['New', 'Contacted', 'Replied', 'Meeting', 'Won', 'Lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const DEFAULT_LEAD_STATUS: LeadStatus = 'New';
export const LEAD_NOTES_MAX_LENGTH = 10_000;
/** Search results a single saved_leads() call takes. */
export const SAVED_LEADS_MAX_ROWS = 200;

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** Labels of the statuses as shown (the stored value is the label). */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  New: 'New',
  Contacted: 'Contacted',
  Replied: 'Replied',
  Meeting: 'Meeting',
  Won: 'Won',
  Lost: 'Lost',
};

/** Notes are saved this long after the last keystroke (and at once when the field is left). */
export const LEAD_NOTES_SAVE_DELAY_MS = 800;

/** What a user keeps for a lead, as read from public.leads. */
export interface Lead {
  lead_key: string;
  status: LeadStatus;
  notes: string | null;
  notes_updated_at: string | null;
  /** yyyy-mm-dd, or null. */
  follow_up_on: string | null;
}

/** A change of one lead: only the fields given are written. */
export type LeadPatch = Partial<Pick<Lead, 'status' | 'notes' | 'follow_up_on'>>;

/** A lead with nothing kept yet: New, no notes, no follow-up. */
export function newLead(leadKey: string): Lead {
  return {
    lead_key: leadKey,
    status: DEFAULT_LEAD_STATUS,
    notes: null,
    notes_updated_at: null,
    follow_up_on: null,
  };
}

/** The local calendar day of `now` as yyyy-mm-dd (a follow-up date's format). */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const FOLLOW_UP_FILTERS = ['all', 'due', 'today', 'overdue'] as const;
export type FollowUpFilter = (typeof FOLLOW_UP_FILTERS)[number];
export const FOLLOW_UP_FILTER_LABELS: Record<FollowUpFilter, string> = {
  all: 'Any follow-up',
  due: 'Follow-up due',
  today: 'Due today',
  overdue: 'Overdue',
};

/** The page-level lead filters: status, follow-up and (on /leads) text. */
export interface LeadFilter {
  status: LeadStatus | 'all';
  followUp: FollowUpFilter;
  text: string;
}

export const EMPTY_LEAD_FILTER: LeadFilter = { status: 'all', followUp: 'all', text: '' };

export function isLeadFiltering(filter: LeadFilter): boolean {
  return filter.status !== 'all' || filter.followUp !== 'all' || filter.text.trim() !== '';
}

/** Whether a follow-up date (yyyy-mm-dd) is due under `filter` on `today` (yyyy-mm-dd). */
export function followUpMatches(
  followUpOn: string | null,
  filter: FollowUpFilter,
  today: string,
): boolean {
  if (filter === 'all') return true;
  if (followUpOn === null) return false;
  // ISO dates compare as text.
  if (filter === 'today') return followUpOn === today;
  if (filter === 'overdue') return followUpOn < today;
  return followUpOn <= today;
}

/** Whether a lead passes the status and follow-up parts of `filter` (text is the page's). */
export function leadMatches(lead: Lead, filter: LeadFilter, today: string): boolean {
  return (
    (filter.status === 'all' || lead.status === filter.status) &&
    followUpMatches(lead.follow_up_on, filter.followUp, today)
  );
}

/** A list a lead is in (id and name). */
export interface LeadList {
  id: string;
  name: string;
}

/**
 * Every saved lead once (the /leads page): the items of all lists grouped by lead key, in
 * the order given (the newest item first, so a lead shows its latest copy), each with the
 * lists that hold it by name.
 */
export function groupSavedLeads<T extends { lead_key: string; list_id: string }>(
  items: readonly T[],
  listNames: ReadonlyMap<string, string>,
): (T & { lists: LeadList[] })[] {
  const byKey = new Map<string, T & { lists: LeadList[] }>();
  for (const item of items) {
    const list = { id: item.list_id, name: listNames.get(item.list_id) ?? '' };
    const lead = byKey.get(item.lead_key);
    if (!lead) byKey.set(item.lead_key, { ...item, lists: [list] });
    else if (!lead.lists.some((known) => known.id === list.id)) lead.lists.push(list);
  }
  for (const lead of byKey.values()) lead.lists.sort((a, b) => a.name.localeCompare(b.name));
  return [...byKey.values()];
}
