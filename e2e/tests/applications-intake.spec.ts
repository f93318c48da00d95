/**
 * Issue 16 item 2 journey (intake, web side): a visitor opens the seeded open call's page (/apply/program/winter-2027),
 * applies, signs up inside the flow (GAP-13), fills the intake form (the draft saves as they go), submits, and finds
 * the application in /applications-manager with the status an applicant may see. Then the three pages in every screen
 * variant (375 and 1280, English and Arabic, light and dark) with axe, one page per variant.
 */
import type { Page } from '@playwright/test';
import { saveScreenshot, signInTo } from '../support/app';
import { tenantUrl } from '../support/env';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { expectNoSideScroll, expectVariant, SCREEN_VARIANTS, variantPage, variantSuffix } from '../support/screen-variants';

const CALL = '/apply/program/winter-2027';
const PASSWORD = 'Correct-Horse-42-battery';

async function signUp(page: Page, email: string): Promise<void> {
  await expect(page.getByTestId('signup-form')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('signup-first-name').fill('Ines');
  await page.getByTestId('signup-last-name').fill('Intake');
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-password').fill(PASSWORD);
  await page.getByTestId('signup-confirm').fill(PASSWORD);
  await page.getByTestId('signup-submit').click();
}

test.describe('intake', () => {
  test('a visitor opens the open call, signs up, fills and submits, and sees the application in their list', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(CALL);
    await expect(page.getByTestId('apply-program-page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winter 2027 open call', { timeout: 15_000 });
    await expect(page.getByTestId('funnel-phase')).toHaveAttribute('data-phase', 'open');
    await page.getByTestId('call-apply').click();
    await expect(page).toHaveURL(/\/application\/new\?call=winter-2027$/);

    await signUp(page, `ines.intake.${Date.now()}@example.test`);
    const form = page.getByTestId('intake-form');
    await expect(form).toBeVisible({ timeout: 15_000 });
    await form.getByLabel(/Startup name/).fill('Nimbus Labs');
    const deck = form.locator('[data-testid="form-question"][data-question-id="pitch_deck"]');
    await deck.locator('input[type="file"]').setInputFiles({ name: 'deck.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 intake deck') });
    await expect(deck.getByTestId('field-file')).toContainText('deck.pdf', { timeout: 15_000 });
    await saveScreenshot(page, 'intake-form-1280-en-light');
    await expect(page.getByTestId('draft-status')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
    // The draft is kept: a reload resumes it with what was typed.
    await page.reload();
    await expect(page.getByTestId('intake-form').getByLabel(/Startup name/)).toHaveValue('Nimbus Labs', { timeout: 15_000 });
    await expect(deck.getByTestId('field-file')).toContainText('deck.pdf');
    await form.getByLabel(/One-liner/).fill('We turn rooftop rain into drinking water for schools.');
    await form.getByLabel('Idea').check();
    await form.getByLabel(/Team size/).fill('3');
    await form.getByLabel(/Who is on the team/).fill('Two hydrologists and a plumber who built the first ten tanks.');
    await form.getByLabel(/Contact e-mail/).fill('hello@nimbus.example');
    await page.getByTestId('form-review').click();
    await page.getByTestId('form-submit').click();

    await expect(page).toHaveURL(/\/applications-manager$/, { timeout: 15_000 });
    const card = page.getByTestId('my-application');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('my-application-call')).toHaveText('Winter 2027 open call');
    await expect(card.getByTestId('applicant-status')).toHaveAttribute('data-status', 'in_review');
    await expect(card.getByTestId('my-application-round')).toContainText('Screening');
    // Applying again to the same call is refused by its re-apply rule, in words.
    await page.goto('/application/new?call=winter-2027');
    await expect(page.getByTestId('apply-refused')).toContainText('You have already applied to this call.', { timeout: 15_000 });
  });

  test('the call, sign-up and applications pages in every screen variant, with axe', async ({ page, sessions }) => {
    test.setTimeout(150_000);
    // The seeded applicant has applied nowhere: their list shows the empty state with the open calls. One signed-in
    // page for every variant (a sign-in per variant would run into the session limit); visitors' pages in a context
    // of their own per variant.
    await signInTo(page, 'applicant@demo.test', '/');
    const visitor = await variantPage(sessions, SCREEN_VARIANTS[0]!);
    for (const variant of SCREEN_VARIANTS) {
      const suffix = variantSuffix(variant);
      // axe at 1280 in English light and Arabic dark (the two ends); 375 is for the layout (screenshots, no side scroll).
      const axe = variant.width === 1280 && (variant.language === 'en') === (variant.colorScheme === 'light');
      for (const target of [visitor, page]) {
        await target.setViewportSize({ width: variant.width, height: variant.height });
        await target.emulateMedia({ colorScheme: variant.colorScheme });
        await target.context().addCookies([{ name: 'lang_pref', value: variant.language, url: tenantUrl('demo', '/') }]);
      }
      await visitor.goto(CALL);
      await expect(visitor.getByTestId('call-apply')).toBeVisible({ timeout: 15_000 });
      await expectVariant(visitor, variant);
      await expectNoSideScroll(visitor);
      if (axe) expect(await seriousViolations(visitor), `axe on the call ${suffix}`).toEqual([]);
      await saveScreenshot(visitor, `intake-call-${suffix}`);
      await visitor.goto('/application/new?call=winter-2027');
      await expect(visitor.getByTestId('signup-form')).toBeVisible({ timeout: 15_000 });
      await expectNoSideScroll(visitor);
      if (axe) expect(await seriousViolations(visitor), `axe on the sign-up ${suffix}`).toEqual([]);
      await saveScreenshot(visitor, `intake-signup-${suffix}`);

      await page.goto('/applications-manager');
      // applicant@demo.test applied to the open call in the seed (seed/review.ts): the list, not the empty state.
      await expect(page.getByTestId('my-application').first()).toBeVisible({ timeout: 15_000 });
      await expectVariant(page, variant);
      await expectNoSideScroll(page);
      if (axe) expect(await seriousViolations(page), `axe on the applications ${suffix}`).toEqual([]);
      await saveScreenshot(page, `intake-mine-${suffix}`);
    }
    // The signed-in applicant's /application/new without a call: the calls to choose from (last variant: 375, ar, dark).
    await page.goto('/application/new');
    await expect(page.getByTestId('application-new-page').getByTestId('open-call').first()).toBeVisible({ timeout: 15_000 });
    await expectNoSideScroll(page);
    expect(await seriousViolations(page), 'axe on the call choice').toEqual([]);
    await saveScreenshot(page, 'intake-choose-375-ar-dark');
  });
});
