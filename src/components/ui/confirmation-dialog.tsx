import { CircleCheck, TriangleAlert } from 'lucide-react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmationDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** warning (default): cancel plus confirm; success: one centred button. */
  type?: 'warning' | 'success';
  confirmText?: string;
  cancelText?: string;
  /** While busy the buttons are disabled and the confirm label reads "Processing...". */
  busy?: boolean;
  onConfirm: () => void;
  /** Escape, the backdrop and the cancel button; a success dialog treats them as confirm. */
  onCancel?: () => void;
}

/** The generic confirmation dialog of spec section 2. */
export function ConfirmationDialog({
  open,
  title,
  message,
  type = 'warning',
  confirmText = type === 'success' ? 'OK' : 'Confirm',
  cancelText = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmationDialogProps) {
  const dismiss = onCancel ?? onConfirm;
  const confirmLabel = busy ? 'Processing...' : confirmText;
  return (
    <Dialog
      open={open}
      title={title}
      description={message}
      onClose={dismiss}
      dismissible={!busy}
      role={type === 'warning' ? 'alertdialog' : 'dialog'}
    >
      <div aria-hidden="true" className="absolute top-6 right-6">
        {type === 'warning' ? (
          <TriangleAlert className="text-pro-600 size-6" />
        ) : (
          <CircleCheck className="text-success-600 size-6" />
        )}
      </div>
      {type === 'success' ? (
        <div className="mt-6 flex justify-center">
          <Button onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </div>
      ) : (
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={dismiss} disabled={busy}>
            {cancelText}
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
