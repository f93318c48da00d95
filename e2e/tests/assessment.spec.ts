/**
 * D-579: the startup file's Assessment tab. Staff open a startup's assessment: the performance overview draws each
 * month's average, the overview summarises each source and criterion, the evaluations list every review and session
 * evaluation and open them. Each view passes axe in the four looks (1280-en-light, 1280-ar-dark, 375-en-dark,
 * 375-ar-light) with nothing running off the side; screenshots assessment-<view>-<look>.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { openVariant, SCREEN_VARIANTS, variantSuffix } from '../support/screen-variants';
import { saveScreenshot, storedAuth, signInTo } from '../support/app';
import { graphqlOk, tenantHost } from '../support/api';

async function startupId(page: Page, name: string): Promise<string> {
  const { token } = await storedAuth(page);
  const answer = await graphqlOk<{ startups: { results: Array<{ _id: string; name: string }> } }>(tenantHost('demo'), token, `query { startups(search: "${name}") { results { _id name } } }`);
  const found = answer.startups.results.find((s) => s.name === name);
  expect(found).toBeDefined();
  return found!._id;
}

const VIEWS = ['performance-overview', 'overview', 'evaluations'] as const;

test.describe('startup assessment', () => {
  test('staff read a startup’s assessment: the trend, the overview, the evaluations, and open one', async ({ page }) => {
    await signInTo(page, 'staff@demo.test', '/');
    // A startup of the finished call (its application's scorecards) — the seed's Growth Lab startups.
    const amberline = await startupId(page, 'Amberline Energy');
    await page.goto(`/startup/${amberline}/file/assessment`);
    await expect(page.getByTestId('startup-tab-assessment')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('assessment-chart')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('assessment-trend-row').first()).toBeVisible();
    await expect(page.locator('[data-testid="assessment-trend-row"] [data-source="applicationReview"]').last()).toHaveText(/%/);
    await expect(page.locator('[data-testid="assessment-trend-row"] [data-source="sessionEvaluation"]').first()).toHaveText(/%/);

    await page.getByTestId('assessment-view-overview').click();
    await expect(page).toHaveURL(new RegExp(`/startup/${amberline}/file/assessment/overview$`));
    // Both sources: the call's scorecards and the coach's session evaluations (the seed's three sessions).
    await expect(page.locator('[data-testid="assessment-source"][data-source="applicationReview"]')).not.toHaveAttribute('data-count', '0');
    await expect(page.locator('[data-testid="assessment-source"][data-source="sessionEvaluation"]')).toHaveAttribute('data-count', '3');
    await expect(page.locator('[data-testid="assessment-criterion"][data-label="Team"]')).toBeVisible();

    await page.getByTestId('assessment-view-evaluations').click();
    const review = page.locator('[data-testid="assessment-evaluation"][data-source="applicationReview"]').first();
    await expect(review).toBeVisible();
    await expect(review.getByTestId('assessment-score')).toHaveCount(3);
    await review.getByTestId('assessment-evaluation-open').click();
    await expect(page).toHaveURL(/\/application\/[0-9a-f-]{36}/);

    // Orbital Labs: the coaching evaluations, each opening its session.
    const orbital = await startupId(page, 'Orbital Labs');
    await page.goto(`/startup/${orbital}/file/assessment/evaluations`);
    const session = page.locator('[data-testid="assessment-evaluation"][data-source="sessionEvaluation"]').first();
    await expect(session).toBeVisible({ timeout: 15_000 });
    await session.getByTestId('assessment-evaluation-open').click();
    await expect(page.getByTestId('coaching-session-page')).toBeVisible({ timeout: 15_000 });
  });

  test('every view in the four looks: no serious axe violation, nothing off the side', async ({ page }) => {
    test.setTimeout(150_000);
    await signInTo(page, 'admin@demo.test', '/');
    const amberline = await startupId(page, 'Amberline Energy');
    const found: string[] = [];
    for (const variant of SCREEN_VARIANTS) {
      for (const view of VIEWS) {
        await openVariant(page, variant, `/startup/${amberline}/file/assessment/${view}`);
        await expect(page.getByTestId(`assessment-panel-${view}`)).toBeVisible({ timeout: 15_000 });
        if (view === 'performance-overview') await expect(page.locator('[data-testid="assessment-chart"] svg').first()).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${view} ${variantSuffix(variant)} overflows`).toBeLessThanOrEqual(0);
        found.push(...(await seriousViolations(page)).map((line) => `${view} ${variantSuffix(variant)}: ${line}`));
        await saveScreenshot(page, `assessment-${view}-${variantSuffix(variant)}`);
      }
    }
    expect(found).toEqual([]);
  });
});
