import { useCallback, useState } from 'react';
import {
  buildExportInSlices,
  DEFAULT_EXPORT_CHOICE,
  type ExportChoice,
} from '@/domain/export-choice';
import { listExportFileName } from '@/domain/export-file-names';
import type { ExportableLead } from '@/domain/export-presets';
import { DEFAULT_LEAD_STATUS, type Lead } from '@/domain/leads';
import { yieldToMain } from '@/lib/excel';
import { saveExportFile } from '@/lib/export-file';

/** An item with what the user keeps for its lead (status, notes, follow-up), for the file. */
export function withLeadFields(
  item: ExportableLead,
  lead: Pick<Lead, 'status' | 'notes' | 'follow_up_on'> | undefined,
): ExportableLead {
  return lead
    ? { ...item, status: lead.status, notes: lead.notes, follow_up_on: lead.follow_up_on }
    : { ...item, status: DEFAULT_LEAD_STATUS };
}

/**
 * The list page's and /leads' Export Excel (spec 4, 5; issue 22 item 4): the filtered
 * items in the chosen format and columns, in a file named from the list name and the
 * date; busy while writing; failures are swallowed (spec 8).
 */
export function useListExport(listName: string) {
  const [exporting, setExporting] = useState(false);
  const exportItems = useCallback(
    async (items: readonly ExportableLead[], choice: ExportChoice = DEFAULT_EXPORT_CHOICE) => {
      if (items.length === 0) return;
      setExporting(true);
      try {
        const name = listExportFileName(listName, new Date());
        await saveExportFile(await buildExportInSlices(items, choice, name, true, yieldToMain));
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
