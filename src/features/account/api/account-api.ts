import { dataExportMessages, runDataExport, type ExportList } from '@/domain/data-export';
import {
  ADDED_EXPORT_FIELDS,
  EXPORT_SHEET_NAME,
  toExportSheet,
  type ExportableBusiness,
} from '@/domain/excel-export';
import { collectPages } from '@/domain/paging';
import { callEdgeFunction, errorMessage } from '@/lib/edge-functions';
import { delay, downloadXlsx } from '@/lib/excel';
import { selectOwnRows } from '@/lib/own-rows';
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
  noListsToExport: dataExportMessages.noLists,
  exportFailed: dataExportMessages.failed,
  exportedTitle: dataExportMessages.successTitle,
  exportedMessage: dataExportMessages.success,
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

export interface DataExportDeps {
  write?: typeof downloadXlsx;
  pause?: (ms: number) => Promise<void>;
  now?: () => Date;
}

// Issue 20 item 6: the data export carries the list items' added columns after the spec's.
const EXPORT_COLUMNS = [
  'name, address, phone, email, instagram, website, google_rating, rating_count',
  ...ADDED_EXPORT_FIELDS,
].join(', ');

/**
 * Spec 7 "Data export": all the user's lists (newest first), then each list's items (in
 * pages: a list may hold more than one response's rows); one file per list, 500 ms apart;
 * a failing or empty list is skipped (domain/data-export). Returns how many files were
 * written. No lists, or none with items, is "No lists found to export."; a failure to
 * read the lists is the spec's failure text.
 */
export async function exportAllLists(userId: string, deps: DataExportDeps = {}): Promise<number> {
  const write = deps.write ?? downloadXlsx;
  const { data: lists, error } = await selectOwnRows<ExportList>(
    'business_lists',
    'id, name',
    userId,
    'created_at',
  );
  if (error) throw new AccountError(accountMessages.exportFailed);
  if (!lists || lists.length === 0) throw new AccountError(accountMessages.noListsToExport);
  const client = await getSupabase();

  const { written } = await runDataExport<ExportableBusiness>({
    lists,
    now: (deps.now ?? (() => new Date()))(),
    pause: deps.pause ?? delay,
    readItems: (list) =>
      collectPages(async (from, to) => {
        const { data, error: itemsError } = await client
          .from('business_list_items')
          .select(EXPORT_COLUMNS)
          .eq('list_id', list.id)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .range(from, to)
          .returns<ExportableBusiness[]>();
        if (itemsError) throw new Error(itemsError.message);
        return data ?? [];
      }),
    write: (items, fileName) =>
      write(toExportSheet(items, 'all'), { sheet: EXPORT_SHEET_NAME, fileName }),
  });
  if (written.length === 0) throw new AccountError(accountMessages.noListsToExport);
  return written.length;
}
