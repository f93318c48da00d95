/**
 * Issue 15 (the startup file's feedback tab, D-380..D-382): staff open Orbital Labs' feedback tab, see the seeded
 * quarterly founder survey (1 of 2 answered), open Maya's answer read-only and find Orbital Labs already chosen in the
 * send dialog; its co-founder sees the same requests and their team's answers, without the staff actions. Axe finds
 * no serious violation (tab and answer dialog); screenshots at 1280 and 375, English and Arabic, light and dark:
 * startup-feedback-<staff|cofounder>-<width>-<lang>-<scheme>.
 */
import type { Page } from '@playwright/test';
import { graphqlOk, tenantHost } from '../support/api';
import { saveScreenshot, storedAuth, signInTo } from '../support/app';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { SCREEN_VARIANTS, expectNoSideScroll, openVariant, variantSuffix } from '../support/screen-variants';

async function orbitalId(page: Page): Promise<string> {
  const { token } = await storedAuth(page);
  const answer = await graphqlOk<{ startups: { results: Array<{ _id: string; name: string }> } }>(tenantHost('demo'), token, 'query { startups(search: "Orbital Labs") { results { _id name } } }');
  const orbital = answer.startups.results.find((s) => s.name === 'Orbital Labs');
  expect(orbital).toBeDefined();
  return orbital!._id;
}

const seededRequest = (page: Page) => page.getByTestId('startup-feedback-request').filter({ hasText: /Quarterly founder survey/ });

test.describe('startup file feedback tab', () => {
  test('staff and a co-founder see the requests and answers of the startup', async ({ page, sessions }) => {
    test.setTimeout(300_000);
    await signInTo(page, 'admin@demo.test', '/');
    const id = await orbitalId(page);
    const path = `/startup/${id}/file/feedback`;
    await page.goto(path);
    await expect(page.getByTestId('startup-feedback-page')).toBeVisible({ timeout: 15_000 });
    await expect(seededRequest(page)).toContainText('Pending');
    await expect(seededRequest(page).getByTestId('startup-feedback-answered')).toHaveText('1 of 2 answered');
    await expect(seededRequest(page).getByTestId('startup-feedback-remind')).toBeVisible();

    // Maya's answer opens read-only, in the form renderer's answer summary.
    const answer = page.getByTestId('startup-feedback-answer').filter({ hasText: 'Quarterly founder survey' }).first();
    await expect(answer).toContainText('Maya Chen');
    await answer.getByTestId('startup-feedback-open-answer').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('answer-summary')).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    expect(await seriousViolations(page), 'axe on the answer dialog').toEqual([]);
    await saveScreenshot(page, 'startup-feedback-answer-1280-en-light');
    await page.keyboard.press('Escape');

    // The send dialog opens with this startup chosen.
    await page.getByTestId('startup-feedback-send').click();
    await expect(page.getByTestId('send-feedback-modal').getByText('Orbital Labs')).toBeVisible({ timeout: 15_000 });
    expect(await seriousViolations(page), 'axe on the send dialog').toEqual([]);
    await page.keyboard.press('Escape');

    // The co-founder sees the same request and their team's answer, no send and no remind.
    const founderContext = await sessions.newContext({ viewport: { width: 1280, height: 900 } });
    const founder = await founderContext.newPage();
    await signInTo(founder, 'cofounder@demo.test', path);
    await expect(seededRequest(founder)).toContainText('1 of 2 answered', { timeout: 15_000 });
    await expect(founder.getByTestId('startup-feedback-answer').filter({ hasText: 'Maya Chen' }).first()).toBeVisible();
    await expect(founder.getByTestId('startup-feedback-send')).toHaveCount(0);
    await expect(founder.getByTestId('startup-feedback-remind')).toHaveCount(0);

    for (const variant of SCREEN_VARIANTS) {
      const suffix = variantSuffix(variant);
      for (const [who, viewer] of [['staff', page], ['cofounder', founder]] as const) {
        await openVariant(viewer, variant, path);
        await expect(seededRequest(viewer)).toBeVisible({ timeout: 15_000 });
        await expect(viewer.getByTestId('startup-feedback-answer').first()).toBeVisible();
        await expectNoSideScroll(viewer);
        if (variant.width === 1280) expect(await seriousViolations(viewer), `axe on the feedback tab (${who}) ${suffix}`).toEqual([]);
        await saveScreenshot(viewer, `startup-feedback-${who}-${suffix}`);
      }
    }
  });
});
