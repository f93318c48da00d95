/** Accessibility smoke check with axe: no serious or critical violations on /login and in the shell. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { clickInShellOrUserMenu, signIn } from '../support/app';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')})`);
}

test.describe('accessibility', () => {
  test('/login has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the shell has no serious or critical axe violations (light and dark)', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);

    await clickInShellOrUserMenu(page, 'color-scheme-toggle');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
