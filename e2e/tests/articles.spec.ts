/**
 * D-586: articles, the organisation's own help pages. A staff member finds the seeded articles, writes a new one in
 * Markdown, previews it, publishes it and opens it in the documentation; a co-founder then finds it in the
 * documentation search and reads it; taken back to draft, it leaves their search. The area's pages — the list, the
 * editor of the seeded draft and the documentation opened on the organisation's section — pass axe in the looks
 * (1280-en-light, 1280-ar-dark, 375-en-dark, 375-ar-light) with nothing running off the side; screenshots
 * articles-<page>-<look>.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { looksChecker } from '../support/looks';
import { openVariant, SCREEN_VARIANTS } from '../support/screen-variants';
import { signInTo } from '../support/app';

const STAFF = 'staff@demo.test';
const COFOUNDER = 'cofounder@demo.test';
const SEEDED_PUBLISHED = 'House rules of the Hatchery campus';
const SEEDED_DRAFT = 'Demo Day checklist';

/** Opens the documentation from the account menu ("Search docs") and searches for `words`. */
async function searchDocs(page: Page, words: string): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.locator('[data-menu="searchDocs"]').click();
  await expect(page.getByTestId('help-docs-search')).toBeVisible();
  await page.getByTestId('help-docs-search').fill(words);
}

test.describe('articles', () => {
  test('staff write and publish an article; a co-founder finds it in the documentation and reads it', async ({ page, sessions }) => {
    test.setTimeout(120_000);
    const title = `Bike parking ${Date.now().toString(36)}`;
    await signInTo(page, STAFF, '/articles/management');
    await expect(page.getByTestId('article-row').filter({ hasText: SEEDED_PUBLISHED }).getByTestId('article-status')).toHaveAttribute('data-status', 'PUBLISHED');
    await expect(page.getByTestId('article-row').filter({ hasText: SEEDED_DRAFT }).getByTestId('article-status')).toHaveAttribute('data-status', 'DRAFT');

    await page.getByTestId('new-article').click();
    await expect(page).toHaveURL(/\/articles\/management\/article\/[0-9a-f-]{36}$/);
    await page.getByTestId('article-title-input').fill(title);
    await page.getByTestId('article-summary-input').fill('Where bikes go, and where they do not.');
    await page.getByTestId('article-body-input').fill('## Where to park\n\nUse the **bicycle racks** by the north door.\n\n- Lock the frame\n- Not in the hall');
    await page.getByTestId('article-tab-preview').click();
    await expect(page.getByTestId('article-preview').getByRole('heading', { name: 'Where to park' })).toBeVisible();
    await expect(page.getByTestId('article-preview').locator('strong')).toHaveText('bicycle racks');
    await page.getByTestId('article-publish').click();
    await expect(page.getByTestId('article-status')).toHaveAttribute('data-status', 'PUBLISHED');
    await expect(page.getByTestId('article-saved-state')).toHaveText('All changes saved');
    await page.getByTestId('article-view-docs').click();
    await expect(page.getByTestId('help-docs-article').getByRole('heading', { level: 2, name: title })).toBeVisible();
    await page.keyboard.press('Escape');

    const founderContext = await sessions.newContext();
    const founder = await founderContext.newPage();
    await signInTo(founder, COFOUNDER, '/');
    await searchDocs(founder, 'bicycle racks');
    const hit = founder.getByTestId('help-docs-hit').filter({ hasText: title });
    await expect(hit).toBeVisible({ timeout: 15_000 });
    await expect(hit).toContainText('Your organisation');
    await hit.click();
    const reading = founder.getByTestId('help-docs-article');
    await expect(reading.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(reading.locator('strong')).toHaveText('bicycle racks');
    await expect(reading.getByRole('listitem')).toHaveCount(2);

    // Back to draft: it leaves the co-founder's documentation.
    await page.getByTestId('article-unpublish').click();
    await expect(page.getByTestId('article-status')).toHaveAttribute('data-status', 'DRAFT');
    await founder.keyboard.press('Escape');
    await searchDocs(founder, 'bicycle racks');
    await expect(founder.getByTestId('help-docs-empty')).toBeVisible({ timeout: 15_000 });
  });

  test('the articles pages in the looks: no serious axe violation, nothing off the side', async ({ page }) => {
    test.setTimeout(240_000);
    const { check, found } = looksChecker(page, 'articles');

    await signInTo(page, STAFF, '/articles/management');
    const draft = page.getByTestId('article-row').filter({ hasText: SEEDED_DRAFT });
    await expect(draft).toBeVisible({ timeout: 15_000 });
    const draftId = await draft.getAttribute('data-article-id');
    for (const variant of SCREEN_VARIANTS) {
      await openVariant(page, variant, '/articles/management');
      await expect(page.getByTestId('article-row').first()).toBeVisible({ timeout: 15_000 });
      await check('list', variant);
      await openVariant(page, variant, `/articles/management/article/${draftId}`);
      await expect(page.getByTestId('article-title-input')).toBeVisible({ timeout: 15_000 });
      await check('editor', variant);
      await page.getByTestId('article-tab-preview').click();
      await expect(page.getByTestId('article-preview')).toBeVisible();
      await check('preview', variant);
      await page.getByTestId('user-menu').click();
      await page.locator('[data-menu="searchDocs"]').click();
      await expect(page.getByRole('group').filter({ hasText: SEEDED_PUBLISHED })).toBeVisible({ timeout: 15_000 });
      await check('docs', variant);
      await page.keyboard.press('Escape');
    }
    expect(found).toEqual([]);
  });
});
