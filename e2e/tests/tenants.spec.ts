/** Tenancy in the browser: the host picks the tenant; an unknown one ends on /incubator-not-found (issue 2 items 4, 8, 9). */
import { expect, test } from '../support/fixtures';
import { fetchPublicIncubator, saveScreenshot, signIn } from '../support/app';
import { tenantUrl } from '../support/env';

test.describe('tenants', () => {
  test('an unknown tenant host shows the incubator-not-found page', async ({ page }) => {
    await page.goto(tenantUrl('nowhere'));
    await expect(page).toHaveURL(/\/incubator-not-found$/);
    const notFound = page.getByTestId('incubator-not-found-page');
    await expect(notFound).toBeVisible();
    await expect(notFound).toContainText('Lost in the cosmos you are');
    await expect(notFound).toContainText('This link does not exist');
    await saveScreenshot(page, 'incubator-not-found');
  });

  test('acme admin sees the French UI by default and acme branding', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/login'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // The submit button is translated (the English label must not leak through).
    await expect(page.getByTestId('login-form').locator('button[type="submit"]')).not.toHaveText('Sign in');

    await signIn(page, 'admin@acme.test', { baseUrl: tenantUrl('acme', '') });
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const incubator = await fetchPublicIncubator(page);
    expect(incubator.slug).toBe('acme');
    expect(incubator.defaultLanguage).toBe('fr');
    await expect(page).toHaveTitle(incubator.incubatorSeo.active && incubator.incubatorSeo.seoTitle ? incubator.incubatorSeo.seoTitle : incubator.name);
    await saveScreenshot(page, 'acme-shell-fr');
  });

  test("demo's account cannot sign in on acme's host", async ({ page }) => {
    await page.goto(tenantUrl('acme', '/login'));
    const form = page.getByTestId('login-form');
    await form.locator('input[type="email"], input[name="email"]').first().fill('admin@demo.test');
    await form.locator('input[type="password"]').first().fill('Demo!2026');
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/auth/local');
    await form.locator('button[type="submit"]').first().click();
    expect((await answer).status()).toBe(401);
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByTestId('app-shell')).toHaveCount(0);
  });
});
