import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, type FilterState } from '@/domain/business-filters';
import { parseFilters, parseSearchQuery, parseSearchUrl, serializeSearchUrl } from './search-url';

const params = (text: string) => new URLSearchParams(text);
const query = { location: 'Kadıköy, İstanbul', businessType: 'dentist', resultCount: 40 };
const filters: FilterState = {
  presence: { email: 'has', phone: 'no', instagram: 'has' },
  selectedRatingRanges: ['3-4', '4-5'],
  minRatingCount: 50,
};

describe('search URL: the search', () => {
  it.each([
    [
      'location=Berlin&type=cafe&count=100',
      { location: 'Berlin', businessType: 'cafe', resultCount: 100 },
    ],
    ['location=Berlin&type=cafe', { location: 'Berlin', businessType: 'cafe', resultCount: 20 }],
    [
      'location=Berlin&type=cafe&count=lots',
      { location: 'Berlin', businessType: 'cafe', resultCount: 20 },
    ],
    ['type=cafe&count=20', null],
    ['location=Berlin&type=%20%20', null],
    ['', null],
  ])('%j names %j', (text, expected) => {
    expect(parseSearchQuery(params(text))).toEqual(expected);
  });
});

describe('search URL: the filters', () => {
  it.each<[string, FilterState]>([
    ['', EMPTY_FILTERS],
    ['email=1', { presence: { email: 'has' }, selectedRatingRanges: [], minRatingCount: null }],
    ['website=0', { presence: { website: 'no' }, selectedRatingRanges: [], minRatingCount: null }],
    [
      'rating=4-5&rating=0-1&rating=9-10',
      { presence: {}, selectedRatingRanges: ['0-1', '4-5'], minRatingCount: null },
    ],
    ['minReviews=0', { presence: {}, selectedRatingRanges: [], minRatingCount: 0 }],
    ['email=yes&minReviews=-3&rating=', EMPTY_FILTERS],
    [
      'checkedEmail=1&mobile=1',
      {
        presence: {},
        selectedRatingRanges: [],
        minRatingCount: null,
        checks: ['mobile', 'checkedEmail'],
      },
    ],
    ['mobile=0&checkedEmail=yes', EMPTY_FILTERS],
  ])('%j reads as %j', (text, expected) => {
    expect(parseFilters(params(text))).toEqual(expected);
  });
});

describe('search URL: writing', () => {
  it('writes the search, then the filters compactly', () => {
    expect(serializeSearchUrl(params(''), query, filters).toString()).toBe(
      'location=Kad%C4%B1k%C3%B6y%2C+%C4%B0stanbul&type=dentist&count=40' +
        '&email=1&phone=0&instagram=1&rating=3-4&rating=4-5&minReviews=50',
    );
  });

  it('writes the contact checks after the other filters, and reads them back', () => {
    const withChecks: FilterState = { ...EMPTY_FILTERS, checks: ['mobile', 'checkedEmail'] };
    const written = serializeSearchUrl(params('sort=name.asc'), null, withChecks);
    expect(written.toString()).toBe('mobile=1&checkedEmail=1&sort=name.asc');
    expect(parseFilters(written)).toEqual(withChecks);
  });

  it('writes "Hide already saved" as saved=0 and reads it back; other values are ignored', () => {
    const hiding: FilterState = { ...EMPTY_FILTERS, hideSaved: true };
    const written = serializeSearchUrl(params('sort=name.asc'), null, hiding);
    expect(written.toString()).toBe('saved=0&sort=name.asc');
    expect(parseFilters(written)).toEqual(hiding);
    expect(parseFilters(params('saved=1'))).toBe(EMPTY_FILTERS);
  });

  it('keeps the parameters it does not own (the table sort) after its own', () => {
    const current = params('sort=rating.desc&location=Old&email=1&utm_source=mail');
    expect(serializeSearchUrl(current, query, EMPTY_FILTERS).toString()).toBe(
      'location=Kad%C4%B1k%C3%B6y%2C+%C4%B0stanbul&type=dentist&count=40&sort=rating.desc&utm_source=mail',
    );
  });

  it('trims what it writes and drops the search when given none', () => {
    const written = serializeSearchUrl(
      params('location=Old&type=old&count=20&sort=name.asc'),
      null,
      { ...EMPTY_FILTERS, minRatingCount: 5 },
    );
    expect(written.toString()).toBe('minReviews=5&sort=name.asc');
    expect(
      serializeSearchUrl(
        params(''),
        { ...query, location: '  Berlin ', businessType: ' cafe ' },
        EMPTY_FILTERS,
      ).get('location'),
    ).toBe('Berlin');
  });

  it('reads back what it writes', () => {
    const written = serializeSearchUrl(params('sort=name.asc'), query, filters);
    expect(parseSearchUrl(written)).toEqual({ query, filters });
    expect(written.get('sort')).toBe('name.asc');
  });
});
