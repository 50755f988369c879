import type { ExportCell } from '@/domain/excel-export';

type WriterCell =
  { value: string; type: StringConstructor } | { value: number; type: NumberConstructor };

/**
 * Every text cell is written with an explicit String type: a value such as "=1+1",
 * "+90 216 ..." or "@handle" stays text in the sheet and is never read as a formula or a
 * number (issue 9). Numbers (rating, count) stay numbers so Excel can sort them.
 */
export function toWriterRows(rows: ExportCell[][]): (WriterCell | null)[][] {
  return rows.map((row) =>
    row.map((cell) => {
      if (cell === null) return null;
      return typeof cell === 'number'
        ? { value: cell, type: Number }
        : { value: cell, type: String };
    }),
  );
}

/**
 * Writes one .xlsx file and hands it to the browser as a download. write-excel-file is
 * imported on first use so no page pays for it until the user exports (issue 4's budget).
 */
export async function downloadXlsx(
  rows: ExportCell[][],
  options: { sheet: string; fileName: string },
): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  await writeXlsxFile(toWriterRows(rows), { sheet: options.sheet }).toFile(options.fileName);
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
