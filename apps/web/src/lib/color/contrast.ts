/**
 * WCAG 2.x colour contrast, pure: tenants configure their own colour pairs (side bar, login button), and a pair
 * that fails AA must not make text unreadable. Only the forms tenants use are parsed: #rgb, #rgba, #rrggbb,
 * #rrggbbaa, rgb()/rgba(), black and white. Anything else is "unknown" and left as configured.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0..1 */
  a: number;
}

/** WCAG AA for normal-size text. */
export const AA_NORMAL_TEXT = 4.5;

export const WHITE = '#FFFFFF';
export const BLACK = '#000000';

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_FUNCTION = /^rgba?\(\s*([^)]*)\)$/i;

function clampByte(value: number): number {
  return Math.min(255, Math.max(0, Math.round(value)));
}

function parseHex(digits: string): Rgba {
  const full = digits.length <= 4 ? [...digits].map((d) => d + d).join('') : digits;
  const byte = (i: number) => Number.parseInt(full.slice(i * 2, i * 2 + 2), 16);
  return { r: byte(0), g: byte(1), b: byte(2), a: full.length === 8 ? byte(3) / 255 : 1 };
}

function parseChannel(part: string): number | null {
  const value = Number.parseFloat(part);
  if (!Number.isFinite(value)) return null;
  return clampByte(part.trim().endsWith('%') ? (value / 100) * 255 : value);
}

function parseAlpha(part: string | undefined): number | null {
  if (part === undefined) return 1;
  const value = Number.parseFloat(part);
  if (!Number.isFinite(value)) return null;
  return Math.min(1, Math.max(0, part.trim().endsWith('%') ? value / 100 : value));
}

function parseRgbFunction(body: string): Rgba | null {
  // Both "r, g, b[, a]" and "r g b[ / a]".
  const [channels, slashAlpha] = body.split('/');
  const parts = (channels ?? '').split(/[\s,]+/).filter(Boolean);
  if (parts.length < 3 || parts.length > 4 || (parts.length === 4 && slashAlpha !== undefined)) return null;
  const [r, g, b] = parts.slice(0, 3).map(parseChannel);
  const a = parseAlpha(slashAlpha ?? parts[3]);
  if (r == null || g == null || b == null || a == null) return null;
  return { r, g, b, a };
}

/** The colour as RGBA, or null when it is not a form this module understands. */
export function parseColor(value: string | null | undefined): Rgba | null {
  const text = value?.trim().toLowerCase();
  if (!text) return null;
  if (text === 'white') return { r: 255, g: 255, b: 255, a: 1 };
  if (text === 'black') return { r: 0, g: 0, b: 0, a: 1 };
  const hex = HEX.exec(text);
  if (hex?.[1]) return parseHex(hex[1]);
  const fn = RGB_FUNCTION.exec(text);
  return fn?.[1] !== undefined ? parseRgbFunction(fn[1]) : null;
}

/** A translucent colour as it shows over an opaque background. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (f: number, b: number) => f * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG relative luminance (0 black … 1 white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * Contrast ratio (1…21) of a text colour over a background, or null when either is not understood.
 * A translucent text colour is judged as it renders over the background; the background is taken as opaque.
 */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = parseColor(foreground);
  const bg = parseColor(background);
  if (!fg || !bg) return null;
  const opaqueBg = { ...bg, a: 1 };
  const l1 = relativeLuminance(composite(fg, opaqueBg));
  const l2 = relativeLuminance(opaqueBg);
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

/**
 * The text colour to use over `background`: the configured one when it reaches `minRatio` (WCAG AA by default),
 * otherwise black or white, whichever contrasts more (one of them always reaches 4.5:1).
 * An unknown background leaves the configured colour alone; no configured colour gets the better of black/white.
 */
export function readableTextColor(
  background: string | null | undefined,
  preferred: string | null | undefined,
  minRatio: number = AA_NORMAL_TEXT,
): string | null {
  const bg = parseColor(background);
  if (!bg) return preferred ?? null;
  if (preferred) {
    const ratio = contrastRatio(preferred, background ?? '');
    if (ratio === null || ratio >= minRatio) return preferred;
  }
  const onWhite = contrastRatio(WHITE, background ?? '') ?? 0;
  const onBlack = contrastRatio(BLACK, background ?? '') ?? 0;
  return onWhite >= onBlack ? WHITE : BLACK;
}

/** `rgba(…)` of a colour at the given opacity (for hover tints), or null when the colour is not understood. */
export function withAlpha(color: string, alpha: number): string | null {
  const rgba = parseColor(color);
  if (!rgba) return null;
  return `rgba(${rgba.r}, ${rgba.g}, ${rgba.b}, ${alpha})`;
}
