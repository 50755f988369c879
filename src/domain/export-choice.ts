// The export a user has chosen (issue 22 item 4, issue 20 item 6): a format and, for the
// formats whose columns are not fixed by a CRM preset, the columns. The default is the
// spec's: an .xlsx with its eight columns. The choice is stored per user
// (public.export_settings), so it is checked here whatever the stored row holds.

import { CSV_BOM, type CsvSeparator, toCsv } from './csv';
import type { ExportCell } from './excel-export';
import { exportFileName, type ExportExtension } from './export-file-names';
import {
  CONTACT_EXPORT_COLUMNS,
  DEFAULT_EXPORT_COLUMNS,
  exportPreset,
  LEAD_EXPORT_COLUMNS,
  toColumnsSheet,
  type ExportableLead,
  type ExportColumn,
  type ExportColumnId,
  type ExportPresetId,
} from './export-presets';

export type ExportFormat = 'xlsx' | 'csv' | 'csv-semicolon' | 'hubspot' | 'pipedrive';

interface FormatInfo {
  id: ExportFormat;
  label: string;
  extension: ExportExtension;
  separator: CsvSeparator;
  /** A CRM preset fixes its own columns. */
  preset: ExportPresetId | null;
}

export const EXPORT_FORMATS: readonly FormatInfo[] = [
  { id: 'xlsx', label: 'Excel (.xlsx)', extension: 'xlsx', separator: ',', preset: null },
  { id: 'csv', label: 'CSV, comma', extension: 'csv', separator: ',', preset: null },
  {
    id: 'csv-semicolon',
    label: 'CSV, semicolon (Excel TR/DE)',
    extension: 'csv',
    separator: ';',
    preset: null,
  },
  {
    id: 'hubspot',
    label: 'HubSpot companies CSV',
    extension: 'csv',
    separator: ',',
    preset: 'hubspot',
  },
  {
    id: 'pipedrive',
    label: 'Pipedrive organizations CSV',
    extension: 'csv',
    separator: ',',
    preset: 'pipedrive',
  },
];

export interface ExportChoice {
  format: ExportFormat;
  /** The picked columns; a preset format ignores them. */
  columns: readonly ExportColumnId[];
}

export const DEFAULT_EXPORT_CHOICE: ExportChoice = {
  format: 'xlsx',
  columns: DEFAULT_EXPORT_COLUMNS.map((column) => column.id),
};

/** What the picker offers: the spec's eight, the ten contacts, and on lists the lead's own. */
export function pickableColumns(withLeadColumns: boolean): readonly ExportColumn[] {
  return [
    ...DEFAULT_EXPORT_COLUMNS,
    ...CONTACT_EXPORT_COLUMNS,
    ...(withLeadColumns ? LEAD_EXPORT_COLUMNS : []),
  ];
}

const ALL_PICKABLE = pickableColumns(true);
const PICKABLE_IDS = new Set<string>(ALL_PICKABLE.map((column) => column.id));
const FORMAT_IDS = new Set<string>(EXPORT_FORMATS.map((format) => format.id));

export function formatInfo(format: ExportFormat): FormatInfo {
  return EXPORT_FORMATS.find((info) => info.id === format) ?? EXPORT_FORMATS[0]!;
}

/** The ids in the picker's order, each once; unknown ids dropped. */
function ordered(ids: Iterable<string>): ExportColumnId[] {
  const wanted = new Set(ids);
  return ALL_PICKABLE.filter((column) => wanted.has(column.id)).map((column) => column.id);
}

/** A stored or sent choice made safe: unknown values fall back to the spec's default. */
export function parseExportChoice(raw: unknown): ExportChoice {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_EXPORT_CHOICE;
  const { format, columns } = raw as { format?: unknown; columns?: unknown };
  const ids = Array.isArray(columns)
    ? ordered(columns.filter((id): id is string => typeof id === 'string' && PICKABLE_IDS.has(id)))
    : [];
  return {
    format:
      typeof format === 'string' && FORMAT_IDS.has(format) ? (format as ExportFormat) : 'xlsx',
    columns: ids.length > 0 ? ids : DEFAULT_EXPORT_CHOICE.columns,
  };
}

/** The columns with `id` ticked or not, in the picker's order; the last one cannot go. */
export function toggleColumn(
  columns: readonly ExportColumnId[],
  id: ExportColumnId,
  on: boolean,
): ExportColumnId[] {
  const next = on ? ordered([...columns, id]) : columns.filter((column) => column !== id);
  return next.length > 0 ? next : [...columns];
}

const CONTACT_IDS = CONTACT_EXPORT_COLUMNS.map((column) => column.id);

/** "All fields" is ticked when every contact column is. */
export function hasAllFields(columns: readonly ExportColumnId[]): boolean {
  return CONTACT_IDS.every((id) => columns.includes(id));
}

/** The "All fields" shortcut: ticks (or unticks) the ten contact columns at once. */
export function withAllFields(columns: readonly ExportColumnId[], on: boolean): ExportColumnId[] {
  if (on) return ordered([...columns, ...CONTACT_IDS]);
  const next = columns.filter((id) => !CONTACT_IDS.includes(id));
  return next.length > 0 ? next : [...DEFAULT_EXPORT_CHOICE.columns];
}

/** The columns a file of this choice carries, where the lead columns are or are not offered. */
export function columnsOf(choice: ExportChoice, withLeadColumns: boolean): readonly ExportColumn[] {
  const { preset } = formatInfo(choice.format);
  if (preset !== null) return exportPreset(preset).columns;
  const wanted = new Set<string>(choice.columns);
  const columns = pickableColumns(withLeadColumns).filter((column) => wanted.has(column.id));
  return columns.length > 0 ? columns : DEFAULT_EXPORT_COLUMNS;
}

export type ExportFile =
  | { kind: 'xlsx'; rows: ExportCell[][]; fileName: string }
  /** The CSV's text in parts (BOM and header first), to be joined or handed over as is. */
  | { kind: 'csv'; parts: readonly string[]; fileName: string };

/** A CSV file's whole text. */
export function csvText(file: ExportFile): string {
  return file.kind === 'csv' ? file.parts.join('') : '';
}

/**
 * The file of a choice: `xlsxFileName` is the spec's name for the .xlsx (it keeps its base
 * and date, with the format's extension); `withLeadColumns` where status, notes and
 * follow-up are offered (a list, /leads).
 */
export function buildExport(
  leads: readonly ExportableLead[],
  choice: ExportChoice,
  xlsxFileName: string,
  withLeadColumns: boolean,
): ExportFile {
  const info = formatInfo(choice.format);
  const rows = toColumnsSheet(leads, columnsOf(choice, withLeadColumns));
  const fileName = exportFileName(xlsxFileName, info.extension);
  return info.extension === 'xlsx'
    ? { kind: 'xlsx', rows, fileName }
    : { kind: 'csv', parts: [toCsv(rows, info.separator)], fileName };
}

/** Rows per slice of a CSV built in slices. */
export const CSV_SLICE_ROWS = 500;

/**
 * buildExport, with `pause()` awaited between slices of CSV_SLICE_ROWS rows, one part a
 * slice: the page writes a CSV of 10,000 rows without blocking its main thread for more
 * than a slice's few milliseconds (issue 22's budget: no block over 100 ms). The .xlsx is
 * built at once: its writer runs in a worker.
 */
export async function buildExportInSlices(
  leads: readonly ExportableLead[],
  choice: ExportChoice,
  xlsxFileName: string,
  withLeadColumns: boolean,
  pause: () => Promise<void>,
): Promise<ExportFile> {
  const info = formatInfo(choice.format);
  if (info.extension === 'xlsx') return buildExport(leads, choice, xlsxFileName, withLeadColumns);
  const columns = columnsOf(choice, withLeadColumns);
  const parts = [toCsv([columns.map((column) => column.header)], info.separator)];
  for (let start = 0; start < leads.length; start += CSV_SLICE_ROWS) {
    await pause();
    const sheet = toColumnsSheet(leads.slice(start, start + CSV_SLICE_ROWS), columns);
    parts.push(toCsv(sheet.slice(1), info.separator).slice(CSV_BOM.length));
  }
  return { kind: 'csv', parts, fileName: exportFileName(xlsxFileName, 'csv') };
}
