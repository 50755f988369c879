// Issue 20 items 6 and 7: the answer's contact keys after the spec's eight, built from what
// the provider knows, and the directory's deterministic stand-in contacts.
import { describe, expect, it } from 'vitest';
import { ANSWER_CONTACT_KEYS } from '../contacts/contact-texts.ts';
import { typedPhone } from '../contacts/phone.ts';
import { findingsWith } from '../enrich/findings.ts';
import { directoryContacts } from './directory-contacts.ts';
import { answerRow, answerRows, LOCKED_ROW } from './shape.ts';
import type { DetailedRow, SearchRow } from './types.ts';

const SPEC_KEYS = [
  'Name',
  'Address',
  'Phone',
  'Email',
  'Instagram',
  'Website',
  'Google Rating',
  'Rating Count',
];

const row = (fields: Partial<DetailedRow> = {}): DetailedRow => ({
  Name: 'moda diş',
  Address: 'Moda Cad. 1, Kadıköy/İstanbul',
  Phone: '0532 123 45 67',
  Email: '',
  Instagram: '',
  Website: 'https://modadis.com.tr',
  'Google Rating': '4.5',
  'Rating Count': '10',
  ...fields,
});

describe('answerRow', () => {
  it('adds the contact keys after the spec keys, in order, "" where nothing is known', () => {
    const answer = answerRow(row());
    expect(Object.keys(answer)).toEqual([...SPEC_KEYS, ...ANSWER_CONTACT_KEYS]);
    expect(Object.values(answer).slice(8)).toEqual(Array(10).fill(''));
  });

  it('fills them from the typed phone, the findings and the place id', () => {
    const answer = answerRow(
      row({
        Email: 'Info@modadis.com.tr',
        TypedPhone: { e164: '+905321234567', type: 'MOBILE' },
        PlaceId: 'ChIJ123',
        Contacts: findingsWith({
          emails: ['ayse@gmail.com', 'info@modadis.com.tr'],
          emailChecks: [
            {
              email: 'ayse@gmail.com',
              domain: 'gmail.com',
              origin: 'webmail',
              role: false,
              mx: true,
            },
            {
              email: 'info@modadis.com.tr',
              domain: 'modadis.com.tr',
              origin: 'own-domain',
              role: true,
              mx: false,
            },
          ],
          facebook: 'https://www.facebook.com/modadis',
          linkedin: 'https://www.linkedin.com/company/modadis',
          tiktok: 'https://www.tiktok.com/@modadis',
          x: 'https://x.com/modadis',
          youtube: 'https://www.youtube.com/@modadis',
          whatsapp: '+905321234567',
        }),
      }),
    );
    expect(answer).toMatchObject({
      Facebook: 'https://www.facebook.com/modadis',
      LinkedIn: 'https://www.linkedin.com/company/modadis',
      TikTok: 'https://www.tiktok.com/@modadis',
      X: 'https://x.com/modadis',
      YouTube: 'https://www.youtube.com/@modadis',
      WhatsApp: '+905321234567',
      'Phone (International)': '+905321234567',
      'Phone Type': 'MOBILE',
      // The status of the address in Email (the provider's), not of the site's first.
      'Email Status': 'no mail server',
      'Place ID': 'ChIJ123',
    });
    expect(answer).not.toHaveProperty('Contacts');
    expect(answer).not.toHaveProperty('TypedPhone');
  });

  it('gives a free user locked rows with every contact key empty', () => {
    const rows = Array.from({ length: 12 }, (_, i) =>
      row({ Name: `b${i}`, PlaceId: `id${i}`, TypedPhone: typedPhone('+905321234567') }),
    );
    const answer = answerRows(rows, 'free', 20);
    expect(answer[9]!['Place ID']).toBe('id9');
    expect(answer.slice(10)).toEqual([LOCKED_ROW, LOCKED_ROW]);
    expect(Object.keys(LOCKED_ROW)).toEqual([...SPEC_KEYS, ...ANSWER_CONTACT_KEYS, 'Locked']);
    expect(Object.values(LOCKED_ROW).slice(8, 18)).toEqual(Array(10).fill(''));
  });
});

describe('directoryContacts', () => {
  const business = (i: number): SearchRow => ({
    Name: `Kuaför ${i}`,
    Address: `Bahariye Cad. ${i}, Kadıköy/İstanbul`,
    Phone: i % 2 ? '+90 532 100 00 00' : '+90 216 100 00 00',
    Email: i % 3 ? `info@kuafor${i}.com.tr` : `kuafor${i}@gmail.com`,
    Instagram: '',
    Website: `https://www.kuafor${i}.com.tr`,
    'Google Rating': '',
    'Rating Count': '',
  });
  const all = Array.from({ length: 200 }, (_, i) => {
    const b = business(i);
    return { b, phone: typedPhone(b.Phone), found: directoryContacts(b, typedPhone(b.Phone)) };
  });

  it('is the same for the same business, every time', () => {
    const b = business(7);
    expect(directoryContacts(b, typedPhone(b.Phone))).toEqual(all[7]!.found);
  });

  it('gives some businesses each network and others none, in canonical form', () => {
    const patterns = {
      facebook: /^https:\/\/www\.facebook\.com\/kuafor\d+$/,
      linkedin: /^https:\/\/www\.linkedin\.com\/company\/kuafor\d+$/,
      tiktok: /^https:\/\/www\.tiktok\.com\/@kuafor\d+$/,
      x: /^https:\/\/x\.com\/kuafor\d+$/,
      youtube: /^https:\/\/www\.youtube\.com\/@kuafor\d+$/,
      whatsapp: /^\+90532\d{7}$/,
    } as const;
    for (const [field, pattern] of Object.entries(patterns)) {
      const values = all.map(({ found }) => found[field as keyof typeof patterns]);
      const filled = values.filter((value) => value !== null);
      expect(filled.length, field).toBeGreaterThan(10);
      expect(filled.length, field).toBeLessThan(190);
      for (const value of filled) expect(value).toMatch(pattern);
    }
  });

  it('offers WhatsApp only for a mobile phone, and labels the e-mail as a crawl would', () => {
    for (const { phone, found } of all) {
      if (found.whatsapp !== null) expect(phone.type).toBe('MOBILE');
      expect(found.emails).toHaveLength(1);
      const check = found.emailChecks![0]!;
      expect(check.origin).toBe(check.domain === 'gmail.com' ? 'webmail' : 'own-domain');
      if (check.origin === 'webmail') expect(check.mx).toBe(true);
    }
    const answers = new Set(all.map(({ found }) => found.emailChecks![0]!.mx));
    expect(answers).toEqual(new Set([true, false, null]));
  });
});
