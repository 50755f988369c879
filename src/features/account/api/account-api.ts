import {
  EXPORT_SHEET_NAME,
  dataExportFileName,
  toExportSheet,
  type ExportableBusiness,
} from '@/domain/excel-export';
import { callEdgeFunction, errorMessage } from '@/lib/edge-functions';
import { delay, downloadXlsx } from '@/lib/excel';
import { functionUrl, getSupabase } from '@/lib/supabase';

// The account page's network calls (spec 7: Profile, Cancel subscription, Data export).

export const accountMessages = {
  noSubscription: 'No subscription found to cancel',
  notAuthenticated: 'User not authenticated',
  cancelFailed: 'Failed to cancel subscription',
  cancelFailedRetry: 'Failed to cancel subscription. Please try again.',
  cancelledTitle: 'Subscription Cancelled',
  cancelledMessage:
    'Subscription cancelled successfully. You will retain Pro access until the end of your current billing period.',
  noListsToExport: 'No lists found to export.',
  exportFailed: 'Failed to export lists. Please try again.',
  exportedTitle: 'Export Successful',
  exportedMessage: (count: number) => `Successfully exported ${count} lists to Excel files.`,
} as const;

/** Spec 7: update {receive_email_notifications} by id. Throws on failure (the UI reverts). */
export async function updateEmailNotifications(userId: string, enabled: boolean): Promise<void> {
  const client = await getSupabase();
  const { error } = await client
    .from('user_profiles')
    .update({ receive_email_notifications: enabled })
    .eq('id', userId);
  if (error) throw new Error(error.message);
}

export class AccountError extends Error {}

/**
 * Spec 7 "Cancel subscription": POST {backend}/functions/v1/cancel-subscription with the
 * session's access token and {subscriptionId}. Spec 5 preconditions come first. The server
 * checks that the subscription belongs to the caller; the id here is only a hint.
 */
export async function cancelSubscription(subscriptionId: string | null | undefined): Promise<void> {
  if (!subscriptionId) throw new AccountError(accountMessages.noSubscription);
  const client = await getSupabase();
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new AccountError(accountMessages.notAuthenticated);
  const response = await callEdgeFunction(functionUrl('cancel-subscription'), {
    bearer: { token },
    body: { subscriptionId },
  });
  if (response.ok) return;
  if ('networkError' in response) throw new AccountError(accountMessages.cancelFailedRetry);
  throw new AccountError(errorMessage(response.body, accountMessages.cancelFailed, ['error']));
}

interface ListRow {
  id: string;
  name: string;
}

export const EXPORT_PAUSE_MS = 500;

export interface DataExportDeps {
  write?: typeof downloadXlsx;
  pause?: (ms: number) => Promise<void>;
  now?: () => Date;
}

/**
 * Spec 7 "Data export": all the user's lists (newest first), then each list's items; a
 * failing or empty list is skipped; one file per list, 500 ms apart (browsers drop rapid
 * successive downloads). Returns how many files were written. No lists at all is an error
 * with the spec's text; so is a failure to read the lists.
 */
export async function exportAllLists(userId: string, deps: DataExportDeps = {}): Promise<number> {
  const write = deps.write ?? downloadXlsx;
  const pause = deps.pause ?? delay;
  const now = deps.now ?? (() => new Date());
  const client = await getSupabase();
  const { data: lists, error } = await client
    .from('business_lists')
    .select('id, name')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .returns<ListRow[]>();
  if (error) throw new AccountError(accountMessages.exportFailed);
  if (!lists || lists.length === 0) throw new AccountError(accountMessages.noListsToExport);

  let written = 0;
  for (const list of lists) {
    const { data: items, error: itemsError } = await client
      .from('business_list_items')
      .select('name, address, phone, email, instagram, website, google_rating, rating_count')
      .eq('list_id', list.id)
      .order('created_at', { ascending: false })
      .returns<ExportableBusiness[]>();
    if (itemsError || !items || items.length === 0) continue;
    if (written > 0) await pause(EXPORT_PAUSE_MS);
    await write(toExportSheet(items), {
      sheet: EXPORT_SHEET_NAME,
      fileName: dataExportFileName(list.name, now()),
    });
    written++;
  }
  if (written === 0) throw new AccountError(accountMessages.noListsToExport);
  return written;
}
