// CSV export (issue 22 item 4): a file that opens cleanly in Excel and imports into a CRM.
//
// - UTF-8 with a byte-order mark: Excel on Windows reads a file without one in the
//   system's ANSI code page and garbles ç ğ ı İ ö ş ü.
// - Comma or semicolon between fields (Turkish and German Excel split on ";"); CRLF after
//   every record, the header included (RFC 4180).
// - RFC 4180 quoting: a field holding the separator, a double quote, CR or LF is wrapped
//   in double quotes, its quotes doubled. Line breaks inside a field are kept.
// - Numbers are written with "." after a comma separator and "," after a semicolon, as
//   the Excel that expects that separator reads decimals.
// - Formula injection (OWASP "CSV Injection"): a text field starting with =, +, -, @, a
//   tab or a CR would be run as a formula by a spreadsheet, so it gets a leading single
//   quote ("=HYPERLINK(...)" -> "'=HYPERLINK(...)"). Exception, so phones stay usable in
//   a CRM import: a field made only of digits, spaces, and + . - ( ) with at least one
//   digit ("+90 216 123 45 67", "-5", "(0216) 123-45-67") is written as is. Without
//   letters, quotes, !, |, : or a function name such a value cannot call a function, name
//   a cell, reach another program (DDE) or link anywhere: at worst a spreadsheet computes
//   some arithmetic from it, and it leaks nothing.

import type { ExportCell } from './excel-export';
import { looksLikeFormula } from './excel-layout';

export type CsvSeparator = ',' | ';';
export const CSV_SEPARATORS: readonly CsvSeparator[] = [',', ';'];
export const CSV_BOM = '\uFEFF';
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';
const CRLF = '\r\n';

/** The text with a leading quote when a spreadsheet would read it as a formula. */
export function neutraliseFormula(text: string): string {
  return looksLikeFormula(text) ? `'${text}` : text;
}

/** One field, neutralised and quoted as RFC 4180 asks. */
export function csvField(cell: ExportCell, separator: CsvSeparator = ','): string {
  if (cell === null) return '';
  const text =
    typeof cell === 'number'
      ? separator === ';'
        ? String(cell).replace('.', ',')
        : String(cell)
      : neutraliseFormula(cell);
  const needsQuotes =
    text.includes(separator) || text.includes('"') || text.includes('\r') || text.includes('\n');
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, then each row as one CRLF-terminated record. */
export function toCsv(rows: readonly ExportCell[][], separator: CsvSeparator = ','): string {
  let out = CSV_BOM;
  for (const row of rows)
    out += row.map((cell) => csvField(cell, separator)).join(separator) + CRLF;
  return out;
}

/** The spec's file name with the CSV extension: businesses_2026-01-31.xlsx -> .csv. */
export function csvFileName(xlsxFileName: string): string {
  return xlsxFileName.replace(/\.xlsx$/i, '') + '.csv';
}
