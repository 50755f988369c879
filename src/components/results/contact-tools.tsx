import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { copyTexts } from './copy-button';

// What the contact values of a business view share: the copy of their copy buttons with one
// live region that announces it, and one tooltip with the full value under the pointer or
// the keyboard focus. One of each per view, not per cell: a view shows up to 250 rows of
// three contacts, and a handler or state per button showed in the render time of 100 rows.

// A value's element carries its full text in `data-full`; the text shown (maybe shortened)
// is the element inside marked `data-shown`.

/** The narrowest a tooltip is allowed to be, in px, where the window has the room. */
const TIP_MIN_WIDTH = 256;

/** How long a copy button shows its check mark after a copy. */
export const COPIED_MS = 2000;

interface Tip {
  text: string;
  left: number;
  top: number;
  bottom: number;
  owner: HTMLElement;
}

/** The tooltip is worth showing when the value is cut short or shown in another form. */
function tipFor(owner: HTMLElement): Omit<Tip, 'owner'> | null {
  const text = owner.getAttribute('data-full');
  const shown = owner.querySelector<HTMLElement>('[data-shown]');
  if (!text || !shown) return null;
  const cut = shown.scrollWidth > shown.clientWidth;
  if (!cut && shown.textContent === text) return null;
  const box = owner.getBoundingClientRect();
  // A value near the window's right edge (an e-mail badge on a phone) moves its tooltip left
  // so the text keeps a readable width.
  const left = Math.max(8, Math.min(box.left, window.innerWidth - TIP_MIN_WIDTH - 8));
  return { text, left, top: box.top, bottom: box.bottom };
}

const ownerOf = (node: EventTarget | null) =>
  node instanceof Element ? node.closest<HTMLElement>('[data-full]') : null;

/**
 * Wraps a business view (event delegation over it): a click on a copy button (CopyButton)
 * copies its value and says so, with a check mark on the button and a message in a live
 * region; the full-value tooltip shows on hover and on keyboard focus, and hides on
 * leaving, on Escape and on scroll. The value's accessible name already holds what a
 * screen reader needs, so the tooltip is visual only.
 */
export function ContactTools({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const [message, setMessage] = useState('');
  const [tip, setTip] = useState<Tip | null>(null);
  const copied = useRef<{ button: HTMLElement; timer: ReturnType<typeof setTimeout> } | null>(null);

  // The same text twice would not be announced again: alternate a trailing no-break space.
  const announce = useCallback(
    (text: string) => setMessage((current) => (current === text ? `${text}\u00a0` : text)),
    [],
  );

  const markCopied = useCallback((button: HTMLElement) => {
    if (copied.current) {
      clearTimeout(copied.current.timer);
      copied.current.button.removeAttribute('data-copied');
    }
    button.setAttribute('data-copied', '');
    const timer = setTimeout(() => {
      button.removeAttribute('data-copied');
      copied.current = null;
    }, COPIED_MS);
    copied.current = { button, timer };
  }, []);
  useEffect(() => () => clearTimeout(copied.current?.timer), []);

  const copy = async (event: MouseEvent<HTMLDivElement>) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-copy]') : null;
    const value = button?.getAttribute('data-copy');
    if (!button || !value) return;
    try {
      // Missing outside a secure context: the same message as a refused permission.
      await navigator.clipboard.writeText(value);
    } catch {
      announce(copyTexts.failed);
      return;
    }
    markCopied(button);
    announce(copyTexts.copied(value));
  };

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const show = (event: Event) => {
      const owner = ownerOf(event.target);
      if (!owner) return;
      const next = tipFor(owner);
      setTip(next ? { ...next, owner } : null);
    };
    const leave = (event: Event) => {
      const related = (event as FocusEvent | PointerEvent).relatedTarget;
      setTip((current) => {
        if (!current || ownerOf(event.target) !== current.owner) return current;
        // Moving within the value, or onto the tooltip itself (WCAG 1.4.13: hoverable).
        if (related instanceof Node && current.owner.contains(related)) return current;
        if (related instanceof Element && related.closest('[data-value-tooltip]')) return current;
        return null;
      });
    };
    const hide = () => setTip(null);
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    element.addEventListener('pointerover', show);
    element.addEventListener('focusin', show);
    element.addEventListener('pointerout', leave);
    element.addEventListener('focusout', leave);
    document.addEventListener('keydown', escape);
    window.addEventListener('scroll', hide, { capture: true, passive: true });
    return () => {
      element.removeEventListener('pointerover', show);
      element.removeEventListener('focusin', show);
      element.removeEventListener('pointerout', leave);
      element.removeEventListener('focusout', leave);
      document.removeEventListener('keydown', escape);
      window.removeEventListener('scroll', hide, { capture: true });
    };
  }, []);

  // Above the value, or below it when too close to the window's top.
  const below = tip !== null && tip.top < 48;
  return (
    <>
      <div ref={root} onClick={(event) => void copy(event)}>
        {children}
        <p role="status" className="sr-only">
          {message}
        </p>
      </div>
      {tip &&
        createPortal(
          <div
            data-value-tooltip=""
            role="tooltip"
            aria-hidden="true"
            onPointerLeave={() => setTip(null)}
            className="fixed z-50 rounded-md bg-neutral-900 px-2 py-1 text-xs [overflow-wrap:anywhere] text-white shadow-lg"
            style={{
              left: tip.left,
              top: below ? tip.bottom + 4 : tip.top - 4,
              transform: below ? undefined : 'translateY(-100%)',
              maxWidth: `min(32rem, calc(100vw - ${Math.max(0, tip.left) + 8}px))`,
            }}
          >
            {tip.text}
          </div>,
          document.body,
        )}
    </>
  );
}
