/**
 * Issue 14 item 9 (D-150..D-152): the home shows staff, mentors and experts what needs them today — startups needing
 * attention, their open tasks, the metrics collection, and the recent timeline activity across their portfolio (a
 * mentor: only the startups assigned to them) — and every startup-file tab sits in the one frame whose only h1 is the
 * startup's name. Screenshots home-portfolio-<width>-<lang>-<scheme> and startup-file-activities-<width>-<lang>-
 * <scheme> (1280 and 375 wide, English and Arabic, light and dark) are saved for people to look at; axe finds no
 * serious violation on either page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { saveScreenshot, storedAuth, signInTo } from '../support/app';
import { graphqlOk, tenantHost } from '../support/api';
import { seriousViolations } from '../support/axe';
import { visitInApp } from '../support/in-app-navigation';
import { SCREEN_VARIANTS, expectNoSideScroll, expectVariant, variantPage, variantSuffix } from '../support/screen-variants';

const MENTOR_STARTUPS = ['Greenleaf Analytics', 'Orbital Labs'];

/**
 * `attention`: 'startups' where the seed always leaves some for the viewer (staff: the living portfolio's startups with
 * no contact for a month, out-of-range metrics, a month-old form — D-175); 'either' where other journeys may clear the
 * viewer's few (a mentor's two startups: the metrics journey submits Orbital Labs' form).
 */
async function expectFourCards(page: Page, attention: 'startups' | 'either'): Promise<void> {
  for (const card of ['home-attention', 'home-tasks', 'home-metrics', 'home-portfolio-activity']) await expect(page.getByTestId(card), card).toBeVisible({ timeout: 15_000 });
  const listed = page.getByTestId('home-attention-startup');
  await expect(attention === 'startups' ? listed.first() : listed.or(page.getByTestId('home-attention-empty')).first()).toBeVisible();
  await expect(page.getByTestId('home-portfolio-activity-item').first()).toBeVisible();
  await expect(page.getByTestId('home-startups')).toHaveCount(0);
}

test.describe('the home of the portfolio (issue 14 item 9)', () => {
  test('staff: needs attention, tasks, metrics collection and the portfolio’s recent activity from the seed; an item opens its startup’s activities in the frame', async ({ page }) => {
    await signInTo(page, 'staff@demo.test', '/');
    await expectFourCards(page, 'startups');
    const items = page.getByTestId('home-portfolio-activity-item');
    // Staff see every startup of the seeded portfolio (visibility ALL): more than the mentor's two show up.
    const startups = await items.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-startup')));
    expect(startups.length).toBeGreaterThan(0);
    const first = items.first();
    const name = (await first.getAttribute('data-startup'))!;
    await first.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/startup\/[^/]+\/file\/activities$/);
    await expect(page.getByTestId('startup-file-name')).toHaveText(name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('tab', { name: 'Activities' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Activities' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Activities' })).toHaveCount(0);
  });

  test('a mentor: the same cards over the startups assigned to them, and only their activity', async ({ page }) => {
    await signInTo(page, 'mentor@demo.test', '/');
    await expectFourCards(page, 'either');
    const startups = await page.getByTestId('home-portfolio-activity-item').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-startup')));
    expect(startups.length).toBeGreaterThan(0);
    for (const startup of startups) expect(MENTOR_STARTUPS).toContain(startup);
    for (const startup of await page.getByTestId('home-attention-startup').getByRole('link').allTextContents()) expect(MENTOR_STARTUPS).toContain(startup);
    await expect(page.getByTestId('home-portfolio-activity').getByRole('link', { name: /Open the portfolio/ })).toHaveAttribute('href', '/coaching');
  });

  test('every startup-file tab: one h1, the startup’s name, and the selected tab labels the page', async ({ page }) => {
    test.setTimeout(90_000);
    await signInTo(page, 'staff@demo.test', '/');
    const { token } = await storedAuth(page);
    const answer = await graphqlOk<{ startups: { results: Array<{ _id: string; name: string }> } }>(
      tenantHost('demo'),
      token,
      'query { startups(search: "Orbital Labs") { results { _id name } } }',
    );
    const id = answer.startups.results.find((s) => s.name === 'Orbital Labs')!._id;
    for (const tab of ['company', 'activities', 'tasks', 'documents', 'milestones', 'analytics', 'feedback', 'export']) {
      await visitInApp(page, `/startup/${id}/file/${tab}`);
      await expect(page.getByTestId(`startup-tab-${tab}`), tab).toHaveAttribute('aria-selected', 'true');
      const label = (await page.getByTestId(`startup-tab-${tab}`).textContent())!;
      await expect(page.getByRole('tabpanel', { name: label }), tab).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }), tab).toHaveText(['Orbital Labs']);
      await expect(page.getByRole('heading', { name: label, exact: true }), tab).toHaveCount(0);
    }
  });
});

test.describe('home and startup file screenshots', () => {
  for (const variant of SCREEN_VARIANTS) {
    const suffix = variantSuffix(variant);
    test(`home-portfolio-${suffix}`, async ({ sessions }) => {
      // Two pages, each looked at by axe, on a machine the other suites share.
      test.setTimeout(150_000);
      const page = await variantPage(sessions, variant);
      await signInTo(page, 'staff@demo.test', '/');
      await expectFourCards(page, 'startups');
      await expectVariant(page, variant);
      await expectNoSideScroll(page);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `home-portfolio-${suffix}`);

      await page.getByTestId('home-attention-startup').first().getByRole('link').click();
      await expect(page.getByTestId('startup-file-frame')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('startup-activities-page')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoSideScroll(page);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `startup-file-activities-${suffix}`);
    });
  }
});
