/**
 * The portfolio list (issue 14 item 3): a mentor sees only the startups assigned to them on /coaching; staff see the
 * needs-attention reason on /startups (a startup with an overdue task) and narrow the list with the
 * filters; the staff home lists the startups needing attention. Screenshots portfolio-list-{1280,375}-{en,ar}-
 * {light,dark} are saved for people to look at; at 1280 the stage and status badges show their names in full and a
 * hovered row passes axe (D-172).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { saveScreenshot, signInTo } from '../support/app';
import { seriousViolations } from '../support/axe';
import { visitInApp } from '../support/in-app-navigation';
import { SCREEN_VARIANTS, expectNoSideScroll, expectVariant, variantPage, variantSuffix } from '../support/screen-variants';
import { endTokenSessions, graphqlOk, restSignIn, tenantHost } from '../support/api';

const rowNames = (page: Page) => page.getByTestId('portfolio-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-startup')));

test.describe('portfolio list', () => {
  test('a mentor sees only the startups assigned to them on /coaching', async ({ page }) => {
    await signInTo(page, 'mentor@demo.test', '/coaching');
    await expect(page.getByTestId('coaching-page')).toBeVisible();
    await expect(page.getByTestId('portfolio-row').first()).toBeVisible({ timeout: 15_000 });
    expect(await rowNames(page)).toEqual(['Greenleaf Analytics', 'Orbital Labs']);
    await expect(page.getByTestId('portfolio-count')).toHaveText('2');
  });

  test('staff see the needs-attention reason on /startups, filter to it, and find it on the home', async ({ page }) => {
    // Its own startup with a task that was due yesterday (OVERDUE_TASKS): the seed's reasons change under other
    // journeys (the metrics journey submits Orbital Labs' overdue form). The name sorts first, so the home card —
    // the first five by name — lists it.
    const host = tenantHost('demo');
    const admin = await restSignIn('demo', 'admin@demo.test', 'Demo!2026');
    const name = `Aardvark Attention ${Date.now().toString(36)}`;
    const { createStartup } = await graphqlOk<{ createStartup: { _id: string } }>(
      host, admin, 'mutation C($input: CreateStartupInput!) { createStartup(input: $input) { _id } }', { input: { name } },
    );
    // Yesterday in the tenant's zone (America/New_York): allowed as a due day (GAP-33), and already past.
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() - 86_400_000));
    await graphqlOk(
      host, admin,
      'mutation T($a: [TaskAssigneeInput!], $d: String) { createTask(name: "Send the signed pilot contract", dueDate: $d, assignees: $a) { _id } }',
      { a: [{ type: 'Startup', value: createStartup._id }], d: yesterday },
    );
    await endTokenSessions(host, admin);

    await signInTo(page, 'staff@demo.test', '/');
    await expect(page.getByTestId('home-attention')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('home-attention-startup').filter({ hasText: name })).toBeVisible();
    await visitInApp(page, '/startups');
    await expect(page.getByTestId('portfolio-row').first()).toBeVisible({ timeout: 15_000 });
    // Every active startup of the seeded portfolio is counted; the first page shows up to 25 of them.
    const count = page.getByTestId('portfolio-count');
    const total = Number(await count.textContent());
    expect(total).toBeGreaterThan(6);
    expect((await rowNames(page)).length).toBe(Math.min(total, 25));

    await page.getByTestId('portfolio-filters-toggle').click();
    await page.getByTestId('filter-attention').click();
    await expect.poll(async () => Number(await count.textContent())).toBeLessThan(total);
    await expect.poll(async () => (await rowNames(page)).includes(name)).toBe(true);
    await page.getByTestId('portfolio-search').fill('aardvark attention');
    await expect.poll(async () => (await rowNames(page)).includes(name)).toBe(true);
    const reason = page.locator(`[data-testid="portfolio-row"][data-startup="${name}"] [data-testid="attention-reason"][data-kind="OVERDUE_TASKS"]`);
    await expect(reason).toBeVisible();
    await expect(reason).toContainText('1 overdue task');
  });
});

test.describe('portfolio list screenshots', () => {
  for (const variant of SCREEN_VARIANTS) {
    const name = `portfolio-list-${variantSuffix(variant)}`;
    test(name, async ({ sessions }) => {
      const page = await variantPage(sessions, variant);
      await signInTo(page, 'staff@demo.test', '/startups');
      await expect(page.getByTestId('portfolio-row').first()).toBeVisible({ timeout: 15_000 });
      await expectVariant(page, variant);
      await expectNoSideScroll(page);
      if (variant.width === 1280) {
        // D-172: "Proto…" — a badge label cut short by its column; and the startup link on a hovered row's background.
        const badges = page.locator('[data-testid="startup-stage"], [data-testid="startup-status"]');
        await expect(badges.first()).toBeVisible();
        const cut = await badges.evaluateAll((list) =>
          list.filter((badge) => Array.from(badge.querySelectorAll('*')).concat(badge).some((el) => el.scrollWidth > el.clientWidth + 1)).map((badge) => badge.textContent),
        );
        expect(cut, 'badges whose label is cut short').toEqual([]);
        await page.getByTestId('portfolio-row').first().getByRole('link').first().hover();
        expect(await seriousViolations(page)).toEqual([]);
      }
      await saveScreenshot(page, name);
    });
  }
});
