import { instagramUrl, websiteHref } from '@/domain/business';
import type { ExportCell } from '@/domain/excel-export';
import { looksLikeFormula, sheetLayout, type LinkKind } from '@/domain/excel-layout';

const LINK_COLOR = 'FF0563C1';

/** A cell as write-excel-file takes it. */
export type WriterCell = {
  value: string | number;
  type: StringConstructor | NumberConstructor;
  fontWeight?: 'bold';
};

/**
 * Every text cell is written with an explicit String type: a value such as "=1+1",
 * "+90 216 ..." or "@handle" stays text in the sheet and is never read as a formula or a
 * number (issue 9). Numbers (rating, count) stay numbers so Excel can sort them. The
 * header row is bold. Link and quote-prefix styles are set by addSheetFeatures: styling
 * thousands of cells through write-excel-file doubled its time.
 */
export function toWriterRows(rows: ExportCell[][]): (WriterCell | null)[][] {
  return rows.map((row, rowIndex) =>
    row.map((cell) => {
      if (cell === null) return null;
      if (typeof cell === 'number') return { value: cell, type: Number };
      return rowIndex === 0
        ? { value: cell, type: String, fontWeight: 'bold' }
        : { value: cell, type: String };
    }),
  );
}

/**
 * The http(s) address a website or Instagram cell opens; null when it has none. A link is
 * a relationship of the sheet, never a formula, so an "@handle" (formula-like, hence
 * quote-prefixed) still links to its profile.
 */
export function linkTarget(value: string, kind: LinkKind): string | null {
  return kind === 'website' ? websiteHref(value) : instagramUrl(value);
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
 * Three cell styles appended to write-excel-file's styles.xml: a link (blue, underlined),
 * Excel's quote prefix (quotePrefix="1": the cell stays text when edited), and both.
 * Null when the part is not of the expected shape.
 */
function addCellStyles(styles: string | Blob | undefined) {
  if (typeof styles !== 'string') return null;
  const fonts = /<fonts count="(\d+)">/.exec(styles);
  const xfs = /<cellXfs count="(\d+)">/.exec(styles);
  if (!fonts || !xfs || !styles.includes('</fonts>') || !styles.includes('</cellXfs>')) return null;
  const linkFont = Number(fonts[1]);
  const first = Number(xfs[1]);
  const xml = styles
    .replace(fonts[0], `<fonts count="${linkFont + 1}">`)
    .replace(
      '</fonts>',
      `<font><u/><color rgb="${LINK_COLOR}"/><family val="2"/><scheme val="minor"/></font></fonts>`,
    )
    .replace(xfs[0], `<cellXfs count="${first + 3}">`)
    .replace(
      '</cellXfs>',
      `<xf fontId="${linkFont}" applyFont="1"/><xf quotePrefix="1"/>` +
        `<xf fontId="${linkFont}" applyFont="1" quotePrefix="1"/></cellXfs>`,
    );
  return { xml, link: first, quote: first + 1, linkQuote: first + 2 };
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
  // In document order (rows, then columns), so one forward scan of the sheet styles them.
  const styled: { ref: string; style: 'link' | 'quote' | 'linkQuote' }[] = [];
  rows.forEach((row, rowIndex) => {
    if (rowIndex === 0) return;
    row.forEach((cell, columnIndex) => {
      if (typeof cell !== 'string') return;
      const kind = links.get(columnIndex);
      const target = kind ? linkTarget(cell, kind) : null;
      const quote = looksLikeFormula(cell);
      if (!target && !quote) return;
      const ref = `${columnName(columnIndex)}${rowIndex + 1}`;
      if (target) {
        const id = `rIdL${hyperlinks.length + 1}`;
        hyperlinks.push(`<hyperlink ref="${ref}" r:id="${id}"/>`);
        relationships.push(
          `<Relationship Id="${id}" Type="${HYPERLINK_TYPE}" Target="${escapeXml(target)}" TargetMode="External"/>`,
        );
      }
      styled.push({ ref, style: target ? (quote ? 'linkQuote' : 'link') : 'quote' });
    });
  });
  const styles = addCellStyles(parts['xl/styles.xml']);
  if (styles && styled.length > 0) {
    parts['xl/styles.xml'] = styles.xml;
    const pieces: string[] = [];
    let cursor = 0;
    for (const { ref, style } of styled) {
      const tag = `<c r="${ref}"`;
      const at = sheetXml.indexOf(tag, cursor);
      if (at < 0) continue;
      const end = at + tag.length;
      pieces.push(sheetXml.slice(cursor, end), ` s="${styles[style]}"`);
      cursor = end;
    }
    pieces.push(sheetXml.slice(cursor));
    sheetXml = pieces.join('');
  }
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
  const parts = generateXlsxFileContents(toWriterRows(rows), {
    sheet,
    columns: layout.widths.map((width) => ({ width })),
    stickyRowsCount: 1,
  });
  addSheetFeatures(parts, rows, sheet, layout.links);
  // The sheet and its links at level 6: the hyperlinks of 10,000 rows put the file over
  // its 700 KB budget at level 1; the other parts are small or compress fast at level 1.
  const files: Record<string, Uint8Array | [Uint8Array, { level: 6 }]> = {};
  for (const [path, content] of Object.entries(parts)) {
    const bytes = await bytesOf(content, strToU8);
    files[path] = path === SHEET_RELS || path === SHEET ? [bytes, { level: 6 }] : bytes;
  }
  return new Blob([zipSync(files, { level: 1 })], { type: XLSX_TYPE });
}
