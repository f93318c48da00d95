/**
 * Issue 16 item 8 (analytics, web side): staff open /applications/analytics and see the seeded open call's numbers —
 * totals, conversion per round, evaluator progress, sources and a score chart per criterion — then switch to the
 * finished call; an evaluator (no staff reach) gets the no-access state without a refused query. Screen variants
 * (375 and 1280, English and Arabic, light and dark) in one signed-in page, axe in each.
 */
import { saveScreenshot, signInTo } from '../support/app';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { tenantUrl } from '../support/env';
import { expectNoSideScroll, SCREEN_VARIANTS, variantSuffix } from '../support/screen-variants';

test.describe('application analytics', () => {
  test('staff see the seeded calls’ charts; an evaluator sees the no-access state', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signInTo(page, 'staff@demo.test', '/applications/analytics');
    await expect(page.getByTestId('applications-analytics-page')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('analytics-funnel')).toHaveValue(/Winter 2027 open call/);
    const totals = page.getByTestId('analytics-totals');
    await expect(totals).toContainText('64');
    await expect(page.getByTestId('analytics-conversion-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(page.getByTestId('analytics-conversion')).toContainText('Founder interview');
    await expect(page.getByTestId('analytics-evaluators-chart')).toContainText('Sofia Almeida');
    await expect(page.getByTestId('analytics-score-chart')).toHaveCount(6);
    await expect(page.getByTestId('analytics-sources-chart')).toContainText('Direct');

    await page.getByTestId('analytics-funnel').click();
    await page.getByRole('option', { name: /Autumn 2026 cohort/ }).click();
    await expect(page.getByTestId('analytics-conversion')).toContainText('Pitch day', { timeout: 15_000 });
    await expect(totals).toContainText('14');

    const context = await browser.newContext({ baseURL: tenantUrl('demo', '') });
    const evaluator = await context.newPage();
    const refused: string[] = [];
    evaluator.on('response', async (response) => {
      if (!response.url().includes('/graphql')) return;
      const body = await response.text().catch(() => '');
      if (body.includes('"Forbidden"')) refused.push(body.slice(0, 200));
    });
    await signInTo(evaluator, 'evaluator@demo.test', '/applications/analytics');
    await expect(evaluator.getByTestId('no-access')).toBeVisible({ timeout: 15_000 });
    expect(refused).toEqual([]);
    await context.close();
  });

  test('the page in every screen variant, with axe', async ({ page }) => {
    test.setTimeout(120_000);
    await signInTo(page, 'admin@demo.test', '/');
    for (const variant of SCREEN_VARIANTS) {
      const suffix = variantSuffix(variant);
      await page.setViewportSize({ width: variant.width, height: variant.height });
      await page.emulateMedia({ colorScheme: variant.colorScheme });
      await page.context().addCookies([{ name: 'lang_pref', value: variant.language, url: tenantUrl('demo', '/') }]);
      await page.goto('/applications/analytics');
      await expect(page.getByTestId('analytics-score-chart')).toHaveCount(6, { timeout: 15_000 });
      await expect(page.locator('html')).toHaveAttribute('dir', variant.language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', variant.colorScheme);
      await expectNoSideScroll(page);
      expect(await seriousViolations(page), `axe ${suffix}`).toEqual([]);
      await saveScreenshot(page, `applications-analytics-${suffix}`);
    }
  });
});
