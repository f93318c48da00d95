/**
 * Issue 14 (helper A): staff create a program and a startup, invite the startup's founder (the invitation arrives in
 * the dev mailbox), and a co-founder sees their own startup file only. Screenshots of the pages at 1280 and 375 wide,
 * in English and Arabic, light and dark.
 */
import type { Page } from '@playwright/test';
import { graphqlOk, restSignIn, tenantHost, waitForMail } from '../support/api';
import { saveScreenshot, signInTo } from '../support/app';
import { expect, test } from '../support/fixtures';
import { variantPage, type ScreenVariant } from '../support/screen-variants';

const STAMP = Date.now().toString(36);

async function startupIdByName(token: string, name: string): Promise<string> {
  const data = await graphqlOk<{ startups: { results: Array<{ _id: string; name: string }> } }>(
    tenantHost('demo'),
    token,
    'query S($search: String) { startups(search: $search, limit: 5) { results { _id name } } }',
    { search: name },
  );
  const found = data.startups.results.find((s) => s.name === name);
  if (!found) throw new Error(`no startup ${name}`);
  return found._id;
}

test.describe('portfolio: programs and startups', () => {
  test('staff create a program and a startup, invite its founder; the invitation is in the mailbox', async ({ page }) => {
    test.setTimeout(120_000);
    const program = `E2E Cohort ${STAMP}`;
    const startup = `E2E Robotics ${STAMP}`;
    const founder = `founder.${STAMP}@example.com`;
    await signInTo(page, 'staff@demo.test', '/');

    // The Create menu's "program" opens the create dialog on the programs page.
    await page.getByTestId('create-menu').click();
    await page.locator('[data-create="program"]').click();
    await expect(page).toHaveURL(/\/startups\/programs\/incubator-plans\?create=1/);
    const programForm = page.getByTestId('program-form');
    await programForm.getByLabel(/^Name/).fill(program);
    await programForm.getByLabel('Starts on').fill('2026-03-01');
    await programForm.getByLabel('Ends on').fill('2026-02-01');
    await programForm.getByTestId('submit-program').click();
    await expect(programForm.getByText('The end date must be on or after the start date.')).toBeVisible();
    await programForm.getByLabel('Ends on').fill('2099-06-30');
    await programForm.getByTestId('submit-program').click();
    await expect(programForm).toBeHidden();
    await expect(page.getByTestId('program-card').filter({ hasText: program })).toContainText('Running');

    // The Create menu's "startup": created, then its file opens on the company tab inside the frame.
    await page.getByTestId('create-menu').click();
    await page.locator('[data-create="startup"]').click();
    const startupForm = page.getByTestId('create-startup-form');
    await startupForm.getByLabel('Website').fill('javascript:alert(1)');
    await startupForm.getByLabel(/^Name/).fill(startup);
    await startupForm.getByTestId('submit-create-startup').click();
    await expect(startupForm.getByText(/Enter a web address starting with http/)).toBeVisible();
    await startupForm.getByLabel('Website').fill('e2e-robotics.example.com');
    await startupForm.getByTestId('submit-create-startup').click();
    await expect(page.getByTestId('startup-file-name')).toHaveText(startup);
    await expect(page.getByTestId('company-tab')).toBeVisible();

    // Assign it to the program one by one; the history shows the join.
    await page.goto('/startups/programs/startup-assignations');
    await page.getByTestId('assignations-program').click();
    await page.getByRole('option', { name: program }).click();
    await page.getByTestId(`assign-${startup}`).click();
    await expect(page.getByTestId('membership-history')).toContainText(`${startup} joined`);

    // Back on the file: the frame shows the program; invite the founder.
    await page.goto('/startups/management');
    await page.getByTestId('startups-table').getByRole('link', { name: startup }).click();
    await expect(page.getByTestId('startup-file-programs')).toContainText(program);
    await page.getByTestId('invite-founder').click();
    const invite = page.getByTestId('invite-founder-form');
    await invite.getByLabel('Email').fill(founder);
    await invite.getByLabel('First name').fill('Eve');
    await invite.getByLabel('Last name').fill('Founder');
    await invite.getByTestId('send-founder-invitation').click();
    await expect(page.getByTestId('startup-people')).toContainText('Eve Founder');
    // Alone in the startup: shown as Founder (D1 §6).
    await expect(page.getByTestId('startup-people')).toContainText('Founder');
    const mail = await waitForMail('demo', founder, /You are invited to join/);
    expect(mail.text).toContain('/acceptinvitation?token=');
  });

  test('a co-founder sees their own startup file and no other', async ({ page, sessions }) => {
    const token = await restSignIn('demo', 'admin@demo.test', 'Demo!2026');
    sessions.trackToken(tenantHost('demo'), token);
    const orbital = await startupIdByName(token, 'Orbital Labs');
    const solo = await startupIdByName(token, 'Solo Robotics');
    await signInTo(page, 'cofounder2@demo.test', '/startup/file');
    await expect(page).toHaveURL(new RegExp(`/startup/${orbital}/file/company`));
    await expect(page.getByTestId('startup-file-name')).toHaveText('Orbital Labs');
    await expect(page.getByTestId('edit-startup-profile')).toBeVisible();
    // D1 §2.4 (D-171): the side bar's startup file entry opens their own startup's file and stays active on its tabs.
    await page.goto('/');
    const entry = page.getByTestId('side-menu').locator('[data-nav="startupProfile"]');
    await expect(entry).toHaveAttribute('href', `/startup/${orbital}/file`);
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/startup/${orbital}/file/company`));
    await expect(page.getByTestId('startup-file-name')).toHaveText('Orbital Labs');
    await expect(entry).toHaveAttribute('data-active', 'true');
    // Another startup's file: not found (the server does not reveal it exists).
    await page.goto(`/startup/${solo}/file/company`);
    await expect(page.getByTestId('not-found-state')).toBeVisible();
    await expect(page.getByTestId('startup-file-name')).toHaveCount(0);
  });
});

/** Four of the eight looks, each width, language and scheme at least once; taller pages. */
const VARIANTS: readonly ScreenVariant[] = [
  { width: 1280, height: 900, language: 'en', colorScheme: 'light' },
  { width: 375, height: 900, language: 'en', colorScheme: 'dark' },
  { width: 375, height: 900, language: 'ar', colorScheme: 'light' },
  { width: 1280, height: 900, language: 'ar', colorScheme: 'dark' },
];
const nameOf = (v: ScreenVariant) => `${v.language}-${v.colorScheme}-${v.width}`;

async function shoot(page: Page, path: string, ready: string, name: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId(ready)).toBeVisible({ timeout: 15_000 });
  await saveScreenshot(page, name);
}

for (const variant of VARIANTS) {
  const name = nameOf(variant);
  test(`portfolio pages screenshots (${name})`, async ({ sessions }) => {
    test.setTimeout(90_000);
    const page = await variantPage(sessions, variant);
    const token = await restSignIn('demo', 'admin@demo.test', 'Demo!2026');
    sessions.trackToken(tenantHost('demo'), token);
    const orbital = await startupIdByName(token, 'Orbital Labs');
    await signInTo(page, 'admin@demo.test', '/');
    await expect(page.locator('html')).toHaveAttribute('dir', variant.language === 'ar' ? 'rtl' : 'ltr');
    await shoot(page, '/startups/management', 'startups-table', `portfolio-management-${name}`);
    await shoot(page, '/startups/programs/incubator-plans', 'incubator-plans', `portfolio-programs-${name}`);
    await shoot(page, '/startups/programs/startup-assignations', 'assignations-table', `portfolio-assignations-${name}`);
    await shoot(page, `/startup/${orbital}/file/company`, 'company-tab', `portfolio-company-${name}`);
    await page.getByTestId('edit-startup-profile').click();
    await expect(page.getByTestId('startup-profile-form')).toBeVisible();
    await saveScreenshot(page, `portfolio-company-edit-${name}`);
    await shoot(page, `/startup/${orbital}/file/activities`, 'startup-file-frame', `portfolio-activities-frame-${name}`);
  });
}
