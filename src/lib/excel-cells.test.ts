import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { toExportSheet } from '@/domain/excel-export';
import { columnName, toWriterRows, writeXlsxBlob } from './excel-cells';

describe('toWriterRows', () => {
  it.each([['=1+1'], ['+90 216 555 00 00'], ['@handle'], ['-5']])(
    'keeps %s a text cell, never a formula or a number',
    (value) => {
      expect(toWriterRows([['Header'], [value]])[1]).toEqual([
        expect.objectContaining({ value, type: String }),
      ]);
    },
  );

  it('keeps numbers numbers and blanks blank', () => {
    expect(
      toWriterRows([
        ['a', 'b', 'c'],
        [4.5, 120, null],
      ])[1],
    ).toEqual([{ value: 4.5, type: Number }, { value: 120, type: Number }, null]);
  });
});

describe('columnName', () => {
  it('counts A..Z, AA..', () => {
    expect([0, 7, 25, 26, 27].map(columnName)).toEqual(['A', 'H', 'Z', 'AA', 'AB']);
  });
});

async function partsOf(blob: Blob) {
  // jsdom's Blob has no arrayBuffer(); its FileReader reads it.
  const buffer = await new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
  const bytes = new Uint8Array(buffer);
  expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]); // "PK"
  const parts = unzipSync(bytes);
  return (path: string) => strFromU8(parts[path]!);
}

/** The <c> element of a cell reference in sheet1.xml. */
const cellXml = (sheet: string, ref: string) => new RegExp(`<c r="${ref}"[^>]*>`).exec(sheet)?.[0];
/** The n-th <xf> of cellXfs in styles.xml. */
const xfXml = (styles: string, index: number) =>
  [...(/<cellXfs[^>]*>(.*)<\/cellXfs>/.exec(styles)?.[1] ?? '').matchAll(/<xf[^>]*>/g)][index]?.[0];
const styleIndex = (cell: string | undefined) => Number(/ s="(\d+)"/.exec(cell ?? '')?.[1] ?? 0);

describe('writeXlsxBlob', () => {
  const businesses = [
    {
      name: '=HYPERLINK("http://evil.example","click")',
      address: 'Caferağa Mah. Moda Cd. No:12, 34710 Kadıköy/İstanbul, Türkiye',
      phone: '+90 216 123 45 67',
      email: '@attacker',
      instagram: '@modadis',
      website: 'www.modadis.com.tr',
      google_rating: '4.8',
      rating_count: 120,
    },
    { name: 'Kahve 6', address: null, phone: null, email: null, instagram: null, website: null },
  ];

  it('builds a zip (.xlsx) without the DOM, with the sheet name and the cells', async () => {
    const blob = await writeXlsxBlob(toExportSheet(businesses), 'Businesses');
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const read = await partsOf(blob);
    expect(read('xl/workbook.xml')).toContain('name="Businesses"');
    expect(read('xl/sharedStrings.xml')).toContain('Kadıköy/İstanbul');
  });

  it('has a bold, frozen header row with an autofilter over the data', async () => {
    const read = await partsOf(await writeXlsxBlob(toExportSheet(businesses), 'Businesses'));
    const sheet = read('xl/worksheets/sheet1.xml');
    const styles = read('xl/styles.xml');
    expect(sheet).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/);
    expect(sheet).toContain('<autoFilter ref="A1:H3"/>');
    expect(read('xl/workbook.xml')).toContain(
      `<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">&apos;Businesses&apos;!$A$1:$H$3</definedName>`.replace(
        /&apos;/g,
        "'",
      ),
    );
    const headerXf = xfXml(styles, styleIndex(cellXml(sheet, 'A1')));
    const fontId = Number(/fontId="(\d+)"/.exec(headerXf ?? '')?.[1]);
    const fonts = [
      ...(/<fonts[^>]*>(.*)<\/fonts>/.exec(styles)?.[1] ?? '').matchAll(/<font>(.*?)<\/font>/g),
    ];
    expect(fonts[fontId]?.[1]).toContain('<b/>');
  });

  it('fits column widths to the content, capped', async () => {
    const long = { ...businesses[1]!, address: 'x'.repeat(300) };
    const read = await partsOf(await writeXlsxBlob(toExportSheet([...businesses, long]), 'B'));
    const widths = [
      ...read('xl/worksheets/sheet1.xml').matchAll(/<col [^>]*width="([\d.]+)"/g),
    ].map((match) => Number(match[1]));
    expect(widths).toHaveLength(8);
    expect(widths[1]).toBe(60); // the 300-character address, capped
    expect(widths[0]).toBe('=HYPERLINK("http://evil.example","click")'.length + 2);
    expect(widths[7]).toBe('Rating Count'.length + 2);
  });

  it('makes websites and Instagram profiles clickable links', async () => {
    const read = await partsOf(await writeXlsxBlob(toExportSheet(businesses), 'Businesses'));
    const sheet = read('xl/worksheets/sheet1.xml');
    const rels = read('xl/worksheets/_rels/sheet1.xml.rels');
    const refs = [...sheet.matchAll(/<hyperlink ref="([A-Z]+\d+)" r:id="([^"]+)"\/>/g)];
    expect(refs.map((match) => match[1])).toEqual(['E2', 'F2']);
    const target = (id: string) =>
      new RegExp(`Id="${id}"[^>]*Target="([^"]+)"[^>]*TargetMode="External"`).exec(rels)?.[1];
    expect(target(refs[0]![2]!)).toBe('https://www.instagram.com/modadis/');
    expect(target(refs[1]![2]!)).toBe('https://www.modadis.com.tr/');
  });

  it('makes the "All fields" profile URLs links too, and nothing else it adds', async () => {
    const withContacts = [
      {
        ...businesses[0]!,
        facebook: 'https://www.facebook.com/modadis',
        x: 'https://x.com/modadis',
        whatsapp: '+905325550000',
        place_id: 'ChIJ-moda',
      },
    ];
    const read = await partsOf(
      await writeXlsxBlob(toExportSheet(withContacts, 'all'), 'Businesses'),
    );
    const refs = [...read('xl/worksheets/sheet1.xml').matchAll(/<hyperlink ref="([A-Z]+\d+)"/g)];
    expect(refs.map((match) => match[1])).toEqual(['E2', 'F2', 'I2', 'L2']);
  });

  it('writes numbers as numbers and phones as text', async () => {
    const read = await partsOf(await writeXlsxBlob(toExportSheet(businesses), 'Businesses'));
    const sheet = read('xl/worksheets/sheet1.xml');
    expect(sheet).toMatch(/<c r="G2"[^>]*><v>4.8<\/v><\/c>/);
    expect(sheet).toMatch(/<c r="H2"[^>]*><v>120<\/v><\/c>/);
    expect(cellXml(sheet, 'C2')).toContain('t="s"');
    expect(read('xl/sharedStrings.xml')).toContain('<t>+90 216 123 45 67</t>');
  });

  it('gives formula-like text cells the quote-prefix style, and only them', async () => {
    const read = await partsOf(await writeXlsxBlob(toExportSheet(businesses), 'Businesses'));
    const sheet = read('xl/worksheets/sheet1.xml');
    const styles = read('xl/styles.xml');
    for (const ref of ['A2', 'D2', 'E2']) {
      expect(cellXml(sheet, ref)).toContain('t="s"');
      expect(xfXml(styles, styleIndex(cellXml(sheet, ref)))).toContain('quotePrefix="1"');
    }
    for (const ref of ['A1', 'B2', 'C2', 'F2', 'A3'])
      expect(xfXml(styles, styleIndex(cellXml(sheet, ref))) ?? '').not.toContain('quotePrefix');
    expect(sheet).not.toContain('<f>');
  });
});
