// How an exported sheet is laid out (issue 22 item 4): column widths fitted to the
// content, which columns are links, and which text cells a spreadsheet would take for a
// formula. Pure: src/lib/excel-cells.ts writes the file.

import type { ExportCell } from './excel-export';

export type LinkKind = 'website' | 'instagram';

/**
 * Headers whose cells are links: the spec's, the CRM presets' (./export-presets.ts) and
 * the "All fields" profile URLs (full https addresses, so the website rule fits them).
 */
const LINK_HEADERS: Record<string, LinkKind> = {
  Website: 'website',
  'Website URL': 'website',
  Instagram: 'instagram',
  Facebook: 'website',
  LinkedIn: 'website',
  TikTok: 'website',
  X: 'website',
  YouTube: 'website',
};

export const MIN_COLUMN_WIDTH = 8;
export const MAX_COLUMN_WIDTH = 60;
/** Rows measured for the widths: enough to see the data, bounded for 10,000-row files. */
export const WIDTH_SAMPLE_ROWS = 2000;

/**
 * A text a spreadsheet would take for a formula: =, +, -, @, a tab or a CR first (OWASP's
 * list), except a phone-like value (digits, spaces, + . - ( ), at least one digit), which
 * cannot call a function or name a cell (./csv.ts explains the rule).
 */
export function looksLikeFormula(text: string): boolean {
  return /^[=+\-@\t\r]/.test(text) && !/^[0-9 +.()-]*[0-9][0-9 +.()-]*$/.test(text);
}

function displayLength(cell: ExportCell): number {
  if (cell === null) return 0;
  const text = String(cell);
  // The longest line of a multi-line cell.
  return Math.max(...text.split('\n').map((line) => line.length));
}

/** Widths in characters: the longest value (header included) plus a margin, capped. */
export function columnWidths(rows: readonly ExportCell[][]): number[] {
  const count = Math.max(0, ...rows.map((row) => row.length));
  const widths = Array.from({ length: count }, () => 0);
  const sample = rows.length > WIDTH_SAMPLE_ROWS ? rows.slice(0, WIDTH_SAMPLE_ROWS) : rows;
  for (const row of sample)
    row.forEach((cell, index) => {
      widths[index] = Math.max(widths[index]!, displayLength(cell));
    });
  return widths.map((width) => Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width + 2)));
}

/** Columns holding links, by index, read from the header row. */
export function linkColumns(header: readonly ExportCell[] | undefined): Map<number, LinkKind> {
  const links = new Map<number, LinkKind>();
  header?.forEach((cell, index) => {
    const kind = typeof cell === 'string' ? LINK_HEADERS[cell] : undefined;
    if (kind) links.set(index, kind);
  });
  return links;
}

export function sheetLayout(rows: readonly ExportCell[][]) {
  return { widths: columnWidths(rows), links: linkColumns(rows[0]) };
}
