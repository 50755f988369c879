import { inflateRawSync } from 'node:zlib';

// A small, real .xlsx reader for the journeys: the zip's central directory, then the
// sheet's XML. Enough to check what a user's spreadsheet program would show.

function unzip(buffer: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let end = buffer.length - 22;
  while (end >= 0 && buffer.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error('Not a zip file');
  const count = buffer.readUInt16LE(end + 10);
  let offset = buffer.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    const method = buffer.readUInt16LE(offset + 10);
    const compressedSize = buffer.readUInt32LE(offset + 20);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    const localOffset = buffer.readUInt32LE(offset + 42);
    const name = buffer.toString('utf8', offset + 46, offset + 46 + nameLength);
    const localStart =
      localOffset +
      30 +
      buffer.readUInt16LE(localOffset + 26) +
      buffer.readUInt16LE(localOffset + 28);
    const data = buffer.subarray(localStart, localStart + compressedSize);
    files.set(name, method === 0 ? Buffer.from(data) : inflateRawSync(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

function textOf(xml: string): string {
  return unescape([...xml.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((m) => m[1]).join(''));
}

export type XlsxCell = string | number | null;

export interface XlsxSheet {
  sheetName: string;
  rows: XlsxCell[][];
  hasFormula: boolean;
}

function column(ref: string): number {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? 'A';
  return [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;
}

export function readXlsx(buffer: Buffer): XlsxSheet {
  const files = unzip(buffer);
  const workbook = files.get('xl/workbook.xml')?.toString('utf8') ?? '';
  const sheetName = unescape(/<sheet [^>]*name="([^"]*)"/.exec(workbook)?.[1] ?? '');
  const shared = [
    ...(files.get('xl/sharedStrings.xml')?.toString('utf8') ?? '').matchAll(
      /<si>([\s\S]*?)<\/si>/g,
    ),
  ].map((m) => textOf(m[1] ?? ''));
  const sheet = files.get('xl/worksheets/sheet1.xml')?.toString('utf8') ?? '';
  const rows: XlsxCell[][] = [];
  for (const rowMatch of sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)) {
    const row: XlsxCell[] = [];
    for (const cell of (rowMatch[1] ?? '').matchAll(/<c ([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cell[1] ?? '';
      const body = cell[2] ?? '';
      const ref = /r="([A-Z]+\d+)"/.exec(attrs)?.[1] ?? 'A1';
      const type = /t="([^"]+)"/.exec(attrs)?.[1];
      const raw = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let value: XlsxCell = null;
      if (type === 's') value = shared[Number(raw)] ?? null;
      else if (type === 'inlineStr') value = textOf(body);
      else if (type === 'str') value = raw === undefined ? null : unescape(raw);
      else if (raw !== undefined) value = Number(raw);
      row[column(ref)] = value;
    }
    rows.push(Array.from({ length: Math.max(row.length, 8) }, (_, i) => row[i] ?? null));
  }
  return { sheetName, rows, hasFormula: /<f[ >]/.test(sheet) };
}
