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

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * write-excel-file's parts builder and fflate, loaded once, on first use. The parts are
 * zipped here, in the calling thread (the writer worker), at deflate level 1: a further
 * worker per part and level 6 cost more time than the smaller file is worth
 * (scripts/build/aliases.ts has the figures).
 */
export async function loadXlsxWriter() {
  const [{ default: generateXlsxFileContents }, { strToU8, zipSync }] = await Promise.all([
    import('write-excel-file/xlsx-contents'),
    import('fflate'),
  ]);
  return { generateXlsxFileContents, strToU8, zipSync };
}

async function bytesOf(content: string | Blob, strToU8: (text: string) => Uint8Array) {
  return typeof content === 'string'
    ? strToU8(content)
    : new Uint8Array(await content.arrayBuffer());
}

/** The .xlsx file of one sheet, as a Blob. */
export async function writeXlsxBlob(rows: ExportCell[][], sheet: string): Promise<Blob> {
  const { generateXlsxFileContents, strToU8, zipSync } = await loadXlsxWriter();
  const parts = generateXlsxFileContents(toWriterRows(rows), { sheet });
  const files: Record<string, Uint8Array> = {};
  for (const [path, content] of Object.entries(parts))
    files[path] = await bytesOf(content, strToU8);
  return new Blob([zipSync(files, { level: 1 })], { type: XLSX_TYPE });
}
