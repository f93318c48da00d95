/**
 * D-584: the emails area. An administrator finds the seeded sent email, starts a new email from a template, changes
 * its subject, picks a programme as its audience and sees the recipients counted, saves, sends a test to themselves
 * (it reaches the dev mailbox), sends it and sees it sent with a delivery per recipient (each recipient's mail in the
 * dev mailbox too). D-590: another email is scheduled for the dialog's proposed time, listed under "Scheduled" with
 * when it goes out, then taken back to a draft. The area's pages — the list, the templates, the content templates, a
 * draft in the composer, the schedule dialog, a scheduled email and a sent email — pass axe in the looks (1280-en-light, 1280-ar-dark, 375-en-dark, 375-ar-light) with nothing running off
 * the side; screenshots emails-<page>-<look>.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { looksChecker } from '../support/looks';
import { mailIdsFor, waitForMail } from '../support/api';
import { openVariant, SCREEN_VARIANTS } from '../support/screen-variants';
import { saveScreenshot, signInTo } from '../support/app';

const ADMIN = 'admin@demo.test';
const SEEDED_SENT_SUBJECT = '{{startupName}}: your monthly metrics are due';
const SEEDED_DRAFT_SUBJECT = 'You are invited to Demo Day';
const SEEDED_SCHEDULED_SUBJECT = 'Office hours this week';
const PROGRAMME = 'Spring 2026 Cohort';

interface ListedEmail {
  _id: string;
  subject: string;
  status: string;
  createdAt: string;
}

/** The seeded emails' ids, read from the page (the browser resolves the tenant's host): the oldest with the subject. */
async function seededEmailId(page: Page, subject: string, status: 'DRAFT' | 'SCHEDULED' | 'SENT'): Promise<string> {
  const id = await page.evaluate(
    async ({ wanted, status }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
        body: JSON.stringify({ query: `query { outgoingEmails(status: ${status}, first: 100) { results { _id subject status createdAt } } }` }),
      });
      const body = (await response.json()) as { data?: { outgoingEmails: { results: ListedEmail[] } } };
      const matching = (body.data?.outgoingEmails.results ?? []).filter((email) => email.subject === wanted);
      // Newest first: the seed's is the oldest (a journey may have started another from the same template since).
      return matching.at(-1)?._id ?? null;
    },
    { wanted: subject, status },
  );
  expect(id, `seeded ${status} email “${subject}”`).not.toBeNull();
  return id!;
}

test.describe('emails area', () => {
  test('an administrator writes an email from a template, tests it, sends it to a programme and sees it delivered', async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const subject = `Demo Day ${stamp}, {{firstName}}`;
    await signInTo(page, ADMIN, '/emails/management');

    // The seeded sent email is listed as sent, with its recipients.
    const seeded = page.getByTestId('email-row').filter({ hasText: SEEDED_SENT_SUBJECT });
    await expect(seeded.first()).toBeVisible({ timeout: 15_000 });
    await expect(seeded.first().getByTestId('email-status')).toHaveAttribute('data-status', 'SENT');

    // A new email from the "Demo day invitation" template: its composer opens with the template's subject and body.
    await page.getByTestId('new-email').click();
    await page.getByTestId('new-email-template').filter({ hasText: 'Demo day invitation' }).click();
    await expect(page).toHaveURL(/\/emails\/email\/[0-9a-f-]+$/, { timeout: 15_000 });
    const composer = page.getByTestId('email-composer');
    await expect(composer).toBeVisible();
    await expect(page.getByTestId('composer-subject')).toHaveValue(SEEDED_DRAFT_SUBJECT);
    await expect(page.getByTestId('composer-body')).toHaveValue(/We would love to see you at Demo Day/);

    await page.getByTestId('composer-subject').fill(subject);
    await page.getByTestId('audience-programs').click();
    await page.getByRole('option', { name: PROGRAMME }).click();
    await page.keyboard.press('Escape');
    const count = page.getByTestId('audience-count');
    await expect(count).toHaveAttribute('data-count', /^[1-9]\d*$/, { timeout: 15_000 });
    const recipients = Number(await count.getAttribute('data-count'));
    await expect(page.getByTestId('audience-sample')).not.toBeEmpty();

    await page.getByTestId('composer-save').click();
    await expect(page.getByTestId('composer-saved-state')).toHaveText('All changes saved');

    // The test copy goes to the administrator, merge fields filled in.
    const seen = await mailIdsFor('demo', ADMIN);
    await page.getByTestId('composer-test').click();
    const testCopy = await waitForMail('demo', ADMIN, new RegExp(`^\\[Test\\] Demo Day ${stamp}, \\S`), seen);
    expect(testCopy.subject).not.toContain('{{firstName}}');

    // Send: the confirmation names the count; then the page follows the send until it is sent.
    await page.getByTestId('composer-send').click();
    const confirm = page.getByTestId('send-confirm');
    await expect(confirm.getByTestId('send-confirm-message')).toHaveAttribute('data-count', String(recipients));
    await saveScreenshot(page, 'emails-send-confirm-1280-en-light');
    await confirm.getByTestId('send-confirm-button').click();
    const emailPage = page.getByTestId('email-page');
    await expect(emailPage).toHaveAttribute('data-status', 'SENT', { timeout: 30_000 });
    await expect(page.getByTestId('email-composer')).toHaveCount(0);
    await expect(page.getByTestId('email-stat-recipients-value')).toHaveText(String(recipients));
    const rows = page.getByTestId('delivery-row');
    await expect(rows).toHaveCount(recipients, { timeout: 15_000 });
    await expect(page.getByTestId('email-stat-sent-value')).toHaveText(String(recipients));

    // Each recipient's own copy reached the dev mailbox (the first one checked).
    const address = (await rows.first().locator('td').nth(1).innerText()).trim();
    await waitForMail('demo', address, new RegExp(`^Demo Day ${stamp}, `));

    // Back in the list, the email is there as sent.
    await page.goto('/emails/management');
    await page.getByTestId('emails-search').fill(String(stamp));
    const row = page.getByTestId('email-row').filter({ hasText: String(stamp) });
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    await expect(row.getByTestId('email-status')).toHaveAttribute('data-status', 'SENT');
    await expect(row.getByTestId('email-row-recipients')).toHaveText(String(recipients));
  });

  test('an administrator schedules an email, finds it under "Scheduled" and takes it back to a draft (D-590)', async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    await signInTo(page, ADMIN, '/emails/management');
    await page.getByTestId('new-email').click();
    await page.getByTestId('new-email-template').filter({ hasText: 'Office hours' }).click();
    await expect(page).toHaveURL(/\/emails\/email\/[0-9a-f-]+$/, { timeout: 15_000 });
    await page.getByTestId('composer-subject').fill(`Office hours ${stamp}`);
    await page.getByTestId('audience-programs').click();
    await page.getByRole('option', { name: PROGRAMME }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('audience-count')).toHaveAttribute('data-count', /^[1-9]\d*$/, { timeout: 15_000 });

    // The dialog proposes tomorrow at 9:00 in the browser's zone; scheduling saves the draft first.
    await page.getByTestId('composer-schedule').click();
    const when = page.getByTestId('schedule-when');
    await expect(when).toHaveValue(/T09:00$/);
    await page.getByTestId('schedule-confirm').click();
    await expect(page.getByTestId('email-page')).toHaveAttribute('data-status', 'SCHEDULED', { timeout: 15_000 });
    await expect(page.getByTestId('email-scheduled-at')).toHaveAttribute('data-at', /^\d{4}-\d\d-\d\dT/);
    await expect(page.getByTestId('email-composer')).toHaveCount(0);

    // Listed under "Scheduled", with the time it goes out.
    await page.goto('/emails/management');
    await page.getByTestId('emails-status-filter').getByText('Scheduled').click();
    const row = page.getByTestId('email-row').filter({ hasText: String(stamp) });
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    await expect(row).toContainText('Goes out');

    // Taken back: a draft in the composer again, its subject as saved.
    await row.getByTestId('email-row-subject').click();
    await page.getByTestId('email-unschedule').click();
    await expect(page.getByTestId('email-page')).toHaveAttribute('data-status', 'DRAFT', { timeout: 15_000 });
    await expect(page.getByTestId('composer-subject')).toHaveValue(`Office hours ${stamp}`);
  });

  test('the emails pages in the looks: no serious axe violation, nothing off the side', async ({ page }) => {
    test.setTimeout(240_000);
    const { check, found } = looksChecker(page, 'emails');

    await signInTo(page, ADMIN, '/emails/management');
    const draftId = await seededEmailId(page, SEEDED_DRAFT_SUBJECT, 'DRAFT');
    const sentId = await seededEmailId(page, SEEDED_SENT_SUBJECT, 'SENT');
    const scheduledId = await seededEmailId(page, SEEDED_SCHEDULED_SUBJECT, 'SCHEDULED');
    for (const variant of SCREEN_VARIANTS) {
      await openVariant(page, variant, '/emails/management');
      await expect(page.getByTestId('email-row').first()).toBeVisible({ timeout: 15_000 });
      await check('list', variant);
      await openVariant(page, variant, '/emails/templates');
      await expect(page.getByTestId('template-row').first()).toBeVisible({ timeout: 15_000 });
      await check('templates', variant);
      await page.getByTestId('template-row').first().getByTestId('template-row-menu').click();
      await page.getByTestId('template-row-edit').click();
      await expect(page.getByTestId('template-dialog')).toBeVisible();
      await check('template-dialog', variant);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('template-dialog')).toBeHidden();
      await openVariant(page, variant, '/emails/content-templates');
      await expect(page.getByTestId('template-row').first()).toBeVisible({ timeout: 15_000 });
      await check('content-templates', variant);
      await openVariant(page, variant, `/emails/email/${draftId}`);
      await expect(page.getByTestId('audience-count')).toBeVisible({ timeout: 15_000 });
      await check('composer', variant);
      await page.getByTestId('composer-schedule').click();
      await expect(page.getByTestId('schedule-modal')).toBeVisible();
      await check('schedule-dialog', variant);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('schedule-modal')).toBeHidden();
      await openVariant(page, variant, `/emails/email/${scheduledId}`);
      await expect(page.getByTestId('email-scheduled')).toBeVisible({ timeout: 15_000 });
      await check('scheduled', variant);
      await openVariant(page, variant, `/emails/email/${sentId}`);
      await expect(page.getByTestId('delivery-row').first()).toBeVisible({ timeout: 15_000 });
      await check('sent', variant);
    }
    expect(found).toEqual([]);
  });
});
