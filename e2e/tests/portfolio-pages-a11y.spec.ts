/**
 * Issue 14: the portfolio's pages pass axe (no serious or critical WCAG 2.1 A/AA violation) — /startups,
 * /startups/management, the program pages, the mentor directory, /coaching, the startup file's tabs, /community/people
 * and the pages that were placeholders until D-155..D-158 (/admin/startups, /admin/programs,
 * /admin/user-management/mentors, /setup/industries, /startups/profile and the /startups/programs and /community
 * indexes). The new pages are photographed at 1280 and 375 wide, in English and Arabic, light and dark
 * (portfolio-page-<name>-<width>-<lang>-<scheme>), and none of them — nor /startups/management — scrolls sideways at
 * 375 px (a table scrolls inside its own area). The Sub-Admin's pages show the program the seed gives them (D-157).
 */
import type { Page } from '@playwright/test';
import { graphqlOk, tenantHost } from '../support/api';
import { saveScreenshot, storedAuth, signInTo } from '../support/app';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { SCREEN_VARIANTS, expectVariant, variantPage, variantSuffix } from '../support/screen-variants';

const TABS = ['company', 'documents', 'tasks', 'milestones', 'analytics', 'export'] as const;

interface PageCase {
  name: string;
  path: string;
  /** What shows once the page has its data. */
  ready: string;
  /** Where the page ends (the index routes open their first page). */
  landsOn?: string;
}

/** The pages built from placeholders (D-155..D-158), as the admin group sees them. */
const NEW_PAGES: readonly PageCase[] = [
  { name: 'admin-startups', path: '/admin/startups', ready: 'startup-row' },
  { name: 'admin-programs', path: '/admin/programs', ready: 'program-card' },
  { name: 'admin-mentors', path: '/admin/user-management/mentors', ready: 'mentor-card' },
  // D-587: the data collection and the forms list at their GAP-07 addresses.
  { name: 'admin-data-collection', path: '/admin/metrics/data-collection', ready: 'data-collection-page' },
  { name: 'admin-forms', path: '/admin/forms', ready: 'form-row|forms-empty' },
  { name: 'setup-industries', path: '/setup/industries', ready: 'industries-table|industries-empty' },
  { name: 'programs-index', path: '/startups/programs', ready: 'program-card', landsOn: '/startups/programs/incubator-plans' },
  { name: 'community-index', path: '/community', ready: 'person-card', landsOn: '/community/people' },
];

async function orbitalId(page: Page): Promise<string> {
  const { token } = await storedAuth(page);
  const answer = await graphqlOk<{ startups: { results: Array<{ _id: string; name: string }> } }>(
    tenantHost('demo'),
    token,
    'query { startups(search: "Orbital Labs") { results { _id name } } }',
  );
  const orbital = answer.startups.results.find((s) => s.name === 'Orbital Labs');
  expect(orbital).toBeDefined();
  return orbital!._id;
}

/** Opens the page, waits for its data, and returns axe's serious findings, each named with the page. */
async function audit(page: Page, path: string, ready: string): Promise<string[]> {
  await page.goto(path);
  await settle(page, ready);
  return (await seriousViolations(page)).map((line) => `${path}: ${line}`);
}

/** Opens the page and waits for its data (generous: the suite shares two cores with the server). */
async function settle(page: Page, ready: string): Promise<void> {
  // `ready` may name several test ids, "a|b": whichever the data gives (a list, or its empty state).
  const selector = ready.split('|').map((id) => `[data-testid="${id}"]`).join(', ');
  await expect(page.locator(selector).first()).toBeVisible({ timeout: 60_000 });
}

/**
 * How far the document runs past the viewport's side (0 when it does not scroll sideways), and the outermost elements
 * that stick out, so a failure names its cause.
 */
async function sidewaysOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || (box.right <= width + 1 && box.left >= -1)) continue;
      // Only the outermost: an element inside one already listed says nothing new.
      const parent = element.parentElement?.getBoundingClientRect();
      if (parent && (parent.right > width + 1 || parent.left < -1)) continue;
      const name = `${element.tagName.toLowerCase()}${element.dataset.testid ? `[${element.dataset.testid}]` : ''}.${element.className.toString().split(' ').slice(0, 2).join('.')}`;
      culprits.push(`${name} ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
    return { overflow: document.documentElement.scrollWidth - width, culprits: culprits.slice(0, 8) };
  });
}

test.describe('portfolio pages: accessibility', () => {
  test('the portfolio pages have no serious axe violation (admin)', async ({ page }) => {
    test.setTimeout(600_000);
    await signInTo(page, 'admin@demo.test', '/');
    const found: string[] = [];
    found.push(...(await audit(page, '/startups', 'portfolio-row')));
    found.push(...(await audit(page, '/startups/management', 'startup-row')));
    found.push(...(await audit(page, '/startups/programs/incubator-plans', 'program-card')));
    found.push(...(await audit(page, '/startups/programs/startup-assignations', 'startup-assignations')));
    found.push(...(await audit(page, '/startups/mentors', 'mentor-card')));
    found.push(...(await audit(page, '/community/people', 'person-card')));
    expect(found).toEqual([]);
  });

  test('the startup file tabs have no serious axe violation (admin)', async ({ page }) => {
    test.setTimeout(600_000);
    await signInTo(page, 'admin@demo.test', '/');
    const id = await orbitalId(page);
    const found: string[] = [];
    for (const tab of TABS) {
      found.push(...(await audit(page, `/startup/${id}/file/${tab}`, tab === 'company' ? 'company-tab' : `startup-${tab}-page`)));
    }
    expect(found).toEqual([]);
  });

  test('a startup file tab still loading has no serious axe violation: its spinner is a named progress bar', async ({ page }) => {
    test.setTimeout(120_000);
    await signInTo(page, 'admin@demo.test', '/');
    const id = await orbitalId(page);
    // Hold each tab's own query, so axe judges the tab while its spinner shows (a spinner named without a role was a
    // serious aria-prohibited-attr that the other tests met only when axe ran before the data came).
    const held = new Set(['StartupMetricsAbility', 'StartupAbilities', 'StartupDocuments']);
    const waiting: Array<() => void> = [];
    await page.route('**/graphql*', async (route) => {
      const operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName ?? '';
      if (!held.has(operation)) return route.continue();
      await new Promise<void>((release) => waiting.push(release));
      await route.continue().catch(() => undefined);
    });
    const found: string[] = [];
    for (const tab of ['analytics', 'activities', 'documents']) {
      await page.goto(`/startup/${id}/file/${tab}`);
      await expect(page.locator('main .mantine-Loader-root').first()).toBeVisible({ timeout: 30_000 });
      found.push(...(await seriousViolations(page, { settle: false })).map((line) => `${tab} (loading): ${line}`));
      // …and a screen reader hears what is loading.
      if (!(await page.locator('main').getByRole('progressbar', { name: /\S/ }).first().isVisible())) found.push(`${tab} (loading): no named progress bar`);
      for (const release of waiting.splice(0)) release();
    }
    expect(found).toEqual([]);
  });

  test('the pages that were placeholders have no serious axe violation (admin)', async ({ page }) => {
    test.setTimeout(600_000);
    await signInTo(page, 'admin@demo.test', '/');
    const found: string[] = [];
    for (const newPage of NEW_PAGES) {
      found.push(...(await audit(page, newPage.path, newPage.ready)));
      if (newPage.landsOn) expect(new URL(page.url()).pathname, newPage.path).toBe(newPage.landsOn);
    }
    expect(found).toEqual([]);
  });

  test('/coaching (a mentor) and /startups/profile (a co-founder: their own startup) have no serious axe violation', async ({ page, sessions }) => {
    test.setTimeout(600_000);
    await signInTo(page, 'mentor@demo.test', '/');
    const found = await audit(page, '/coaching', 'portfolio-row');
    const founder = await (await sessions.newContext()).newPage();
    await signInTo(founder, 'cofounder@demo.test', '/');
    found.push(...(await audit(founder, '/startups/profile', 'company-tab')));
    await expect(founder.getByTestId('startup-file-name')).toHaveText('Orbital Labs');
    // The co-founder may edit their startup's profile there (D-156).
    await expect(founder.getByTestId('edit-startup-profile')).toBeVisible();
    expect(found).toEqual([]);
  });

  test('the Sub-Admin sees the program they run and its startups, nothing more (D-117, D-157)', async ({ page }) => {
    test.setTimeout(300_000);
    await signInTo(page, 'subadmin@demo.test', '/admin/programs');
    await settle(page, 'program-card');
    await expect(page.getByTestId('program-card').filter({ hasText: 'Growth Lab 2026' })).toBeVisible();
    await page.goto('/startups/management');
    await settle(page, 'startup-row');
    await expect(page.getByTestId('startup-row').filter({ hasText: 'Amberline Energy' })).toBeVisible();
    await expect(page.getByTestId('startup-row').filter({ hasText: 'Orbital Labs' })).toHaveCount(0);
    // Without a startup of their own, /startups/profile sends a staff role to the startups they manage (D-156).
    await page.goto('/startups/profile');
    await expect(page).toHaveURL(/\/startups\/management$/);
  });
});

test.describe('portfolio pages: screenshots and width', () => {
  for (const view of SCREEN_VARIANTS) {
    test(`the new pages at ${view.width} ${view.language} ${view.colorScheme}`, async ({ sessions }) => {
      test.setTimeout(900_000);
      const suffix = variantSuffix(view);
      // axe at 1280 in both languages and schemes (the contrast of the dark scheme, the Arabic layout); at 375 the
      // width: nothing runs off the side. The machine is shared, so each view does what only it can show.
      const check = async (shot: Page, path: string, ready: string): Promise<string[]> => {
        if (view.width === 1280) return audit(shot, path, ready);
        await shot.goto(path);
        await settle(shot, ready);
        return [];
      };
      const found: string[] = [];
      const page = await variantPage(sessions, view);
      await signInTo(page, 'admin@demo.test', '/');
      await expectVariant(page, view);
      const pages: PageCase[] = [...NEW_PAGES, { name: 'startups-management', path: '/startups/management', ready: 'startup-row' }];
      for (const shown of pages) {
        found.push(...(await check(page, shown.path, shown.ready)));
        const wide = await sidewaysOverflow(page);
        expect(wide.overflow, `${shown.path} scrolls sideways at ${view.width}: ${wide.culprits.join('; ')}`).toBeLessThanOrEqual(0);
        if (shown.name !== 'startups-management') await saveScreenshot(page, `portfolio-page-${shown.name}-${suffix}`);
      }
      const founder = await variantPage(sessions, view);
      await signInTo(founder, 'cofounder@demo.test', '/');
      found.push(...(await check(founder, '/startups/profile', 'company-tab')));
      const wide = await sidewaysOverflow(founder);
      expect(wide.overflow, `/startups/profile scrolls sideways at ${view.width}: ${wide.culprits.join('; ')}`).toBeLessThanOrEqual(0);
      await saveScreenshot(founder, `portfolio-page-startup-profile-${suffix}`);
      expect(found).toEqual([]);
    });
  }
});
