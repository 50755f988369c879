// Builds .xlsx files off the main thread: for 10,000 rows the writer's XML and zip work
// blocks for several hundred milliseconds, which in the page would freeze scrolling and
// input (issue 9's budget: no main-thread block over 300 ms). One worker serves every
// export of the page; "warm" loads the writer before the first export is asked for.
import type { ExportCell } from '@/domain/excel-export';
import { loadXlsxWriter, writeXlsxBlob } from './excel-cells';

export type WriterRequest =
  { type: 'warm' } | { type: 'write'; id: number; rows: ExportCell[][]; sheet: string };
export type WriterResponse =
  { id: number; ok: true; blob: Blob } | { id: number; ok: false; message: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WriterRequest>) => void) | null;
  postMessage(message: WriterResponse): void;
};

scope.onmessage = (event) => {
  const request = event.data;
  if (request.type === 'warm') {
    // A failed load is reported by the export that needs the writer.
    loadXlsxWriter().catch(() => undefined);
    return;
  }
  writeXlsxBlob(request.rows, request.sheet).then(
    (blob) => scope.postMessage({ id: request.id, ok: true, blob }),
    (error: unknown) => scope.postMessage({ id: request.id, ok: false, message: String(error) }),
  );
};
