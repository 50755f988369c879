import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  title: string;
  /** Called on Escape, on a backdrop click and by the close button, unless `dismissible` is false. */
  onClose: () => void;
  children: ReactNode;
  description?: ReactNode;
  /** False while busy: nothing but the dialog's own buttons may end it (ui.md). */
  dismissible?: boolean;
  /** The element focused on open; the first focusable one otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  showCloseButton?: boolean;
  className?: string;
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog: labelled by its title, focus moved in on open, trapped while open and
 * restored to the opener on close; Escape and the backdrop cancel.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  description,
  dismissible = true,
  initialFocusRef,
  showCloseButton = false,
  className,
  role = 'dialog',
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const dismissibleRef = useRef(dismissible);
  useEffect(() => {
    onCloseRef.current = onClose;
    dismissibleRef.current = dismissible;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const target =
      initialFocusRef?.current ?? panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel;
    target?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        if (dismissibleRef.current) onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const first = items[0] as HTMLElement;
      const last = items[items.length - 1] as HTMLElement;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = previousOverflow;
      // Restore focus to whatever opened the dialog, if it is still on the page.
      if (opener && opener.isConnected) opener.focus();
    };
    // initialFocusRef is read once on open by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div
        aria-hidden="true"
        data-testid="dialog-backdrop"
        className="absolute inset-0 bg-neutral-900/50"
        onClick={() => {
          if (dismissible) onClose();
        }}
      />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'rounded-card shadow-dialog relative w-full max-w-md bg-white p-6 focus:outline-none',
          className,
        )}
      >
        {showCloseButton && (
          <button
            type="button"
            aria-label="Close"
            disabled={!dismissible}
            onClick={onClose}
            className="rounded-control absolute top-3 right-3 p-1.5 text-neutral-500 hover:bg-neutral-100 hover:text-neutral-800"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
        <h2 id={titleId} className="pr-8 text-lg font-semibold text-neutral-900">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="mt-2 text-sm text-neutral-600">
            {description}
          </div>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}
