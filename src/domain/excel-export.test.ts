import { describe, expect, it } from 'vitest';
import {
  EXPORT_HEADERS,
  MAX_CELL_LENGTH,
  clampCell,
  safeSheetName,
  searchExportFileName,
  toExportRow,
  toExportSheet,
} from './excel-export';

const DAY = new Date(2026, 2, 7, 23, 30); // local 7 March 2026, late evening

describe('export rows (spec 3)', () => {
  it('uses the spec header order', () => {
    expect(EXPORT_HEADERS).toEqual([
      'Business Name',
      'Address',
      'Phone',
      'Email',
      'Instagram',
      'Website',
      'Google Rating',
      'Rating Count',
    ]);
  });

  it.each([
    [
      'a full record',
      {
        name: 'A',
        address: 'B',
        phone: '1',
        email: 'e',
        instagram: '@i',
        website: 'w',
        google_rating: '4.5',
        rating_count: '12',
      },
      ['A', 'B', '1', 'e', '@i', 'w', 4.5, 12],
    ],
    [
      'empty and missing values as blank',
      { name: 'A', address: '', phone: null, email: '  ' },
      ['A', null, null, null, null, null, null, null],
    ],
    [
      'a comma decimal rating',
      { name: 'A', google_rating: '4,2' },
      ['A', null, null, null, null, null, 4.2, null],
    ],
    [
      'an unreadable rating kept as text',
      { name: 'A', google_rating: 'n/a' },
      ['A', null, null, null, null, null, 'n/a', null],
    ],
    [
      'numeric values',
      { name: 'A', google_rating: 3, rating_count: 0 },
      ['A', null, null, null, null, null, 3, 0],
    ],
  ])('%s', (_name, business, row) => {
    expect(toExportRow(business)).toEqual(row);
  });

  it('puts the header first', () => {
    expect(toExportSheet([{ name: 'X' }])[0]).toEqual([...EXPORT_HEADERS]);
    expect(toExportSheet([])).toHaveLength(1);
  });

  it('clamps cells at 32,767 characters', () => {
    expect(clampCell('x'.repeat(MAX_CELL_LENGTH + 5))).toHaveLength(MAX_CELL_LENGTH);
    expect(toExportRow({ address: 'y'.repeat(40_000) })[1]).toHaveLength(32767);
    expect(clampCell('short')).toBe('short');
  });
});

describe('safeSheetName (spec 5)', () => {
  it.each([
    ['Businesses', 'Businesses'],
    ['a:b\\c/d?e*f[g]h', 'a b c d e f g h'],
    ['x'.repeat(40), 'x'.repeat(31)],
    ['[]:*', 'Businesses'],
  ])('%s -> %s', (input, expected) => {
    expect(safeSheetName(input)).toBe(expected);
    expect(safeSheetName(input).length).toBeLessThanOrEqual(31);
  });
});

describe('file names (spec 5, 9)', () => {
  it('search results: businesses_{YYYY-MM-DD}.xlsx on the local date', () => {
    expect(searchExportFileName(DAY)).toBe('businesses_2026-03-07.xlsx');
  });
});

describe('search results as export rows (issue 9)', () => {
  it.each([
    ['=1+1', '=1+1'],
    ['+90 216 555 12 34', '+90 216 555 12 34'],
    ['-5', '-5'],
    ['@handle', '@handle'],
  ])('%j stays text', (value, expected) => {
    expect(toExportRow({ name: value, phone: value })[0]).toBe(expected);
    expect(typeof toExportRow({ phone: value })[2]).toBe('string');
  });

  it('a search row: numeric text rating and count become numbers', () => {
    expect(
      toExportRow({
        name: 'Moda Diş',
        address: 'Kadıköy',
        phone: null,
        email: 'a@b.c',
        instagram: '@moda',
        website: 'https://moda.com',
        google_rating: '4.7',
        rating_count: '132',
      }),
    ).toEqual(['Moda Diş', 'Kadıköy', null, 'a@b.c', '@moda', 'https://moda.com', 4.7, 132]);
  });
});
