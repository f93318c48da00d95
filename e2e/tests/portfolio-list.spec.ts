/**
 * The portfolio list (issue 14 item 3): a mentor sees only the startups assigned to them on /coaching; staff see the
 * needs-attention reason on /startups (the seed's Orbital Labs has a metrics form overdue) and narrow the list with
 * the filters; the staff home lists the startups needing attention. Screenshots portfolio-list-{1280,375}-{en,ar}-
 * {light,dark} are saved for people to look at.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { saveScreenshot, signIn } from '../support/app';
import { tenantUrl } from '../support/env';
import { visitInApp } from '../support/in-app-navigation';

const rowNames = (page: Page) => page.getByTestId('portfolio-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-startup')));

test.describe('portfolio list', () => {
  test('a mentor sees only the startups assigned to them on /coaching', async ({ page }) => {
    await signIn(page, 'mentor@demo.test');
    await visitInApp(page, '/coaching');
    await expect(page.getByTestId('coaching-page')).toBeVisible();
    await expect(page.getByTestId('portfolio-row').first()).toBeVisible({ timeout: 15_000 });
    expect(await rowNames(page)).toEqual(['Greenleaf Analytics', 'Orbital Labs']);
    await expect(page.getByTestId('portfolio-count')).toHaveText('2');
  });

  test('staff see the needs-attention reason on /startups, filter to it, and find it on the home', async ({ page }) => {
    await signIn(page, 'staff@demo.test');
    await expect(page.getByTestId('home-attention')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('home-attention-startup').filter({ hasText: 'Orbital Labs' })).toBeVisible();
    await visitInApp(page, '/startups');
    const orbital = page.locator('[data-testid="portfolio-row"][data-startup="Orbital Labs"]');
    await expect(orbital).toBeVisible({ timeout: 15_000 });
    const reason = orbital.locator('[data-testid="attention-reason"][data-kind="METRICS_OVERDUE"]');
    await expect(reason).toBeVisible();
    await expect(reason).toContainText(/metrics forms? overdue/);
    // Every active startup of the seeded portfolio is counted; the first page shows up to 25 of them.
    const count = page.getByTestId('portfolio-count');
    const total = Number(await count.textContent());
    expect(total).toBeGreaterThan(6);
    expect((await rowNames(page)).length).toBe(Math.min(total, 25));

    await page.getByTestId('portfolio-filters-toggle').click();
    await page.getByTestId('filter-attention').click();
    await expect.poll(async () => (await rowNames(page)).includes('Orbital Labs')).toBe(true);
    await expect.poll(async () => Number(await count.textContent())).toBeLessThan(total);
    await page.getByTestId('portfolio-search').fill('orb');
    await expect.poll(() => rowNames(page)).toEqual(['Orbital Labs']);
  });
});

const VARIANTS = [
  { width: 1280, height: 800, language: 'en', colorScheme: 'light' },
  { width: 1280, height: 800, language: 'en', colorScheme: 'dark' },
  { width: 1280, height: 800, language: 'ar', colorScheme: 'light' },
  { width: 1280, height: 800, language: 'ar', colorScheme: 'dark' },
  { width: 375, height: 740, language: 'en', colorScheme: 'light' },
  { width: 375, height: 740, language: 'en', colorScheme: 'dark' },
  { width: 375, height: 740, language: 'ar', colorScheme: 'light' },
  { width: 375, height: 740, language: 'ar', colorScheme: 'dark' },
] as const;

async function chooseLanguage(context: BrowserContext, language: 'en' | 'ar'): Promise<void> {
  if (language === 'ar') await context.addCookies([{ name: 'lang_pref', value: 'ar', url: tenantUrl('demo', '/') }]);
}

test.describe('portfolio list screenshots', () => {
  for (const variant of VARIANTS) {
    const name = `portfolio-list-${variant.width}-${variant.language}-${variant.colorScheme}`;
    test(name, async ({ sessions }) => {
      const context = await sessions.newContext({ colorScheme: variant.colorScheme, viewport: { width: variant.width, height: variant.height } });
      await chooseLanguage(context, variant.language);
      const page = await context.newPage();
      await signIn(page, 'staff@demo.test');
      await visitInApp(page, '/startups');
      await expect(page.getByTestId('portfolio-row').first()).toBeVisible({ timeout: 15_000 });
      const html = page.locator('html');
      await expect(html).toHaveAttribute('dir', variant.language === 'ar' ? 'rtl' : 'ltr');
      await expect(html).toHaveAttribute('data-mantine-color-scheme', variant.colorScheme);
      // The page itself never scrolls sideways; only the table does, inside its own scroll area.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
      await saveScreenshot(page, name);
    });
  }
});
