import { useCallback, useState } from 'react';
import type { Business } from '@/domain/business';
import { EXPORT_SHEET_NAME, toExportSheet, type ExportFieldSet } from '@/domain/excel-export';
import { listExportFileName } from '@/domain/export-file-names';
import { downloadXlsx } from '@/lib/excel';

/**
 * The list page's Export Excel (spec 4, 5): the filtered items, in a file named from the
 * list name and the date; busy while writing; failures are swallowed (spec 8).
 */
export function useListExport(listName: string) {
  const [exporting, setExporting] = useState(false);
  const exportItems = useCallback(
    async (items: readonly Business[], fields: ExportFieldSet = 'spec') => {
      if (items.length === 0) return;
      setExporting(true);
      try {
        await downloadXlsx(toExportSheet(items, fields), {
          sheet: EXPORT_SHEET_NAME,
          fileName: listExportFileName(listName, new Date()),
        });
      } catch {
        // spec 8: Excel export failure is swallowed
      } finally {
        setExporting(false);
      }
    },
    [listName],
  );
  return { exporting, exportItems };
}
