import { ListPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import type { Business } from '@/domain/business';
import { alreadyInListText } from '@/domain/saved-leads';
import {
  addToListMessages,
  isListNameTaken,
  listNameOrNull,
  listNameTaken,
} from '@/domain/list-items';
import { fieldClasses } from '@/components/ui/input';

export interface ListOption {
  id: string;
  name: string;
}

/** The list calls the dialog needs; the app wires them to the lists feature. */
export interface AddToListApi {
  loadLists: () => Promise<ListOption[]>;
  createList: (name: string) => Promise<ListOption>;
  /** Adds the businesses not yet in the list; returns how many were added. */
  addToList: (listId: string, businesses: readonly Business[]) => Promise<number>;
}

export interface AddToListDialogProps {
  open: boolean;
  businesses: readonly Business[];
  api: AddToListApi;
  onClose: () => void;
  onAdded: (result: { added: number; listName: string }) => void;
  /**
   * Issue 22: how many of the selection the list already holds, said under each list before
   * the user picks it (the search results know it from their saved marks).
   */
  inList?: (listId: string) => number;
  /** Said above the form, e.g. that some contacts are still being found (issue 21). */
  note?: string | null;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : String(error);

/**
 * Spec 2/4/5: on open the user's lists load (newest first); the user picks one or creates
 * a new one. Duplicates are skipped by the api; errors are shown as they come.
 */
export function AddToListDialog(props: AddToListDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const count = props.businesses.length;
  return (
    <Dialog
      open={props.open}
      title="Add to List"
      description={`${count} selected ${count === 1 ? 'business' : 'businesses'}`}
      onClose={props.onClose}
      dismissible={!busy}
      showCloseButton
      initialFocusRef={inputRef}
    >
      {/* Mounted per opening: every opening starts empty and loads the lists again. */}
      <AddToListBody {...props} inputRef={inputRef} busy={busy} setBusy={setBusy} />
    </Dialog>
  );
}

function AddToListBody({
  note,
  businesses,
  api,
  onAdded,
  inList,
  inputRef,
  busy,
  setBusy,
}: AddToListDialogProps & {
  inputRef: RefObject<HTMLInputElement | null>;
  busy: boolean;
  setBusy: (busy: boolean) => void;
}) {
  const nameId = useId();
  const errorId = useId();
  const countId = useId();
  const [lists, setLists] = useState<ListOption[] | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api
      .loadLists()
      // Spec 8 "Loading lists": errors swallowed, loading ends.
      .catch(() => [] as ListOption[])
      .then((loaded) => {
        if (live) setLists(loaded);
      });
    return () => {
      live = false;
    };
  }, [api]);

  const add = async (target: () => Promise<ListOption>) => {
    setBusy(true);
    setError(null);
    try {
      const list = await target();
      const added = await api.addToList(list.id, businesses);
      onAdded({ added, listName: list.name });
    } catch (caught) {
      setError(messageOf(caught));
      // A list created before the add failed is real: show it from now on.
      api.loadLists().then(setLists, () => {});
    } finally {
      setBusy(false);
    }
  };

  const newName = listNameOrNull(name);
  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    if (!newName || busy) return;
    // Issue 18: a name the user already has is refused before anything is sent.
    if (isListNameTaken(lists?.map((list) => list.name) ?? [], newName)) {
      setError(listNameTaken);
      return;
    }
    void add(() => api.createList(newName));
  };
  const nameRefused = error === listNameTaken;

  return (
    <>
      {note && (
        <Notice tone="info" className="mt-4">
          {note}
        </Notice>
      )}
      <form onSubmit={onCreate} className="mt-4">
        <label htmlFor={nameId} className="mb-1 block text-sm font-medium text-neutral-700">
          New list name
        </label>
        <div className="flex gap-2">
          <input
            ref={inputRef}
            id={nameId}
            value={name}
            onChange={(event) => setName(event.target.value)}
            disabled={busy}
            aria-invalid={nameRefused || undefined}
            aria-describedby={nameRefused ? errorId : undefined}
            className={fieldClasses}
          />
          <Button
            type="submit"
            disabled={!newName}
            busy={busy && !!newName}
            icon={<ListPlus aria-hidden="true" className="size-4" />}
          >
            Create
          </Button>
        </div>
      </form>

      {error && (
        <div id={errorId}>
          <Notice tone="error" className="mt-4">
            {error}
          </Notice>
        </div>
      )}

      <h3 className="mt-6 text-sm font-semibold text-neutral-900">Your lists</h3>
      {lists === null ? (
        <div className="mt-2 text-neutral-600">
          <Spinner label="Loading lists..." />
        </div>
      ) : lists.length === 0 ? (
        <p className="mt-2 text-sm text-neutral-600">{addToListMessages.noLists}</p>
      ) : (
        <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto">
          {lists.map((list) => {
            const already = inList?.(list.id) ?? 0;
            const described = `${countId}-${list.id}`;
            return (
              <li key={list.id}>
                <button
                  type="button"
                  disabled={busy}
                  aria-describedby={already > 0 ? described : undefined}
                  onClick={() => void add(async () => list)}
                  className="rounded-control hover:border-brand-600 hover:bg-brand-50 w-full border border-neutral-200 px-3 py-2 text-left text-sm text-neutral-800 disabled:cursor-not-allowed disabled:text-neutral-500"
                >
                  {list.name}
                </button>
                {already > 0 && (
                  <p id={described} className="mt-0.5 px-3 text-xs text-neutral-600">
                    {alreadyInListText(already, businesses.length)}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
