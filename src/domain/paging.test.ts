import { describe, expect, it } from 'vitest';
import { collectPages } from './paging';

const source = Array.from({ length: 7 }, (_, i) => i);

describe('collectPages', () => {
  it('reads until a short page, reporting progress after each full page', async () => {
    const asked: [number, number][] = [];
    const progress: number[] = [];
    const rows = await collectPages(
      async (from, to) => {
        asked.push([from, to]);
        return source.slice(from, to + 1);
      },
      (soFar) => progress.push(soFar.length),
      3,
    );
    expect(rows).toEqual(source);
    expect(asked).toEqual([
      [0, 2],
      [3, 5],
      [6, 8],
    ]);
    expect(progress).toEqual([3, 6]);
  });

  it('an exact multiple ends with one empty page', async () => {
    const asked: number[] = [];
    const rows = await collectPages(
      async (from, to) => {
        asked.push(from);
        return source.slice(0, 6).slice(from, to + 1);
      },
      undefined,
      3,
    );
    expect(rows).toHaveLength(6);
    expect(asked).toEqual([0, 3, 6]);
  });

  it('a failing page fails the read', async () => {
    await expect(
      collectPages(
        async (from) => {
          if (from > 0) throw new Error('boom');
          return [1, 2];
        },
        undefined,
        2,
      ),
    ).rejects.toThrow('boom');
  });
});
