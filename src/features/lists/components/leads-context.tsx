import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Lead, LeadPatch } from '@/domain/leads';
import { useSaveLead } from '../hooks/use-leads';

interface LeadsContextValue {
  byKey: ReadonlyMap<string, Lead>;
  /** Effective Pro: the database takes writes (a downgraded user keeps reading). */
  canEdit: boolean;
  /** Saves a change; rejects with the server's refusal after the cache was put back. */
  save: (leadKey: string, patch: LeadPatch) => Promise<unknown>;
}

const LeadsContext = createContext<LeadsContextValue | null>(null);

/**
 * What the rows' lead controls read and write. A context rather than row props: the table
 * and cards are shared with the search results and memoise their rows, and a change of
 * one lead re-renders only the controls.
 */
export function LeadsProvider({
  userId,
  byKey,
  canEdit,
  children,
}: {
  userId: string;
  byKey: ReadonlyMap<string, Lead>;
  canEdit: boolean;
  children: ReactNode;
}) {
  const { mutateAsync } = useSaveLead(userId);
  const value = useMemo<LeadsContextValue>(
    () => ({ byKey, canEdit, save: (leadKey, patch) => mutateAsync({ leadKey, patch }) }),
    [byKey, canEdit, mutateAsync],
  );
  return <LeadsContext.Provider value={value}>{children}</LeadsContext.Provider>;
}

/** The leads in scope, or null where a page keeps none (the panel then shows no lead controls). */
export function useOptionalLeadsContext(): LeadsContextValue | null {
  return useContext(LeadsContext);
}

export function useLeadsContext(): LeadsContextValue {
  const value = useContext(LeadsContext);
  if (!value) throw new Error('useLeadsContext needs a LeadsProvider');
  return value;
}
