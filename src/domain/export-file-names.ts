import { exportDate } from './excel-export';

// File names of the list exports (spec 5). A single list: the list name + the date. The
// data export of all lists: the name lowercased, every non-alphanumeric character an
// underscore, then the date. Letters of any script count as alphanumeric, so "Kadıköy
// Diş" stays readable ("kadıköy_diş") instead of becoming "kad_k_y_di_".

/**
 * Most file systems allow 255 bytes per name; 100 characters (at most 400 UTF-8 bytes in
 * theory, about 150 for Turkish text) plus the date leaves room for the browser's " (1)".
 */
export const MAX_FILE_BASE_LENGTH = 100;

/** When nothing readable is left of a name. */
export const FALLBACK_FILE_BASE = 'list';

const HAS_ALPHANUMERIC = /[\p{L}\p{N}]/u;

function truncate(text: string): string {
  // By code point, so a letter outside the BMP is never cut in half.
  return Array.from(text).slice(0, MAX_FILE_BASE_LENGTH).join('');
}

/**
 * Lowercase for a file name: "İ" becomes "i" (plain toLowerCase gives "i" plus a
 * combining dot, which would turn into an underscore); everything else by the default
 * Unicode rules.
 */
function lowerForFileName(name: string): string {
  return name.normalize('NFC').replace(/İ/g, 'i').toLowerCase().normalize('NFC');
}

/** The data export's base name: lowercased, non-alphanumerics -> "_". */
export function dataExportBaseName(listName: string): string {
  const base = truncate(lowerForFileName(listName).replace(/[^\p{L}\p{N}]/gu, '_'));
  return HAS_ALPHANUMERIC.test(base) ? base : FALLBACK_FILE_BASE;
}

/** One list in the data export: {base}_{YYYY-MM-DD}.xlsx. */
export function dataExportFileName(listName: string, now: Date): string {
  return `${dataExportBaseName(listName)}_${exportDate(now)}.xlsx`;
}

/**
 * The file names of one data export, in order. Two lists whose names differ only in case
 * or symbols ("Dentists", "dentists!") would share a name and the browser would rename or
 * drop one: later ones get _2, _3, ... after the base.
 */
export function dataExportFileNames(listNames: readonly string[], now: Date): string[] {
  const used = new Set<string>();
  return listNames.map((listName) => {
    const base = dataExportBaseName(listName);
    let candidate = `${base}_${exportDate(now)}.xlsx`;
    for (let n = 2; used.has(candidate); n++) candidate = `${base}_${n}_${exportDate(now)}.xlsx`;
    used.add(candidate);
    return candidate;
  });
}

/**
 * A single list's export (spec 5: list name + date + .xlsx). The name is kept as the user
 * wrote it except for what no file system accepts: path separators, the characters
 * Windows reserves, control characters, and leading or trailing dots and spaces.
 */
export function listExportFileName(listName: string, now: Date): string {
  const cleaned = truncate(
    listName
      .normalize('NFC')
      .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
      .trim(),
  ).replace(/^[.\s]+|[.\s]+$/g, '');
  const base = HAS_ALPHANUMERIC.test(cleaned) ? cleaned : FALLBACK_FILE_BASE;
  return `${base}_${exportDate(now)}.xlsx`;
}

export type ExportExtension = 'xlsx' | 'csv';

/**
 * Issue 22 item 4: any export's name is the spec's .xlsx name with the format's extension
 * ("Kadıköy dentists_2026-01-31.xlsx" -> "Kadıköy dentists_2026-01-31.csv").
 */
export function exportFileName(xlsxFileName: string, extension: ExportExtension): string {
  return `${xlsxFileName.replace(/\.xlsx$/i, '')}.${extension}`;
}
