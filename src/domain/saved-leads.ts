import { savedLeadsRow, type LeadIdentity } from './lead-key';
import {
  DEFAULT_LEAD_STATUS,
  isLeadStatus,
  SAVED_LEADS_MAX_ROWS,
  type LeadList,
  type LeadStatus,
} from './leads';

// "Already saved" in search results (issue 22 item 2): what public.saved_leads() answers
// for a result row, and the texts the marker and the add-to-list dialog show.

/** A result row that is in one or more of the user's lists, and its lead's status. */
export interface SavedMark {
  lists: LeadList[];
  status: LeadStatus;
}

/** One answer row of public.saved_leads(): the input row's index, its lists, its status. */
export interface SavedLeadsAnswer {
  idx: number;
  lists: LeadList[];
  status: string | null;
}

/** The rows of one saved_leads() call each, in order (the function takes at most 200). */
export function savedLeadsRequests(
  rows: readonly LeadIdentity[],
): { key: string; name_key: string }[][] {
  const keyed = rows.map(savedLeadsRow);
  const out: { key: string; name_key: string }[][] = [];
  for (let at = 0; at < keyed.length; at += SAVED_LEADS_MAX_ROWS) {
    out.push(keyed.slice(at, at + SAVED_LEADS_MAX_ROWS));
  }
  return out;
}

/**
 * The marks of `rows` from the answers of their requests (in the order of
 * savedLeadsRequests); a row in no list has none. A lead without a kept status is New.
 */
export function savedMarks<T>(
  rows: readonly T[],
  answers: readonly (readonly SavedLeadsAnswer[])[],
): Map<T, SavedMark> {
  const marks = new Map<T, SavedMark>();
  answers.forEach((answer, request) => {
    for (const { idx, lists, status } of answer) {
      const row = rows[request * SAVED_LEADS_MAX_ROWS + idx];
      if (row === undefined || lists.length === 0) continue;
      marks.set(row, { lists, status: isLeadStatus(status) ? status : DEFAULT_LEAD_STATUS });
    }
  });
  return marks;
}

/** The marker's accessible name and tooltip: "Saved in Dentists Kadıköy, Q3 prospects · Contacted". */
export function savedMarkText(mark: SavedMark): string {
  return `Saved in ${mark.lists.map((list) => list.name).join(', ')} · ${mark.status}`;
}

/** How many of `rows` the marks place in the list `listId`. */
export function countInList<T>(
  rows: readonly T[],
  listId: string,
  markOf: (row: T) => SavedMark | undefined,
): number {
  return rows.filter((row) => markOf(row)?.lists.some((list) => list.id === listId)).length;
}

/** The add-to-list dialog's line under a list holding some of the selection. */
export function alreadyInListText(count: number, selected: number): string {
  return `${count} of the ${selected} selected ${count === 1 ? 'is' : 'are'} already in this list.`;
}
