import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Business } from '@/domain/business';
import { savedLeadsRequests, savedMarks, type SavedMark } from '@/domain/saved-leads';
import { savedLeadsKeys } from '@/lib/query/saved-leads-keys';
import { afterPaint } from '@/lib/after-paint';
import { fetchSavedLeads } from '../api/saved-leads-api';

const NO_MARKS = new Map<Business, SavedMark>();
const NO_ROWS: readonly Business[] = [];

/**
 * Which of a search's clear rows are already in the user's lists, and each one's status:
 * one saved_leads() request for the search (one per 200 rows), keyed by the rows' lead
 * keys, so a filter or a sort asks nothing again. `enabled` is false for a user without
 * lists (nothing can be saved), who then sends nothing.
 */
export function useSavedLeads(
  userId: string | undefined,
  rows: readonly Business[],
  enabled: boolean,
) {
  // The rows' lead keys (Turkish-aware folding of every name and address) wait for the
  // first paint of the rows: the marks come from a request after it anyway.
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  const keyedRows = painted ? rows : NO_ROWS;
  const requests = useMemo(() => savedLeadsRequests(keyedRows), [keyedRows]);
  const signature = useMemo(
    () => requests.flatMap((request) => request.map((row) => row.key)).join('\n'),
    [requests],
  );
  const query = useQuery({
    queryKey: savedLeadsKeys.rows(userId ?? '', signature),
    queryFn: () => Promise.all(requests.map(fetchSavedLeads)),
    enabled: enabled && Boolean(userId) && keyedRows.length > 0,
  });
  const marks = useMemo(
    () => (query.data ? savedMarks(rows, query.data) : NO_MARKS),
    [rows, query.data],
  );
  const markOf = useCallback((row: Business) => marks.get(row), [marks]);
  const isSaved = useCallback((row: Business) => marks.has(row), [marks]);
  return { active: enabled, markOf, isSaved };
}
