/**
 * D-582: the resource library. Staff build a section with a page, a link and a file and move it to the top; a
 * co-founder, in their own session, finds it by search, reads the page and downloads the file, and does not see the
 * seeded "Mentor corner" (kept for mentors and coaches); staff then remove the section. The library, a section and a
 * page pass axe in the looks (1280-en-light, 1280-ar-dark, 375-en-dark, 375-ar-light) with nothing running off the
 * side; screenshots resources-<look>, resources-section-<look>, resources-page-<look>.
 */
import { expect, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { openVariant, SCREEN_VARIANTS, variantSuffix } from '../support/screen-variants';
import { saveScreenshot, signInTo } from '../support/app';
import { tenantUrl } from '../support/env';

test.describe('resource library', () => {
  test('staff build a section of a page, a link and a file; a co-founder finds, reads and downloads them', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const title = `Pitch clinic ${Date.now()}`;
    await signInTo(page, 'staff@demo.test', '/resources');
    await expect(page.getByTestId('resource-section-card').first()).toBeVisible({ timeout: 15_000 });

    await page.getByTestId('resource-section-new').click();
    await page.getByTestId('resource-section-title').fill(title);
    await page.getByRole('dialog').getByLabel('Description').fill('Everything for demo day.');
    await page.getByTestId('resource-section-save').click();
    const card = page.getByTestId('resource-section-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    // New sections go last; one move up puts it before the one above.
    const titles = () => page.getByTestId('resource-section-link').allTextContents();
    const before = await titles();
    await card.getByTestId('resource-section-menu').click();
    await page.getByTestId('resource-section-menu-up').click();
    await expect.poll(async () => (await titles()).indexOf(title)).toBe(before.indexOf(title) - 1);

    await card.getByTestId('resource-section-link').click();
    await expect(page.getByTestId('resource-section-empty')).toBeVisible();
    const dialog = page.getByRole('dialog');
    await page.getByTestId('resource-new').click();
    await dialog.getByText('Page', { exact: true }).click();
    await page.getByTestId('resource-title').fill('Demo day checklist');
    await page.getByTestId('resource-body').fill('Arrive by 9:00.\nSlides to https://example.com/upload by Friday.');
    await page.getByTestId('resource-save').click();
    await expect(dialog).toBeHidden();
    await page.getByTestId('resource-new').click();
    await page.getByTestId('resource-title').fill('Pitch deck guide');
    await page.getByTestId('resource-url').fill('example.com/pitch');
    await page.getByTestId('resource-save').click();
    await expect(dialog).toBeHidden();
    await page.getByTestId('resource-new').click();
    await dialog.getByText('File', { exact: true }).click();
    await page.getByTestId('resource-title').fill('Pitch template');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'pitch-template.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 pitch template') });
    await page.getByTestId('resource-save').click();
    await expect(dialog).toBeHidden();
    const rows = page.getByTestId('resource-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1).getByTestId('resource-open')).toHaveAttribute('href', 'https://example.com/pitch');

    const context = await browser.newContext({ baseURL: tenantUrl('demo', '') });
    const founder = await context.newPage();
    await signInTo(founder, 'cofounder@demo.test', '/resources');
    await expect(founder.getByTestId('resource-section-card').filter({ hasText: title })).toBeVisible({ timeout: 15_000 });
    await expect(founder.getByTestId('resource-section-card').filter({ hasText: 'Mentor corner' })).toHaveCount(0);
    await expect(founder.getByTestId('resource-section-new')).toHaveCount(0);
    await founder.getByTestId('resources-search').fill('pitch template');
    const result = founder.getByTestId('resources-results').getByTestId('resource-row').filter({ hasText: 'Pitch template' });
    await expect(result).toBeVisible();
    // The file's signed link, fetched from the page (the browser resolves the tenant's host).
    const href = (await result.getByTestId('resource-open').getAttribute('href'))!;
    const download = await founder.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, text: await response.text() };
    }, href);
    expect(download).toEqual({ status: 200, text: '%PDF-1.4 pitch template' });
    await founder.getByTestId('resources-search').fill('');
    await founder.getByTestId('resource-section-card').filter({ hasText: title }).getByTestId('resource-section-link').click();
    await founder.getByTestId('resource-row').filter({ hasText: 'Demo day checklist' }).getByTestId('resource-open').click();
    await expect(founder.getByTestId('resource-body')).toContainText('Arrive by 9:00.');
    await expect(founder.getByTestId('resource-body').getByRole('link')).toHaveAttribute('href', 'https://example.com/upload');
    await expect(founder.getByTestId('resource-edit')).toHaveCount(0);
    await context.close();

    await page.goto('/resources');
    await page.getByTestId('resource-section-card').filter({ hasText: title }).getByTestId('resource-section-menu').click();
    await page.getByTestId('resource-section-menu-delete').click();
    await page.getByTestId('resource-section-delete-confirm').click();
    await expect(page.getByTestId('resource-section-card').filter({ hasText: title })).toHaveCount(0);
  });

  test('the library, a section and a page in the looks: no serious axe violation, nothing off the side', async ({ page }) => {
    test.setTimeout(120_000);
    await signInTo(page, 'mentor@demo.test', '/');
    const found: string[] = [];
    const check = async (name: string, variant: (typeof SCREEN_VARIANTS)[number]) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${name} ${variantSuffix(variant)} overflows`).toBeLessThanOrEqual(0);
      found.push(...(await seriousViolations(page)).map((line) => `${name} ${variantSuffix(variant)}: ${line}`));
      await saveScreenshot(page, `${name}-${variantSuffix(variant)}`);
    };
    for (const [index, variant] of SCREEN_VARIANTS.entries()) {
      await openVariant(page, variant, '/resources');
      // The mentor sees the corner kept for mentors and coaches.
      await expect(page.getByTestId('resource-section-card').filter({ hasText: 'Mentor corner' })).toBeVisible({ timeout: 15_000 });
      await check('resources', variant);
      await page.getByTestId('resource-section-link').first().click();
      await expect(page.getByTestId('resource-row').first()).toBeVisible({ timeout: 15_000 });
      await check('resources-section', variant);
      // The page view in two of the looks (one per direction).
      if (index === 0 || index === SCREEN_VARIANTS.length - 1) {
        await page.locator('[data-testid="resource-row"][data-kind="page"]').first().getByTestId('resource-open').click();
        await expect(page.getByTestId('resource-body')).toBeVisible({ timeout: 15_000 });
        await check('resources-page', variant);
      }
    }
    expect(found).toEqual([]);
  });
});
