import { useCallback, useEffect, useState } from 'react';
import type { Business } from '@/domain/business';
import { searchExportFileName } from '@/domain/excel-export';
import {
  buildExportInSlices,
  DEFAULT_EXPORT_CHOICE,
  type ExportChoice,
} from '@/domain/export-choice';
import { downloadXlsx, warmExcelWriter, yieldToMain } from '@/lib/excel';
import { saveExportFile } from '@/lib/export-file';

/** Runs `task` when the browser is idle (or soon, where it cannot say); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 500);
  return () => clearTimeout(timer);
}

/**
 * Spec 4 "Export": idle, in progress (busy button), idle; true after success so the
 * caller clears the selection; errors are swallowed (spec 8). The writer is loaded off
 * the main thread once `ready` (results that can be exported are shown) and the page is
 * idle, so the click does not wait for it; nothing of it loads with the page.
 */
export function useExcelExport(ready: boolean, write: typeof downloadXlsx = downloadXlsx) {
  const [exporting, setExporting] = useState(false);
  useEffect(() => {
    if (!ready) return;
    return whenIdle(warmExcelWriter);
  }, [ready]);
  const exportRows = useCallback(
    async (
      rows: readonly Business[],
      choice: ExportChoice = DEFAULT_EXPORT_CHOICE,
    ): Promise<boolean> => {
      if (rows.length === 0) return false;
      setExporting(true);
      try {
        const name = searchExportFileName(new Date());
        const file = await buildExportInSlices(rows, choice, name, false, yieldToMain);
        await saveExportFile(file, write);
        return true;
      } catch {
        return false;
      } finally {
        setExporting(false);
      }
    },
    [write],
  );
  return { exporting, exportRows };
}
