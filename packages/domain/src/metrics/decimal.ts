/**
 * Exact decimal arithmetic for rule checks (internal). Values arrive as decimal strings; comparing them as binary
 * doubles would make `min:a+b` fail for a total typed as "0.3" when a = "0.1" and b = "0.2". A value is m × 10^-s;
 * m is a plain number while it is a safe integer (the usual case, no allocation) and a bigint beyond.
 */
export interface Decimal {
  readonly m: number | bigint;
  readonly s: number;
}

/** Optional sign, digits with at most one point, optional exponent (rule constants may be written as 1e+21). */
const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,3}))?$/;
/** Powers of ten that are exact doubles. */
const POWERS = /* @__PURE__ */ Array.from({ length: 23 }, (_, k) => 10 ** k);
const BIG_POWERS: bigint[] = [1n];

function bigPow10(n: number): bigint {
  for (let i = BIG_POWERS.length; i <= n; i++) BIG_POWERS.push((BIG_POWERS[i - 1] as bigint) * 10n);
  return BIG_POWERS[n] as bigint;
}

/** a × 10^k as a safe integer, or null when it would not be one. */
function scaleSafe(a: number, k: number): number | null {
  if (k >= POWERS.length) return a === 0 ? 0 : null;
  const scaled = a * (POWERS[k] as number);
  return Number.isSafeInteger(scaled) ? scaled : null;
}

function big(m: number | bigint): bigint {
  return typeof m === 'bigint' ? m : BigInt(m);
}

/** A bigint as a number when it is a safe integer: m is a number exactly when it is safe, whichever path made it. */
function canonical(m: bigint): number | bigint {
  return m >= -MAX_SAFE && m <= MAX_SAFE ? Number(m) : m;
}
const MAX_SAFE = /* @__PURE__ */ BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Parses a decimal string (trimmed); null when empty or not a number. The usual shape (sign, digits, one point, at
 * most 15 significant digits) is scanned without allocating; anything else (exponents, long numbers) takes the
 * regular expression and bigints.
 */
export function parseDecimal(text: string): Decimal | null {
  const trimmed = text.trim();
  const length = trimmed.length;
  let i = 0;
  let negative = false;
  const first = trimmed.charCodeAt(0);
  if (first === 45 /* - */ || first === 43 /* + */) {
    negative = first === 45;
    i = 1;
  }
  let mantissa = 0;
  let significant = 0;
  let scale = 0;
  let digits = 0;
  let point = false;
  for (; i < length; i++) {
    const code = trimmed.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      digits++;
      if (point) scale++;
      if (significant > 0 || code !== 48) significant++;
      mantissa = mantissa * 10 + (code - 48);
    } else if (code === 46 /* . */ && !point) {
      point = true;
    } else {
      break;
    }
  }
  if (i === length && significant <= 15) {
    if (digits === 0) return null;
    return { m: negative && mantissa !== 0 ? -mantissa : mantissa, s: scale };
  }
  return parseDecimalSlowly(trimmed);
}

function parseDecimalSlowly(text: string): Decimal | null {
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '', exponent] = match;
  if (whole === '' && fraction === '') return null;
  let scale = fraction.length - (exponent ? Number(exponent) : 0);
  let mantissa = BigInt(whole + fraction);
  if (scale < 0) {
    mantissa *= bigPow10(-scale);
    scale = 0;
  }
  return { m: canonical(sign === '-' ? -mantissa : mantissa), s: scale };
}

/** A string, a finite number, or nothing (null, undefined, blank text). */
export type NumericInput = string | number | null | undefined;

export function isBlank(value: NumericInput): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** null for blank or non-numeric input. Numbers go through their shortest round-trip text, i.e. what was written. */
export function toDecimal(value: NumericInput): Decimal | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? parseDecimal(String(value)) : null;
  return parseDecimal(value);
}

/** Both mantissas at the larger scale: numbers when exact, else bigints. */
function aligned(a: Decimal, b: Decimal): [number, number] | [bigint, bigint] {
  const am = a.m;
  const bm = b.m;
  if (typeof am === 'number' && typeof bm === 'number') {
    if (a.s === b.s) return [am, bm];
    const left = a.s < b.s ? scaleSafe(am, b.s - a.s) : am;
    const right = b.s < a.s ? scaleSafe(bm, a.s - b.s) : bm;
    if (left !== null && right !== null) return [left, right];
  }
  const left = a.s < b.s ? big(am) * bigPow10(b.s - a.s) : big(am);
  const right = b.s < a.s ? big(bm) * bigPow10(a.s - b.s) : big(bm);
  return [left, right];
}

export function compareDecimal(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const [left, right] = aligned(a, b);
  return left < right ? -1 : left > right ? 1 : 0;
}

export function addDecimal(a: Decimal, b: Decimal): Decimal {
  const s = Math.max(a.s, b.s);
  const [left, right] = aligned(a, b);
  if (typeof left === 'number') {
    const sum = left + (right as number);
    if (Number.isSafeInteger(sum)) return { m: sum, s };
    return { m: BigInt(left) + BigInt(right), s };
  }
  return { m: canonical(left + (right as bigint)), s };
}
