import { describe, expect, it } from 'vitest';
import type { Business } from './business';
import {
  SORT_COLUMNS,
  compareBusinesses,
  firstDirection,
  formatSort,
  nextSort,
  parseSort,
  sortBusinesses,
  type BusinessSort,
} from './business-sort';
import { makeBusiness } from '@test-support/app/businesses';

const biz = (overrides: Partial<Business> = {}): Business =>
  makeBusiness({ name: 'A', ...overrides });

/** The entries as the views get them: rows with their positions in the answer. */
const entries = (rows: Partial<Business>[]) => rows.map((row, index) => ({ row: biz(row), index }));
const names = (sorted: readonly { row: Business }[]) => sorted.map(({ row }) => row.name);
const sortBy = (rows: Partial<Business>[], sort: BusinessSort | null) =>
  names(sortBusinesses(entries(rows), sort));

describe('sortBusinesses', () => {
  it('keeps the default order (the same array) without a sort', () => {
    const given = entries([{ name: 'B' }, { name: 'A' }]);
    expect(sortBusinesses(given, null)).toBe(given);
  });

  it('names by Turkish rules (c ç, ı i, İ with i), case aside, numbers by value', () => {
    const given = [
      'Zeki',
      'İnci',
      'Çiçek',
      'Klinik 10',
      'ada',
      'Ilgaz',
      'Şule',
      'Ceren',
      'Klinik 2',
    ];
    expect(
      sortBy(
        given.map((name) => ({ name })),
        { column: 'name', direction: 'asc' },
      ),
    ).toEqual(['ada', 'Ceren', 'Çiçek', 'Ilgaz', 'İnci', 'Klinik 2', 'Klinik 10', 'Şule', 'Zeki']);
  });

  it('names descending are the reverse', () => {
    expect(
      sortBy([{ name: 'Ilgaz' }, { name: 'Çiçek' }, { name: 'İnci' }, { name: 'Ceren' }], {
        column: 'name',
        direction: 'desc',
      }),
    ).toEqual(['İnci', 'Ilgaz', 'Çiçek', 'Ceren']);
  });

  const rated: Partial<Business>[] = [
    { name: 'none', google_rating: null, rating_count: null },
    { name: 'low', google_rating: '3.1', rating_count: '9' },
    { name: 'blank', google_rating: '  ', rating_count: '' },
    { name: 'high', google_rating: 4.8, rating_count: 120 },
    { name: 'comma', google_rating: '4,2', rating_count: '45' },
  ];

  it.each([
    ['rating', 'desc', ['high', 'comma', 'low', 'none', 'blank']],
    ['rating', 'asc', ['low', 'comma', 'high', 'none', 'blank']],
    ['reviews', 'desc', ['high', 'comma', 'low', 'none', 'blank']],
    ['reviews', 'asc', ['low', 'comma', 'high', 'none', 'blank']],
  ] as const)(
    '%s %s: numbers by value, missing ones last either way (in their order)',
    (column, direction, expected) => {
      expect(sortBy(rated, { column, direction })).toEqual(expected);
    },
  );

  it.each(['phone', 'email', 'instagram', 'website'] as const)(
    '%s by has / has not, each group in the default order',
    (column) => {
      const rows: Partial<Business>[] = [
        { name: 'n1', [column]: null },
        { name: 'h1', [column]: 'x@y.com' },
        { name: 'n2', [column]: '   ' },
        { name: 'h2', [column]: '@handle' },
        { name: 'n3', [column]: '' },
      ];
      expect(sortBy(rows, { column, direction: 'desc' })).toEqual(['h1', 'h2', 'n1', 'n2', 'n3']);
      expect(sortBy(rows, { column, direction: 'asc' })).toEqual(['n1', 'n2', 'n3', 'h1', 'h2']);
    },
  );

  it('keeps equal rows in the default order (stable) and their positions', () => {
    const given = entries([
      { name: 'b', google_rating: '4' },
      { name: 'a', google_rating: '5' },
      { name: 'c', google_rating: '4' },
    ]);
    const sorted = sortBusinesses(given, { column: 'rating', direction: 'desc' });
    expect(sorted.map(({ row, index }) => [row.name, index])).toEqual([
      ['a', 1],
      ['b', 0],
      ['c', 2],
    ]);
    expect(given.map(({ row }) => row.name)).toEqual(['b', 'a', 'c']);
  });
});

describe('compareBusinesses', () => {
  it.each([
    [{ google_rating: '4.5' }, { google_rating: '3' }, -1],
    [{ google_rating: '3' }, { google_rating: '4.5' }, 1],
    [{ google_rating: '4' }, { google_rating: 4 }, 0],
    [{ google_rating: null }, { google_rating: '1' }, 1],
    [{ google_rating: '1' }, { google_rating: null }, -1],
    [{ google_rating: null }, { google_rating: 'n/a' }, 0],
  ] as const)('rating desc: %o vs %o', (a, b, sign) => {
    expect(
      Math.sign(compareBusinesses(biz(a), biz(b), { column: 'rating', direction: 'desc' })),
    ).toBe(sign);
  });
});

describe('the header cycle and the URL value', () => {
  it('starts A to Z for names, best first for the rest', () => {
    expect(SORT_COLUMNS.map((c) => [c, firstDirection(c)])).toEqual([
      ['name', 'asc'],
      ['phone', 'desc'],
      ['email', 'desc'],
      ['instagram', 'desc'],
      ['website', 'desc'],
      ['rating', 'desc'],
      ['reviews', 'desc'],
    ]);
  });

  it.each([
    [null, 'name', { column: 'name', direction: 'asc' }],
    [{ column: 'name', direction: 'asc' }, 'name', { column: 'name', direction: 'desc' }],
    [{ column: 'name', direction: 'desc' }, 'name', null],
    [null, 'rating', { column: 'rating', direction: 'desc' }],
    [{ column: 'rating', direction: 'desc' }, 'rating', { column: 'rating', direction: 'asc' }],
    [{ column: 'rating', direction: 'asc' }, 'rating', null],
    [{ column: 'name', direction: 'desc' }, 'email', { column: 'email', direction: 'desc' }],
  ] as const)('%o, click %s -> %o', (current, column, expected) => {
    expect(nextSort(current, column)).toEqual(expected);
  });

  it.each([
    ['rating-desc', { column: 'rating', direction: 'desc' }],
    ['name-asc', { column: 'name', direction: 'asc' }],
    ['email-asc', { column: 'email', direction: 'asc' }],
    ['reviews-desc', { column: 'reviews', direction: 'desc' }],
    [null, null],
    ['', null],
    ['address-asc', null],
    ['rating', null],
    ['rating-up', null],
    ['RATING-DESC', null],
    ['rating-desc-x', null],
  ] as const)('parseSort(%o) -> %o', (value, expected) => {
    expect(parseSort(value)).toEqual(expected);
  });

  it('formats what it parses', () => {
    for (const column of SORT_COLUMNS) {
      for (const direction of ['asc', 'desc'] as const) {
        expect(parseSort(formatSort({ column, direction }))).toEqual({ column, direction });
      }
    }
  });
});
