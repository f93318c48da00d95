/** Turning API series into chart points (issue 6 item 6): one point per period, oldest first, with readable labels. */
import { intlTag } from './useIncubatorFormat';
import type { MetricSeries, PortfolioMetricValue } from './documents';
import { formatMetricValue, type ValueFormat } from './metricValue';

export interface ChartPoint {
  key: string;
  label: string;
  /** null: no number to draw (a DATE metric, or text). */
  value: number | null;
  text: string;
}

export function periodShortLabel(from: string, format: ValueFormat): string {
  const date = new Date(from);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(intlTag(format.locale), { month: 'short', year: '2-digit', timeZone: format.timeZone }).format(date);
  } catch {
    return from.slice(0, 7);
  }
}

export function seriesPoints(series: MetricSeries, format: ValueFormat): ChartPoint[] {
  const unitType = series.metric.unitOfMeasure.unitType;
  return [...series.points]
    .sort((a, b) => a.from.localeCompare(b.from))
    .map((point) => ({
      key: point.from,
      label: periodShortLabel(point.from, format),
      value: unitType === 'DATE' ? null : point.numericValue,
      text: formatMetricValue(unitType, point.value, point.dateValue, format),
    }));
}

/** Whether a series can be drawn (at least one number); others are shown as a table only. */
export function isChartable(points: readonly ChartPoint[]): boolean {
  return points.some((p) => p.value !== null);
}

/** Portfolio bars: startups with a value, highest first; those without one last (text "—"). */
export function portfolioPoints(values: readonly PortfolioMetricValue[], unitType: Parameters<typeof formatMetricValue>[0], format: ValueFormat): ChartPoint[] {
  return [...values]
    .sort((a, b) => (b.numericValue ?? -Infinity) - (a.numericValue ?? -Infinity))
    .map((v) => ({
      key: v.startup._id,
      label: v.startup.name,
      value: v.numericValue,
      text: formatMetricValue(unitType, v.value, null, format) || '—',
    }));
}

/** "Nice" axis bounds and ticks for values (zero included, so bars and lines read honestly). */
export function axisTicks(values: readonly number[], count = 4): number[] {
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  if (max === min) return [0, 1];
  const raw = (max - min) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let v = Math.floor(min / step) * step; v <= max + step / 2; v += step) ticks.push(Number(v.toFixed(10)));
  if ((ticks.at(-1) ?? 0) < max) ticks.push(Number(((ticks.at(-1) ?? 0) + step).toFixed(10)));
  return ticks;
}
