import { describe, expect, it } from 'vitest';
import type { Business } from './business';
import {
  rowsForAction,
  selectAllState,
  selectedRows,
  toggleAllVisible,
  toggleSelected,
} from './selection';
import { makeBusiness } from '@test-support/app/businesses';

const b = (name: string, locked = false): Business =>
  makeBusiness({ name, ...(locked ? { locked: true } : {}) });

describe('selection (spec 3, 4)', () => {
  it.each([
    [[0, 1, 2], [], 'none'],
    [[0, 1, 2], [1], 'some'],
    [[0, 1, 2], [0, 1, 2], 'all'],
    [[0, 2], [0, 2, 5], 'all'],
    [[], [1], 'none'],
  ] as const)('visible %j selected %j -> %s', (visible, selected, state) => {
    expect(selectAllState(visible, new Set(selected))).toBe(state);
  });

  it('select-all selects every visible row, then clears them', () => {
    const all = toggleAllVisible([0, 2], new Set([5]));
    expect([...all].sort()).toEqual([0, 2, 5]);
    expect([...toggleAllVisible([0, 2], all)]).toEqual([5]);
    expect([...toggleAllVisible([0, 2], new Set([0]))].sort()).toEqual([0, 2]);
  });

  it('toggles one', () => {
    expect([...toggleSelected(new Set([1]), 2)]).toEqual([1, 2]);
    expect([...toggleSelected(new Set([1]), 1)]).toEqual([]);
  });

  it.each([
    ['nothing selected: every visible row', [], ['A', 'C']],
    ['a selection: the selected rows only', [2, 1], ['B', 'C']],
    ['locked rows never leave', [3], []],
  ] as const)('rowsForAction: %s', (_name, selected, names) => {
    const rows = [b('A'), b('B'), b('C'), b('Hidden', true)];
    expect(rowsForAction(rows, [0, 2, 3], new Set(selected)).map((r) => r.name)).toEqual(names);
  });

  it('selectedRows keeps position order and skips locked', () => {
    const rows = [b('A'), b('B'), b('H', true)];
    expect(selectedRows(rows, new Set([1, 0, 2])).map((r) => r.name)).toEqual(['A', 'B']);
  });
});
