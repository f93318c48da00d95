/**
 * Issue 16 item 1 journey (funnels, web side): an admin creates a funnel from /applications/funnels/management, adds
 * three rounds in the builder (an evaluation, a form, a meeting), reorders them with the keyboard and the menu, saves,
 * and finds the order and the rounds count after a reload. Axe finds no serious violation on the list and the builder;
 * screenshots at 1280 and 375, in English and Arabic, light and dark.
 */
import type { Locator, Page } from '@playwright/test';
import { saveScreenshot, signInTo } from '../support/app';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { tenantUrl } from '../support/env';
import { expectNoSideScroll, SCREEN_VARIANTS, variantSuffix } from '../support/screen-variants';

/** Picks an option of a Mantine select (the listbox is portalled to the body). */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function roundNames(page: Page): Promise<string[]> {
  return page.getByTestId('round-label').allInnerTexts();
}

test.describe('funnels', () => {
  test('an admin creates a funnel with three rounds, reorders them and saves', async ({ page }) => {
    test.setTimeout(300_000);
    const name = `Autumn call ${Date.now()}`;
    await signInTo(page, 'admin@demo.test', '/applications/funnels/management');
    await expect(page.getByTestId('funnels-list-page')).toBeVisible();
    await expect(page.getByTestId('funnel-row').first()).toBeVisible({ timeout: 15_000 });

    await page.getByTestId('funnel-create').click();
    await page.getByTestId('funnel-create-name').fill(name);
    await choose(page, page.getByTestId('funnel-create-program'), 'Spring 2026 Cohort');
    await page.getByTestId('funnel-create-submit').click();
    await expect(page.getByTestId('funnel-builder-page')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('funnel-title')).toHaveText(name);
    const builderUrl = page.url();

    // ── Three rounds: an evaluation, a form, a meeting (each opens on its settings when added).
    await choose(page, page.getByTestId('funnel-intake-form'), 'Startup intake');
    await page.getByTestId('round-add').click();
    const first = page.getByTestId('builder-round').nth(0);
    await first.getByTestId('round-name').fill('Screening');
    await choose(page, first.getByTestId('round-evaluation-form'), 'Coaching evaluation');
    await page.getByTestId('round-add').click();
    const second = page.getByTestId('builder-round').nth(1);
    await second.getByTestId('round-name').fill('Application form');
    await choose(page, second.getByTestId('round-kind'), 'Form');
    await choose(page, second.getByTestId('round-form'), 'Startup intake');
    await page.getByTestId('round-add').click();
    const third = page.getByTestId('builder-round').nth(2);
    await third.getByTestId('round-name').fill('Pitch meeting');
    await choose(page, third.getByTestId('round-kind'), 'Meeting');
    await expect.poll(() => roundNames(page)).toEqual(['Screening', 'Application form', 'Pitch meeting']);

    // ── Reorder (the rows closed, as one reorders a list): the keyboard on the handle (Space, ↑, Space), Alt+↓, the menu.
    for (const index of [0, 1, 2]) await page.getByTestId('builder-round').nth(index).getByTestId('round-toggle').click();
    await expect(page.getByTestId('round-settings')).toHaveCount(0);
    const handle = page.getByTestId('builder-round').nth(2).getByTestId('round-handle');
    await handle.focus();
    // dnd-kit's keyboard sensor measures between steps: give each key its moment, as a person would.
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    await expect.poll(() => roundNames(page)).toEqual(['Screening', 'Pitch meeting', 'Application form']);
    await page.getByTestId('builder-round').nth(1).getByTestId('round-handle').focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => roundNames(page)).toEqual(['Screening', 'Application form', 'Pitch meeting']);
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => roundNames(page)).toEqual(['Screening', 'Pitch meeting', 'Application form']);
    await page.getByTestId('builder-round').nth(0).getByTestId('round-menu').click();
    await page.getByTestId('round-move-down').click();
    await expect.poll(() => roundNames(page)).toEqual(['Pitch meeting', 'Screening', 'Application form']);
    await expect(page.getByTestId('rounds-announcement')).toContainText('2');

    await page.getByTestId('funnel-save').click();
    await expect(page.getByTestId('funnel-unsaved')).toHaveCount(0, { timeout: 15_000 });

    // ── After a reload the order holds; the list counts three rounds.
    await page.reload();
    await expect(page.getByTestId('funnel-builder-page')).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => roundNames(page)).toEqual(['Pitch meeting', 'Screening', 'Application form']);
    await page.goto('/applications/funnels/management');
    const row = page.locator(`[data-testid="funnel-row"][data-name="${name}"]`);
    await expect(row.getByTestId('funnel-round-count')).toHaveText('3', { timeout: 15_000 });
    await expect(row.getByTestId('funnel-phase')).toHaveAttribute('data-phase', 'draft');

    // ── Screenshots: the list and the builder (one round open) in every variant, in this signed-in page (a new sign-in
    // per variant would run into the session limit); axe in each at 1280 (the journey's pages are these pages, so it does not
    // run axe itself).
    for (const variant of SCREEN_VARIANTS) {
      const suffix = variantSuffix(variant);
      await page.setViewportSize({ width: variant.width, height: variant.height });
      await page.emulateMedia({ colorScheme: variant.colorScheme });
      await page.context().addCookies([{ name: 'lang_pref', value: variant.language, url: tenantUrl('demo', '/') }]);
      await page.goto('/applications/funnels/management');
      await expect(page.getByTestId('funnel-row').first()).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('html')).toHaveAttribute('dir', variant.language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', variant.colorScheme);
      await expectNoSideScroll(page);
      if (variant.width === 1280) expect(await seriousViolations(page), `axe on the list ${suffix}`).toEqual([]);
      await saveScreenshot(page, `funnels-list-${suffix}`);
      await page.goto(new URL(builderUrl).pathname);
      await expect(page.getByTestId('builder-round')).toHaveCount(3, { timeout: 15_000 });
      await page.getByTestId('builder-round').nth(1).getByTestId('round-toggle').click();
      await expect(page.getByTestId('round-settings')).toBeVisible();
      await expectNoSideScroll(page);
      if (variant.width === 1280) expect(await seriousViolations(page), `axe on the builder ${suffix}`).toEqual([]);
      await saveScreenshot(page, `funnels-builder-${suffix}`);
    }
  });
});
