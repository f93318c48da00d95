/**
 * D-164: the startup file's PDF sets Arabic, CJK, Cyrillic and Turkish text in embedded Noto faces, so a startup named
 * in Arabic exports without garbage: the text is read back from the PDF (the ToUnicode maps of the embedded fonts) and
 * no standard font (WinAnsi) is used.
 */
import { inflateSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import PDFDocument from 'pdfkit';
import { createTextWriter, faceOf, fontBytes, mirrorWords, runsOf, startsRightToLeft, type Face } from './pdf-text.js';
import { startupFilePdf, type StartupFileContent } from './startup-export.js';

const content = (name: string, person: string, location: string, oneLiner = 'منصة للتمويل الأخضر', description = 'وصف الشركة. 日本語の説明。 한국어 설명.'): StartupFileContent => ({
  name,
  profile: [
    ['One-liner', oneLiner],
    ['Location', location],
  ],
  description,
  people: [{ name: person, email: 'founder@example.org', group: 'cofounder' }],
  milestones: [],
  milestonePercent: null,
  documents: null,
});

/** The embedded fonts' names, and every code point their ToUnicode maps give back (what a reader extracts). */
function readBack(pdf: Buffer): { fonts: string[]; text: Set<number> } {
  const raw = pdf.toString('latin1');
  const fonts = [...raw.matchAll(/\/BaseFont \/([A-Za-z0-9+_-]+)/g)].map((m) => m[1]!);
  const text = new Set<number>();
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    if (!body.includes('begincmap')) continue;
    // pdfkit writes `<from> <to> [<u1> <u2> …]`: the code points of each glyph id, in UTF-16BE hex.
    for (const array of body.matchAll(/\[([^\]]*)\]/g)) {
      for (const hex of array[1]!.matchAll(/<([0-9a-fA-F]+)>/g)) {
        const units = hex[1]!.match(/.{4}/g)!.map((u) => parseInt(u, 16));
        for (const char of String.fromCharCode(...units)) text.add(char.codePointAt(0)!);
      }
    }
  }
  return { fonts, text };
}

const codePoints = (text: string) => [...text.replace(/\s/g, '')].map((c) => c.codePointAt(0)!);

describe('the startup file PDF in every script (D-164)', () => {
  it('cuts text into runs by script; white space joins its run; an Arabic paragraph reads right to left', () => {
    expect(runsOf('Orbital شركة 山田 김민수')).toEqual([
      { face: 'base', text: 'Orbital ' },
      { face: 'arabic', text: 'شركة ' },
      { face: 'jp', text: '山田 ' },
      { face: 'kr', text: '김민수' },
    ]);
    expect(faceOf('Ş'.codePointAt(0)!)).toBe('base');
    expect(faceOf('ї'.codePointAt(0)!)).toBe('base');
    expect(faceOf('カ'.codePointAt(0)!)).toBe('jp');
    expect(startsRightToLeft('  شركة النخيل 2024')).toBe(true);
    expect(startsRightToLeft('2024 Orbital شركة')).toBe(false);
  });

  it('a startup named in Arabic, with Japanese, Korean, Ukrainian and Turkish text, exports readable', async () => {
    const name = 'شركة النخيل للتقنية';
    const pdf = await startupFilePdf(content(name, '山田 太郎 김민수', 'Київ, İstanbul Şişli'), '2026-11-24');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { fonts, text } = readBack(pdf);
    // Subset fonts are named XXXXXX+<PostScript name>; no standard font (Helvetica, WinAnsi) is left.
    const families = new Set(fonts.map((f) => f.replace(/^[A-Z]{6}\+/, '').replace(/-.*$/, '')));
    expect([...families].sort()).toEqual(['NotoSans', 'NotoSansArabic', 'NotoSansJP', 'NotoSansKR']);
    expect(fonts.some((f) => f.includes('Helvetica'))).toBe(false);
    for (const cp of codePoints(`${name}山田太郎김민수КиївİstanbulŞişli`)) expect(text.has(cp), String.fromCodePoint(cp)).toBe(true);
  });

  it('a right-to-left paragraph starts at the right margin, its first word rightmost; an island hands its words last first', () => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    const text = vi.spyOn(doc, 'text');
    createTextWriter(doc).paragraph([{ text: 'شركة النخيل 2024' }], 12);
    const placed = text.mock.calls.map(([word, x]) => ({ word, x: Number(x) }));
    expect(placed.map((p) => p.word)).toEqual(['شركة', 'النخيل', '2024']);
    expect(placed[0]!.x).toBeGreaterThan(placed[1]!.x);
    expect(placed[1]!.x).toBeGreaterThan(placed[2]!.x);
    expect(placed[0]!.x + doc.font('arabic-regular').widthOfString('شركة')).toBeCloseTo(doc.page.width - 50, 0);
    expect(mirrorWords({ face: 'arabic', text: 'منصة للتمويل الأخضر' })).toBe('الأخضر للتمويل منصة ');
    expect(mirrorWords({ face: 'base', text: 'Orbital Labs ' })).toBe('Orbital Labs ');
  });

  it('each character goes to a face that has a glyph for it (no empty boxes)', () => {
    const doc = new PDFDocument();
    const covers = (face: Face) => {
      doc.font(fontBytes(face, 'regular'));
      // pdfkit keeps the fontkit font of the current face; only its coverage is asked here.
      return (doc as unknown as { _font: { font: { hasGlyphForCodePoint(cp: number): boolean } } })._font.font;
    };
    const sample = 'شركة النخيل للتقنية، ٢٠٢٦ 山田太郎 カタカナ 김민수 Київ İstanbul Şişli Ελλάδα Việt';
    const fonts = new Map((['base', 'arabic', 'jp', 'kr'] as const).map((face) => [face, covers(face)]));
    for (const char of sample.replace(/\s/g, '')) {
      const face = faceOf(char.codePointAt(0)!)!;
      expect(fonts.get(face)!.hasGlyphForCodePoint(char.codePointAt(0)!), `${char} in ${face}`).toBe(true);
    }
  });

  it('a Latin-only file embeds only Noto Sans (the other faces are not even read for it)', async () => {
    const pdf = await startupFilePdf(content('Orbital Labs', 'Ada Lovelace', 'London', 'Satellites for all', 'We build satellites.'), '2026-11-24');
    const families = new Set(readBack(pdf).fonts.map((f) => f.replace(/^[A-Z]{6}\+/, '').replace(/-.*$/, '')));
    expect([...families]).toEqual(['NotoSans']);
  });
});
