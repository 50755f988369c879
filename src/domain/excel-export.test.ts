import { describe, expect, it } from 'vitest';
import { ANSWER_CONTACT_KEYS } from '@contacts/contact-texts.ts';
import {
  ALL_FIELDS_EXPORT_HEADERS,
  EXPORT_HEADERS,
  MAX_CELL_LENGTH,
  clampCell,
  safeSheetName,
  searchExportFileName,
  toAllFieldsRow,
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

describe('"All fields" export (issue 20 item 6)', () => {
  const business = {
    name: 'Smile',
    address: 'Şişli',
    phone: '+90 212 555 0000',
    email: 'a@b.co',
    instagram: '@smile',
    website: 'smile.com',
    google_rating: '4.9',
    rating_count: 120,
    facebook: 'https://www.facebook.com/smile',
    linkedin: 'https://www.linkedin.com/company/smile',
    tiktok: 'https://www.tiktok.com/@smile',
    x: 'https://x.com/smile',
    youtube: 'https://www.youtube.com/@smile',
    whatsapp: '+905325550000',
    phone_international: '+902125550000',
    phone_type: 'FIXED_LINE',
    email_status: 'verified domain',
    place_id: 'ChIJ-smile',
  };
  const specRow = ['Smile', 'Şişli', '+90 212 555 0000', 'a@b.co', '@smile', 'smile.com', 4.9, 120];

  it('keeps the spec eight columns by default, whatever else the business carries', () => {
    expect(toExportSheet([business])).toEqual([[...EXPORT_HEADERS], specRow]);
    expect(toExportSheet([business], 'spec')).toEqual([[...EXPORT_HEADERS], specRow]);
  });

  it('adds the answer keys after the eight, in order, with their values', () => {
    expect(ALL_FIELDS_EXPORT_HEADERS).toEqual([
      ...EXPORT_HEADERS,
      'Facebook',
      'LinkedIn',
      'TikTok',
      'X',
      'YouTube',
      'WhatsApp',
      'Phone (International)',
      'Phone Type',
      'Email Status',
      'Place ID',
    ]);
    expect(ALL_FIELDS_EXPORT_HEADERS.slice(EXPORT_HEADERS.length)).toEqual(ANSWER_CONTACT_KEYS);
    expect(toExportSheet([business], 'all')).toEqual([
      [...ALL_FIELDS_EXPORT_HEADERS],
      [
        ...specRow,
        'https://www.facebook.com/smile',
        'https://www.linkedin.com/company/smile',
        'https://www.tiktok.com/@smile',
        'https://x.com/smile',
        'https://www.youtube.com/@smile',
        '+905325550000',
        '+902125550000',
        'FIXED_LINE',
        'verified domain',
        'ChIJ-smile',
      ],
    ]);
  });

  it('leaves the added cells blank for an item saved before them', () => {
    const old = { name: 'Old', address: null, google_rating: null, rating_count: null };
    expect(toAllFieldsRow(old)).toEqual(['Old', ...Array<null>(17).fill(null)]);
    expect(toAllFieldsRow({ ...old, facebook: '  ', place_id: '' })).toHaveLength(18);
  });
});
