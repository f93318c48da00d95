/**
 * Issue 15 journey (forms engine, web side): staff builds a form with a conditional question and publishes it; the
 * question stays hidden until its condition holds; staff edits and publishes version 2 and compares 1 with 2; an
 * anonymous visitor answers the shared form; a signed-in member answers with a file upload on /forms/:id/fill; the
 * responses export downloads as CSV and XLSX; the forms list never scrolls sideways. Axe finds no serious violation on the builder and the renderer;
 * screenshots at 1280 and 375, in English and Arabic, light and dark.
 */
import type { Locator, Page } from '@playwright/test';
import { tenantUrl } from '../support/env';
import { saveScreenshot, signInTo } from '../support/app';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { SCREEN_VARIANTS, expectNoSideScroll, openVariant, variantSuffix } from '../support/screen-variants';

/** Picks an option of a Mantine select (the listbox is portalled to the body). */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Adds a question of `type` from the palette; the new card opens at the end of the list. */
async function addQuestion(page: Page, type: string, label: string): Promise<Locator> {
  await page.getByTestId('builder-add-question').click();
  await page.getByTestId(`palette-${type}`).click();
  const card = page.getByTestId('builder-question').last();
  await card.getByTestId('question-label-input').fill(label);
  return card;
}

async function publish(page: Page, number: number): Promise<void> {
  await expect(page.getByTestId('builder-save-state')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await page.getByTestId('form-publish').click();
  await expect(page.getByText(`Version ${number} is published`)).toBeVisible({ timeout: 15_000 });
}

test.describe('forms engine', () => {
  test('build, publish, fill, version 2, compare, and answer the shared form anonymously', async ({ page, sessions }) => {
    test.setTimeout(420_000);
    const name = `Founder check-in ${Date.now()}`;
    await signInTo(page, 'admin@demo.test', '/');

    // ── Build: a choice, then a number shown only when the choice is "Yes".
    await page.goto('/forms/management');
    await expect(page.getByTestId('forms-list-page')).toBeVisible();
    await page.getByTestId('form-create').click();
    await page.getByTestId('form-name').fill(name);
    await page.getByTestId('form-new-submit').click();
    await expect(page.getByTestId('form-editor-page')).toBeVisible({ timeout: 15_000 });
    const formId = await page.getByTestId('form-editor-page').getAttribute('data-form-id');

    const raised = await addQuestion(page, 'select_radio', 'Have you raised money?');
    const options = raised.getByTestId('option-label');
    await options.nth(0).fill('Yes');
    await options.nth(1).fill('No');
    const amount = await addQuestion(page, 'number', 'How much did you raise?');
    await amount.getByTestId('question-required').click();
    await amount.getByTestId('rule-add').click();
    await choose(page, amount.getByTestId('rule-operator'), 'is');
    await choose(page, amount.getByTestId('rule-value'), 'Yes');
    await expect(amount.getByText('Conditional')).toBeVisible();
    // A file question: answered with an upload on the signed-in page (the shared form takes no files, D-187).
    await addQuestion(page, 'file', 'Pitch deck');
    await expect(page.getByTestId('builder-problems')).toHaveCount(0);

    expect(await seriousViolations(page), 'axe on the builder').toEqual([]);
    await saveScreenshot(page, 'forms-builder-1280-en-light');
    await publish(page, 1);

    // ── Fill (the preview runs the same renderer): the amount stays hidden until "Yes" is chosen.
    await page.getByTestId('tab-preview').click();
    const renderer = page.getByTestId('form-renderer');
    await expect(renderer.getByText('Have you raised money?')).toBeVisible();
    await expect(renderer.getByText('How much did you raise?')).toHaveCount(0);
    await renderer.getByLabel('No').check();
    await expect(renderer.getByText('How much did you raise?')).toHaveCount(0);
    await renderer.getByLabel('Yes').check();
    await expect(renderer.getByLabel(/How much did you raise\?/)).toBeVisible();
    await page.getByTestId('form-review').click();
    await expect(renderer.getByText(/How much did you raise\?\W+is a required field/)).toBeVisible();
    await renderer.getByLabel(/How much did you raise\?/).fill('250000');
    await page.getByTestId('form-review').click();
    await expect(page.getByTestId('answer-summary')).toContainText('250000');

    // ── Version 2: a new question and a changed label.
    await page.getByTestId('tab-build').click();
    await page.getByTestId('builder-question').nth(1).getByTestId('question-toggle').click();
    await page.getByTestId('builder-question').nth(1).getByTestId('question-label-input').fill('How much have you raised so far?');
    await addQuestion(page, 'text_long', 'What will you do next?');
    await publish(page, 2);

    // ── Compare 1 with 2, question by question.
    await page.getByTestId('tab-versions').click();
    await expect(page.getByTestId('version-row')).toHaveCount(2);
    await page.getByTestId('version-compare-previous').click();
    await expect(page.getByTestId('form-compare-page')).toBeVisible();
    await expect(page.locator('[data-testid="comparison-row"][data-change="added"]')).toContainText('What will you do next?');
    const changed = page.locator('[data-testid="comparison-row"][data-change="changed"]');
    await expect(changed).toContainText('How much did you raise?');
    await expect(changed).toContainText('How much have you raised so far?');
    await saveScreenshot(page, 'forms-compare-1280-en-light');

    // ── Share: answers without an account.
    await page.goto(`/forms/management/${formId}/edit`);
    await page.getByTestId('tab-share').click();
    // The switch follows the server's answer.
    await page.getByTestId('share-allow-anonymous').click();
    await expect(page.getByTestId('share-allow-anonymous')).toBeChecked();
    const link = page.getByTestId('share-link');
    await expect(link).toHaveValue(/\/share\/forms\//);
    const shareUrl = new URL(await link.inputValue());

    const visitor = await sessions.newContext({ baseURL: tenantUrl('demo', ''), viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const anonymous = await visitor.newPage();
    await anonymous.goto(shareUrl.pathname);
    const shared = anonymous.getByTestId('form-renderer');
    await expect(anonymous.getByRole('heading', { name })).toBeVisible({ timeout: 15_000 });
    await expect(shared.getByText('How much have you raised so far?')).toHaveCount(0);
    expect(await seriousViolations(anonymous), 'axe on the renderer').toEqual([]);
    await shared.getByLabel('Yes').check();
    await shared.getByLabel(/How much have you raised so far\?/).fill('1200');
    await shared.getByLabel(/What will you do next\?/).fill('Hire a designer');
    // The server refuses answers sent faster than a person types (D-187).
    await anonymous.waitForTimeout(3_100);
    await anonymous.getByTestId('form-review').click();
    await expect(anonymous.getByTestId('answer-summary')).toContainText('Hire a designer');
    await anonymous.getByTestId('form-submit').click();
    await expect(anonymous.getByTestId('shared-form-thanks')).toBeVisible({ timeout: 15_000 });

    // The answer is in the form's responses.
    await page.getByTestId('tab-responses').click();
    await expect(page.getByTestId('response-row')).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByTestId('response-row')).toContainText('Anonymous');

    // ── A signed-in member answers on /forms/:id/fill with a file: the draft is saved before the upload, the file is
    // listed with remove, and the answer's PDF is offered once submitted (issue 15 item 4, D-220).
    await page.goto('/forms/management');
    await page.getByTestId('forms-search').fill(name);
    // The search answers after a pause: open the row's menu once the list shows only this form.
    await expect(page.getByTestId('form-row')).toHaveCount(1, { timeout: 15_000 });
    await page.locator(`[data-testid="form-row"][data-name="${name}"]`).getByTestId('form-menu').click();
    await page.getByTestId('form-fill').click();
    await expect(page).toHaveURL(new RegExp(`/forms/${formId}/fill$`));
    const fill = page.getByTestId('form-renderer');
    await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 15_000 });
    await fill.getByLabel('No').check();
    await fill.getByLabel(/What will you do next\?/).fill('Ship the beta');
    const deck = fill.locator('[data-testid="form-question"]', { hasText: 'Pitch deck' });
    await deck.locator('input[type="file"]').setInputFiles({ name: 'deck.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 e2e deck') });
    await expect(deck.getByTestId('field-file')).toContainText('deck.pdf', { timeout: 15_000 });
    await expect(deck.getByRole('button', { name: 'Remove deck.pdf' })).toBeVisible();
    await expect(page.getByTestId('draft-status')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
    expect(await seriousViolations(page), 'axe on the signed-in filling page').toEqual([]);
    await saveScreenshot(page, 'forms-fill-1280-en-light');
    // Reloading restores the draft with its file (by name).
    await page.reload();
    await expect(page.getByTestId('form-renderer').locator('[data-testid="form-question"]', { hasText: 'Pitch deck' }).getByTestId('field-file')).toContainText('deck.pdf', { timeout: 15_000 });
    await page.getByTestId('form-review').click();
    await expect(page.getByTestId('answer-summary')).toContainText('deck.pdf');
    await page.getByTestId('form-submit').click();
    await expect(page.getByTestId('form-fill-submitted')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('form-fill-pdf')).toHaveAttribute('href', /\/download\/forms\//);
    // /download/forms/{key} starts the PDF download by itself and keeps the button as a fallback (D-222).
    const pdfPage = (await page.getByTestId('form-fill-pdf').getAttribute('href'))!;
    const downloading = page.waitForEvent('download');
    await page.goto(pdfPage);
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/-answers\.pdf$/);
    await expect(page.getByTestId('download-form-pdf')).toBeVisible();
    await page.goto(`/forms/management/${formId}/edit`);
    await page.getByTestId('tab-responses').click();
    await expect(page.getByTestId('response-row')).toHaveCount(2, { timeout: 15_000 });
    // The responses export downloads (the export job runs, then the file comes down): CSV, then XLSX.
    for (const format of ['csv', 'xlsx'] as const) {
      const exported = page.waitForEvent('download', { timeout: 30_000 });
      await page.getByTestId('responses-export').click();
      await page.getByTestId(`responses-export-${format}`).click();
      expect((await exported).suggestedFilename()).toMatch(new RegExp(`\\.${format}$`));
    }

    // ── Screenshots: builder and renderer at 1280 and 375, English and Arabic, light and dark; axe in each scheme.
    for (const view of SCREEN_VARIANTS) {
      const suffix = variantSuffix(view);
      // The forms list never scrolls the page sideways (its table scrolls inside its own area at 375).
      await openVariant(page, view, '/forms/management');
      await expect(page.getByTestId('form-row').first()).toBeVisible({ timeout: 15_000 });
      await expectNoSideScroll(page);
      await openVariant(page, view, `/forms/management/${formId}/edit`);
      await expect(page.getByTestId('form-builder')).toBeVisible({ timeout: 15_000 });
      await page.getByTestId('builder-question').nth(1).getByTestId('question-toggle').click();
      await expect(page.getByTestId('rule-builder')).toBeVisible();
      if (view.width === 1280) expect(await seriousViolations(page), `axe on the builder ${suffix}`).toEqual([]);
      await saveScreenshot(page, `forms-builder-${suffix}`);

      // The signed-in filling page: the answer is in, so it offers the PDF and "Answer again" (then the form, with files).
      await openVariant(page, view, `/forms/${formId}/fill`);
      await expect(page.getByTestId('form-fill-submitted')).toBeVisible({ timeout: 15_000 });
      await page.getByTestId('form-fill-again').click();
      await expect(page.getByTestId('form-renderer').getByTestId('field-file-pick')).toBeVisible();
      if (view.width === 1280) expect(await seriousViolations(page), `axe on the filling page ${suffix}`).toEqual([]);
      await saveScreenshot(page, `forms-fill-${suffix}`);

      await openVariant(anonymous, view, shareUrl.pathname);
      await expect(anonymous.getByTestId('form-renderer')).toBeVisible({ timeout: 15_000 });
      await anonymous.getByTestId('form-question').first().locator('input[type="radio"]').first().check();
      await anonymous.getByTestId('form-review').click();
      if (view.width === 1280) expect(await seriousViolations(anonymous), `axe on the renderer ${suffix}`).toEqual([]);
      await saveScreenshot(anonymous, `forms-renderer-${suffix}`);
    }
  });
});
