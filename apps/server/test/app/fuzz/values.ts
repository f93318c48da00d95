/**
 * Hostile values for the fuzz test: strings with NUL bytes, unpaired UTF-16 surrogates, huge and empty ones, edge
 * numbers, broken date-times, and plausible values so that some requests reach the database.
 */
import fc from 'fast-check';

/** Characters a request may carry but no text column can store (NUL) or UTF-8 cannot encode (lone surrogates). */
export const POISON = ['\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'] as const;

const plainChar = fc.constantFrom(...'abcXYZ019 -_@.#/:%\\"\''.split(''));
const oddChar = fc.constantFrom(...POISON, '\uDBFF\uDFFF', 'é', '\u202E', '\n', '\t', '\u00A0', '😀');
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const unit = fc.oneof({ weight: 6, arbitrary: plainChar }, { weight: 2, arbitrary: oddChar }, { weight: 2, arbitrary: anyCodeUnit });

/** Values that pass the usual format checks, so a poisoned neighbour is what the server must notice. */
const PLAUSIBLE = [
  'Fuzz value',
  'fuzz@demo.test',
  'https://example.org/fuzz',
  '#ff00aa',
  'Europe/Paris',
  'en',
  'fr',
  'NORMAL',
  'demo',
  'Admin',
  '42',
  'lessThan:10',
] as const;

const plausible = fc.constantFrom(...PLAUSIBLE);

/** A plausible value with one poisoned character put somewhere inside. */
function poison(source: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(source, fc.constantFrom(...POISON), fc.nat({ max: 40 }))
    .map(([text, bad, at]) => text.slice(0, at % (text.length + 1)) + bad + text.slice(at % (text.length + 1)));
}
const poisoned = poison(plausible);

/**
 * What a field of this name usually holds (by its name alone, so new fields are covered): the value most likely to
 * pass the field's own rules, so that a request gets as far as the database.
 */
const BY_NAME: ReadonlyArray<readonly [RegExp, fc.Arbitrary<string>]> = [
  [/email/i, fc.nat({ max: 1e6 }).map((n) => `fuzz${n}@demo.test`)],
  [/password/i, fc.constant('a-long-enough-Passw0rd')],
  [/logoType/i, fc.constantFrom('NORMAL', 'REVERSE')],
  [/url|link|website|href|image|logo|avatar|issuer/i, fc.constantFrom('https://example.org/fuzz', '')],
  [/colou?r|palette/i, fc.constantFrom('#3366ff', '#000000')],
  [/time_?zone/i, fc.constantFrom('Europe/Paris', 'UTC')],
  [/currency/i, fc.constantFrom('EUR', 'USD')],
  [/lang|locale/i, fc.constantFrom('en', 'fr', 'de')],
  [/slug/i, fc.constant('demo')],
  [/domain|host/i, fc.constantFrom('app.example.org', '')],
  [/phone/i, fc.constant('+1 555 0100')],
  [/rule/i, fc.constantFrom('lessThan:10', 'min:1', 'max:100')],
  // A paging cursor is opaque: the first page (no cursor) is what a client plausibly sends without one in hand.
  [/cursor/i, fc.constant('')],
  [/Permission.*\.key$|permission/i, fc.constantFrom('USER:INVITE', 'TASKS:EDIT', 'TIMELINE:PRIVATE_COMMENT')],
  [/\.key$/, fc.nat({ max: 1e6 }).map((n) => `fuzz_${n}`)],
  [/Role.*\.type$/, fc.constantFrom('Staff', 'Mentor', 'Coach')],
  [/Assignee.*\.type$/, fc.constantFrom('User', 'Startup')],
  [/format/i, fc.constantFrom('csv', 'xlsx')],
  [/On$/, fc.constantFrom('2026-03-01', '2025-12-01')],
  [/date$/i, fc.constantFrom('2026-03-01T10:00:00.000Z', '2030-01-01T00:00:00.000Z')],
  [/type|kind|purpose|status/i, fc.constantFrom('attachment', 'task', 'User', 'Startup', 'NORMAL', 'COMMENT')],
  [/name|title|label|text|message|description|headline|bio|question|answer|value/i, fc.nat({ max: 1e6 }).map((n) => `Fuzz ${n}`)],
];

export function plausibleFor(name: string): fc.Arbitrary<string> | null {
  const field = name.slice(name.lastIndexOf('.') + 1);
  return BY_NAME.find(([pattern]) => pattern.test(pattern.source.includes('\\.') ? name : field))?.[1] ?? null;
}

/** A string for a field of this name (`Owner.name`): hostile — often poisoned; clean — usually what the name suggests. */
export function textFor(name: string, mode: 'hostile' | 'clean'): fc.Arbitrary<string> {
  const hinted = plausibleFor(name);
  if (!hinted) return mode === 'clean' ? cleanText : text;
  return mode === 'clean'
    ? fc.oneof({ weight: 12, arbitrary: hinted }, { weight: 1, arbitrary: cleanText })
    : fc.oneof({ weight: 3, arbitrary: poison(hinted) }, { weight: 2, arbitrary: hinted }, { weight: 3, arbitrary: text });
}

export const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: poisoned },
  { weight: 8, arbitrary: plausible },
  { weight: 4, arbitrary: fc.string({ unit, maxLength: 24 }) },
  { weight: 3, arbitrary: fc.constantFrom('', ' ', ...POISON, 'NaN', 'null', 'undefined', '0', '-1', '1e400', '%00', '\\u0000') },
  { weight: 1, arbitrary: fc.constantFrom(5_000, 70_000).map((n) => 'x'.repeat(n)) },
);

/**
 * Text without poison: plausible values, other characters, empty and huge. A "clean" request reaches the resolvers
 * and the database (unique and foreign keys, lengths, ranges), where a poisoned one is refused at the edge.
 */
const safeUnit = fc.oneof({ weight: 6, arbitrary: plainChar }, { weight: 1, arbitrary: fc.constantFrom('\uDBFF\uDFFF', 'é', '\u202E', '\n', '\t', '😀') });
export const cleanText: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: plausible },
  { weight: 4, arbitrary: fc.string({ unit: safeUnit, maxLength: 24 }) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '0', '-1') },
  { weight: 1, arbitrary: fc.constantFrom(300, 5_000, 70_000).map((n) => 'x'.repeat(n)) },
);

export const DATE_TIME_EDGES = [
  '',
  'NaN',
  'Invalid Date',
  '+275760-09-14T00:00:00.001Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '99999-01-01',
  '0000-01-01T00:00:00Z',
  '-004713-01-01T00:00:00Z',
  '2026-02-30',
  '2026-13-01T00:00:00Z',
  '2026-03-01',
  '2026-03-01T10:00:00',
  '2026-03-01T10:00:00.000Z',
  '2026-03-01T10:00:00+05:30',
  '1970-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  'March 7, 2026',
  '1e20',
  '2026-03-01T10:00:00.000Z\u0000',
] as const;

export const dateTime: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...DATE_TIME_EDGES) },
  { weight: 2, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), text) },
);

export const cleanDateTime: fc.Arbitrary<unknown> = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true })
  .map((d) => d.toISOString());

export const cleanInt: fc.Arbitrary<unknown> = fc.oneof(fc.constantFrom(0, 1, 10, 100, 2_147_483_647), fc.integer({ min: -5, max: 500 }));

export const int: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(0, 1, -1, 2, 100, 2_147_483_647, -2_147_483_648, 2_147_483_648, 1.5, 1e21, Number.MAX_SAFE_INTEGER) },
  { weight: 2, arbitrary: fc.integer({ min: -1000, max: 1000 }) },
  { weight: 1, arbitrary: fc.oneof(fc.constantFrom('NaN', '12', 'Infinity'), fc.boolean()) },
);

export const float: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(0, -0, 1.5, -1, 1e308, -1e308, 5e-324, 1e21, 0.1) },
  { weight: 2, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.constantFrom('NaN', 'Infinity', '1.5') },
);

export const bool: fc.Arbitrary<unknown> = fc.oneof({ weight: 5, arbitrary: fc.boolean() }, { weight: 1, arbitrary: fc.constantFrom('true', 0, 1) });

/** Any JSON, with poisoned strings as values and as keys. */
export const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(text.filter((k) => k.length < 200), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** A value of the wrong JSON type for wherever it is put. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant({}), fc.constant([]), fc.constant([null]));
