import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  evaluateRule,
  formatRule,
  parseRule,
  RULE_KINDS,
  RULE_MESSAGES,
  ruleMessage,
  validatePeriod,
  type MetricRule,
  type NumericInput,
  type PeriodItem,
  type RuleKind,
  type RuleSpec,
} from './rules.js';
import { formatCurrencyAmount } from './units.js';

const A = '6f1c1f4e-0d8a-4a53-9a0e-2b7f9d1c0a11';
const B = '0b7e2c55-9c1d-4e0f-8f3a-51d2e6a7b822';
const C = 'c3a9d0e1-7b2f-4c8d-a6e5-f41b0c9d2e33';
const names: Record<string, string> = { [A]: 'Revenue', [B]: 'Costs', [C]: 'Grants' };
const metricName = (id: string) => names[id] ?? id;
const noMetrics = () => undefined;
const rule = (text: string): MetricRule => {
  const parsed = parseRule(text);
  if (!parsed) throw new Error(`unparsable ${text}`);
  return parsed;
};

describe('rule strings (GAP-34, MET-30, MET-31)', () => {
  it('parses a constant, a metric reference and a sum for every kind', () => {
    expect(parseRule('lessThan:1000')).toEqual({ kind: 'lessThan', operand: { type: 'constant', value: 1000 } });
    expect(parseRule('min:-5.5')).toEqual({ kind: 'min', operand: { type: 'constant', value: -5.5 } });
    expect(parseRule('max:.25')).toEqual({ kind: 'max', operand: { type: 'constant', value: 0.25 } });
    expect(parseRule('moreThan:1e+21')).toEqual({ kind: 'moreThan', operand: { type: 'constant', value: 1e21 } });
    expect(parseRule(`moreThan:${A}`)).toEqual({ kind: 'moreThan', operand: { type: 'metric', metricId: A } });
    expect(parseRule(`max:${A}+${B}+${C}`)).toEqual({ kind: 'max', operand: { type: 'sum', metricIds: [A, B, C] } });
    expect(parseRule(` min : ${A} + ${B} `)).toEqual({ kind: 'min', operand: { type: 'sum', metricIds: [A, B] } });
  });

  it('gives null for strings that do not parse', () => {
    for (const text of ['', 'lessThan', 'lessThan:', 'below:5', 'LessThan:5', 'max:5+', `max:${A}+`, `max:+${A}`, 'min:a b', 'min:1e999', 'min:--1', 'min:x:y']) {
      expect(parseRule(text), text).toBeNull();
    }
  });

  it('formatRule writes the string back', () => {
    for (const text of ['lessThan:1000', 'min:-5.5', `moreThan:${A}`, `max:${A}+${B}`]) expect(formatRule(rule(text))).toBe(text);
  });
});

describe('rule semantics (contract: shared rule engine)', () => {
  it('lessThan <, moreThan >, min ≥, max ≤', () => {
    const cases: Array<[string, string, 'pass' | 'fail']> = [
      ['lessThan:10', '9.99', 'pass'],
      ['lessThan:10', '10', 'fail'],
      ['moreThan:10', '10.01', 'pass'],
      ['moreThan:10', '10', 'fail'],
      ['min:10', '10', 'pass'],
      ['min:10', '9.999', 'fail'],
      ['max:10', '10', 'pass'],
      ['max:10', '10.0001', 'fail'],
      ['min:-5.5', '0', 'pass'],
    ];
    for (const [text, value, outcome] of cases) expect(evaluateRule(rule(text), value, noMetrics), `${value} ${text}`).toBe(outcome);
  });

  it('an empty value passes every rule; a value that is not a number leaves it to the field check', () => {
    for (const empty of ['', '  ', null, undefined]) {
      expect(evaluateRule(rule('moreThan:10'), empty, noMetrics)).toBe('pass');
      expect(evaluateRule(rule(`min:${A}+${B}`), empty, noMetrics)).toBe('pass');
    }
    expect(evaluateRule(rule('moreThan:10'), 'abc', noMetrics)).toBe('notApplicable');
  });

  it('MET-31: a metric operand is that metric’s value; without one the rule does not apply', () => {
    const lookup = (id: string): NumericInput => ({ [A]: '100', [B]: '' })[id];
    expect(evaluateRule(rule(`max:${A}`), '100', lookup)).toBe('pass');
    expect(evaluateRule(rule(`lessThan:${A}`), '100', lookup)).toBe('fail');
    expect(evaluateRule(rule(`max:${B}`), '1', lookup)).toBe('notApplicable');
    expect(evaluateRule(rule(`max:${C}`), '1', lookup)).toBe('notApplicable');
  });

  it('MET-31: a sum needs every term, and adds exactly', () => {
    const lookup = (id: string): NumericInput => ({ [A]: '0.1', [B]: 0.2 })[id];
    expect(evaluateRule(rule(`min:${A}+${B}`), '0.3', lookup)).toBe('pass');
    expect(evaluateRule(rule(`max:${A}+${B}`), '0.3', lookup)).toBe('pass');
    expect(evaluateRule(rule(`moreThan:${A}+${B}`), '0.3', lookup)).toBe('fail');
    expect(evaluateRule(rule(`max:${A}+${B}+${C}`), '0', lookup)).toBe('notApplicable');
  });
});

describe('rule messages (MET-32–34, GAP-34)', () => {
  it('MET-32: "This must be less than {value}" and "This must be greater than {value}"', () => {
    expect(ruleMessage(rule('lessThan:1000'), { metricName })).toBe('This must be less than 1000');
    expect(ruleMessage(rule('moreThan:2.5'), { metricName })).toBe('This must be greater than 2.5');
  });

  it('GAP-34: "This must be at least {value}" and "This must be at most {value}"', () => {
    expect(ruleMessage(rule('min:-5'), { metricName })).toBe('This must be at least -5');
    expect(ruleMessage(rule('max:100'), { metricName })).toBe('This must be at most 100');
    expect(RULE_MESSAGES).toEqual({
      lessThan: 'This must be less than {value}',
      moreThan: 'This must be greater than {value}',
      min: 'This must be at least {value}',
      max: 'This must be at most {value}',
    });
  });

  it('MET-33: {value} is a number, a currency amount, or metric names joined with "and"', () => {
    const formatAmount = (n: number) => formatCurrencyAmount(n, 'USD', 'en');
    expect(ruleMessage(rule('lessThan:1000'), { metricName, formatAmount })).toBe('This must be less than $1,000.00');
    expect(ruleMessage(rule('lessThan:1000'), { metricName, formatNumber: (n) => n.toLocaleString('en') })).toBe(
      'This must be less than 1,000',
    );
    expect(ruleMessage(rule(`moreThan:${A}`), { metricName, formatAmount })).toBe('This must be greater than Revenue');
    expect(ruleMessage(rule(`max:${A}+${B}+${C}`), { metricName })).toBe('This must be at most Revenue and Costs and Grants');
  });

  it('MET-34: a custom label replaces the whole message (a blank one does not)', () => {
    expect(ruleMessage(rule('lessThan:5'), { metricName, customLabel: 'Too many employees' })).toBe('Too many employees');
    expect(ruleMessage(rule('lessThan:5'), { metricName, customLabel: '  ' })).toBe('This must be less than 5');
    expect(ruleMessage(rule('lessThan:5'), { metricName, customLabel: null })).toBe('This must be less than 5');
  });

  it('takes translated templates and joining word; "$&" in a name stays literal', () => {
    const options = { metricName: () => 'C$&A', templates: { max: 'Doit être au plus {value}' }, and: 'et' };
    expect(ruleMessage(rule(`max:${A}+${B}`), options)).toBe('Doit être au plus C$&A et C$&A');
  });
});

describe('validatePeriod (MET-30)', () => {
  const items: PeriodItem[] = [
    { dataId: 'd-revenue', metricId: A, unitType: 'MONETARY', value: '500' },
    { dataId: 'd-costs', metricId: B, unitType: 'MONETARY', value: '800' },
    { dataId: 'd-grants', metricId: C, unitType: 'MONETARY', value: '' },
    { dataId: 'd-staff', metricId: 'staff', unitType: 'EMPLOYEE', value: '12.5' },
  ];

  it('reports dataId, rule, label and message for each failing rule, in order', () => {
    const rules = new Map<string, RuleSpec[]>([
      [A, [{ rule: 'moreThan:1000' }, { rule: `min:${B}`, label: 'Revenue must cover costs' }, { rule: 'max:99999' }]],
      [B, [{ rule: `max:${A}+${C}` }]], // C is empty: not applicable
      [C, [{ rule: 'min:1' }]], // empty value passes
      ['staff', [{ rule: 'lessThan:10' }, { rule: 'min:0', label: null }]],
    ]);
    const failures = validatePeriod(items, rules, { metricName, formatAmount: (n) => formatCurrencyAmount(n, 'USD', 'en') });
    expect(failures).toEqual([
      { dataId: 'd-revenue', rule: 'moreThan:1000', message: 'This must be greater than $1,000.00' },
      { dataId: 'd-revenue', rule: `min:${B}`, label: 'Revenue must cover costs', message: 'Revenue must cover costs' },
      { dataId: 'd-staff', rule: 'lessThan:10', message: 'This must be less than 10' }, // not an amount: not MONETARY
    ]);
  });

  it('an operand without a value in the period falls back to its last submitted value, else does not apply', () => {
    const rules = { [A]: [{ rule: `max:${C}` }, { rule: `max:${C}+${B}` }, { rule: 'max:unknown' }] };
    expect(validatePeriod(items, rules, { metricName })).toEqual([]);
    const previousValues = new Map([[C, '100'], [A, '1']]);
    expect(validatePeriod(items, rules, { metricName, previousValues })).toEqual([
      { dataId: 'd-revenue', rule: `max:${C}`, message: 'This must be at most Grants' },
    ]);
    // The same period's value wins over the last submitted one (A's previous 1 is not used).
    expect(validatePeriod(items, { [B]: [{ rule: `max:${A}` }] }, { metricName, previousValues })).toHaveLength(1);
    expect(validatePeriod(items, { [B]: [{ rule: `max:${A}` }] }, { metricName, previousValues: { [A]: '1000' } })).toHaveLength(1);
  });

  it('ignores rule strings that do not parse, and tells about them', () => {
    const invalid: string[] = [];
    const failures = validatePeriod(items, { [A]: [{ rule: 'bogus' }, { rule: 'max:10' }] }, {
      metricName,
      onInvalidRule: (text, metricId) => invalid.push(`${metricId} ${text}`),
    });
    expect(failures.map((failure) => failure.rule)).toEqual(['max:10']);
    expect(invalid).toEqual([`${A} bogus`]);
  });

  it('takes rules as a record without reading inherited keys', () => {
    const protoItems: PeriodItem[] = [{ dataId: 'x', metricId: 'constructor', unitType: 'USER', value: '5' }];
    expect(validatePeriod(protoItems, {}, { metricName })).toEqual([]);
    expect(validatePeriod(protoItems, { constructor: [{ rule: 'max:4' }] }, { metricName })).toHaveLength(1);
    expect(validatePeriod(protoItems, { [A]: [{ rule: 'max:toString' }] }, { metricName, previousValues: {} })).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Properties

const kind = fc.constantFrom(...RULE_KINDS);
const ORACLE: Record<RuleKind, (a: number, b: number) => boolean> = {
  lessThan: (a, b) => a < b,
  moreThan: (a, b) => a > b,
  min: (a, b) => a >= b,
  max: (a, b) => a <= b,
};
/** Non-negative decimal text of at most 15 significant digits, so that Number() keeps order and equality. */
const valueText = fc
  .tuple(fc.bigInt({ min: 0n, max: 999_999_999_999_999n }), fc.integer({ min: 0, max: 8 }))
  .map(([n, scale]) => {
    const digits = n.toString().padStart(scale + 1, '0');
    return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  });
/** Constants as the server writes them: signed decimals, sometimes equal to the value under test. */
const constantNumber = fc.oneof(
  valueText.map(Number),
  valueText.map((text) => -Number(text) || 0), // no -0: a rule string cannot tell it from 0
  fc.integer({ min: -1000, max: 1000 }),
);
const metricId = fc.uuid();
const blank = fc.constantFrom<NumericInput>('', ' ', '\t', null, undefined);

describe('rule engine properties (MET-30–34)', () => {
  it('constants: lessThan/moreThan/min/max agree with <, >, ≥, ≤', () => {
    fc.assert(
      fc.property(kind, valueText, constantNumber, (k, value, constant) => {
        const outcome = evaluateRule({ kind: k, operand: { type: 'constant', value: constant } }, value, noMetrics);
        expect(outcome).toBe(ORACLE[k](Number(value), constant) ? 'pass' : 'fail');
      }),
    );
  });

  it('constants: a value equal to the constant passes min and max, fails lessThan and moreThan', () => {
    fc.assert(
      fc.property(kind, valueText, (k, value) => {
        const outcome = evaluateRule({ kind: k, operand: { type: 'constant', value: Number(value) } }, value, noMetrics);
        expect(outcome).toBe(k === 'min' || k === 'max' ? 'pass' : 'fail');
      }),
    );
  });

  it('an empty value always passes, whatever the rule and the other values', () => {
    const anyRule = fc.oneof(
      constantNumber.map((value) => ({ type: 'constant' as const, value })),
      metricId.map((id) => ({ type: 'metric' as const, metricId: id })),
      fc.array(metricId, { minLength: 2, maxLength: 4 }).map((ids) => ({ type: 'sum' as const, metricIds: ids })),
    );
    fc.assert(
      fc.property(kind, anyRule, blank, fc.option(valueText), (k, operand, empty, other) => {
        expect(evaluateRule({ kind: k, operand }, empty, () => other)).toBe('pass');
      }),
    );
  });

  it('metric references use that metric’s value; a missing one makes the rule not apply', () => {
    fc.assert(
      fc.property(kind, metricId, metricId, valueText, valueText, (k, x, other, value, xValue) => {
        fc.pre(x !== other);
        const reference: MetricRule = { kind: k, operand: { type: 'metric', metricId: x } };
        const lookup = (id: string) => (id === x ? xValue : '0');
        expect(evaluateRule(reference, value, lookup)).toBe(ORACLE[k](Number(value), Number(xValue)) ? 'pass' : 'fail');
        expect(evaluateRule(reference, value, (id) => (id === other ? xValue : undefined))).toBe('notApplicable');
        expect(evaluateRule(reference, value, (id) => (id === x ? '' : xValue))).toBe('notApplicable');
      }),
    );
  });

  it('sums compare with the exact sum of their terms; any missing term makes the rule not apply', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    const asText = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
    fc.assert(
      fc.property(
        kind,
        fc.uniqueArray(metricId, { minLength: 2, maxLength: 6 }),
        fc.array(cents, { minLength: 6, maxLength: 6 }),
        cents,
        fc.boolean(),
        fc.nat(),
        (k, ids, termCents, valueCents, equal, missing) => {
          const values = new Map(ids.map((id, i) => [id, asText(termCents[i] as number)]));
          const total = ids.reduce((sum, _id, i) => sum + (termCents[i] as number), 0);
          const value = equal ? total : valueCents;
          const sum: MetricRule = { kind: k, operand: { type: 'sum', metricIds: ids } };
          expect(evaluateRule(sum, asText(value), (id) => values.get(id))).toBe(ORACLE[k](value, total) ? 'pass' : 'fail');
          values.delete(ids[missing % ids.length] as string);
          expect(evaluateRule(sum, asText(value), (id) => values.get(id))).toBe('notApplicable');
        },
      ),
    );
  });

  it('a custom label always replaces the message', () => {
    const label = fc.string({ minLength: 1 }).filter((text) => text.trim() !== '');
    fc.assert(
      fc.property(kind, constantNumber, label, valueText, (k, constant, customLabel, value) => {
        const r: MetricRule = { kind: k, operand: { type: 'constant', value: constant } };
        expect(ruleMessage(r, { metricName, customLabel })).toBe(customLabel);
        const failures = validatePeriod(
          [{ dataId: 'd', metricId: A, unitType: 'USER', value }],
          { [A]: [{ rule: formatRule(r), label: customLabel }] },
          { metricName },
        );
        for (const failure of failures) expect(failure).toEqual({ dataId: 'd', rule: formatRule(r), label: customLabel, message: customLabel });
      }),
    );
  });

  it('parseRule(formatRule(rule)) gives the rule back', () => {
    const operand = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => ({ type: 'constant' as const, value: value === 0 ? 0 : value })),
      constantNumber.map((value) => ({ type: 'constant' as const, value })),
      metricId.map((id) => ({ type: 'metric' as const, metricId: id })),
      fc.array(metricId, { minLength: 2, maxLength: 5 }).map((ids) => ({ type: 'sum' as const, metricIds: ids })),
    );
    fc.assert(
      fc.property(kind, operand, (k, o) => {
        const r: MetricRule = { kind: k, operand: o };
        expect(parseRule(formatRule(r))).toEqual(r);
      }),
    );
  });

  it('validatePeriod reports exactly the rules evaluateRule fails, with the period’s values as lookup', () => {
    const ids = [A, B, C, 'd4', 'e5'];
    const ruleText = fc.oneof(
      fc.tuple(kind, constantNumber).map(([k, n]) => `${k}:${n}`),
      fc.tuple(kind, fc.constantFrom(...ids)).map(([k, id]) => `${k}:${id}`),
      fc.tuple(kind, fc.uniqueArray(fc.constantFrom(...ids), { minLength: 2, maxLength: 3 })).map(([k, s]) => `${k}:${s.join('+')}`),
    );
    fc.assert(
      fc.property(
        fc.array(fc.option(valueText, { nil: '' }), { minLength: 5, maxLength: 5 }),
        fc.array(fc.array(ruleText, { maxLength: 3 }), { minLength: 5, maxLength: 5 }),
        (values, rules) => {
          const period: PeriodItem[] = ids.map((id, i) => ({ dataId: `d${i}`, metricId: id, unitType: 'EMPLOYEE', value: values[i] }));
          const byMetric = Object.fromEntries(ids.map((id, i) => [id, (rules[i] ?? []).map((text) => ({ rule: text }))]));
          const lookup = (id: string) => values[ids.indexOf(id)];
          const expected = period.flatMap((item, i) =>
            (rules[i] ?? [])
              .filter((text) => evaluateRule(rule(text), item.value, lookup) === 'fail')
              .map((text) => ({ dataId: item.dataId, rule: text, message: ruleMessage(rule(text), { metricName }) })),
          );
          expect(validatePeriod(period, byMetric, { metricName })).toEqual(expected);
        },
      ),
    );
  });
});
