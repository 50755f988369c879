import { instagramUrl, websiteUrl } from '@/domain/business';
import type { ExportCell } from '@/domain/excel-export';
import { looksLikeFormula, sheetLayout, type LinkKind } from '@/domain/excel-layout';

/** A cell as write-excel-file takes it, with the styles this export uses. */
export type WriterCell = {
  value: string | number;
  type: StringConstructor | NumberConstructor;
  fontWeight?: 'bold';
  textColor?: string;
  textDecoration?: { underline: true };
  align?: 'left';
};

const LINK_COLOR = '#0563C1';

/**
 * Every text cell is written with an explicit String type: a value such as "=1+1",
 * "+90 216 ..." or "@handle" stays text in the sheet and is never read as a formula or a
 * number (issue 9). Numbers (rating, count) stay numbers so Excel can sort them. The
 * header row is bold; websites and Instagram profiles look like links (the links
 * themselves are added by addSheetFeatures). A formula-like text cell carries
 * `align: 'left'`, the one cell style no other cell has, which addSheetFeatures turns
 * into Excel's quote prefix.
 */
export function toWriterRows(
  rows: ExportCell[][],
  links: ReadonlyMap<number, LinkKind> = new Map(),
): (WriterCell | null)[][] {
  return rows.map((row, rowIndex) =>
    row.map((cell, columnIndex) => {
      if (cell === null) return null;
      if (typeof cell === 'number') return { value: cell, type: Number };
      if (rowIndex === 0) return { value: cell, type: String, fontWeight: 'bold' };
      const written: WriterCell = { value: cell, type: String };
      if (looksLikeFormula(cell)) written.align = 'left';
      const kind = links.get(columnIndex);
      if (kind && linkTarget(cell, kind)) {
        written.textColor = LINK_COLOR;
        written.textDecoration = { underline: true };
      }
      return written;
    }),
  );
}

/**
 * The http(s) address a website or Instagram cell opens; null when it has none. A link is
 * a relationship of the sheet, never a formula, so an "@handle" (formula-like, hence
 * quote-prefixed) still links to its profile.
 */
export function linkTarget(value: string, kind: LinkKind): string | null {
  return kind === 'website' ? websiteUrl(value) : instagramUrl(value);
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SHEET = 'xl/worksheets/sheet1.xml';
const SHEET_RELS = 'xl/worksheets/_rels/sheet1.xml.rels';
const HYPERLINK_TYPE =
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "A", "B", ... "Z", "AA" ... for a 0-based column. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/**
 * What write-excel-file 4.1.1 cannot write, added to the parts it built: the header
 * row's autofilter (and the hidden name Excel keeps for it), the hyperlinks of website
 * and Instagram cells (external relationships), and quotePrefix="1" on the style of
 * formula-like text cells, so that editing such a cell in Excel keeps it text. Each step
 * checks the markup it relies on and leaves the part alone when it is not there; the
 * library's version is pinned and src/lib/excel-cells.test.ts reads a file back.
 */
export function addSheetFeatures(
  parts: Record<string, string | Blob>,
  rows: ExportCell[][],
  sheet: string,
  links: ReadonlyMap<number, LinkKind>,
): void {
  const width = Math.max(1, ...rows.map((row) => row.length));
  const range = `A1:${columnName(width - 1)}${Math.max(1, rows.length)}`;

  let sheetXml = parts[SHEET];
  if (typeof sheetXml !== 'string' || !sheetXml.includes('</sheetData>')) return;
  const hyperlinks: string[] = [];
  const relationships: string[] = [];
  rows.forEach((row, rowIndex) => {
    if (rowIndex === 0) return;
    for (const [columnIndex, kind] of links) {
      const cell = row[columnIndex];
      if (typeof cell !== 'string') continue;
      const target = linkTarget(cell, kind);
      if (!target) continue;
      const id = `rId-link-${hyperlinks.length + 1}`;
      hyperlinks.push(`<hyperlink ref="${columnName(columnIndex)}${rowIndex + 1}" r:id="${id}"/>`);
      relationships.push(
        `<Relationship Id="${id}" Type="${HYPERLINK_TYPE}" Target="${escapeXml(target)}" TargetMode="External"/>`,
      );
    }
  });
  // Schema order after sheetData: autoFilter, ..., hyperlinks.
  const after =
    `<autoFilter ref="${range}"/>` +
    (hyperlinks.length > 0 ? `<hyperlinks>${hyperlinks.join('')}</hyperlinks>` : '');
  sheetXml = sheetXml.replace('</sheetData>', `</sheetData>${after}`);
  parts[SHEET] = sheetXml;

  const rels = parts[SHEET_RELS];
  if (relationships.length > 0 && typeof rels === 'string' && rels.includes('</Relationships>'))
    parts[SHEET_RELS] = rels.replace(
      '</Relationships>',
      `${relationships.join('')}</Relationships>`,
    );

  const workbook = parts['xl/workbook.xml'];
  if (typeof workbook === 'string') {
    const quotedSheet = `'${sheet.replace(/'/g, "''")}'`;
    const absolute = range.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2');
    const name = `<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${escapeXml(`${quotedSheet}!${absolute}`)}</definedName>`;
    if (workbook.includes('<definedNames/>'))
      parts['xl/workbook.xml'] = workbook.replace(
        '<definedNames/>',
        `<definedNames>${name}</definedNames>`,
      );
    else if (workbook.includes('</definedNames>'))
      parts['xl/workbook.xml'] = workbook.replace('</definedNames>', `${name}</definedNames>`);
  }

  const styles = parts['xl/styles.xml'];
  if (typeof styles === 'string')
    parts['xl/styles.xml'] = styles.replace(
      /<xf ([^>]*)>(<alignment horizontal="left"\/>)/g,
      (_, attributes: string, alignment: string) =>
        `<xf ${attributes.trim()} quotePrefix="1">${alignment}`,
    );
}

/**
 * write-excel-file's parts builder and fflate, loaded once, on first use. The parts are
 * zipped here, in the calling thread (the writer worker), at deflate level 1: a further
 * worker per part and level 6 cost more time than the smaller file is worth
 * (scripts/build/aliases.ts has the figures).
 */
export async function loadXlsxWriter() {
  const [{ default: generateXlsxFileContents }, { strToU8, zipSync }] = await Promise.all([
    import('write-excel-file/xlsx-contents'),
    import('fflate'),
  ]);
  return { generateXlsxFileContents, strToU8, zipSync };
}

async function bytesOf(content: string | Blob, strToU8: (text: string) => Uint8Array) {
  return typeof content === 'string'
    ? strToU8(content)
    : new Uint8Array(await content.arrayBuffer());
}

/**
 * The .xlsx file of one sheet, as a Blob: the first row is the header (bold, frozen, with
 * an autofilter), columns are as wide as their content (capped), links are links.
 */
export async function writeXlsxBlob(rows: ExportCell[][], sheet: string): Promise<Blob> {
  const { generateXlsxFileContents, strToU8, zipSync } = await loadXlsxWriter();
  const layout = sheetLayout(rows);
  const parts = generateXlsxFileContents(toWriterRows(rows, layout.links), {
    sheet,
    columns: layout.widths.map((width) => ({ width })),
    stickyRowsCount: 1,
  });
  addSheetFeatures(parts, rows, sheet, layout.links);
  const files: Record<string, Uint8Array> = {};
  for (const [path, content] of Object.entries(parts))
    files[path] = await bytesOf(content, strToU8);
  return new Blob([zipSync(files, { level: 1 })], { type: XLSX_TYPE });
}
