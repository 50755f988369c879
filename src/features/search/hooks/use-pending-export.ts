import { useState } from 'react';

/**
 * Export while a live search is still finding contacts (issue 21 item 4): with rows still
 * being checked the click asks first (`dialog`), else it exports at once. "Export now"
 * exports what has arrived by then; "Wait" closes the question.
 */
export function usePendingExport(pending: number, exportNow: () => void) {
  const [asking, setAsking] = useState<number | null>(null);
  return {
    onExport: () => (pending > 0 ? setAsking(pending) : exportNow()),
    dialog: {
      open: asking !== null,
      count: asking ?? 0,
      onExportNow: () => {
        setAsking(null);
        exportNow();
      },
      onWait: () => setAsking(null),
    },
  };
}
