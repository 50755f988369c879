import { describe, expect, it } from 'vitest';
import type { Business } from './business';
import {
  EMPTY_FILTERS,
  RATING_RANGES,
  activeFilterCount,
  applyMinRatingCount,
  filterBusinesses,
  isFiltering,
  matchesFilters,
  parseMinRatingCount,
  ratingInRange,
  toggleCheck,
  toggleRatingRange,
  togglePresence,
  type FilterState,
  type RatingRange,
} from './business-filters';
import { makeBusiness } from '@test-support/app/businesses';

const biz = (overrides: Partial<Business> = {}): Business =>
  makeBusiness({ name: 'A', address: 'Street 1', ...overrides });

const filters = (overrides: Partial<FilterState> = {}): FilterState => ({
  ...EMPTY_FILTERS,
  ...overrides,
});

describe('has/no toggles (spec 5)', () => {
  it.each([
    ['off -> has', {}, 'has', { email: 'has' }],
    ['off -> no', {}, 'no', { email: 'no' }],
    ['has -> has clears it', { email: 'has' }, 'has', {}],
    ['no -> no clears it', { email: 'no' }, 'no', {}],
    ['has -> no replaces it (mutually exclusive)', { email: 'has' }, 'no', { email: 'no' }],
    ['no -> has replaces it', { email: 'no' }, 'has', { email: 'has' }],
    [
      'other fields untouched',
      { phone: 'has', email: 'no' },
      'has',
      { phone: 'has', email: 'has' },
    ],
  ] as const)('%s', (_name, presence, value, expected) => {
    const next = togglePresence(filters({ presence: { ...presence } }), 'email', value);
    expect(next.presence).toEqual(expected);
  });
});

describe('presence filters keep present/absent values', () => {
  const fields = ['email', 'phone', 'instagram', 'website'] as const;
  it.each(
    fields.flatMap(
      (field) =>
        [
          [field, 'has', 'x@y.z', true],
          [field, 'has', null, false],
          [field, 'has', '   ', false],
          [field, 'has', '', false],
          [field, 'no', null, true],
          [field, 'no', '', true],
          [field, 'no', 'x@y.z', false],
        ] as const,
    ),
  )('%s %s with value %j -> %s', (field, presence, value, kept) => {
    expect(
      matchesFilters(biz({ [field]: value }), filters({ presence: { [field]: presence } })),
    ).toBe(kept);
  });
});

describe('rating ranges (spec 5: low <= rating < high)', () => {
  it.each<[number, RatingRange, boolean]>([
    [0, '0-1', true],
    [0.99, '0-1', true],
    [1, '0-1', false],
    [1, '1-2', true],
    [2.5, '2-3', true],
    [3, '2-3', false],
    [3.99, '3-4', true],
    [4, '4-5', true],
    [4.9, '4-5', true],
    [5, '4-5', false],
    [4.5, '3-4', false],
  ])('%s in %s -> %s', (rating, range, expected) => {
    expect(ratingInRange(rating, range)).toBe(expected);
  });

  it.each([
    ['one range, inside', ['4-5'], '4.5', true],
    ['one range, outside', ['4-5'], '3.2', false],
    ['multi-select is OR', ['0-1', '3-4'], '3.2', true],
    ['multi-select, none matches', ['0-1', '1-2'], '3.2', false],
    ['no rating is excluded', ['4-5'], null, false],
    ['blank rating is excluded', ['4-5'], '', false],
    ['unreadable rating is excluded', ['4-5'], 'n/a', false],
    ['numeric rating (list item)', ['4-5'], 4.2, true],
    ['comma decimal', ['4-5'], '4,2', true],
    ['no range: a record without rating stays', [], null, true],
  ] as const)('%s', (_name, ranges, rating, kept) => {
    expect(
      matchesFilters(
        biz({ google_rating: rating }),
        filters({ selectedRatingRanges: [...ranges] }),
      ),
    ).toBe(kept);
  });

  it('toggles ranges on and off and keeps band order', () => {
    let state = toggleRatingRange(EMPTY_FILTERS, '4-5');
    state = toggleRatingRange(state, '0-1');
    expect(state.selectedRatingRanges).toEqual(['0-1', '4-5']);
    state = toggleRatingRange(state, '4-5');
    expect(state.selectedRatingRanges).toEqual(['0-1']);
    expect(RATING_RANGES).toEqual(['0-1', '1-2', '2-3', '3-4', '4-5']);
  });
});

describe('minimum rating count (spec 5)', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['0', 0],
    ['50', 50],
    [' 12 ', 12],
    ['-1', undefined],
    ['1.5', undefined],
    ['1e3', undefined],
    ['abc', undefined],
    ['99999999999999999999', undefined],
  ])('%j -> %s', (input, expected) => {
    expect(parseMinRatingCount(input)).toBe(expected);
  });

  it('an invalid entry is ignored (the applied value stays)', () => {
    const state = filters({ minRatingCount: 10 });
    expect(applyMinRatingCount(state, '-5').minRatingCount).toBe(10);
    expect(applyMinRatingCount(state, 'x').minRatingCount).toBe(10);
    expect(applyMinRatingCount(state, '').minRatingCount).toBeNull();
    expect(applyMinRatingCount(state, '20').minRatingCount).toBe(20);
  });

  it.each([
    ['count above', 50, '60', true],
    ['count equal', 50, '50', true],
    ['count below', 50, '49', false],
    ['no count is excluded', 50, null, false],
    ['no count is excluded even at 0', 0, null, false],
    ['numeric count (list item)', 50, 51, true],
    ['unset minimum keeps no-count records', null, null, true],
  ] as const)('%s', (_name, min, count, kept) => {
    expect(matchesFilters(biz({ rating_count: count }), filters({ minRatingCount: min }))).toBe(
      kept,
    );
  });
});

describe('all conditions apply together (AND)', () => {
  const state = filters({
    presence: { email: 'has', instagram: 'no' },
    selectedRatingRanges: ['4-5'],
    minRatingCount: 50,
  });
  it.each([
    ['all hold', { email: 'a@b.c', google_rating: '4.5', rating_count: '80' }, true],
    ['no e-mail', { google_rating: '4.5', rating_count: '80' }, false],
    [
      'has instagram',
      { email: 'a@b.c', instagram: '@x', google_rating: '4.5', rating_count: '80' },
      false,
    ],
    ['rating too low', { email: 'a@b.c', google_rating: '3.5', rating_count: '80' }, false],
    ['count too low', { email: 'a@b.c', google_rating: '4.5', rating_count: '10' }, false],
  ])('%s -> %s', (_name, overrides, kept) => {
    expect(matchesFilters(biz(overrides), state)).toBe(kept);
  });

  it('filterBusinesses keeps positions; no filter keeps everything', () => {
    const rows = [biz({ email: 'a@b.c' }), biz(), biz({ email: 'd@e.f' })];
    expect(filterBusinesses(rows, EMPTY_FILTERS).map((r) => r.index)).toEqual([0, 1, 2]);
    const hasEmail = togglePresence(EMPTY_FILTERS, 'email', 'has');
    expect(filterBusinesses(rows, hasEmail).map((r) => r.index)).toEqual([0, 2]);
    expect(isFiltering(EMPTY_FILTERS)).toBe(false);
    expect(isFiltering(hasEmail)).toBe(true);
  });
});

describe('activeFilterCount (the collapsed "Filters" button)', () => {
  it.each([
    ['none', filters(), 0],
    ['one has/no choice', filters({ presence: { email: 'has' } }), 1],
    ['a choice per field', filters({ presence: { email: 'has', phone: 'no', website: 'no' } }), 3],
    ['each rating band', filters({ selectedRatingRanges: ['3-4', '4-5'] }), 2],
    ['a minimum of 0 is a filter', filters({ minRatingCount: 0 }), 1],
    [
      'all together',
      filters({ presence: { instagram: 'no' }, selectedRatingRanges: ['0-1'], minRatingCount: 5 }),
      3,
    ],
  ])('%s -> %i', (_name, state, count) => {
    expect(activeFilterCount(state)).toBe(count);
  });
});

describe('contact checks (issue 20): "Has mobile" and "E-mail checked"', () => {
  const mobile = biz({
    phone: '0532 123 45 67',
    phone_international: '+905321234567',
    phone_type: 'MOBILE',
  });
  const either = biz({
    phone: '212 555 0100',
    phone_international: '+12125550100',
    phone_type: 'FIXED_LINE_OR_MOBILE',
  });
  const whatsappOnly = biz({
    phone: '0216 555 12 34',
    phone_type: 'FIXED_LINE',
    whatsapp: '+905321234567',
  });
  const landline = biz({
    phone: '0216 555 12 34',
    phone_international: '+902165551234',
    phone_type: 'FIXED_LINE',
  });
  const untyped = biz({ phone: '0532 123 45 67' });
  const checked = biz({ email: 'info@a.com.tr', email_status: 'verified domain' });
  const bounced = biz({ email: 'info@a.com.tr', email_status: 'no mail server' });
  const unknown = biz({ email: 'info@a.com.tr', email_status: 'unchecked' });
  const statusWithoutEmail = biz({ email: null, email_status: 'verified domain' });

  it('"Has mobile" keeps a mobile phone or a WhatsApp number', () => {
    const state = toggleCheck(EMPTY_FILTERS, 'mobile');
    expect(
      [mobile, either, whatsappOnly, landline, untyped].map((b) => matchesFilters(b, state)),
    ).toEqual([true, true, true, false, false]);
  });

  it('"E-mail checked" keeps an e-mail whose domain has a mail server', () => {
    const state = toggleCheck(EMPTY_FILTERS, 'checkedEmail');
    expect(
      [checked, bounced, unknown, statusWithoutEmail].map((b) => matchesFilters(b, state)),
    ).toEqual([true, false, false, false]);
  });

  it('toggles in a fixed order, counts each and applies with the others (AND)', () => {
    const both = toggleCheck(toggleCheck(EMPTY_FILTERS, 'checkedEmail'), 'mobile');
    expect(both.checks).toEqual(['mobile', 'checkedEmail']);
    expect(isFiltering(both)).toBe(true);
    expect(activeFilterCount(both)).toBe(2);
    expect(
      matchesFilters({ ...mobile, email: 'a@b.com', email_status: 'verified domain' }, both),
    ).toBe(true);
    expect(matchesFilters(mobile, both)).toBe(false);
    const off = toggleCheck(both, 'mobile');
    expect(off.checks).toEqual(['checkedEmail']);
    expect(isFiltering(toggleCheck(off, 'checkedEmail'))).toBe(false);
  });
});
