import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { toWriterRows, writeXlsxBlob } from './excel-cells';

describe('toWriterRows', () => {
  it.each([
    ['=1+1', String],
    ['+90 216 555 00 00', String],
    ['@handle', String],
    ['-5', String],
  ])('keeps %s a text cell, never a formula or a number', (value, type) => {
    expect(toWriterRows([[value]])).toEqual([[{ value, type }]]);
  });

  it('keeps numbers numbers and blanks blank', () => {
    expect(toWriterRows([[4.5, 120, null]])).toEqual([
      [{ value: 4.5, type: Number }, { value: 120, type: Number }, null],
    ]);
  });
});

describe('writeXlsxBlob', () => {
  it('builds a zip (.xlsx) without the DOM', async () => {
    const blob = await writeXlsxBlob([['Business Name'], ['Acme']], 'Businesses');
    // jsdom's Blob has no arrayBuffer(); its FileReader reads it.
    const buffer = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blob);
    });
    const bytes = new Uint8Array(buffer);
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]); // "PK"
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // The parts we zip ourselves are all there, with the sheet's name and the cells' text.
    const parts = unzipSync(bytes);
    expect(Object.keys(parts)).toEqual(
      expect.arrayContaining([
        '[Content_Types].xml',
        'xl/workbook.xml',
        'xl/worksheets/sheet1.xml',
      ]),
    );
    expect(strFromU8(parts['xl/workbook.xml']!)).toContain('name="Businesses"');
    expect(strFromU8(parts['xl/sharedStrings.xml']!)).toContain('Acme');
  });
});
