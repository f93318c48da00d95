import { Writable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { csvWriter, xlsxWriter, type Cell, type RowWriter } from './report-writers.js';

/** Writes the rows and returns every byte the writer sent to its stream. */
async function written(make: (out: Writable) => RowWriter | Promise<RowWriter>, rows: readonly (readonly Cell[])[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const writer = await make(out);
  for (const row of rows) await writer.write(row);
  await writer.finish();
  return Buffer.concat(chunks);
}

/** The entries of a zip archive, read from its central directory (independent of the library that wrote it). */
function unzip(buffer: Buffer): Map<string, string> {
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let offset = buffer.readUInt32LE(end + 16);
  const out = new Map<string, string>();
  for (let i = buffer.readUInt16LE(end + 10); i > 0; i--) {
    const method = buffer.readUInt16LE(offset + 10);
    const size = buffer.readUInt32LE(offset + 20);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const local = buffer.readUInt32LE(offset + 42);
    const name = buffer.toString('utf8', offset + 46, offset + 46 + nameLength);
    const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const raw = buffer.subarray(start, start + size);
    out.set(name, (method === 8 ? inflateRawSync(raw) : raw).toString('utf8'));
    offset += 46 + nameLength + buffer.readUInt16LE(offset + 30) + buffer.readUInt16LE(offset + 32);
  }
  return out;
}

describe('export writers', () => {
  it('names spreadsheet columns and guards CSV cells against formulas', async () => {
    const wide = Array.from({ length: 703 }, (_, i) => `c${i}`);
    const sheet = unzip(await written((out) => xlsxWriter(out, 'Metrics'), [['header'], wide])).get('xl/worksheets/sheet1.xml')!;
    const refs = [0, 25, 26, 701, 702].map((i) => new RegExp(`<c r="([A-Z]+)2"[^>]*><v>c${i}</v></c>`).exec(sheet)?.[1]);
    expect(refs).toEqual(['A', 'Z', 'AA', 'ZZ', 'AAA']);
    const csv = (await written(csvWriter, [['a', 1], ['=cmd()', null], ['x,"y"', -2]])).toString('utf8');
    expect(csv).toBe('\uFEFFa,1\r\n\'=cmd(),\r\n"x,""y""",-2\r\n');
  });

  it('CSV: text with line breaks is quoted, full-width formula signs are guarded too, numbers never are', async () => {
    const csv = (await written(csvWriter, [['a\nb', 'c\rd', '\uFF1D1+1', '+1', '@x', '\tx', -3.5, '']])).toString('utf8');
    expect(csv).toBe('\uFEFF"a\nb","c\rd",\'\uFF1D1+1,\'+1,\'@x,\'\tx,-3.5,\r\n');
  });

  it('XLSX: one sheet with the given name, a bold header frozen at the top, numbers as numbers, escaped text', async () => {
    const parts = unzip(await written((out) => xlsxWriter(out, 'Metrics'), [['Startup', 'Value'], ['A & <B>', 12.5], ['', null], ['x', Number.NaN]]));
    expect(parts.get('xl/workbook.xml')).toMatch(/<sheet [^>]*name="Metrics"/);
    const sheet = parts.get('xl/worksheets/sheet1.xml')!;
    expect(sheet).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    const bold = /<c r="A1" s="(\d+)"/.exec(sheet)?.[1];
    const xf = [...parts.get('xl/styles.xml')!.matchAll(/<cellXfs[^>]*>(.*?)<\/cellXfs>/g)][0]![1]!.match(/<xf [^>]*>/g)![Number(bold)]!;
    const font = /fontId="(\d+)"/.exec(xf)![1]!;
    expect(parts.get('xl/styles.xml')!.match(/<font>.*?<\/font>/g)![Number(font)]).toContain('<b/>');
    expect(sheet).toMatch(/<c r="A2" t="str"><v>A &amp; &lt;B&gt;<\/v><\/c><c r="B2"><v>12.5<\/v><\/c>/);
    // Empty text and null are no cells (a row of nothing else is left out); the next row keeps its number.
    expect(sheet).not.toContain('<row r="3"');
    expect(sheet).toMatch(/<row r="4"[^>]*><c r="A4" t="str"><v>x<\/v><\/c><c r="B4" t="str"><v>NaN<\/v><\/c><\/row>/);
    expect(sheet.match(/<row /g)).toHaveLength(3);
  });
});
