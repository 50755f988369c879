import { describe, expect, it } from 'vitest';
import { pendingSites } from './pending-sites.ts';

const row = (placeId: string, website: string, extra: object = {}) => ({
  PlaceId: placeId,
  Website: website,
  Email: '',
  Instagram: '',
  ...extra,
});

describe('pendingSites', () => {
  it('keeps the visible rows whose crawlable site the cache lacked, one a place', () => {
    const rows = [
      row('a', 'klinik-a.com.tr'),
      row('a', 'klinik-a.com.tr'),
      row('b', 'https://www.instagram.com/klinikb/'),
      row('c', 'https://klinik-c.com.tr', { Contacts: { emails: [] } }),
      row('d', ''),
      row('e', `https://klinik-e.com.tr/${'x'.repeat(900)}`),
      row('f', 'https://klinik-f.com.tr'),
    ];
    const answer = [
      { 'Place ID': 'a' },
      { 'Place ID': 'b' },
      { 'Place ID': 'c' },
      { 'Place ID': 'd' },
      { 'Place ID': 'e' },
      { Locked: true as const },
    ];
    expect(pendingSites(rows, answer)).toEqual([
      {
        place_id: 'a',
        site: 'klinik-a.com.tr',
        host: 'klinik-a.com.tr',
        website: 'https://klinik-a.com.tr',
      },
    ]);
  });
});
