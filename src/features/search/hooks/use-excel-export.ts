import { useCallback, useState } from 'react';
import type { Business } from '@/domain/business';
import { EXPORT_SHEET_NAME, searchExportFileName, toExportSheet } from '@/domain/excel-export';
import { downloadXlsx } from '@/lib/excel';

/**
 * Spec 4 "Export": idle, in progress (busy button), idle; true after success so the
 * caller clears the selection; errors are swallowed (spec 8). The writer is loaded on click.
 */
export function useExcelExport(write: typeof downloadXlsx = downloadXlsx) {
  const [exporting, setExporting] = useState(false);
  const exportRows = useCallback(
    async (rows: readonly Business[]): Promise<boolean> => {
      if (rows.length === 0) return false;
      setExporting(true);
      try {
        await write(toExportSheet(rows), {
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
