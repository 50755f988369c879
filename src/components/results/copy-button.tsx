export const copyTexts = {
  button: (value: string) => `Copy ${value}`,
  copied: (value: string) => `Copied ${value} to the clipboard`,
  failed: 'Could not copy. Select the text and copy it instead.',
} as const;

/**
 * A button that copies `value`. It holds no state, no handler and no icon element: the
 * view's ContactTools copies on its click (one listener for up to 750 buttons), marks it
 * `data-copied` for a moment and announces the copy; its icon and check mark are drawn by
 * CSS (.copy-reveal in index.css), so a row of three contacts costs three elements more.
 */
export function CopyButton({ value }: { value: string }) {
  return (
    <button
      type="button"
      data-copy={value}
      aria-label={copyTexts.button(value)}
      className="copy-reveal hover:text-brand-700 rounded-control ml-1 inline-flex size-6 shrink-0 items-center justify-center border border-neutral-200 bg-white text-neutral-600 hover:bg-neutral-50"
    />
  );
}
