import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/i18n/i18n';
import { MetricsForm } from './MetricsForm';
import { metricsTestClient, FEBRUARY, item, period, periods, saveResult } from './testKit';
import type { MetricPeriod } from './promptDocuments';
import { type OperationHandler, renderWithClient } from '../../test/testClient';

const FORM_DATE = '2024-03-01T00:00:00.000Z';

async function renderForm(
  list: MetricPeriod[],
  handlers: Record<string, OperationHandler> = {},
  incubator = { currency: 'USD', timezone: 'UTC' },
) {
  const onSaved = vi.fn(() => Promise.resolve());
  const kit = metricsTestClient({ MetricPeriods: () => periods(list), SaveMetricData: () => saveResult(true), ...handlers }, incubator);
  const view = await renderWithClient(<MetricsForm startupId="s-1" date={FORM_DATE} onSaved={onSaved} />, kit.client);
  await screen.findByTestId('metrics-form');
  await waitFor(() => expect(screen.queryByTestId('metrics-loading')).toBeNull());
  return { kit, onSaved, view };
}

function input(metricId: string): HTMLInputElement {
  return screen.getByTestId(`metric-input-${metricId}`);
}

function type(metricId: string, value: string) {
  fireEvent.change(input(metricId), { target: { value } });
}

/** The messages shown for a field (Mantine links them with aria-describedby). */
function messagesOf(metricId: string): string {
  const ids = (input(metricId).getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}

const save = () => fireEvent.click(screen.getByTestId('metrics-save'));

function one(...data: ReturnType<typeof item>[]): MetricPeriod[] {
  return [period(FEBRUARY.from, FEBRUARY.to, data)];
}

afterEach(async () => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

describe('metrics form: loading and periods (MET-19–21)', () => {
  it('MET-19: asks for startupId, the form date and includeFilledInData (withFilledData), network-only (every open asks again)', async () => {
    const { kit, view } = await renderForm(one(item('d-1', 'm-1', 'CUSTOMER', 'Customers', { value: '42' })));
    expect(kit.callsOf('MetricPeriods')[0]?.variables).toEqual({ startupId: 's-1', date: FORM_DATE, includeFilledInData: false });
    expect(input('m-1')).toHaveValue('42');
    view.unmount();
    await renderWithClient(<MetricsForm startupId="s-1" date={FORM_DATE} withFilledData onSaved={() => Promise.resolve()} />, kit.client);
    await waitFor(() => expect(kit.callsOf('MetricPeriods')).toHaveLength(2));
    expect(kit.callsOf('MetricPeriods')[1]?.variables).toEqual({ startupId: 's-1', date: FORM_DATE, includeFilledInData: true });
    expect(kit.callsOf('MetricsPromptIncubator')).toHaveLength(1); // the incubator's settings come from the cache
  });

  it('MET-20: with no periods due it says "Metrics are up to date."', async () => {
    await renderForm([]);
    expect(await screen.findByTestId('metrics-up-to-date')).toHaveTextContent(/^Metrics are up to date\.$/);
    expect(screen.queryByTestId('metrics-save')).toBeNull();
  });

  it('MET-21, GAP-34: period labels: whole month, single day, range and "until"', async () => {
    await renderForm([
      period(FEBRUARY.from, FEBRUARY.to, [item('d-1', 'm-1', 'CUSTOMER', 'Customers')]),
      period('2024-03-05T00:00:00.000Z', '2024-03-05T23:59:59.999Z', [item('d-2', 'm-2', 'USER', 'Users')]),
      period('2024-03-01T00:00:00.000Z', '2024-03-15T23:59:59.999Z', [item('d-3', 'm-3', 'SUBSCRIBER', 'Subscribers')]),
      period(null, '2024-03-16T23:59:59.999Z', [item('d-4', 'm-4', 'MONTHS', 'Runway')]),
    ]);
    const legends = screen.getAllByTestId('metrics-period').map((fieldset) => fieldset.querySelector('legend')?.textContent);
    expect(legends).toEqual(['February 2024', '5 Mar 2024', '1 Mar – 15 Mar 2024', 'until 16 Mar 2024']);
  });

  it('labels come from the server in the viewer\'s language, falling back to English; a custom unit label follows the name', async () => {
    await i18n.changeLanguage('fr');
    await renderForm(
      one(
        item('d-1', 'm-1', 'CUSTOMER', 'Customers', { frName: 'Clients' }),
        item('d-2', 'm-2', 'USER', 'Users'),
        item('d-3', 'm-3', 'CUSTOM', 'Downloads', { metadata: { customLabel: 'installs' }, customName: 'installs' }),
        item('d-4', 'm-4', 'CUSTOM', 'Stars', { customName: 'stars' }),
      ),
    );
    expect(screen.getByLabelText('Clients')).toBe(input('m-1'));
    expect(screen.getByLabelText('Users')).toBe(input('m-2'));
    expect(screen.getByLabelText('Downloads (installs)')).toBe(input('m-3'));
    expect(screen.getByLabelText('Stars (stars)')).toBe(input('m-4'));
  });
});

describe('metrics form: inputs by unit type (MET-22–29)', () => {
  it('MET-22: nothing filled → "You need to fill at least one of these fields" and no save; zero counts as filled', async () => {
    const { kit } = await renderForm(one(item('d-1', 'm-1', 'CUSTOMER', 'Customers'), item('d-2', 'm-2', 'USER', 'Users')));
    save();
    expect(await screen.findByTestId('metrics-period-error')).toHaveTextContent(/^You need to fill at least one of these fields$/);
    expect(kit.callsOf('SaveMetricData')).toHaveLength(0);
    type('m-2', '0');
    await waitFor(() => expect(screen.queryByTestId('metrics-period-error')).toBeNull());
    save();
    await waitFor(() => expect(kit.callsOf('SaveMetricData')).toHaveLength(1));
    expect(kit.callsOf('SaveMetricData')[0]?.variables).toEqual({ data: [{ metricDataId: 'd-2', value: '0' }] });
  });

  it('D1 §5: a save with an invalid value puts the focus on the first invalid field (D-93)', async () => {
    const { kit } = await renderForm(one(item('d-1', 'm-ok', 'CUSTOMER', 'Customers'), item('d-2', 'm-bad', 'MONETARY', 'Revenue'), item('d-3', 'm-bad2', 'USER', 'Users')));
    type('m-ok', '12');
    type('m-bad', '12a');
    type('m-bad2', 'x');
    input('m-ok').focus();
    save();
    await waitFor(() => expect(document.activeElement).toBe(input('m-bad')));
    expect(kit.callsOf('SaveMetricData')).toHaveLength(0);
  });

  it('MET-23, MET-24: only digits and a decimal point: "Invalid amount" for money, "Invalid number" for the rest', async () => {
    const { kit } = await renderForm(one(item('d-1', 'm-money', 'MONETARY', 'Revenue'), item('d-2', 'm-cust', 'CUSTOMER', 'Customers')));
    for (const bad of ['12a', '1,000', '-5', '1e3', '1.2.3', '+4']) {
      type('m-money', bad);
      expect(messagesOf('m-money'), bad).toBe('Invalid amount');
    }
    type('m-money', '1500.75');
    expect(messagesOf('m-money')).toBe('');
    type('m-cust', '12 people');
    expect(messagesOf('m-cust')).toBe('Invalid number');
    save();
    expect(kit.callsOf('SaveMetricData')).toHaveLength(0);
    expect(input('m-money')).toHaveAttribute('inputmode', 'decimal');
    expect(input('m-cust')).toHaveAttribute('inputmode', 'numeric');
  });

  it('MET-25, MET-26: a percentage shows a " %" suffix, allows decimals and is sent as its trimmed text', async () => {
    const { kit } = await renderForm(one(item('d-1', 'm-pct', 'PERCENTAGE', 'Churn')));
    const suffix = within(input('m-pct').closest('.mantine-InputWrapper-root') as HTMLElement).getByTestId('metric-suffix');
    expect(suffix.textContent).toBe(' %');
    type('m-pct', '-2');
    expect(messagesOf('m-pct')).toBe('Invalid number');
    type('m-pct', '  12.5  ');
    expect(messagesOf('m-pct')).toBe('');
    save();
    await waitFor(() => expect(kit.callsOf('SaveMetricData')).toHaveLength(1));
    expect(kit.callsOf('SaveMetricData')[0]?.variables).toEqual({ data: [{ metricDataId: 'd-1', value: '12.5' }] });
  });

  it('MET-27: money shows the incubator\'s currency as a prefix where the locale writes it first ($ in English)', async () => {
    await renderForm(one(item('d-1', 'm-money', 'MONETARY', 'Revenue')));
    const wrapper = input('m-money').closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(within(wrapper).getByTestId('metric-currency-prefix')).toHaveTextContent('$');
    expect(within(wrapper).queryByTestId('metric-currency-suffix')).toBeNull();
  });

  it('MET-27: …and as a suffix where the locale writes it after (EUR in German: €)', async () => {
    await i18n.changeLanguage('de');
    await renderForm(one(item('d-1', 'm-money', 'MONETARY', 'Revenue')), {}, { currency: 'EUR', timezone: 'UTC' });
    const wrapper = input('m-money').closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(within(wrapper).getByTestId('metric-currency-suffix')).toHaveTextContent('€');
    expect(within(wrapper).queryByTestId('metric-currency-prefix')).toBeNull();
    type('m-money', 'x');
    expect(messagesOf('m-money')).toBe('Ungültiger Betrag');
  });

  it('MET-28: employees allow decimals and no negatives', async () => {
    await renderForm(one(item('d-1', 'm-emp', 'EMPLOYEE', 'Employees')));
    type('m-emp', '2.5');
    expect(messagesOf('m-emp')).toBe('');
    type('m-emp', '-1');
    expect(messagesOf('m-emp')).toBe('Invalid number');
    expect(input('m-emp')).toHaveAttribute('inputmode', 'decimal');
  });

  it('MET-29: customer, user, subscriber, months and custom take whole numbers without negatives', async () => {
    const units = ['CUSTOMER', 'USER', 'SUBSCRIBER', 'MONTHS', 'CUSTOM'] as const;
    await renderForm(one(...units.map((unit, i) => item(`d-${i}`, `m-${unit}`, unit, unit.toLowerCase()))));
    for (const unit of units) {
      type(`m-${unit}`, '1.5');
      expect(messagesOf(`m-${unit}`), unit).toBe('Invalid number');
      type(`m-${unit}`, '-2');
      expect(messagesOf(`m-${unit}`), unit).toBe('Invalid number');
      type(`m-${unit}`, '7');
      expect(messagesOf(`m-${unit}`), unit).toBe('');
    }
  });

  it('GAP-35: a DATE metric is a date picker showing the stored day', async () => {
    const stored = new Date(2024, 1, 10).toISOString();
    await renderForm(one(item('d-1', 'm-date', 'DATE', 'Incorporated on', { dateValue: stored })));
    expect(input('m-date')).toHaveAttribute('type', 'date');
    expect(input('m-date')).toHaveValue('2024-02-10');
  });
});

describe('metrics form: rules (MET-30–34)', () => {
  const rulePeriod = (validations: Parameters<typeof period>[3]) => [
    period(
      FEBRUARY.from,
      FEBRUARY.to,
      [
        item('d-1', 'm-1', 'CUSTOMER', 'Paying customers'),
        item('d-2', 'm-2', 'CUSTOMER', 'Customers'),
        item('d-3', 'm-3', 'USER', 'Users'),
        item('d-4', 'm-4', 'MONETARY', 'Revenue'),
      ],
      validations,
    ),
  ];

  it('MET-30, MET-32, GAP-34: constants: "This must be less than 100", "greater than", "at least", "at most"', async () => {
    await renderForm(rulePeriod([
      { dataId: 'd-1', rule: 'lessThan:100', label: null },
      { dataId: 'd-2', rule: 'moreThan:10', label: null },
      { dataId: 'd-3', rule: 'min:5', label: null },
      { dataId: 'd-3', rule: 'max:50', label: null },
    ]));
    type('m-1', '150');
    expect(messagesOf('m-1')).toBe('This must be less than 100');
    type('m-1', '99');
    expect(messagesOf('m-1')).toBe('');
    type('m-2', '10');
    expect(messagesOf('m-2')).toBe('This must be greater than 10');
    type('m-3', '4');
    expect(messagesOf('m-3')).toBe('This must be at least 5');
    type('m-3', '51');
    expect(messagesOf('m-3')).toBe('This must be at most 50');
  });

  it('MET-31, MET-33: another metric\'s value, or a sum of several named and joined with "and"', async () => {
    await renderForm(rulePeriod([
      { dataId: 'd-1', rule: 'max:m-2', label: null },
      { dataId: 'd-3', rule: 'moreThan:m-1+m-2', label: null },
    ]));
    type('m-2', '10');
    type('m-1', '11');
    expect(messagesOf('m-1')).toBe('This must be at most Customers');
    type('m-3', '21');
    expect(messagesOf('m-3')).toBe('This must be greater than Paying customers and Customers');
    type('m-3', '22');
    expect(messagesOf('m-3')).toBe('');
  });

  it('MET-33: a monetary constant reads as an amount in the incubator\'s currency', async () => {
    await renderForm(rulePeriod([{ dataId: 'd-4', rule: 'lessThan:1000', label: null }]));
    type('m-4', '1000');
    expect(messagesOf('m-4')).toBe('This must be less than $1,000.00');
  });

  it('MET-34: a custom label from the server replaces the message', async () => {
    await renderForm(rulePeriod([{ dataId: 'd-1', rule: 'max:m-2', label: 'Paying customers cannot outnumber customers' }]));
    type('m-2', '1');
    type('m-1', '2');
    expect(messagesOf('m-1')).toBe('Paying customers cannot outnumber customers');
  });

  it('MET-30: a failing rule stops the save', async () => {
    const { kit } = await renderForm(rulePeriod([{ dataId: 'd-1', rule: 'lessThan:100', label: null }]));
    type('m-1', '150');
    save();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(kit.callsOf('SaveMetricData')).toHaveLength(0);
  });
});

describe('metrics form: saving (MET-35, MET-36, D2 §7.5)', () => {
  it('MET-36, GAP-35: metricDataId + value; numbers as digit strings, dates as local-midnight Unix seconds, empty ones left out', async () => {
    const { kit, onSaved } = await renderForm(
      one(
        item('d-money', 'm-money', 'MONETARY', 'Revenue'),
        item('d-cust', 'm-cust', 'CUSTOMER', 'Customers'),
        item('d-date', 'm-date', 'DATE', 'Launched on'),
        item('d-pct', 'm-pct', 'PERCENTAGE', 'Churn'),
        item('d-empty', 'm-empty', 'USER', 'Users'),
      ),
    );
    type('m-money', '1500.50');
    type('m-cust', '007');
    type('m-date', '2024-02-15');
    type('m-pct', ' 3.25 ');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(kit.callsOf('SaveMetricData')[0]?.variables).toEqual({
      data: [
        { metricDataId: 'd-money', value: '1500.5' },
        { metricDataId: 'd-cust', value: '7' },
        { metricDataId: 'd-date', value: String(new Date(2024, 1, 15).getTime() / 1000) },
        { metricDataId: 'd-pct', value: '3.25' },
      ],
    });
  });

  it('D2 §7.5: the server\'s failures (dataId + rule, optional label) show on their fields; editing a field clears its own', async () => {
    const { onSaved } = await renderForm(
      one(item('d-1', 'm-1', 'CUSTOMER', 'Customers'), item('d-2', 'm-2', 'MONETARY', 'Revenue'), item('d-3', 'm-3', 'USER', 'Users')),
      {
        SaveMetricData: () =>
          saveResult(false, [
            { dataId: 'd-1', rule: 'lessThan:10', label: null },
            { dataId: 'd-2', rule: 'min:500', label: null },
            { dataId: 'd-3', rule: 'max:m-1', label: 'Fewer users than customers, please' },
          ]),
      },
    );
    type('m-1', '12');
    type('m-2', '100');
    type('m-3', '5');
    save();
    await waitFor(() => expect(messagesOf('m-1')).toBe('This must be less than 10'));
    expect(messagesOf('m-2')).toBe('This must be at least $500.00');
    expect(messagesOf('m-3')).toBe('Fewer users than customers, please');
    expect(onSaved).not.toHaveBeenCalled();
    type('m-3', '6');
    expect(messagesOf('m-3')).toBe('');
    expect(messagesOf('m-1')).toBe('This must be less than 10');
  });

  it('MET-35: "The date received for this data update is invalid" when the server says so', async () => {
    const { onSaved } = await renderForm(one(item('d-1', 'm-1', 'CUSTOMER', 'Customers')), {
      SaveMetricData: () => ({
        errors: [new GraphQLError('The date received for this data update is invalid', { extensions: { code: 'ValidationError' } })],
      }),
    });
    type('m-1', '3');
    save();
    expect(await screen.findByTestId('metrics-form-error')).toHaveTextContent(/^The date received for this data update is invalid$/);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('MET-35: the message is shown in the viewer\'s language', async () => {
    await i18n.changeLanguage('fr');
    await renderForm(one(item('d-1', 'm-1', 'CUSTOMER', 'Customers')), {
      SaveMetricData: () => ({
        errors: [new GraphQLError('The date received for this data update is invalid', { extensions: { code: 'ValidationError' } })],
      }),
    });
    type('m-1', '3');
    save();
    expect(await screen.findByTestId('metrics-form-error')).toHaveTextContent("La date reçue pour cette mise à jour des données n'est pas valide");
  });
});
