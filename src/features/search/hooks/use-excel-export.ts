import { useCallback, useEffect, useState } from 'react';
import type { Business } from '@/domain/business';
import {
  EXPORT_SHEET_NAME,
  searchExportFileName,
  toExportSheet,
  type ExportFieldSet,
} from '@/domain/excel-export';
import { downloadXlsx, warmExcelWriter } from '@/lib/excel';

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
    async (rows: readonly Business[], fields: ExportFieldSet = 'spec'): Promise<boolean> => {
      if (rows.length === 0) return false;
      setExporting(true);
      try {
        await write(toExportSheet(rows, fields), {
          sheet: EXPORT_SHEET_NAME,
          fileName: searchExportFileName(new Date()),
        });
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
