import { describe, expect, it } from 'vitest';
import { isDailyLimitReached, searchUsageLabel, searchesUsedToday, utcDay } from './search-quota';

const NOW = new Date('2026-06-15T00:30:00.000Z');

describe('searches used today (spec 4: UTC date part)', () => {
  it.each([
    ['no profile', null, 0, false],
    ['never searched', { daily_searches_used: 0, last_search_date: null }, 0, false],
    ['2 today', { daily_searches_used: 2, last_search_date: '2026-06-15T00:10:00Z' }, 2, false],
    ['3 today', { daily_searches_used: 3, last_search_date: '2026-06-15T00:00:00Z' }, 3, true],
    ['5 today', { daily_searches_used: 5, last_search_date: '2026-06-15T00:00:00Z' }, 5, true],
    [
      '3 yesterday (UTC)',
      { daily_searches_used: 3, last_search_date: '2026-06-14T23:59:59Z' },
      0,
      false,
    ],
    [
      '3 at 01:00 +02:00 is yesterday in UTC',
      { daily_searches_used: 3, last_search_date: '2026-06-15T01:00:00+02:00' },
      0,
      false,
    ],
    ['unreadable date', { daily_searches_used: 3, last_search_date: 'nope' }, 0, false],
  ])('%s', (_name, profile, used, blocked) => {
    expect(searchesUsedToday(profile, NOW)).toBe(used);
    expect(isDailyLimitReached(profile, 3, NOW)).toBe(blocked);
  });

  it.each([
    ['limit 5, 3 used', 5, 3, false],
    ['limit 5, 5 used', 5, 5, true],
    ['limit 1, 1 used', 1, 1, true],
    ['limit unknown (not loaded), 9 used', null, 9, false],
  ])('the limit is a parameter: %s', (_name, limit, used, blocked) => {
    const profile = { daily_searches_used: used, last_search_date: '2026-06-15T00:10:00Z' };
    expect(isDailyLimitReached(profile, limit, NOW)).toBe(blocked);
  });

  it.each([
    [0, 3, '0/3 searches today'],
    [2, 3, '2/3 searches today'],
    [3, 3, '3/3 searches today'],
    [7, 3, '3/3 searches today'],
    [1, 5, '1/5 searches today'],
  ])('badge text for %i used of %i', (used, limit, label) => {
    expect(searchUsageLabel(used, limit)).toBe(label);
  });

  it('utcDay takes the date part in UTC', () => {
    expect(utcDay('2026-06-15T23:59:59-05:00')).toBe('2026-06-16');
    expect(utcDay(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01');
  });
});
