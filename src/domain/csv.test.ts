import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvFileName, neutraliseFormula, toCsv } from './csv';
import { EXPORT_HEADERS, toExportSheet } from './excel-export';

const decode = (text: string) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(new TextEncoder().encode(text));

describe('toCsv', () => {
  it('starts with a UTF-8 byte-order mark and ends every record with CRLF', () => {
    const csv = toCsv([
      ['a', 'b'],
      ['c', null],
    ]);
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv).toBe(`${CSV_BOM}a,b\r\nc,\r\n`);
  });

  it('separates with a comma or a semicolon', () => {
    expect(toCsv([['a', 'b', 4.5]], ',')).toBe(`${CSV_BOM}a,b,4.5\r\n`);
    expect(toCsv([['a', 'b', 4.5]], ';')).toBe(`${CSV_BOM}a;b;4,5\r\n`);
  });

  it('keeps Turkish letters as they are', () => {
    const text = 'Çiçekçi Ğ ğ ı İ Ö ö Ş ş Ü ü — Kadıköy/İstanbul';
    expect(decode(toCsv([[text]]))).toBe(`${CSV_BOM}${text}\r\n`);
  });

  it('writes the spec header row by default', () => {
    const csv = toCsv(toExportSheet([]), ';');
    expect(csv).toBe(`${CSV_BOM}${EXPORT_HEADERS.join(';')}\r\n`);
  });
});

describe('csvField quoting (RFC 4180)', () => {
  it('quotes the separator in use only', () => {
    expect(csvField('Moda Cd. 1; Kadıköy', ';')).toBe('"Moda Cd. 1; Kadıköy"');
    expect(csvField('Moda Cd. 1; Kadıköy', ',')).toBe('Moda Cd. 1; Kadıköy');
    expect(csvField('Moda Cd. 1, Kadıköy', ',')).toBe('"Moda Cd. 1, Kadıköy"');
    expect(csvField('Moda Cd. 1, Kadıköy', ';')).toBe('Moda Cd. 1, Kadıköy');
  });

  it('doubles quotes and quotes line breaks', () => {
    expect(csvField('Kahve "6"')).toBe('"Kahve ""6"""');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
  });

  it('writes blanks as empty fields and numbers as numbers', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(120)).toBe('120');
  });
});

describe('formula injection', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+SUM(A1:A2)', "'+SUM(A1:A2)"],
    ["-2+3+cmd|' /C calc'!A0", `'-2+3+cmd|' /C calc'!A0`],
    ['@SUM(1)', "'@SUM(1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['=1+1', "'=1+1"],
  ])('%j is neutralised', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it.each(['+90 216 123 45 67', '+1 (555) 010-0123', '0216 123 45 67', '-5', '+49.30.1234567'])(
    'the phone-like %j keeps its sign and digits',
    (phone) => {
      expect(neutraliseFormula(phone)).toBe(phone);
      expect(csvField(phone, ';')).toBe(phone);
    },
  );

  it('leaves text that does not start like a formula alone', () => {
    expect(neutraliseFormula('Kahve = iyi')).toBe('Kahve = iyi');
    expect(neutraliseFormula("'quoted")).toBe("'quoted");
  });
});

describe('csvFileName', () => {
  it('keeps the spec name with the new extension', () => {
    expect(csvFileName('businesses_2026-01-31.xlsx')).toBe('businesses_2026-01-31.csv');
  });
});
