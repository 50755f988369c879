import { describe, expect, it } from 'vitest';
import { CSV_BOM } from './csv';
import { ALL_FIELDS_EXPORT_HEADERS, EXPORT_HEADERS, toExportSheet } from './excel-export';
import {
  buildExport,
  buildExportInSlices,
  columnsOf,
  CSV_SLICE_ROWS,
  csvText,
  DEFAULT_EXPORT_CHOICE,
  hasAllFields,
  parseExportChoice,
  pickableColumns,
  toggleColumn,
  withAllFields,
  type ExportChoice,
} from './export-choice';
import { exportFileName } from './export-file-names';
import type { ExportableLead } from './export-presets';

const clinic: ExportableLead = {
  name: 'Moda Diş Kliniği',
  address: 'Caferağa Mah. Moda Cd. No:12, Kadıköy/İstanbul',
  phone: '+90 216 123 45 67',
  email: 'info@modadis.com.tr',
  instagram: '@modadis',
  website: 'https://www.modadis.com.tr/iletisim',
  google_rating: '4.8',
  rating_count: 120,
  facebook: 'https://www.facebook.com/modadis',
  place_id: 'ChIJ-moda',
  status: 'Contacted',
  notes: 'Call; after 2pm',
  follow_up_on: '2026-02-01',
};
const NAME = 'Kadıköy dentists_2026-01-31.xlsx';

describe('the export choice (issue 22 item 4)', () => {
  it("defaults to the spec's .xlsx with its eight columns, exactly the spec's sheet", () => {
    expect(DEFAULT_EXPORT_CHOICE.format).toBe('xlsx');
    expect(buildExport([clinic], DEFAULT_EXPORT_CHOICE, NAME, true)).toEqual({
      kind: 'xlsx',
      rows: toExportSheet([clinic]),
      fileName: NAME,
    });
  });

  it('"All fields" ticks the ten contact columns after the eight, as the answer names them', () => {
    const columns = withAllFields(DEFAULT_EXPORT_CHOICE.columns, true);
    expect(hasAllFields(columns)).toBe(true);
    expect(hasAllFields(DEFAULT_EXPORT_CHOICE.columns)).toBe(false);
    const file = buildExport([clinic], { format: 'xlsx', columns }, NAME, false);
    expect(file.kind === 'xlsx' && file.rows).toEqual(toExportSheet([clinic], 'all'));
    expect(file.kind === 'xlsx' && file.rows[0]).toEqual([...ALL_FIELDS_EXPORT_HEADERS]);
    expect(withAllFields(columns, false)).toEqual(DEFAULT_EXPORT_CHOICE.columns);
  });

  it('offers status, notes and follow-up only where a lead has them', () => {
    expect(pickableColumns(false).map((column) => column.id)).not.toContain('status');
    expect(
      pickableColumns(true)
        .slice(-3)
        .map((column) => column.header),
    ).toEqual(['Status', 'Notes', 'Follow-up']);
    const choice: ExportChoice = { format: 'xlsx', columns: ['name', 'status', 'notes'] };
    expect(columnsOf(choice, true).map((column) => column.header)).toEqual([
      'Business Name',
      'Status',
      'Notes',
    ]);
    // On the dashboard the lead columns are not offered, so they are not written.
    expect(columnsOf(choice, false).map((column) => column.header)).toEqual(['Business Name']);
  });

  it('keeps the picker order and never unticks the last column', () => {
    expect(toggleColumn(['website', 'name'], 'email', true)).toEqual(['name', 'email', 'website']);
    expect(toggleColumn(['name'], 'name', false)).toEqual(['name']);
    expect(toggleColumn(['name', 'email'], 'name', false)).toEqual(['email']);
  });

  it('writes CSV with a BOM and the separator of its format, in the picker order, as .csv', () => {
    const choice: ExportChoice = { format: 'csv-semicolon', columns: ['name', 'notes', 'phone'] };
    expect(buildExport([clinic], choice, NAME, true)).toEqual({
      kind: 'csv',
      parts: [
        `${CSV_BOM}Business Name;Phone;Notes\r\nModa Diş Kliniği;+90 216 123 45 67;"Call; after 2pm"\r\n`,
      ],
      fileName: 'Kadıköy dentists_2026-01-31.csv',
    });
    const comma = buildExport([clinic], { ...choice, format: 'csv' }, NAME, true);
    expect(csvText(comma).split('\r\n')[1]).toBe(
      'Moda Diş Kliniği,+90 216 123 45 67,Call; after 2pm',
    );
  });

  it('a CRM preset fixes its own columns whatever was picked', () => {
    const hubspot = buildExport([clinic], { format: 'hubspot', columns: ['notes'] }, NAME, true);
    expect(csvText(hubspot)).toBe(
      `${CSV_BOM}Company name,Company domain name,Website URL,Phone number,Street address\r\n` +
        'Moda Diş Kliniği,modadis.com.tr,https://www.modadis.com.tr/iletisim,+90 216 123 45 67,' +
        '"Caferağa Mah. Moda Cd. No:12, Kadıköy/İstanbul"\r\n',
    );
    const pipedrive = columnsOf({ format: 'pipedrive', columns: ['notes'] }, true);
    expect(pipedrive.map((column) => column.header)).toEqual(['Name', 'Address', 'Website']);
  });

  it('reads a stored choice safely: unknown format or columns fall back to the default', () => {
    expect(parseExportChoice(null)).toEqual(DEFAULT_EXPORT_CHOICE);
    expect(parseExportChoice({ format: 'pdf', columns: ['nope'] })).toEqual(DEFAULT_EXPORT_CHOICE);
    expect(
      parseExportChoice({ format: 'hubspot', columns: ['status', 'x', 'name', 'nope'] }),
    ).toEqual({ format: 'hubspot', columns: ['name', 'x', 'status'] });
  });
});

describe('export file names (issue 22 item 4)', () => {
  it("keeps the spec's name and date with the format's extension", () => {
    expect(exportFileName('businesses_2026-01-31.xlsx', 'csv')).toBe('businesses_2026-01-31.csv');
    expect(exportFileName('businesses_2026-01-31.xlsx', 'xlsx')).toBe('businesses_2026-01-31.xlsx');
  });

  it('keeps the headers of the spec in the default file', () => {
    const file = buildExport([clinic], DEFAULT_EXPORT_CHOICE, NAME, false);
    expect(file.kind === 'xlsx' && file.rows[0]).toEqual([...EXPORT_HEADERS]);
  });
});

describe('a CSV built in slices (issue 22 item 4: no long main-thread block)', () => {
  it('is the same file as built at once, pausing between slices', async () => {
    const leads = Array.from({ length: CSV_SLICE_ROWS * 2 + 5 }, (_, i) => ({
      ...clinic,
      name: `Firm ${i}`,
    }));
    const choice: ExportChoice = {
      format: 'csv-semicolon',
      columns: ['name', 'phone', 'facebook'],
    };
    let pauses = 0;
    const sliced = await buildExportInSlices(leads, choice, NAME, false, async () => {
      pauses++;
    });
    const whole = buildExport(leads, choice, NAME, false);
    expect(csvText(sliced)).toBe(csvText(whole));
    expect(sliced.fileName).toBe(whole.fileName);
    expect(sliced.kind === 'csv' && sliced.parts).toHaveLength(4);
    expect(pauses).toBe(3);
    const xlsx = await buildExportInSlices(leads, DEFAULT_EXPORT_CHOICE, NAME, false, async () => {
      pauses++;
    });
    expect(xlsx).toEqual(buildExport(leads, DEFAULT_EXPORT_CHOICE, NAME, false));
  });
});
