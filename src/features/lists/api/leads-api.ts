import type { Lead, LeadPatch } from '@/domain/leads';
import { getSupabase } from '@/lib/supabase';
import { LIST_ITEM_CONTACTS } from '@/domain/list-items';
import { ListsError, readItemPages, readPages, type ListItem } from './lists-api';

// The reads and writes of public.leads (issue 22): what the user keeps per lead, shared by
// every list that holds it. RLS keeps them the owner's; writing needs Pro, reading does not.

const LEAD_COLUMNS = 'lead_key, status, notes, notes_updated_at, follow_up_on';

/** Every lead the user kept a status, notes or follow-up for. */
export function fetchLeads(userId: string): Promise<Lead[]> {
  return readPages<Lead>('leads', LEAD_COLUMNS, ['user_id', userId], [['lead_key', true]]);
}

/**
 * Writes the fields of `patch` for the lead, creating its row on first use (the database's
 * unique (user_id, lead_key); only the columns sent are updated), and returns the row.
 */
export async function saveLead(leadKey: string, patch: LeadPatch): Promise<Lead> {
  const client = await getSupabase();
  const { data, error, status } = await client
    .from('leads')
    .upsert({ lead_key: leadKey, ...patch }, { onConflict: 'user_id,lead_key' })
    .select(LEAD_COLUMNS)
    .single<Lead>();
  if (error) throw new ListsError(error.message, status);
  return data;
}

/** A saved business with the list that holds it (the /leads page groups them by lead). */
export interface SavedItem extends ListItem {
  list_id: string;
  lead_key: string;
}

// The contact columns too (issue 20 item 6), so /leads exports "All fields" as a list does.
const SAVED_ITEM_COLUMNS = [
  'id, list_id, lead_key, name, address, phone, email, instagram, website, google_rating, rating_count',
  ...LIST_ITEM_CONTACTS,
  'created_at',
].join(', ');

/** Every item of every list of the user, newest first, page by page. */
export function fetchSavedItems(
  userId: string,
  onPage?: (soFar: SavedItem[]) => void,
): Promise<SavedItem[]> {
  return readItemPages<SavedItem>(['user_id', userId], SAVED_ITEM_COLUMNS, onPage);
}
