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
