import { describe, expect, it } from 'vitest';
import {
  alreadyInListText,
  countInList,
  savedLeadsRequests,
  savedMarks,
  savedMarkText,
} from './saved-leads';

const rows = Array.from({ length: 250 }, (_, i) => ({
  name: `Firm ${i}`,
  address: 'Moda',
  place_id: i % 2 === 0 ? `place-${i}` : null,
}));
const MODA = { id: 'moda', name: 'Moda' };

describe('saved marks', () => {
  it('asks for 200 rows a call, each as its own key and its name-and-address key', () => {
    const requests = savedLeadsRequests(rows);
    expect(requests.map((request) => request.length)).toEqual([200, 50]);
    expect(requests[0]![0]).toEqual({ key: 'p:place-0', name_key: 'n:firm 0|moda' });
    expect(requests[1]![1]).toEqual({ key: 'n:firm 201|moda', name_key: 'n:firm 201|moda' });
  });

  it('reads each answer back to its row; no list is no mark, no status is New', () => {
    const marks = savedMarks(rows, [
      [
        { idx: 0, lists: [MODA], status: 'Won' },
        { idx: 1, lists: [], status: 'Lost' },
      ],
      [{ idx: 1, lists: [MODA], status: null }],
    ]);
    expect([...marks.keys()]).toEqual([rows[0], rows[201]]);
    expect(marks.get(rows[201]!)).toEqual({ lists: [MODA], status: 'New' });
    expect(countInList(rows, 'moda', (row) => marks.get(row))).toBe(2);
    expect(countInList(rows, 'other', (row) => marks.get(row))).toBe(0);
  });

  it('names the lists and the status; counts in the singular and the plural', () => {
    expect(
      savedMarkText({
        lists: [
          { id: 'a', name: 'Dentists Kadıköy' },
          { id: 'b', name: 'Q3 prospects' },
        ],
        status: 'Contacted',
      }),
    ).toBe('Saved in Dentists Kadıköy, Q3 prospects · Contacted');
    expect(alreadyInListText(3, 12)).toBe('3 of the 12 selected are already in this list.');
    expect(alreadyInListText(1, 12)).toBe('1 of the 12 selected is already in this list.');
  });
});
