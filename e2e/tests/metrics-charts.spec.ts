/**
 * The metric charts (D-101: @mantine/charts): a startup's series as line charts with a legend and a tooltip on hover,
 * the portfolio as bars; in dark mode on the dark theme's colours; in Arabic mirrored (time from right to left, values
 * on the right). Screenshots: metrics-charts-{light,dark,ar}.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { saveScreenshot, signInTo } from '../support/app';
import { visitInApp } from '../support/in-app-navigation';
import { tenantUrl } from '../support/env';

/** The staff metrics page with one startup's charts. */
async function openStartupCharts(page: Page): Promise<void> {
  await visitInApp(page, '/startups/metrics');
  await page.getByTestId('metrics-tab-startup').click();
  await page.getByTestId('metrics-startup-select').click();
  await page.getByRole('option', { name: 'Orbital Labs' }).click();
  await expect(page.getByTestId('metric-chart').first()).toBeVisible({ timeout: 15_000 });
}

test.describe('metric charts', () => {
  test('line charts with a legend and a tooltip on hover; the portfolio as bars', async ({ page }) => {
    await signInTo(page, 'staff@demo.test', '/startups/metrics');
    const portfolio = page.getByTestId('metrics-portfolio');
    // The seed's latest figures are two months old: compare the startups on those.
    await page.getByTestId('portfolio-period').click();
    await page.getByRole('option').nth(1).click();
    const bars = portfolio.getByTestId('portfolio-chart');
    await expect(bars.locator('.recharts-bar-rectangle').first()).toBeVisible({ timeout: 15_000 });
    await expect(bars.locator('.mantine-ChartLegend-legendItemName')).toBeVisible();
    await bars.locator('.recharts-bar-rectangle').first().hover();
    await expect(bars.locator('.mantine-ChartTooltip-tooltip')).toBeVisible();
    await saveScreenshot(page, 'metrics-charts-portfolio');
    await openStartupCharts(page);
    const chart = page.getByTestId('metric-chart').first();
    await expect(chart.locator('.mantine-ChartLegend-legendItemName')).toBeVisible();
    const dot = chart.locator('.recharts-line-dot').last();
    const tooltip = chart.locator('.mantine-ChartTooltip-tooltip');
    // Recharts shows its tooltip on a mouse *move* over the plot: a hover that lands while the line is still being drawn,
    // or on the spot where the pointer already is, moves nothing (the CI flake of sessions 34 and 38). Move off the
    // chart and back onto the dot until it shows — at most 10 s; a tooltip that never shows still fails.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await dot.hover();
      await expect(tooltip).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(tooltip.locator('.mantine-ChartTooltip-tooltipItemData')).not.toBeEmpty();
    await saveScreenshot(page, 'metrics-charts-light');
  });

  test('dark mode: the charts take the dark theme', async ({ sessions }) => {
    const page = await (await sessions.newContext({ colorScheme: 'dark' })).newPage();
    await signInTo(page, 'staff@demo.test', '/');
    await openStartupCharts(page);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const chart = page.getByTestId('metric-chart').first();
    await expect(chart.locator('.mantine-ChartLegend-legendItemName')).toBeVisible();
    // Hover once the chart has settled: a hover during the drawing animation or a resize of the container is
    // forgotten by the chart's next render, and the tooltip stays hidden (the flake of sessions 32–34).
    const dot = chart.locator('.recharts-line-dot').last();
    let previous = '';
    await expect
      .poll(async () => {
        const box = JSON.stringify(await dot.boundingBox());
        const settled = box === previous;
        previous = box;
        return settled;
      }, { intervals: [400] })
      .toBe(true);
    await dot.hover();
    const tooltip = chart.locator('.mantine-ChartTooltip-tooltip');
    await expect(tooltip).toBeVisible();
    // Dark surfaces and light text, as the rest of the page (the light theme's tooltip is white with dark text).
    const channels = (css: string) => (css.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    const background = channels(await tooltip.evaluate((el) => getComputedStyle(el).backgroundColor));
    const text = channels(await tooltip.locator('.mantine-ChartTooltip-tooltipItemData').first().evaluate((el) => getComputedStyle(el).color));
    expect(Math.max(...background)).toBeLessThan(80);
    expect(Math.min(...text)).toBeGreaterThan(150);
    await saveScreenshot(page, 'metrics-charts-dark');
  });

  test('Arabic: the charts read right to left', async ({ sessions }) => {
    const context = await sessions.newContext();
    await context.addCookies([{ name: 'lang_pref', value: 'ar', url: tenantUrl('demo', '/') }]);
    const page = await context.newPage();
    await signInTo(page, 'staff@demo.test', '/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await openStartupCharts(page);
    const chart = page.getByTestId('metric-chart').first();
    await expect(chart.locator('.mantine-LineChart-root')).toHaveAttribute('dir', 'rtl');
    await expect(chart.locator('.recharts-yAxis-tick-lines line').first()).toHaveAttribute('orientation', 'right');
    const dots = await chart.locator('.recharts-line-dot').evaluateAll((all) => all.map((dot) => Number(dot.getAttribute('cx'))));
    if (dots.length > 1) expect(dots[0]).toBeGreaterThan(dots.at(-1)!); // the oldest period on the right
    await saveScreenshot(page, 'metrics-charts-ar');
  });
});
