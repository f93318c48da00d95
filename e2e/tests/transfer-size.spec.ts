/**
 * Issue 12 item 1 (D-91): the JavaScript Chromium downloads for /login and for the signed-in admin home stays within
 * budget, and comes brotli-compressed. Figures are printed for docs/performance.md ("Transfer sizes").
 */
import { expect, test } from '../support/fixtures';
import { loginForm, signIn } from '../support/app';
import { describeTransfers, recordScriptTransfers, totalTransferred, type ScriptTransfer } from '../support/transfer';

const LOGIN_BUDGET_BYTES = 200_000;
const ADMIN_HOME_BUDGET_BYTES = 350_000;

function expectBrotli(scripts: readonly ScriptTransfer[]): void {
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script.encoding, script.url).toBe('br');
}

/** The chart code (@mantine/charts, recharts: MetricCharts-*.js, D-101) is fetched only where a chart is shown. */
function expectNoChartCode(scripts: readonly ScriptTransfer[]): void {
  expect(scripts.map((script) => script.url).filter((url) => /\/MetricCharts-[^/]*\.js/.test(url))).toEqual([]);
}

test.describe('transferred JavaScript', () => {
  test('/login, signed out, stays within 200 kB of brotli-compressed JavaScript', async ({ page }) => {
    const recorder = await recordScriptTransfers(page);
    await page.goto('/login');
    await expect(loginForm(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scripts = recorder.scripts();
    await recorder.stop();
    console.info(describeTransfers('/login', scripts));
    expectBrotli(scripts);
    expectNoChartCode(scripts);
    expect(totalTransferred(scripts)).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
  });

  test('the signed-in admin home, loaded cold, stays within 350 kB of brotli-compressed JavaScript', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await page.waitForLoadState('networkidle');
    // A cold load of the home page: the browser cache is bypassed, so every file comes over the network again.
    const recorder = await recordScriptTransfers(page, { bypassCache: true });
    await page.reload();
    await expect(page.getByTestId('app-shell')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scripts = recorder.scripts();
    await recorder.stop();
    console.info(describeTransfers('admin home', scripts));
    expectBrotli(scripts);
    expectNoChartCode(scripts);
    expect(totalTransferred(scripts)).toBeLessThanOrEqual(ADMIN_HOME_BUDGET_BYTES);
  });
});
