import { describe, expect, it } from 'vitest';
import { businessCount, listCountLine } from './list-count';

describe('list count texts (spec 2)', () => {
  it.each([
    [0, '0 businesses'],
    [1, '1 business'],
    [2, '2 businesses'],
    [5000, '5000 businesses'],
  ])('a card with %i items reads %j', (count, text) => {
    expect(businessCount(count)).toBe(text);
  });

  it('the list page: "N businesses" unfiltered, "X of N businesses (filtered)" filtered', () => {
    expect(listCountLine(12, 12, false)).toBe('12 businesses');
    expect(listCountLine(3, 12, true)).toBe('3 of 12 businesses (filtered)');
    expect(listCountLine(0, 12, true)).toBe('0 of 12 businesses (filtered)');
    expect(listCountLine(1, 1, false)).toBe('1 businesses');
  });
});
