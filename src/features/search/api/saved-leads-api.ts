import type { SavedLeadsAnswer } from '@/domain/saved-leads';
import { getSupabase } from '@/lib/supabase';

/** A refused or failed saved_leads() call, with the HTTP status when there was one. */
export class SavedLeadsError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SavedLeadsError';
  }
}

/**
 * public.saved_leads(rows): for up to 200 search results keyed as `{key, name_key}`
 * (src/domain/lead-key.ts savedLeadsRow), the caller's lists holding each and its status.
 */
export async function fetchSavedLeads(
  rows: readonly { key: string; name_key: string }[],
): Promise<SavedLeadsAnswer[]> {
  const client = await getSupabase();
  const { data, error, status } = await client.rpc('saved_leads', { rows });
  if (error) throw new SavedLeadsError(error.message, status);
  return (data ?? []) as SavedLeadsAnswer[];
}
