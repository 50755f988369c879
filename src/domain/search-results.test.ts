import { describe, expect, it } from 'vitest';
import { NO_CONTACTS } from '@test-support/app/businesses';
import { lockedCount, parseSearchResults } from './search-results';

const row = {
  Name: 'Moda Diş Kliniği',
  Address: 'Caferağa Mah., Kadıköy/İstanbul',
  Phone: '+90 216 555 12 34',
  Email: 'info@moda.com.tr',
  Instagram: '@moda',
  Website: 'https://www.moda.com.tr',
  'Google Rating': '4.7',
  'Rating Count': '132',
};
const placeholder = {
  Name: 'Hidden business',
  Address: 'Upgrade to Pro to see all results',
  Phone: '',
  Email: '',
  Instagram: '',
  Website: '',
  'Google Rating': '',
  'Rating Count': '',
  Locked: true,
};

describe('parseSearchResults (spec 7)', () => {
  it('maps the spec keys; empty strings become missing values', () => {
    expect(parseSearchResults([{ ...row, Email: '', Instagram: '  ' }])).toEqual([
      {
        name: 'Moda Diş Kliniği',
        address: 'Caferağa Mah., Kadıköy/İstanbul',
        phone: '+90 216 555 12 34',
        email: null,
        instagram: null,
        website: 'https://www.moda.com.tr',
        google_rating: '4.7',
        rating_count: '132',
        ...NO_CONTACTS,
      },
    ]);
  });

  it("maps issue 20's contact keys after the spec's", () => {
    const [business] = parseSearchResults([
      {
        ...row,
        Facebook: 'https://www.facebook.com/moda',
        LinkedIn: 'https://www.linkedin.com/company/moda',
        TikTok: 'https://www.tiktok.com/@moda',
        X: 'https://x.com/moda',
        YouTube: 'https://www.youtube.com/@moda',
        WhatsApp: '+905321234567',
        'Phone (International)': '+902165551234',
        'Phone Type': 'FIXED_LINE',
        'Email Status': 'verified domain',
        'Place ID': 'ChIJ123',
      },
    ]);
    expect(business).toMatchObject({
      facebook: 'https://www.facebook.com/moda',
      linkedin: 'https://www.linkedin.com/company/moda',
      tiktok: 'https://www.tiktok.com/@moda',
      x: 'https://x.com/moda',
      youtube: 'https://www.youtube.com/@moda',
      whatsapp: '+905321234567',
      phone_international: '+902165551234',
      phone_type: 'FIXED_LINE',
      email_status: 'verified domain',
      place_id: 'ChIJ123',
    });
  });

  it.each([
    ['an object', { error: 'x' }],
    ['null', null],
    ['a string', 'results'],
    ['a number', 3],
  ])('a non-array (%s) means no results', (_name, body) => {
    expect(parseSearchResults(body)).toEqual([]);
  });

  it('drops entries that are not objects', () => {
    expect(parseSearchResults([null, 'x', row])).toHaveLength(1);
  });

  it('marks placeholder rows as locked and keeps them in place', () => {
    const rows = parseSearchResults([row, placeholder, { ...placeholder, Locked: 'yes' }]);
    expect(rows.map((r) => r.locked === true)).toEqual([false, true, false]);
    expect(rows[1]).toMatchObject({ name: 'Hidden business', email: null, google_rating: null });
    expect(lockedCount(rows)).toBe(1);
  });

  it('a free answer: 10 clear rows then 10 placeholders', () => {
    const rows = parseSearchResults([
      ...Array.from({ length: 10 }, (_, i) => ({ ...row, Name: `B${i}` })),
      ...Array.from({ length: 10 }, () => placeholder),
    ]);
    expect(rows.slice(0, 10).every((r) => !r.locked)).toBe(true);
    expect(rows.slice(10).every((r) => r.locked)).toBe(true);
  });
});
