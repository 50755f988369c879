// Excel export rules of spec sections 3, 5 and 9: the row shape, the sheet name, the
// spreadsheet limits and the file names. write-excel-file enforces none of the limits.

import { ANSWER_CONTACT_KEYS } from '@contacts/contact-texts.ts';
import { CONTACT_FIELDS, type Business, type ContactField } from './business';

export const EXPORT_HEADERS = [
  'Business Name',
  'Address',
  'Phone',
  'Email',
  'Instagram',
  'Website',
  'Google Rating',
  'Rating Count',
] as const;

/**
 * Issue 20 item 6, "All fields": the search answer's added keys, after the spec's eight,
 * headed as the answer names them (one list, so the file and the answer cannot drift).
 */
export const ALL_FIELDS_EXPORT_HEADERS = [...EXPORT_HEADERS, ...ANSWER_CONTACT_KEYS] as const;

/** The business field of each added column, in ANSWER_CONTACT_KEYS' order. */
export const ADDED_EXPORT_FIELDS = CONTACT_FIELDS;
export type AddedExportField = ContactField;

/** The spec's eight columns, or those and the added ten. */
export type ExportFieldSet = 'spec' | 'all';

export const EXPORT_SHEET_NAME = 'Businesses';
export const MAX_SHEET_NAME_LENGTH = 31;
export const MAX_CELL_LENGTH = 32767;

/** A business as a list item or a search result carries it (fields may be missing). */
export type ExportableBusiness = {
  [Field in Exclude<keyof Business, 'locked' | 'live'>]?: Business[Field] | null;
};

export type ExportCell = string | number | null;

/** Spec 5: cell text at most 32,767 characters. */
export function clampCell(value: string): string {
  return value.length > MAX_CELL_LENGTH ? value.slice(0, MAX_CELL_LENGTH) : value;
}

function textCell(value: string | number | null | undefined): ExportCell {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : clampCell(text);
}

/** Ratings may be stored as text (spec 3); numbers stay numbers so Excel can sort them. */
function numberCell(value: string | number | null | undefined): ExportCell {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(number) ? number : textCell(value);
}

/** One export row; empty values are blank (spec 3). */
export function toExportRow(business: ExportableBusiness): ExportCell[] {
  return [
    textCell(business.name),
    textCell(business.address),
    textCell(business.phone),
    textCell(business.email),
    textCell(business.instagram),
    textCell(business.website),
    numberCell(business.google_rating),
    numberCell(business.rating_count),
  ];
}

/** One "All fields" row: the spec's eight cells, then the added ten (blank where unknown). */
export function toAllFieldsRow(business: ExportableBusiness): ExportCell[] {
  return [
    ...toExportRow(business),
    ...ADDED_EXPORT_FIELDS.map((field) => textCell(business[field])),
  ];
}

/** The sheet: the header row, then one row per business; the spec's eight columns by default. */
export function toExportSheet(
  businesses: readonly ExportableBusiness[],
  fields: ExportFieldSet = 'spec',
): ExportCell[][] {
  if (fields === 'all') return [[...ALL_FIELDS_EXPORT_HEADERS], ...businesses.map(toAllFieldsRow)];
  return [[...EXPORT_HEADERS], ...businesses.map(toExportRow)];
}

/** Spec 5: a sheet name has at most 31 characters and none of : \ / ? * [ ]. */
export function safeSheetName(name: string): string {
  const cleaned = name
    .replace(/[:\\/?*[\]]/g, ' ')
    .trim()
    .slice(0, MAX_SHEET_NAME_LENGTH)
    .trim();
  return cleaned === '' ? EXPORT_SHEET_NAME : cleaned;
}

/** YYYY-MM-DD of the local calendar day (what the user reads in the file name). */
export function exportDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Search results: businesses_{YYYY-MM-DD}.xlsx (spec 5, 9). */
export function searchExportFileName(now: Date): string {
  return `businesses_${exportDate(now)}.xlsx`;
}
