import { parseRule } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import type { StaffMetric } from './documents';
import { EMPTY_RULE, formToMetricInput, metricFormErrors, metricToForm, rowToRuleString, ruleStringToRow, type MetricFormValues } from './metricForm';

const A = '3f1c2a4e-1111-4a4a-8a8a-000000000001';
const B = '3f1c2a4e-1111-4a4a-8a8a-000000000002';

const metric: StaffMetric = {
  _id: 'm-1',
  key: null,
  name: [
    { language: 'en', value: 'Revenue' },
    { language: 'fr', value: "Chiffre d'affaires" },
  ],
  description: [{ language: 'en', value: 'Money in' }],
  category: { _id: 'c-1', name: [{ language: 'en', value: 'Finance' }] },
  trackingRecurrence: { amount: 3, type: 'MONTH' },
  unitOfMeasure: { unitType: 'MONETARY', customName: null },
  rules: [
    { rule: 'min:0', label: null },
    { rule: `lessThan:${A}`, label: 'Below the costs' },
    { rule: `max:${A}+${B}`, label: null },
    { rule: 'nonsense', label: null },
  ],
  isCore: false,
  archived: false,
};

describe('metric set-up form (rules as rows ↔ domain rule strings)', () => {
  it('GAP-34 metric form → rule strings round trip: constant, metric and sum operands with labels', () => {
    const form = metricToForm(metric);
    expect(form.rules).toHaveLength(3); // the unparsable string is left out, as the server ignores it
    expect(form.rules[1]).toMatchObject({ kind: 'lessThan', operandType: 'metric', metricId: A, label: 'Below the costs' });
    expect(form.rules[2]).toMatchObject({ kind: 'max', operandType: 'sum', metricIds: [A, B] });
    const input = formToMetricInput(form);
    expect(input.rules).toEqual([
      { rule: 'min:0', label: null },
      { rule: `lessThan:${A}`, label: 'Below the costs' },
      { rule: `max:${A}+${B}`, label: null },
    ]);
    for (const { rule } of input.rules) expect(parseRule(rule)).not.toBeNull();
    expect(input.name).toEqual(metric.name);
    expect(input.description).toEqual(metric.description);
    expect(input.categoryId).toBe('c-1');
    expect(input.trackingRecurrence).toEqual({ amount: 3, type: 'MONTH' });
    expect(input.unitOfMeasure).toEqual({ unitType: 'MONETARY', customName: null });
  });

  it('serializes a typed constant the way the engine reads it (decimals and negatives)', () => {
    expect(rowToRuleString({ ...EMPTY_RULE, kind: 'min', constant: '-5.5' })).toBe('min:-5.5');
    expect(rowToRuleString({ ...EMPTY_RULE, kind: 'moreThan', constant: '1000' })).toBe('moreThan:1000');
    expect(ruleStringToRow('min:-5.5', null)).toMatchObject({ operandType: 'constant', constant: '-5.5' });
  });

  it('incomplete rows and a custom unit without a name keep the form from saving', () => {
    const values: MetricFormValues = {
      ...metricToForm(metric),
      unitType: 'CUSTOM',
      customName: ' ',
      rules: [
        { ...EMPTY_RULE, constant: 'abc' },
        { ...EMPTY_RULE, operandType: 'sum', metricIds: [A] },
        { ...EMPTY_RULE, operandType: 'metric' },
      ],
    };
    expect(metricFormErrors(values)).toEqual({ customName: 'customNameRequired', 'rules.0': 'ruleNumber', 'rules.1': 'ruleSum', 'rules.2': 'ruleMetric' });
    expect(metricFormErrors({ ...values, texts: [{ language: 'en', name: '', description: '' }] })['texts.0.name']).toBe('nameRequired');
  });

  it('keeps the custom unit name only for CUSTOM metrics', () => {
    const input = formToMetricInput({ ...metricToForm(metric), unitType: 'CUSTOM', customName: ' Widgets ' });
    expect(input.unitOfMeasure).toEqual({ unitType: 'CUSTOM', customName: 'Widgets' });
  });
});
