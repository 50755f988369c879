import type { ExportCell } from '@/domain/excel-export';
import { writeXlsxBlob } from './excel-cells';
import type { WriterRequest, WriterResponse } from './excel-writer.worker';

/**
 * The file is built in a worker (which loads write-excel-file only when the user exports,
 * issue 4's budget); where workers do not exist (jsdom) it is built here instead.
 */
function buildXlsx(rows: ExportCell[][], sheet: string): Promise<Blob> {
  if (typeof Worker === 'undefined') return writeXlsxBlob(rows, sheet);
  const worker = new Worker(new URL('./excel-writer.worker.ts', import.meta.url), {
    type: 'module',
  });
  return new Promise<Blob>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<WriterResponse>) => {
      if (event.data.ok) resolve(event.data.blob);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => reject(new Error(event.message || 'Excel writer failed'));
    const request: WriterRequest = { rows, sheet };
    worker.postMessage(request);
  }).finally(() => worker.terminate());
}

/** Hands a file to the browser as a download. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the URL is freed once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Writes one .xlsx file and hands it to the browser as a download. */
export async function downloadXlsx(
  rows: ExportCell[][],
  options: { sheet: string; fileName: string },
): Promise<void> {
  saveFile(await buildXlsx(rows, options.sheet), options.fileName);
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
