import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDecimal, compareDecimal, parseDecimal, toDecimal } from './decimal.js';

/** Oracle: a decimal text as a bigint at a fixed scale of 40 digits. */
const SCALE = 40;
function scaled(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = text.replace(/^[+-]/, '').split('.');
  const value = BigInt((whole || '0') + fraction.padEnd(SCALE, '0'));
  return negative ? -value : value;
}

const decimalText = fc
  .tuple(
    fc.boolean(),
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 30 }),
    fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 12 }),
  )
  .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`);

describe('exact decimals behind the rule engine', () => {
  it('parses digits, a point, a sign and an exponent; nothing else', () => {
    expect(parseDecimal('12.50')).toEqual({ m: 1250, s: 2 });
    expect(parseDecimal(' -0.0 ')).toEqual({ m: 0, s: 1 });
    expect(parseDecimal('1e+21')).toEqual({ m: 10n ** 21n, s: 0 }); // beyond safe integers: a bigint
    expect(parseDecimal('1.5e-7')).toEqual({ m: 15, s: 8 });
    expect(parseDecimal('1234567890123456789')).toEqual({ m: 1234567890123456789n, s: 0 });
    for (const bad of ['', '.', '-', 'e5', '1e', '1.2.3', 'abc', '0x1', '1e9999']) expect(parseDecimal(bad), bad).toBeNull();
    expect(toDecimal(Number.NaN)).toBeNull();
    expect(toDecimal(5e-324)).toEqual({ m: 5, s: 324 });
  });

  it('compares and adds exactly, small or large (against bigint arithmetic)', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        const x = parseDecimal(a);
        const y = parseDecimal(b);
        if (x === null || y === null) throw new Error('unparsed');
        const [sa, sb] = [scaled(a), scaled(b)];
        expect(compareDecimal(x, y)).toBe(sa < sb ? -1 : sa > sb ? 1 : 0);
        const sum = addDecimal(x, y);
        const expected = sa + sb;
        // sum × 10^40 / 10^s must equal the oracle
        expect(BigInt(sum.m) * 10n ** BigInt(SCALE - sum.s)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});
