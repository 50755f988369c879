import { CSV_MIME_TYPE } from '@/domain/csv';
import type { ExportCell } from '@/domain/excel-export';
import { writeXlsxBlob } from './excel-cells';
import type { WriterRequest, WriterResponse } from './excel-writer.worker';

type Pending = { resolve: (blob: Blob) => void; reject: (error: Error) => void };

// One writer worker for the page, started on the first export or by warmExcelWriter():
// starting a worker and loading write-excel-file into it cost a few hundred milliseconds
// of the 1 s an export of 10,000 rows may take (issue 9).
let writer: Worker | null = null;
let warmed = false;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

function writerWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  if (writer) return writer;
  const worker = new Worker(new URL('./excel-writer.worker.ts', import.meta.url), {
    type: 'module',
  });
  worker.onmessage = (event: MessageEvent<WriterResponse>) => {
    const response = event.data;
    const waiting = pending.get(response.id);
    if (!waiting) return;
    pending.delete(response.id);
    if (response.ok) waiting.resolve(response.blob);
    else waiting.reject(new Error(response.message));
  };
  // A worker that failed (could not load, crashed) is dropped: the next export starts a
  // new one instead of waiting on it forever.
  worker.onerror = (event) => {
    failAll(new Error(event.message || 'Excel writer failed'));
    worker.terminate();
    if (writer === worker) {
      writer = null;
      warmed = false;
    }
  };
  writer = worker;
  return worker;
}

/**
 * Starts the writer and loads write-excel-file into it ahead of an export (when results
 * that can be exported are shown). Nothing is loaded in the page itself, so the first
 * page load stays as light as before; where workers do not exist it does nothing.
 */
export function warmExcelWriter(): void {
  if (warmed) return;
  const worker = writerWorker();
  if (!worker) return;
  warmed = true;
  const request: WriterRequest = { type: 'warm' };
  worker.postMessage(request);
}

/** Builds the file in the worker; where workers do not exist (jsdom) in the page instead. */
function buildXlsx(rows: ExportCell[][], sheet: string): Promise<Blob> {
  const worker = writerWorker();
  if (!worker) return writeXlsxBlob(rows, sheet);
  const id = nextId++;
  return new Promise<Blob>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const request: WriterRequest = { type: 'write', id, rows, sheet };
    worker.postMessage(request);
  });
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

/**
 * Hands a CSV file to the browser (issue 22 item 4). Each part is encoded into a Blob of
 * its own, yielding between parts, and the file is a Blob of those (no copy): encoding
 * 2 MB of text at once blocked the main thread for over 100 ms on a busy machine
 * (tests/bench/csv-export.bench.ts).
 */
export async function downloadCsv(parts: readonly string[], fileName: string): Promise<void> {
  const blobs: Blob[] = [];
  for (const part of parts) {
    blobs.push(new Blob([part]));
    await yieldToMain();
  }
  saveFile(new Blob(blobs, { type: CSV_MIME_TYPE }), fileName);
}

/** Lets the browser run other tasks (input, rendering) before going on; no timer clamp. */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
