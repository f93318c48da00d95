import { describe, expect, it } from 'vitest';
import {
  initialFieldValue,
  labelOfPeriod,
  periodModels,
  ruleMessages,
  savePayload,
  serverFailureMessages,
  type MessageContext,
} from './metricsForm';
import { item, period } from './testKit';

const CONTEXT: MessageContext = {
  texts: {
    invalidAmount: 'Invalid amount',
    invalidNumber: 'Invalid number',
    fillAtLeastOne: 'You need to fill at least one of these fields',
    rules: {
      lessThan: 'This must be less than {value}',
      moreThan: 'This must be greater than {value}',
      min: 'This must be at least {value}',
      max: 'This must be at most {value}',
    },
    and: 'and',
    notAccepted: 'This value was not accepted',
  },
  metricName: (id) => ({ 'm-1': 'Customers', 'm-2': 'Users' })[id] ?? id,
  formatAmount: (n) => `$${n}`,
  formatNumber: String,
};

const LABELS = { locale: 'en', untilTemplate: 'until {date}' };

describe('metrics form rules without React', () => {
  it('MET-21: periods are labelled in the incubator\'s time zone (a Paris month is one month, not a range)', () => {
    const paris = { ...LABELS, timeZone: 'Europe/Paris' };
    expect(labelOfPeriod({ from: '2024-01-31T23:00:00.000Z', to: '2024-02-29T22:59:59.999Z' }, paris)).toBe('February 2024');
    expect(labelOfPeriod({ from: '2024-01-31T23:00:00.000Z', to: '2024-02-29T22:59:59.999Z' }, { ...LABELS, timeZone: 'UTC' })).toBe(
      '31 Jan – 29 Feb 2024',
    );
    expect(labelOfPeriod({ from: null, to: '2024-03-15T12:00:00.000Z' }, { ...LABELS, untilTemplate: 'jusqu\'au {date}', locale: 'fr' })).toBe(
      'jusqu\'au 15 mars 2024',
    );
  });

  it('MET-31: a metric operand without a value in the period uses its last submitted value from an earlier period', () => {
    const models = periodModels(
      [
        period('2024-02-01T00:00:00.000Z', '2024-02-29T23:59:59.999Z', [item('d-2', 'm-1', 'CUSTOMER', 'Customers'), item('d-3', 'm-2', 'USER', 'Users')], [
          { dataId: 'd-3', rule: 'max:m-1', label: null },
        ]),
        period('2024-01-01T00:00:00.000Z', '2024-01-31T23:59:59.999Z', [item('d-1', 'm-1', 'CUSTOMER', 'Customers', { value: '10' })]),
      ],
      { ...LABELS, timeZone: 'UTC' },
    );
    expect(models.map((m) => m.label)).toEqual(['January 2024', 'February 2024']);
    const february = models[1]!;
    expect(ruleMessages(february, { 'd-3': '11' }, CONTEXT)).toEqual({ 'd-3': ['This must be at most Customers'] });
    expect(ruleMessages(february, { 'd-3': '11', 'd-2': '20' }, CONTEXT)).toEqual({});
  });

  it('D2 §7.5: a server failure with an unreadable rule and no label still shows on its field', () => {
    const models = periodModels([period(null, '2024-02-29T23:59:59.999Z', [item('d-1', 'm-1', 'MONETARY', 'Revenue')])], LABELS);
    expect(
      serverFailureMessages(
        [
          { dataId: 'd-1', rule: 'between:1', label: null },
          { dataId: 'd-1', rule: 'min:5', label: null },
        ],
        models,
        CONTEXT,
      ),
    ).toEqual({ 'd-1': ['This value was not accepted', 'This must be at least $5'] });
  });

  it('MET-24: the server\'s "format" failure reads "Invalid amount" for money and "Invalid number" otherwise', () => {
    const models = periodModels(
      [period(null, '2024-02-29T23:59:59.999Z', [item('d-1', 'm-1', 'MONETARY', 'Revenue'), item('d-2', 'm-2', 'EMPLOYEE', 'Staff')])],
      LABELS,
    );
    const failures = [
      { dataId: 'd-1', rule: 'format', label: null },
      { dataId: 'd-2', rule: 'format', label: null },
    ];
    expect(serverFailureMessages(failures, models, CONTEXT)).toEqual({ 'd-1': ['Invalid amount'], 'd-2': ['Invalid number'] });
  });

  it('MET-36: empty, blank and absent values are left out of the payload', () => {
    const models = periodModels(
      [period(null, '2024-02-29T23:59:59.999Z', [item('a', 'm-1', 'CUSTOMER', 'A'), item('b', 'm-2', 'USER', 'B'), item('c', 'm-3', 'USER', 'C')])],
      LABELS,
    );
    expect(savePayload(models, { a: '   ', b: '0' })).toEqual([{ metricDataId: 'b', value: '0' }]);
  });

  it('GAP-35: a stored DATE given as Unix seconds shows as its local day', () => {
    const seconds = String(new Date(2024, 4, 20).getTime() / 1000);
    expect(initialFieldValue(item('d', 'm', 'DATE', 'Date', { value: seconds }))).toBe('2024-05-20');
    expect(initialFieldValue(item('d', 'm', 'DATE', 'Date'))).toBe('');
  });
});
