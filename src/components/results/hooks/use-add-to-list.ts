import { useState } from 'react';
import type { Business } from '@/domain/business';
import { useTimedMessage } from '@/hooks/use-timed-message';
import type { AddToListApi, AddToListDialogProps } from '../add-to-list-dialog';

/**
 * The add-to-list flow of the results and a list's items: the dialog's open state, and
 * after an addition the selection cleared and "Added N businesses to X." for 5 seconds.
 */
export function useAddToList(
  businesses: readonly Business[],
  api: AddToListApi,
  onAdded: () => void,
  note?: string | null,
) {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useTimedMessage();
  const dialog: AddToListDialogProps = {
    open,
    businesses,
    note,
    api,
    onClose: () => setOpen(false),
    onAdded: ({ added, listName }) => {
      onAdded();
      setOpen(false);
      setNotice(`Added ${added} ${added === 1 ? 'business' : 'businesses'} to ${listName}.`);
    },
  };
  return { openDialog: () => setOpen(true), notice, dialog };
}
