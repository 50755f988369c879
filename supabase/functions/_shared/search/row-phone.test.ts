// The providers' rows carry the phone typed (issue 20 item 4) for the server's use, while
// the search answer keeps the spec's eight keys.
import { describe, expect, it } from 'vitest';
import type { ServiceClient } from '../supabase/service-client.ts';
import { createDirectoryProvider } from './directory-provider.ts';
import { ANSWER_CONTACT_KEYS } from '../contacts/contact-texts.ts';
import { answerRows } from './shape.ts';
import type { RowDetails, SearchRow } from './types.ts';

function directory(rows: Record<string, string | null>[]): ServiceClient {
  return {
    getUser: async () => null,
    select: async () => [] as never,
    rpc: async <T>() => rows as T,
  };
}

const business = (name: string, phone: string | null, address: string) => ({
  name,
  address,
  phone,
  email: null,
  instagram: null,
  website: null,
  google_rating: '4.5',
  rating_count: '12',
});

describe('typed phones on provider rows', () => {
  it("types the directory's phones, written with their country code, whatever the location", async () => {
    const provider = createDirectoryProvider(
      directory([
        business('Yılmaz Eczanesi', '+90 216 345 67 89', 'Moda Cd. 12, Kadıköy, 34710 İstanbul'),
        business('Kaya Kuaför', '+90 532 345 67 89', 'Bahariye Cd. 3, Kadıköy, 34714 İstanbul'),
        business('Bäckerei Schmidt', '+49 30 1234567', 'Oranienstraße 5, 10999 Berlin'),
        business('Café Lumen', '+44 7400 123456', '12 High St, London N1 1AA'),
        business('Sin teléfono', null, 'Calle Mayor 1, 28013 Madrid'),
      ]),
    );
    const rows = (await provider.search({
      location: 'Kadıköy',
      businessType: 'eczane',
      limit: 5,
    })) as (SearchRow & RowDetails)[];
    expect(rows.map((row) => row.TypedPhone)).toEqual([
      { e164: '+902163456789', type: 'FIXED_LINE' },
      { e164: '+905323456789', type: 'MOBILE' },
      { e164: '+49301234567', type: 'FIXED_LINE' },
      { e164: '+447400123456', type: 'MOBILE' },
      { e164: '', type: '' },
    ]);
    // The answer is built key by key: the typed phone reaches it as its own keys only.
    const answer = answerRows(rows, 'pro', 5);
    expect(Object.keys(answer[1]!)).toEqual([
      'Name',
      'Address',
      'Phone',
      'Email',
      'Instagram',
      'Website',
      'Google Rating',
      'Rating Count',
      ...ANSWER_CONTACT_KEYS,
    ]);
    expect(answer[1]).toMatchObject({
      'Phone (International)': '+905323456789',
      'Phone Type': 'MOBILE',
    });
  });
});
