/**
 * Issue 15 item 6 journey (feedback requests): staff send a survey whose second question shows only when the first is
 * "No" to a startup; its co-founder finds the formSubmissionRequest task, opens the survey, switches to Arabic (right
 * to left), the hidden question stays hidden until its condition holds, submits; staff see the response rate and the
 * chart. Axe finds no serious violation on /feedback/management, the request page and /survey/:id; screenshots at
 * 1280 and 375, English and Arabic, light and dark.
 */
import type { Page } from '@playwright/test';
import { graphqlCall, restSignIn, tenantHost } from '../support/api';
import { PASSWORD, saveScreenshot, signInTo } from '../support/app';
import { seriousViolations } from '../support/axe';
import { tenantUrl } from '../support/env';
import { expect, test } from '../support/fixtures';
import { SCREEN_VARIANTS, openVariant, variantSuffix } from '../support/screen-variants';

const DEFINITION = {
  languages: ['en', 'ar'],
  questions: [
    { id: 'recommend', type: 'select_radio', label: { en: 'Would you recommend the program?', ar: 'هل توصي بالبرنامج؟' }, required: true, options: [{ value: 'yes', labels: { en: 'Yes', ar: 'نعم' } }, { value: 'no', labels: { en: 'No', ar: 'لا' } }] },
    {
      id: 'why_not',
      type: 'text',
      label: { en: 'What should we change?', ar: 'ما الذي يجب أن نغيره؟' },
      required: true,
      dependency: { operator: 'and', statements: [{ action: 'show', questionId: 'recommend', operator: 'equals', values: ['no'] }] },
    },
    { id: 'comments', type: 'text_long', label: { en: 'Anything else?', ar: 'أي شيء آخر؟' } },
  ],
};

async function createSurvey(name: string): Promise<void> {
  const token = await restSignIn('demo', 'admin@demo.test', PASSWORD);
  const created = await graphqlCall<{ createForm: { _id: string } }>(tenantHost('demo'), token, 'mutation C($input: FormInput!) { createForm(input: $input) { _id } }', { input: { kind: 'feedback', name, definition: DEFINITION } });
  expect(created.errors).toEqual([]);
  const published = await graphqlCall(tenantHost('demo'), token, 'mutation P($id: ID!) { publishForm(formId: $id) { _id status } }', { id: created.data!.createForm._id });
  expect(published.errors).toEqual([]);
}

/** The co-founder's survey of the seeded quarterly founder survey (left unanswered by the seed). */
async function seededSurveyPath(): Promise<string> {
  const token = await restSignIn('demo', 'cofounder@demo.test', PASSWORD);
  const answer = await graphqlCall<{ tasks: { results: Array<{ name: string; url: string | null }> } }>(tenantHost('demo'), token, 'query { tasks(limit: 50) { results { name url } } }');
  const task = answer.data?.tasks.results.find((t) => t.name === 'Answer the survey: Quarterly founder survey');
  if (!task?.url) throw new Error('the seeded survey task is missing');
  return task.url;
}

async function pickOption(page: Page, testId: string, search: string, option: string): Promise<void> {
  const input = page.getByTestId(testId);
  await input.click();
  await input.pressSequentially(search);
  await page.getByRole('option', { name: option }).first().click();
  // Tab, not Escape: Escape would close the dialog around the field.
  await page.keyboard.press('Tab');
}

/** Puts a signed-in page in the variant (size, scheme, language cookie) and opens `url` there. */
test.describe('feedback requests', () => {
  test('send a survey to a startup, answer it in Arabic, read the rate and the chart', async ({ page, sessions }) => {
    test.setTimeout(300_000);
    const name = `Pulse survey ${Date.now()}`;
    await createSurvey(name);

    // ── Staff send it to Orbital Labs (its co-founders).
    await signInTo(page, 'admin@demo.test', '/feedback/management');
    await expect(page.getByTestId('feedback-list-page')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('feedback-row').first()).toBeVisible();
    await page.getByTestId('feedback-send').click();
    const modal = page.getByTestId('send-feedback-modal');
    await pickOption(page, 'send-form', 'Pulse', name);
    await pickOption(page, 'send-startups', 'Orbital', 'Orbital Labs');
    await modal.getByTestId('send-message').fill('Two minutes, please.');
    await modal.getByTestId('send-submit').click();
    await expect(page.getByTestId('feedback-request-page')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByTestId('recipient-row').filter({ hasText: 'Orbital Labs' }).first()).toBeVisible();
    const requestUrl = page.url();

    // ── The co-founder finds the task and opens the survey.
    const founderContext = await sessions.newContext({ baseURL: tenantUrl('demo', ''), viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const founder = await founderContext.newPage();
    await signInTo(founder, 'cofounder@demo.test', '/tasks');
    const task = founder.getByTestId('task-item').filter({ hasText: `Answer the survey: ${name}` });
    await expect(task).toBeVisible({ timeout: 15_000 });
    await task.getByText(`Answer the survey: ${name}`).click();
    await expect(founder).toHaveURL(/\/survey\//, { timeout: 15_000 });
    await expect(founder.getByTestId('survey-page')).toBeVisible();
    await expect(founder.getByTestId('survey-message')).toHaveText('Two minutes, please.');

    // ── In Arabic, right to left: the follow-up question shows only once "No" is chosen.
    await founder.getByTestId('language-chooser').selectOption('ar');
    await expect(founder.locator('html')).toHaveAttribute('dir', 'rtl');
    const renderer = founder.getByTestId('form-renderer');
    await expect(renderer.getByText('هل توصي بالبرنامج؟')).toBeVisible();
    await expect(renderer.getByText('ما الذي يجب أن نغيره؟')).toHaveCount(0);
    await renderer.getByLabel('نعم').check();
    await expect(renderer.getByText('ما الذي يجب أن نغيره؟')).toHaveCount(0);
    await renderer.getByLabel('لا').check();
    await expect(renderer.getByLabel(/ما الذي يجب أن نغيره؟/)).toBeVisible();
    expect(await seriousViolations(founder), 'axe on /survey/:id (ar)').toEqual([]);
    await renderer.getByLabel(/ما الذي يجب أن نغيره؟/).fill('المزيد من ساعات الإرشاد');
    await founder.getByTestId('form-review').click();
    await expect(founder.getByTestId('answer-summary')).toContainText('المزيد من ساعات الإرشاد');
    await founder.getByTestId('form-submit').click();
    await expect(founder.getByTestId('survey-thanks')).toBeVisible({ timeout: 15_000 });

    // ── Staff see one answer, the response rate and the chart.
    await page.goto(requestUrl);
    await expect(page.getByTestId('feedback-answered')).toHaveText('1', { timeout: 15_000 });
    await expect(page.getByTestId('recipient-row').filter({ hasText: 'Liam' })).toContainText('Answered');
    const recommend = page.locator('[data-testid="question-summary"][data-question="recommend"]');
    await expect(recommend.getByTestId('summary-chart')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-testid="question-summary"][data-question="why_not"]')).toContainText('المزيد من ساعات الإرشاد');

    // ── Staff move the due date (issue 15 leftover): a day in the past is refused in the dialog, a later day is shown.
    await page.getByTestId('feedback-due-change').click();
    await page.getByTestId('feedback-due-input').fill('2020-02-02');
    await page.getByTestId('feedback-due-save').click();
    await expect(page.getByTestId('feedback-due-problem')).toHaveText('The due date can not be in the past');
    await page.getByTestId('feedback-due-input').fill('2031-03-15');
    await page.getByTestId('feedback-due-save').click();
    await expect(page.getByText('The due date was changed.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('feedback-due-input')).toHaveCount(0);
    await expect(page.getByText('Mar 15, 2031')).toBeVisible({ timeout: 15_000 });

    // ── Screenshots: the list, the seeded request (alive charts) and a survey, in every variant; axe at 1280 (the
    // journey's pages are these pages, so the journey runs axe only on the survey's Arabic follow-up question).
    await page.goto('/feedback/management');
    const seeded = page.getByTestId('feedback-row').filter({ hasText: 'Quarterly founder survey' }).getByRole('link');
    const seededUrl = new URL(await seeded.getAttribute('href') ?? '', tenantUrl('demo', '/')).pathname;
    const surveyPath = await seededSurveyPath();
    // The two signed-in pages are reused (a new sign-in per variant would hit the session limit).
    for (const variant of SCREEN_VARIANTS) {
      const suffix = variantSuffix(variant);
      await openVariant(page, variant, '/feedback/management');
      await expect(page.getByTestId('feedback-row').first()).toBeVisible({ timeout: 15_000 });
      if (variant.width === 1280) expect(await seriousViolations(page), `axe on the list ${suffix}`).toEqual([]);
      await saveScreenshot(page, `feedback-list-${suffix}`);
      await openVariant(page, variant, seededUrl);
      await expect(page.getByTestId('summary-chart').first()).toBeVisible({ timeout: 15_000 });
      // On a phone too (D-570): the recipients fit without a sideways scroll and the figures stay inside their frame.
      expect(await seriousViolations(page), `axe on the request ${suffix}`).toEqual([]);
      if (variant.width === 375) {
        const table = page.getByTestId('recipients-table');
        expect(await table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth), `recipients scroll ${suffix}`).toBeLessThanOrEqual(1);
        const outside = await page.getByTestId('response-rate').evaluate((ring) => {
          const frame = ring.closest('.mantine-Paper-root')!.getBoundingClientRect();
          return Array.from(ring.closest('.mantine-Paper-root')!.querySelectorAll('p'))
            .filter((p) => { const r = p.getBoundingClientRect(); return r.left < frame.left - 1 || r.right > frame.right + 1; })
            .map((p) => p.textContent);
        });
        expect(outside, `figures outside their frame ${suffix}`).toEqual([]);
      }
      await saveScreenshot(page, `feedback-request-${suffix}`);

      await openVariant(founder, variant, surveyPath);
      await expect(founder.getByTestId('form-renderer')).toBeVisible({ timeout: 15_000 });
      if (variant.width === 1280) expect(await seriousViolations(founder), `axe on the survey ${suffix}`).toEqual([]);
      await saveScreenshot(founder, `feedback-survey-${suffix}`);
    }
  });
});
