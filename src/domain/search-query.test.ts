import { describe, expect, it } from 'vitest';
import {
  allowedResultCount,
  canSearch,
  resultCountOptions,
  searchKey,
  searchPath,
} from './search-query';
import { normaliseLocation } from '@rules';

describe('search inputs (spec 5, 7)', () => {
  it.each([
    ['Kadıköy/İstanbul', 'Kadıköy,İstanbul'],
    ['a/b/c', 'a,b,c'],
    ['  Kadıköy, İstanbul  ', 'Kadıköy, İstanbul'],
    ['Berlin', 'Berlin'],
  ])('location %j -> %j', (input, expected) => {
    expect(normaliseLocation(input)).toBe(expected);
  });

  it.each([
    ['Kadıköy', 'dentist', true],
    ['', 'dentist', false],
    ['  ', 'dentist', false],
    ['Kadıköy', ' ', false],
    ['', '', false],
  ])('canSearch(%j, %j) -> %s', (location, type, expected) => {
    expect(canSearch(location, type)).toBe(expected);
  });

  it('encodes each segment, slashes already commas', () => {
    expect(searchPath('Kadıköy/İstanbul', 100, 'diş hekimi')).toBe(
      `/${encodeURIComponent('Kadıköy,İstanbul')}/100/${encodeURIComponent('diş hekimi')}`,
    );
    expect(searchPath('a?b#c', 20, 'x/y')).toBe('/a%3Fb%23c/20/x%2Fy');
  });

  it.each([
    ['free', 20, 20],
    ['free', 100, 20],
    ['free', 40, 20],
    ['pro', 20, 20],
    ['pro', 40, 40],
    ['pro', 60, 60],
    ['pro', 100, 100],
    ['pro', 50, 20],
  ] as const)('%s asks %i -> %i', (plan, count, expected) => {
    expect(allowedResultCount(plan, count)).toBe(expected);
  });

  it('options per plan (spec 9)', () => {
    expect(resultCountOptions('free')).toEqual([20]);
    expect(resultCountOptions('pro')).toEqual([20, 40, 60, 100]);
  });
});

describe('searchKey: the same search whatever the spelling of the same call', () => {
  const base = { location: 'Kadıköy/İstanbul', businessType: 'dentist', resultCount: 20 };
  it.each([
    [{ ...base, location: ' Kadıköy,İstanbul ' }, true],
    [{ ...base, businessType: ' dentist ' }, true],
    [{ ...base, resultCount: 40 }, false],
    [{ ...base, businessType: 'cafe' }, false],
    [{ ...base, location: 'Kadıköy' }, false],
  ])('%j is the same search: %s', (other, same) => {
    expect(searchKey(other) === searchKey(base)).toBe(same);
  });
});
