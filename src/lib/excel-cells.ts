import type { ExportCell } from '@/domain/excel-export';

export type WriterCell =
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

/** write-excel-file's DOM-free build, loaded once, on first use. */
export async function loadXlsxWriter() {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  return writeXlsxFile;
}

/** The .xlsx file of one sheet, as a Blob. */
export async function writeXlsxBlob(rows: ExportCell[][], sheet: string): Promise<Blob> {
  const writeXlsxFile = await loadXlsxWriter();
  return writeXlsxFile(toWriterRows(rows), { sheet }).toBlob();
}
