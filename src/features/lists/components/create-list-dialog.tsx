import { ListPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { fieldClasses } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { isListNameTaken, listNameOrNull, listNameTaken } from '@/domain/list-items';
import { listsTexts } from '../texts';

export interface CreateListDialogProps {
  open: boolean;
  /** The names of the user's lists: a name among them is refused before anything is sent. */
  existingNames: readonly string[];
  onClose: () => void;
  /** Creates the list; a rejection's message is shown in the dialog (spec 8: as is). */
  onCreate: (name: string) => Promise<void>;
}

/**
 * Spec 2/4/5 "Create New List": a trimmed non-empty name enables Create; Enter submits;
 * a failure keeps the dialog open with the error in a red box; Cancel clears the name and
 * the error; success closes it with the name cleared. Issue 18: a name the user already
 * has, whatever its case, is refused under the field, here before sending or by the
 * database (the api maps its refusal to the same message); editing the name clears it.
 */
export function CreateListDialog({
  open,
  existingNames,
  onClose,
  onCreate,
}: CreateListDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const trimmed = listNameOrNull(name);
  const nameRefused = error === listNameTaken;

  // The field is disabled while the request runs: give it the focus back to fix the name.
  useEffect(() => {
    if (nameRefused && !submitting) inputRef.current?.focus();
  }, [nameRefused, submitting]);

  const reset = () => {
    setName('');
    setError(null);
  };
  const cancel = () => {
    reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || submitting) return;
    if (isListNameTaken(existingNames, trimmed)) {
      setError(listNameTaken);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await onCreate(trimmed);
      reset();
      onClose();
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : String(caught));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={listsTexts.modalTitle}
      onClose={cancel}
      dismissible={!submitting}
      initialFocusRef={inputRef}
    >
      <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
        <div>
          <label htmlFor={nameId} className="mb-1 block text-sm font-medium text-neutral-700">
            {listsTexts.nameLabel}
          </label>
          <input
            ref={inputRef}
            id={nameId}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              if (nameRefused) setError(null);
            }}
            disabled={submitting}
            autoComplete="off"
            aria-invalid={nameRefused || undefined}
            aria-describedby={nameRefused ? errorId : undefined}
            className={fieldClasses}
          />
        </div>
        {error && (
          <div id={errorId}>
            <Notice tone="error">{error}</Notice>
          </div>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={cancel} disabled={submitting}>
            {listsTexts.cancel}
          </Button>
          <Button
            type="submit"
            disabled={!trimmed}
            busy={submitting}
            icon={<ListPlus aria-hidden="true" className="size-4" />}
          >
            {listsTexts.create}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
