import { describe, expect, it } from 'vitest';
import { CSV_BOM, toCsv } from './csv';
import { EXPORT_HEADERS, toExportSheet } from './excel-export';
import {
  companyDomain,
  DEFAULT_EXPORT_COLUMNS,
  exportPreset,
  LEAD_EXPORT_COLUMNS,
  toColumnsSheet,
  type ExportableLead,
} from './export-presets';

const clinic: ExportableLead = {
  name: 'Moda Diş Kliniği',
  address: 'Caferağa Mah. Moda Cd. No:12, 34710 Kadıköy/İstanbul, Türkiye',
  phone: '+90 216 123 45 67',
  email: 'info@modadis.com.tr',
  instagram: '@modadis',
  website: 'https://www.modadis.com.tr/iletisim',
  google_rating: '4.8',
  rating_count: 120,
  status: 'Contacted',
  notes: 'Call back after 2pm',
  follow_up_on: '2026-02-01',
};

describe('export presets', () => {
  it('defaults to the spec eight columns, as the .xlsx export writes them', () => {
    expect(DEFAULT_EXPORT_COLUMNS.map((column) => column.header)).toEqual([...EXPORT_HEADERS]);
    expect(toColumnsSheet([clinic], DEFAULT_EXPORT_COLUMNS)).toEqual(toExportSheet([clinic]));
  });

  it('adds status, notes and follow-up when picked', () => {
    const sheet = toColumnsSheet(
      [clinic, { name: 'New one' }],
      [...DEFAULT_EXPORT_COLUMNS.slice(0, 1), ...LEAD_EXPORT_COLUMNS],
    );
    expect(sheet).toEqual([
      ['Business Name', 'Status', 'Notes', 'Follow-up'],
      ['Moda Diş Kliniği', 'Contacted', 'Call back after 2pm', '2026-02-01'],
      ['New one', null, null, null],
    ]);
  });

  it('HubSpot companies: its property labels, the domain from the website', () => {
    const csv = toCsv(toColumnsSheet([clinic], exportPreset('hubspot').columns), ',');
    expect(csv).toBe(
      `${CSV_BOM}Company name,Company domain name,Website URL,Phone number,Street address\r\n` +
        'Moda Diş Kliniği,modadis.com.tr,https://www.modadis.com.tr/iletisim,+90 216 123 45 67,' +
        '"Caferağa Mah. Moda Cd. No:12, 34710 Kadıköy/İstanbul, Türkiye"\r\n',
    );
  });

  it('Pipedrive organizations: Name, Address, Website', () => {
    expect(toColumnsSheet([clinic], exportPreset('pipedrive').columns)).toEqual([
      ['Name', 'Address', 'Website'],
      [clinic.name, clinic.address, clinic.website],
    ]);
  });

  it('companyDomain', () => {
    expect(companyDomain('modadis.com.tr')).toBe('modadis.com.tr');
    expect(companyDomain('http://WWW.Example.com/a?b')).toBe('example.com');
    expect(companyDomain('javascript:alert(1)')).toBeNull();
    expect(companyDomain(null)).toBeNull();
  });
});
