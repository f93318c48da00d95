import { DirectionProvider, MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartPoint } from './chartData';
import { LineChart } from './LazyCharts';
import { MetricBarChart, MetricLineChart } from './MetricCharts';

const points: ChartPoint[] = [
  { key: '2026-01', label: 'Jan 26', value: 1200, text: '$1,200' },
  { key: '2026-02', label: 'Feb 26', value: null, text: '' },
  { key: '2026-03', label: 'Mar 26', value: 3400, text: '$3,400' },
];

// jsdom lays nothing out: give the charts' containers a size so recharts draws.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const height = this.classList.contains('recharts-legend-wrapper') ? 24 : 200;
    return { x: 0, y: 0, top: 0, left: 0, right: 400, bottom: height, width: 400, height, toJSON: () => ({}) };
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(200);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(200);
});
afterEach(() => vi.restoreAllMocks());

function renderIn(dir: 'ltr' | 'rtl', ui: React.ReactElement) {
  return render(
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <MantineProvider>{ui}</MantineProvider>
    </DirectionProvider>,
  );
}

const dotsX = (container: HTMLElement) => [...container.querySelectorAll('.recharts-line-dot')].map((dot) => Number(dot.getAttribute('cx')));
const tickTexts = (container: HTMLElement, axis: 'xAxis' | 'yAxis') =>
  // recharts writes each line of a label as a tspan (jsdom measures every word as too wide, so one word per line).
  [...container.querySelectorAll(`.recharts-${axis}-tick-labels text`)].map((text) => [...text.querySelectorAll('tspan')].map((line) => line.textContent).join(' '));

describe('metric charts (@mantine/charts)', () => {
  it('line chart: named for assistive technology, a legend, nice ticks with zero, oldest period on the left, gaps bridged', async () => {
    const { container } = renderIn('ltr', <MetricLineChart points={points} title="Revenue over time" seriesLabel="Revenue" locale="en" />);
    const figure = await screen.findByTestId('metric-chart');
    expect(figure).toHaveAttribute('aria-label', 'Revenue over time');
    expect(figure.querySelector('.mantine-ChartLegend-legendItemName')).toHaveTextContent('Revenue');
    await waitFor(() => expect(dotsX(container)).toHaveLength(2)); // the period without a number has no dot
    const [first, last] = dotsX(container) as [number, number];
    expect(first).toBeLessThan(last);
    expect(container.querySelectorAll('.recharts-line-curve')).toHaveLength(1); // one line across the gap
    expect(container.querySelector('.recharts-yAxis-tick-lines line')).toHaveAttribute('orientation', 'left');
    expect(tickTexts(container, 'yAxis')).toEqual(['0', '1K', '2K', '3K', '4K']);
  });

  it('line chart in a right-to-left language: mirrored — oldest period on the right, values on the right', async () => {
    const { container } = renderIn('rtl', <MetricLineChart points={points} title="Revenue over time" seriesLabel="Revenue" locale="ar" />);
    const figure = await screen.findByTestId('metric-chart');
    expect(figure.querySelector('.mantine-LineChart-root')).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(dotsX(container)).toHaveLength(2));
    const [first, last] = dotsX(container) as [number, number];
    expect(first).toBeGreaterThan(last);
    expect(container.querySelector('.recharts-yAxis-tick-lines line')).toHaveAttribute('orientation', 'right');
  });

  it('tooltip: the period and the value as the app writes it (with its currency), reached by keyboard too', async () => {
    const { container } = renderIn('ltr', <MetricLineChart points={points} title="Revenue over time" seriesLabel="Revenue" locale="en" />);
    await waitFor(() => expect(dotsX(container)).toHaveLength(2));
    const surface = container.querySelector<SVGElement>('svg.recharts-surface')!;
    act(() => surface.focus());
    const tooltip = container.querySelector('.mantine-ChartTooltip-tooltip')!;
    await waitFor(() => expect(tooltip).toHaveTextContent('Jan 26'));
    expect(tooltip).toHaveTextContent('Revenue');
    expect(tooltip).toHaveTextContent('$1,200');
    fireEvent.keyDown(surface, { key: 'ArrowRight' });
    fireEvent.keyDown(surface, { key: 'ArrowRight' });
    await waitFor(() => expect(tooltip).toHaveTextContent('Mar 26'));
    expect(tooltip).toHaveTextContent('$3,400');
  });

  it('bar chart: one bar per startup with a value, in the given order, growing from the start side', async () => {
    const bars: ChartPoint[] = [
      { key: 's-1', label: 'Orbital Labs', value: 300, text: '300' },
      { key: 's-2', label: 'A startup with a very long name indeed', value: 100, text: '100' },
      { key: 's-3', label: 'Greenleaf', value: null, text: '—' },
    ];
    const rects = (container: HTMLElement) => [...container.querySelectorAll('.recharts-bar-rectangle path')];
    const ltr = renderIn('ltr', <MetricBarChart points={bars} title="Startups compared" seriesLabel="Pilots" locale="en" />);
    expect(await screen.findByTestId('portfolio-chart')).toHaveAttribute('aria-label', 'Startups compared');
    await waitFor(() => expect(rects(ltr.container)).toHaveLength(2));
    expect(tickTexts(ltr.container, 'yAxis')).toEqual(['Orbital Labs', 'A startup with a ve…', 'Greenleaf']); // every startup named, long names cut at 20
    expect(screen.getByTestId('portfolio-chart').querySelector('.mantine-ChartLegend-legendItemName')).toHaveTextContent('Pilots');
    const ltrStart = Number(rects(ltr.container)[0]!.getAttribute('x'));
    ltr.unmount();
    const rtl = renderIn('rtl', <MetricBarChart points={bars} title="Startups compared" seriesLabel="Pilots" locale="ar" />);
    await waitFor(() => expect(rects(rtl.container)).toHaveLength(2));
    expect(Number(rects(rtl.container)[0]!.getAttribute('x'))).toBeGreaterThan(ltrStart);
  });

  it('the pages\' chart components fetch the chart code on demand, then show the chart', async () => {
    renderIn('ltr', <LineChart points={points} title="Revenue over time" seriesLabel="Revenue" locale="en" />);
    expect(await screen.findByTestId('metric-chart')).toHaveAttribute('aria-label', 'Revenue over time');
  });
});
