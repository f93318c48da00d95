/**
 * Issue 16 items 3 and 7 (web): the applications overview, the file and decisions. The journey (English, 1280): an
 * admin opens /applications/overview, picks the open call and its screening round in the pipeline, bulk-rejects ten
 * applications under review and follows the applications panel (green, gone after 5 s), then accepts the application of the final
 * committee on its file: the startup appears on /startups in the call's program, and its founder's invitation is in
 * the dev mailbox, and the startup file's Applications tab lists the application (D-387); the queue bar filters the
 * round by stage (D-386). Then the overview and a file in every screen variant (375/1280, en/ar, light/dark) with axe.
 * Data: the seeded open call's applications (apps/server/src/seed/applications-pipeline.ts).
 */
import type { Page } from '@playwright/test';
import { waitForMail } from '../support/api';
import { saveScreenshot, signInTo } from '../support/app';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { tenantUrl } from '../support/env';
import { expectCutTextInOwnDirection, expectNoSideScroll, expectTextClearOfSections, SCREEN_VARIANTS, variantSuffix } from '../support/screen-variants';

const CALL = 'Winter 2027 open call';
const PROGRAM = 'Winter 2027 Cohort';

const row = (page: Page, title: string) => page.locator(`[data-testid="application-row"][data-title="${title}"]`);

async function pickCall(page: Page): Promise<void> {
  // On a phone the Call and Status filters fold behind a Filters button (D-562); the search stays in sight.
  const toggle = page.getByTestId('overview-filters-toggle');
  if (await toggle.isVisible()) {
    await expect(page.getByTestId('overview-search')).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  await page.getByTestId('overview-funnel').click();
  await page.getByRole('option', { name: CALL, exact: true }).click();
  await expect(page.getByTestId('pipeline-round').first()).toBeVisible({ timeout: 15_000 });
}

test.describe('applications pipeline', () => {
  test('filters the overview, bulk-rejects ten applications, accepts one on its file; the startup joins the program and the founder is invited', async ({ page }) => {
    test.setTimeout(90_000);
    await signInTo(page, 'admin@demo.test', '/applications');
    await expect(page).toHaveURL(/\/applications\/overview$/);
    await expect(page.getByTestId('application-row').first()).toBeVisible({ timeout: 15_000 });

    // ── The pipeline filters by round; search narrows further.
    await pickCall(page);
    await page.locator('[data-testid="pipeline-round"][data-round="Screening"]').click();
    await expect(row(page, 'Glacier Health')).toHaveCount(0);
    await expect(row(page, 'Aurora Analytics')).toBeVisible();
    await page.getByTestId('overview-search').fill('Borealis');
    await expect(page.getByTestId('application-row')).toHaveCount(1);
    await page.getByTestId('overview-search').fill('');
    await expect(row(page, 'Cirrus Mobility')).toBeVisible();

    // ── The queue bar (D-386): the round's work in four stages; "Decided" lists only decided applications, and
    // choosing it again clears the filter.
    const decidedStage = page.locator('[data-testid="queue-bar-stage"][data-stage="decided"]');
    await expect(page.getByTestId('queue-bar-stage')).toHaveCount(4);
    await decidedStage.click();
    await expect(decidedStage).toHaveAttribute('aria-pressed', 'true');
    await expect(row(page, 'Cirrus Mobility')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('[data-testid="application-row"] [data-testid="application-status"]:not([data-status="accepted"]):not([data-status="rejected"]):not([data-status="delay_rejected"])')).toHaveCount(0);
    await decidedStage.click();
    await expect(decidedStage).toHaveAttribute('aria-pressed', 'false');
    await expect(row(page, 'Cirrus Mobility')).toBeVisible({ timeout: 15_000 });

    // ── Bulk rejection of ten (issue 16's Tests): the screening round's first ten applications under review — not
    // the ones other journeys use (the review journey's three, the file of the screen variants) — are selected; the
    // applications panel counts them, turns green and leaves by itself once all succeeded.
    await page.getByTestId('overview-status').click();
    await page.getByRole('option', { name: 'Under review', exact: true }).click();
    await expect(page.getByTestId('application-row').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-testid="application-row"] [data-testid="application-status"]:not([data-status="under_review"])')).toHaveCount(0, { timeout: 15_000 });
    const reserved = new Set(['Dune Robotics', 'Tidal Compost', 'Lumen Health', 'Solo Robotics']);
    const listed = await page.getByTestId('application-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-title') ?? ''));
    const rejected = listed.filter((title) => title !== '' && !reserved.has(title)).slice(0, 10);
    expect(rejected, 'ten applications under review in the screening round').toHaveLength(10);
    for (const title of rejected) await row(page, title).getByTestId('application-select').check();
    await expect(page.getByTestId('application-bulk-bar')).toContainText('10');
    await page.getByTestId('application-bulk-open').click();
    await page.locator('[data-testid="application-bulk-action"][data-action="DECIDE"]').click();
    await page.getByTestId('application-bulk-decision').getByText('Reject', { exact: true }).click();
    await page.getByTestId('application-bulk-start').click();
    const panel = page.getByTestId('batch-panels');
    await expect(panel).toContainText('10/10 applications', { timeout: 20_000 });
    await expect(panel.getByTestId('batch-panel')).toHaveAttribute('data-color', 'green');
    await expect(panel).toHaveCount(0, { timeout: 10_000 });
    // They left the "under review" list and are all in the "rejected" one.
    for (const title of rejected) await expect(row(page, title)).toHaveCount(0, { timeout: 10_000 });
    await page.getByTestId('overview-status').click();
    await page.getByRole('option', { name: 'Rejected', exact: true }).click();
    for (const title of rejected) {
      await expect(row(page, title).getByTestId('application-status')).toHaveAttribute('data-status', 'rejected', { timeout: 10_000 });
    }
    // Choosing the selected status again clears the filter (Mantine's Select deselects).
    await page.getByTestId('overview-status').click();
    await page.getByRole('option', { name: 'Rejected', exact: true }).click();
    await expect(page.getByTestId('overview-status')).toHaveValue('');

    // ── The final committee's application, accepted on its file.
    await page.getByTestId('pipeline-clear').click();
    await row(page, 'Glacier Health').getByRole('link').click();
    await expect(page.getByTestId('application-file-page')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/application\/[0-9a-f-]+\/activities$/);
    // The meeting tab: the call's founder interview is behind this application (it is in the final committee).
    await page.getByTestId('file-tab-meeting').click();
    await expect(page).toHaveURL(/\/meeting$/);
    await expect(page.getByTestId('meeting-step')).toHaveCount(1);
    await expect(page.getByTestId('meeting-step')).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('meeting-step')).toContainText('Founder interview');
    await page.getByTestId('file-tab-activities').click();
    await page.getByTestId('decide-accept').click();
    await page.getByTestId('decision-reason').fill('Unanimous committee vote');
    await page.getByTestId('decision-confirm').click();
    await expect(page.getByTestId('application-status').first()).toHaveAttribute('data-status', 'accepted', { timeout: 15_000 });
    await expect(page.getByTestId('application-startup')).toContainText('Glacier Health');
    await expect(page.getByTestId('activity-history').first()).toContainText('Unanimous committee vote');
    const invitation = await waitForMail('demo', 'glacier.health@applicants.demo.test', /invited to join/);
    expect(invitation.text).toMatch(/acceptinvitation\?token=/);

    // ── The startup is in the portfolio, in the call's program.
    await page.goto('/startups');
    await page.getByTestId('portfolio-filters-toggle').click();
    await page.getByTestId('filter-programs').click();
    await page.getByRole('option', { name: PROGRAM, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('portfolio-search').fill('Glacier');
    await expect(page.locator('[data-testid="portfolio-row"][data-startup="Glacier Health"]')).toBeVisible({ timeout: 15_000 });

    // ── Its startup file's Applications tab (D-387) lists the application that led to it, opening its file.
    await page.locator('[data-testid="portfolio-row"][data-startup="Glacier Health"]').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/startup\/[0-9a-f-]+\//, { timeout: 15_000 });
    const startupId = /\/startup\/([0-9a-f-]+)\//.exec(page.url())![1];
    await page.goto(`/startup/${startupId}/file/applications`);
    const tab = page.getByTestId('startup-applications');
    await expect(tab).toHaveAttribute('data-view', 'staff', { timeout: 15_000 });
    await expect(tab.getByTestId('startup-application').filter({ hasText: CALL })).toHaveCount(1);
    await expect(tab.getByTestId('startup-application').filter({ hasText: CALL }).getByTestId('application-status')).toHaveAttribute('data-status', 'accepted');
    expect(await seriousViolations(page), 'axe on the startup Applications tab').toEqual([]);
    await saveScreenshot(page, 'startup-applications-tab-1280-en-light');
  });

  test('the overview and the file in every screen variant, with axe', async ({ page }) => {
    test.setTimeout(150_000);
    await signInTo(page, 'admin@demo.test', '/applications/overview');
    await row(page, 'Dune Robotics').getByRole('link').click();
    await expect(page.getByTestId('application-file-page')).toBeVisible({ timeout: 15_000 });
    const filePath = new URL(page.url()).pathname;
    for (const variant of SCREEN_VARIANTS) {
      const suffix = variantSuffix(variant);
      await page.setViewportSize({ width: variant.width, height: variant.height });
      await page.emulateMedia({ colorScheme: variant.colorScheme });
      await page.context().addCookies([{ name: 'lang_pref', value: variant.language, url: tenantUrl('demo', '/') }]);
      await page.goto('/applications/overview');
      await expect(page.getByTestId('application-row').first()).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('html')).toHaveAttribute('dir', variant.language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', variant.colorScheme);
      await pickCall(page);
      await expectNoSideScroll(page);
      await expectTextClearOfSections(page);
      await expectCutTextInOwnDirection(page);
      // axe in every 1280 variant and in the 375 variant furthest from the default (Arabic, dark): the budget of the file.
      const audit = variant.width === 1280 || (variant.language === 'ar' && variant.colorScheme === 'dark');
      if (audit) expect(await seriousViolations(page), `axe on the overview ${suffix}`).toEqual([]);
      await saveScreenshot(page, `applications-overview-${suffix}`);
      await page.goto(filePath);
      await expect(page.getByTestId('activity-timeline')).toBeVisible({ timeout: 15_000 });
      await expectNoSideScroll(page);
      if (audit) expect(await seriousViolations(page), `axe on the file ${suffix}`).toEqual([]);
      await saveScreenshot(page, `application-file-${suffix}`);
    }
  });
});
