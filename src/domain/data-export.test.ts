import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATA_EXPORT_PAUSE_MS, runDataExport, type ExportList } from './data-export';

const DAY = new Date(2026, 2, 7, 12, 0);
const lists: ExportList[] = [
  { id: 'newest', name: 'Newest' },
  { id: 'empty', name: 'Empty' },
  { id: 'broken', name: 'Broken' },
  { id: 'middle', name: 'Middle' },
  { id: 'unwritable', name: 'Unwritable' },
  { id: 'oldest', name: 'Oldest' },
];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start() {
  const writes: { fileName: string; at: number; items: readonly string[] }[] = [];
  const run = runDataExport<string>({
    lists,
    now: DAY,
    readItems: async ({ id }) => {
      if (id === 'broken') throw new Error('read failed');
      return id === 'empty' ? [] : [`${id} item`];
    },
    write: async (items, fileName) => {
      if (fileName.startsWith('unwritable')) throw new Error('write failed');
      writes.push({ fileName, at: Date.now(), items });
    },
    pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
  return { run, writes };
}

describe('data export sequencing (spec 4, 7, 9)', () => {
  it('writes one file per non-empty list, newest first, 500 ms apart', async () => {
    const t0 = Date.now();
    const { run, writes } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(writes.map((w) => w.fileName)).toEqual(['newest_2026-03-07.xlsx']);

    // Nothing more until the pause is over.
    await vi.advanceTimersByTimeAsync(DATA_EXPORT_PAUSE_MS - 1);
    expect(writes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes.map((w) => w.fileName)).toEqual([
      'newest_2026-03-07.xlsx',
      'middle_2026-03-07.xlsx',
    ]);

    await vi.advanceTimersByTimeAsync(10 * DATA_EXPORT_PAUSE_MS);
    const result = await run;
    expect(writes.map((w) => [w.fileName, w.at - t0, w.items])).toEqual([
      ['newest_2026-03-07.xlsx', 0, ['newest item']],
      ['middle_2026-03-07.xlsx', 500, ['middle item']],
      // The failed write still waited its turn, so the next file is another 500 ms on.
      ['oldest_2026-03-07.xlsx', 1500, ['oldest item']],
    ]);
    expect(result).toEqual({
      written: ['newest_2026-03-07.xlsx', 'middle_2026-03-07.xlsx', 'oldest_2026-03-07.xlsx'],
      skipped: ['empty', 'broken', 'unwritable'],
    });
  });

  it('the first file does not wait; no lists write nothing', async () => {
    const pause = vi.fn(async () => {});
    const result = await runDataExport<string>({
      lists: [],
      now: DAY,
      readItems: async () => ['x'],
      write: async () => {},
      pause,
    });
    expect(result).toEqual({ written: [], skipped: [] });
    expect(pause).not.toHaveBeenCalled();
  });
});
