import { dataExportFileNames } from './export-file-names';

// The data export of all lists (spec 4, 7, 9): every list, newest first, then each list's
// items; one file per list, 500 ms apart (browsers drop downloads that come too fast);
// a list whose items fail to load or to be written, or that has none, is skipped.

export const DATA_EXPORT_PAUSE_MS = 500;

export const dataExportMessages = {
  noLists: 'No lists found to export.',
  failed: 'Failed to export lists. Please try again.',
  successTitle: 'Export Successful',
  success: (count: number) => `Successfully exported ${count} lists to Excel files.`,
} as const;

export interface ExportList {
  id: string;
  name: string;
}

export interface DataExportSteps<Item> {
  /** The user's lists, newest first. */
  lists: readonly ExportList[];
  readItems: (list: ExportList) => Promise<readonly Item[]>;
  write: (items: readonly Item[], fileName: string) => Promise<void>;
  pause: (ms: number) => Promise<void>;
  now: Date;
}

export interface DataExportResult {
  written: string[];
  skipped: string[];
}

/** Runs the export one list at a time; returns the file names written and the lists skipped. */
export async function runDataExport<Item>(steps: DataExportSteps<Item>): Promise<DataExportResult> {
  const fileNames = dataExportFileNames(
    steps.lists.map((list) => list.name),
    steps.now,
  );
  const result: DataExportResult = { written: [], skipped: [] };
  for (const [index, list] of steps.lists.entries()) {
    const fileName = fileNames[index] ?? '';
    let items: readonly Item[];
    try {
      items = await steps.readItems(list);
    } catch {
      result.skipped.push(list.id);
      continue;
    }
    if (items.length === 0) {
      result.skipped.push(list.id);
      continue;
    }
    if (result.written.length > 0) await steps.pause(DATA_EXPORT_PAUSE_MS);
    try {
      await steps.write(items, fileName);
      result.written.push(fileName);
    } catch {
      result.skipped.push(list.id);
    }
  }
  return result;
}
