// Builds an .xlsx file off the main thread: for 10,000 rows the writer's XML and zip work
// blocks for several hundred milliseconds, which in the page would freeze scrolling and
// input (issue 9's budget: no main-thread block over 300 ms).
import type { ExportCell } from '@/domain/excel-export';
import { writeXlsxBlob } from './excel-cells';

export interface WriterRequest {
  rows: ExportCell[][];
  sheet: string;
}
export type WriterResponse = { ok: true; blob: Blob } | { ok: false; message: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WriterRequest>) => void) | null;
  postMessage(message: WriterResponse): void;
};

scope.onmessage = (event) => {
  const { rows, sheet } = event.data;
  writeXlsxBlob(rows, sheet).then(
    (blob) => scope.postMessage({ ok: true, blob }),
    (error: unknown) => scope.postMessage({ ok: false, message: String(error) }),
  );
};
