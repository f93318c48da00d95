import { describe, expect, it } from 'vitest';
import { axisTicks, isChartable, portfolioPoints, seriesPoints } from './chartData';
import type { MetricSeries, PortfolioMetricValue, StaffMetric } from './documents';
import { changeDirection, formatChange, formatDiff, formatMetricValue } from './metricValue';

const format = { locale: 'en', currency: 'EUR', timeZone: 'UTC' };
const metric = (unitType: StaffMetric['unitOfMeasure']['unitType']): StaffMetric => ({
  _id: 'm-1', key: null, name: [{ language: 'en', value: 'Revenue' }], description: [], category: null,
  trackingRecurrence: { amount: 1, type: 'MONTH' }, unitOfMeasure: { unitType, customName: null }, rules: [], isCore: true, archived: false,
});
const point = (from: string, value: string, numericValue: number | null, dateValue: string | null = null) => ({ from, to: from, value, numericValue, dateValue });

describe('metric charts: data mapping (issue 6 item 6)', () => {
  it('issue 6 charts: maps a series to points oldest first, with period labels and values in the currency', () => {
    const series: MetricSeries = { metric: metric('MONETARY'), points: [point('2024-02-01T00:00:00.000Z', '1500', 1500), point('2024-01-01T00:00:00.000Z', '1000', 1000)] };
    expect(seriesPoints(series, format)).toEqual([
      { key: '2024-01-01T00:00:00.000Z', label: 'Jan 24', value: 1000, text: '€1,000.00' },
      { key: '2024-02-01T00:00:00.000Z', label: 'Feb 24', value: 1500, text: '€1,500.00' },
    ]);
  });

  it('DATE metrics are listed, not drawn', () => {
    const points = seriesPoints({ metric: metric('DATE'), points: [point('2024-01-01T00:00:00.000Z', '1704067200', 1704067200, '2024-01-01T00:00:00.000Z')] }, format);
    expect(points[0]).toMatchObject({ value: null, text: 'Jan 1, 2024' });
    expect(isChartable(points)).toBe(false);
  });

  it('portfolio bars are sorted highest first, startups without a value last', () => {
    const v = (id: string, numericValue: number | null): PortfolioMetricValue => ({
      startup: { _id: id, name: id }, from: '', to: '', value: numericValue === null ? null : String(numericValue), numericValue, previousValue: null, diff: null, change: null,
    });
    expect(portfolioPoints([v('a', 5), v('b', null), v('c', 9)], 'CUSTOMER', format).map((p) => [p.key, p.text])).toEqual([['c', '9'], ['a', '5'], ['b', '—']]);
  });

  it('axis ticks include zero and cover the largest value', () => {
    expect(axisTicks([0, 1234])).toEqual([0, 500, 1000, 1500]);
    expect(axisTicks([])).toEqual([0, 1]);
    expect(axisTicks([-20, 40])).toEqual([-20, 0, 20, 40]);
  });

  it('TML-09 values, diffs and changes are formatted per unit; the arrow follows the sign', () => {
    expect(formatMetricValue('PERCENTAGE', '12.5', null, format)).toBe('12.5 %');
    expect(formatMetricValue('MONETARY', '12', null, format)).toBe('€12.00');
    expect(formatDiff('MONETARY', -300, format)).toBe('−€300.00');
    expect(formatChange(12.345, format)).toBe('+12.3 %');
    expect(changeDirection(5, 10)).toBe('up');
    expect(changeDirection(-1, null)).toBe('down');
    expect(changeDirection(0, 0)).toBe('flat');
    expect(changeDirection(null, null)).toBeNull();
  });
});
