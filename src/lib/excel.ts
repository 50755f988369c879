import type { ExportCell } from '@/domain/excel-export';

/**
 * Writes one .xlsx file and hands it to the browser as a download. write-excel-file is
 * imported on first use so no page pays for it until the user exports (issue 4's budget).
 */
export async function downloadXlsx(
  rows: ExportCell[][],
  options: { sheet: string; fileName: string },
): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  await writeXlsxFile(rows, { sheet: options.sheet }).toFile(options.fileName);
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
