import { useEffect, useState } from 'react';
import { useAnnounce } from './contact-tools';
import { FieldIcon } from './field-icons';

/** How long the button shows its check mark after a copy. */
export const COPIED_MS = 2000;

export const copyTexts = {
  button: (value: string) => `Copy ${value}`,
  copied: (value: string) => `Copied ${value} to the clipboard`,
  failed: 'Could not copy. Select the text and copy it instead.',
} as const;

/**
 * Copies `value` to the clipboard and says so: a check mark on the button for a moment,
 * and a message in the view's live region (ContactTools) for screen readers.
 */
export function CopyButton({ value }: { value: string }) {
  const announce = useAnnounce();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      // Missing outside a secure context: the same message as a refused permission.
      await navigator.clipboard.writeText(value);
      setCopied(true);
      announce(copyTexts.copied(value));
    } catch {
      announce(copyTexts.failed);
    }
  };

  return (
    <button
      type="button"
      aria-label={copyTexts.button(value)}
      data-copied={copied ? '' : undefined}
      onClick={() => void copy()}
      className="copy-reveal hover:text-brand-700 rounded-control ml-1 inline-flex size-6 shrink-0 items-center justify-center border border-neutral-200 bg-white text-neutral-600 hover:bg-neutral-50"
    >
      <FieldIcon name={copied ? 'copied' : 'copy'} className="size-3.5" />
    </button>
  );
}
