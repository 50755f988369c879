import { EXPORT_SHEET_NAME } from '@/domain/excel-export';
import type { ExportFile } from '@/domain/export-choice';
import { downloadCsv, downloadXlsx } from './excel';

/** Hands an export's file to the browser: the .xlsx through the writer, a CSV at once. */
export async function saveExportFile(
  file: ExportFile,
  write: typeof downloadXlsx = downloadXlsx,
): Promise<void> {
  if (file.kind === 'xlsx')
    await write(file.rows, { sheet: EXPORT_SHEET_NAME, fileName: file.fileName });
  else await downloadCsv(file.parts, file.fileName);
}
