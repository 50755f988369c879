/**
 * Issue 22 item 1: a lead's identity is computed in SQL (private.lead_key, stored in
 * business_list_items.lead_key) and in TypeScript (src/domain/lead-key.ts); both must give
 * the same key for the same business, on PGlite and, when scripts/test-db.sh sets
 * TEST_DATABASE_URL, on PostgreSQL 15 with its C.UTF-8 locale.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadKey, leadTextKey } from '../../src/domain/lead-key.ts';
import { openPostgresDatabase } from '../local/db/postgres-database.ts';
import { createTestDatabase } from '../../tests/support/db/test-database.ts';
import type { Database } from '../local/db/types.ts';

const TEXTS = [
  'İSTANBUL',
  'istanbul',
  'Istanbul',
  'ıstanbul',
  'I\u0307stanbul',
  'KADIKÖY',
  'Kadıköy',
  'Kado\u0308ko\u0308y',
  'Caferağa Mah. Moda Cd. No:12, 34710 Kadıköy/İstanbul, Türkiye',
  'CAFERAĞA MAH.  MODA CD.\u00a0NO:12 — 34710 KADIKÖY / İSTANBUL',
  'ŞİŞLİ Çiçekçi “Gül”',
  'Straße 5 · Köln',
  "Presqu'île – Œuvre",
  '  Diş\tKliniği\n',
  'a|b',
  'ΑΘΗΝΑ Ωmega',
  '...',
  '',
];

const LEADS = [
  { place_id: 'ChIJ-abc_123', name: 'X', address: 'Y' },
  { place_id: '  ChIJ-abc_123 \n', name: null, address: null },
  { place_id: '', name: 'Moda Diş Kliniği', address: 'Kadıköy, İSTANBUL' },
  { place_id: '   ', name: 'MODA DİŞ KLİNİĞİ', address: 'kadıköy istanbul' },
  { place_id: null, name: 'Kahve 6', address: null },
  { place_id: null, name: 'A|B', address: 'C' },
  { place_id: null, name: 'A', address: 'B|C' },
];

const targets: Array<{ name: string; open: (() => Promise<Database>) | null }> = [
  { name: 'PGlite', open: () => createTestDatabase() },
  {
    name: 'PostgreSQL (TEST_DATABASE_URL)',
    open: process.env.TEST_DATABASE_URL
      ? () => openPostgresDatabase(process.env.TEST_DATABASE_URL!)
      : null,
  },
];

describe('the lead key rule', () => {
  it('folds Turkish capitals, accents, punctuation and whitespace', () => {
    for (const text of ['İSTANBUL', 'istanbul', 'Istanbul', 'ıstanbul', 'I\u0307stanbul'])
      expect(leadTextKey(text)).toBe('istanbul');
    expect(leadTextKey('KADIKÖY')).toBe(leadTextKey('Kadıköy'));
    expect(leadTextKey('Kado\u0308ko\u0308y')).toBe('kadokoy');
    expect(leadTextKey('CAFERAĞA MAH.  MODA CD.\u00a0NO:12 — 34710 KADIKÖY / İSTANBUL')).toBe(
      'caferaga mah moda cd no 12 34710 kadikoy istanbul',
    );
    expect(leadTextKey(' ... ')).toBe('');
  });

  it('prefers the place id, else name and address', () => {
    expect(leadKey({ place_id: ' ChIJ1 ', name: 'A', address: 'B' })).toBe('p:ChIJ1');
    expect(leadKey({ place_id: '', name: 'MODA DİŞ', address: 'Kadıköy' })).toBe(
      'n:moda dis|kadikoy',
    );
    expect(leadKey({ name: 'A|B', address: 'C' })).not.toBe(leadKey({ name: 'A', address: 'B|C' }));
  });
});

describe.each(targets)('SQL and TypeScript agree on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    if (open) db = await open();
  });
  afterAll(async () => {
    await db?.close();
  });

  it.skipIf(!open).each(TEXTS)('the name key of %j', async (text) => {
    const { rows } = await db.query<{ key: string }>(
      'select private.lead_key(null, $1, null) as key',
      [text],
    );
    expect(rows[0]?.key).toBe(`n:${leadTextKey(text)}|`);
  });

  it.skipIf(!open).each(LEADS)('lead_key(%j)', async (lead) => {
    const { rows } = await db.query<{ key: string }>('select private.lead_key($1, $2, $3) as key', [
      lead.place_id,
      lead.name,
      lead.address,
    ]);
    expect(rows[0]?.key).toBe(leadKey(lead));
  });
});
