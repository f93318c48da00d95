/**
 * Text of the startup file's PDF in any of the scripts the product's languages write (D-164). pdfkit's standard fonts
 * (Helvetica, WinAnsi) turn Arabic, CJK, Cyrillic or Turkish letters into garbage, so every run of text is set in an
 * embedded Noto face chosen by script — Noto Sans (Latin, Greek, Cyrillic), Noto Sans Arabic, Noto Sans JP (kana, CJK
 * ideographs) and Noto Sans KR (Hangul), TTF files vendored in apps/server/assets/fonts (D-176; pdfkit embeds only
 * the glyphs used). fontkit, inside pdfkit, shapes each word (Arabic joining forms) and mirrors a right-to-left one; pdfkit sets
 * words left to right, so a paragraph that starts right-to-left is broken into lines here and each line set from the
 * right margin, and an Arabic island in left-to-right text has its words handed over last first. This is not the full
 * bidi algorithm (UAX #9): a run of several left-to-right words inside a right-to-left paragraph comes out last first.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverPath } from '../../server-root.js';

export type Face = 'base' | 'arabic' | 'jp' | 'kr';
export type Weight = 'regular' | 'bold';

/** The vendored TTF files (apps/server/assets/fonts, with their OFL licence; D-176). */
const FONT_DIR = serverPath('assets/fonts');
const FILES: Record<Face, Record<Weight, string>> = {
  base: { regular: 'NotoSans_400Regular.ttf', bold: 'NotoSans_700Bold.ttf' },
  arabic: { regular: 'NotoSansArabic_400Regular.ttf', bold: 'NotoSansArabic_700Bold.ttf' },
  jp: { regular: 'NotoSansJP_400Regular.ttf', bold: 'NotoSansJP_700Bold.ttf' },
  kr: { regular: 'NotoSansKR_400Regular.ttf', bold: 'NotoSansKR_700Bold.ttf' },
};

/** Read once per process, and only the faces some export used (the CJK files are several MB each). */
const bytes = new Map<string, Buffer>();

export function fontBytes(face: Face, weight: Weight): Buffer {
  const key = `${face}-${weight}`;
  let data = bytes.get(key);
  if (!data) {
    data = readFileSync(path.join(FONT_DIR, FILES[face][weight]));
    bytes.set(key, data);
  }
  return data;
}

const inRanges = (cp: number, ranges: ReadonlyArray<readonly [number, number]>) => ranges.some(([from, to]) => cp >= from && cp <= to);

const ARABIC: ReadonlyArray<readonly [number, number]> = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
];
const HANGUL: ReadonlyArray<readonly [number, number]> = [
  [0x1100, 0x11ff],
  [0x3130, 0x318f],
  [0xa960, 0xa97f],
  [0xac00, 0xd7af],
  [0xd7b0, 0xd7ff],
];
const CJK: ReadonlyArray<readonly [number, number]> = [
  [0x2e80, 0x2fdf],
  [0x3000, 0x30ff],
  [0x3190, 0x9fff],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xffef],
  [0x20000, 0x3134f],
];

/** The face a character is set in; null for white space, which joins the run it is in. */
export function faceOf(cp: number): Face | null {
  if (cp === 0x20 || cp === 0x09 || cp === 0xa0 || cp === 0x3000) return null;
  if (inRanges(cp, ARABIC)) return 'arabic';
  if (inRanges(cp, HANGUL)) return 'kr';
  if (inRanges(cp, CJK)) return 'jp';
  return 'base';
}

export interface Run {
  face: Face;
  text: string;
}

/** The text cut where the face changes; white space stays with the run before it (or the first run). */
export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  let pending = '';
  for (const char of text) {
    const face = faceOf(char.codePointAt(0)!);
    const last = runs[runs.length - 1];
    if (face === null) {
      if (last) last.text += char;
      else pending += char;
    } else if (last && last.face === face) {
      last.text += char;
    } else {
      runs.push({ face, text: pending + char });
      pending = '';
    }
  }
  if (pending) runs.push({ face: 'base', text: pending });
  return runs;
}

/** Right-to-left when the first letter that has a direction is Arabic (the paragraph direction of UAX #9, simplified). */
export function startsRightToLeft(text: string): boolean {
  for (const char of text) {
    const face = faceOf(char.codePointAt(0)!);
    if (face === 'arabic') return true;
    if (face !== null && /\p{L}/u.test(char)) return false;
  }
  return false;
}

/**
 * An island of right-to-left words inside left-to-right text. pdfkit lays text out word by word, left to right, each
 * word with its following space; fontkit shapes and mirrors each word, which puts that space on the word's left. So the
 * words of an Arabic island are handed over last first, each with a space after it: every word then has its gap.
 */
export function mirrorWords(run: Run): string {
  if (run.face !== 'arabic') return run.text;
  return `${run.text.trim().split(/\s+/).reverse().join(' ')} `;
}

/** Writes paragraphs run by run, each in its face; a face is registered in the document on its first use. */
export function createTextWriter(doc: PDFKit.PDFDocument) {
  const registered = new Set<string>();
  const use = (face: Face, weight: Weight) => {
    const name = `${face}-${weight}`;
    if (!registered.has(name)) {
      doc.registerFont(name, fontBytes(face, weight));
      registered.add(name);
    }
    doc.font(name);
  };
  const widthOf = (word: string, weight: Weight) =>
    runsOf(word).reduce((sum, run) => {
      use(run.face, weight);
      return sum + doc.widthOfString(run.text);
    }, 0);

  /**
   * A paragraph that reads right to left: broken into lines here (first words on the first line), then each line's
   * words set from the right margin leftwards, so the line reads from its right end.
   */
  const rightToLeft = (text: string, weight: Weight) => {
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    use('base', weight);
    const space = doc.widthOfString(' ');
    const lines: Array<Array<{ word: string; width: number }>> = [[]];
    let used = 0;
    for (const word of text.trim().split(/\s+/)) {
      const measured = { word, width: widthOf(word, weight) };
      const line = lines[lines.length - 1]!;
      if (line.length > 0 && used + space + measured.width > width) {
        lines.push([measured]);
        used = measured.width;
      } else {
        used += (line.length > 0 ? space : 0) + measured.width;
        line.push(measured);
      }
    }
    for (const line of lines) {
      const lineHeight = doc.currentLineHeight(true);
      if (doc.y + lineHeight > doc.page.maxY()) doc.addPage();
      const y = doc.y;
      let x = doc.page.margins.left + width;
      for (const { word, width: wordWidth } of line) {
        x -= wordWidth;
        let at = x;
        for (const run of runsOf(word)) {
          use(run.face, weight);
          doc.text(run.text, at, y, { lineBreak: false });
          at += doc.widthOfString(run.text);
        }
        x -= space;
      }
      doc.x = doc.page.margins.left;
      doc.y = y + lineHeight;
    }
  };

  return {
    /** `parts`: pieces of one paragraph with their weight (a bold label, then its value). */
    paragraph(parts: ReadonlyArray<{ text: string; weight?: Weight }>, size: number): void {
      doc.fontSize(size);
      const whole = parts.map((p) => p.text).join('');
      if (parts.length === 1 && whole.trim() !== '' && startsRightToLeft(whole)) {
        rightToLeft(whole, parts[0]!.weight ?? 'regular');
        return;
      }
      const pieces = parts.flatMap((p) => runsOf(p.text).map((run) => ({ ...run, weight: p.weight ?? 'regular' })));
      if (pieces.length === 0) pieces.push({ face: 'base', text: '', weight: 'regular' });
      pieces.forEach((piece, i) => {
        use(piece.face, piece.weight);
        doc.text(mirrorWords(piece), { continued: i < pieces.length - 1 });
      });
    },
  };
}
