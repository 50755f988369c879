import { describe, expect, it } from 'vitest';
import {
  FALLBACK_FILE_BASE,
  MAX_FILE_BASE_LENGTH,
  dataExportFileName,
  dataExportFileNames,
  listExportFileName,
} from './export-file-names';

const DAY = new Date(2026, 2, 7, 23, 30); // local 7 March 2026, late evening
const VALID_DATA_NAME = /^[\p{Ll}\p{Lo}\p{N}_]+_\d{4}-\d{2}-\d{2}\.xlsx$/u;

describe('data export file names (spec 5)', () => {
  it.each([
    ['My Leads', 'my_leads_2026-03-07.xlsx'],
    ['ABC123', 'abc123_2026-03-07.xlsx'],
    ['Dentists – Moda (2026)', 'dentists___moda__2026__2026-03-07.xlsx'],
    ['a.b/c\\d', 'a_b_c_d_2026-03-07.xlsx'],
  ])('%j -> %s', (name, expected) => {
    expect(dataExportFileName(name, DAY)).toBe(expected);
  });

  it.each([
    ['Kadıköy Diş Klinikleri', 'kadıköy_diş_klinikleri_2026-03-07.xlsx'],
    ['İSTANBUL ŞUBE', 'istanbul_şube_2026-03-07.xlsx'],
    ['ÇAĞLAYAN Ğ Ü Ö', 'çağlayan_ğ_ü_ö_2026-03-07.xlsx'],
    // Decomposed input ("s" plus a combining cedilla) is composed first.
    ['Beşiktaş'.normalize('NFD'), 'beşiktaş_2026-03-07.xlsx'],
  ])('Turkish letters stay readable: %j -> %s', (name, expected) => {
    expect(dataExportFileName(name, DAY)).toBe(expected);
  });

  it.each(['', '   ', '!!!', '★★★', '../..', '🙂'])(
    'a name with nothing alphanumeric (%j) still gives a valid file name',
    (name) => {
      const fileName = dataExportFileName(name, DAY);
      expect(fileName).toBe(`${FALLBACK_FILE_BASE}_2026-03-07.xlsx`);
      expect(fileName).toMatch(VALID_DATA_NAME);
    },
  );

  it('cuts a very long name to a length every file system accepts', () => {
    const fileName = dataExportFileName('Ş'.repeat(5000), DAY);
    expect(fileName).toBe(`${'ş'.repeat(MAX_FILE_BASE_LENGTH)}_2026-03-07.xlsx`);
    expect(new TextEncoder().encode(fileName).length).toBeLessThan(255);
  });

  it('never cuts a character outside the BMP in half', () => {
    const fileName = dataExportFileName(`${'a'.repeat(MAX_FILE_BASE_LENGTH - 1)}𝒜𝒜`, DAY);
    expect(fileName).toBe(`${'a'.repeat(MAX_FILE_BASE_LENGTH - 1)}𝒜_2026-03-07.xlsx`);
    expect(encodeURIComponent(fileName)).toBeTruthy(); // throws on a lone surrogate
  });

  it('names that differ only in case get the same base, and one export keeps them apart', () => {
    expect(dataExportFileName('Dentists', DAY)).toBe(dataExportFileName('DENTISTS', DAY));
    expect(dataExportFileNames(['Dentists', 'dentists', 'DENTISTS!', 'Other'], DAY)).toEqual([
      'dentists_2026-03-07.xlsx',
      'dentists_2_2026-03-07.xlsx',
      'dentists__2026-03-07.xlsx',
      'other_2026-03-07.xlsx',
    ]);
    expect(dataExportFileNames(['A', 'a', 'a_2'], DAY)).toEqual([
      'a_2026-03-07.xlsx',
      'a_2_2026-03-07.xlsx',
      'a_2_2_2026-03-07.xlsx',
    ]);
  });
});

describe('single list file name (spec 5: list name + date + .xlsx)', () => {
  it.each([
    ['My Leads', 'My Leads_2026-03-07.xlsx'],
    ['Kadıköy Dişçiler', 'Kadıköy Dişçiler_2026-03-07.xlsx'],
    ['a/b:c', 'a_b_c_2026-03-07.xlsx'],
    ['tab\there', 'tab_here_2026-03-07.xlsx'],
    ['  ..hidden.  ', 'hidden_2026-03-07.xlsx'],
    ['   ', 'list_2026-03-07.xlsx'],
    ['***', 'list_2026-03-07.xlsx'],
  ])('%j -> %s', (name, expected) => {
    expect(listExportFileName(name, DAY)).toBe(expected);
  });

  it('cuts a very long name', () => {
    expect(listExportFileName('x'.repeat(1000), DAY)).toBe(
      `${'x'.repeat(MAX_FILE_BASE_LENGTH)}_2026-03-07.xlsx`,
    );
  });
});
