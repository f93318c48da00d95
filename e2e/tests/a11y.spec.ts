/** Accessibility smoke check with axe: no serious or critical violations on /login and in the shell. */
import { clickInShellOrUserMenu, signInTo } from '../support/app';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

test.describe('accessibility', () => {
  test('/login has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the shell has no serious or critical axe violations (light and dark)', async ({ page }) => {
    await signInTo(page, 'admin@demo.test', '/');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);

    await clickInShellOrUserMenu(page, 'color-scheme-toggle');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
