/** Sign-in and the branded shell (issue 2 item 9). */
import { expect, test } from '../support/fixtures';
import {
  computedColor,
  fetchPublicIncubator,
  loginForm,
  PASSWORD,
  saveScreenshot,
  submitLogin,
} from '../support/app';

test.describe('sign-in', () => {
  test('the login form has labelled email and password fields and a "Sign in" button', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await expect(form.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await saveScreenshot(page, 'login-light');
  });

  test('TEN-11: only the enabled login providers are offered (demo: Google and LinkedIn on, Microsoft off)', async ({ page }) => {
    await page.goto('/login');
    await expect(loginForm(page)).toBeVisible();
    const providers = page.getByTestId('login-provider');
    await expect(providers).toHaveCount(2);
    await expect(page.locator('[data-testid="login-provider"][data-provider="google"]')).toBeVisible();
    await expect(page.locator('[data-testid="login-provider"][data-provider="linkedin"]')).toBeVisible();
    await expect(page.locator('[data-testid="login-provider"][data-provider="microsoft"]')).toHaveCount(0);
  });

  test('a wrong password keeps the visitor on /login with the error message', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, 'admin@demo.test', 'not-the-password');
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('admin@demo.test signs in and sees the branded shell', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await form.getByLabel('Email', { exact: true }).fill('admin@demo.test');
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('app-shell')).toBeVisible();
    await expect(page.getByTestId('top-bar')).toBeVisible();
    const sideMenu = page.getByTestId('side-menu');
    await expect(sideMenu).toBeVisible();

    const incubator = await fetchPublicIncubator(page);
    expect(incubator.slug).toBe('demo');
    const expected = await computedColor(page, incubator.brandPalette.sidebar.backgroundColor);
    await expect(sideMenu).toHaveCSS('background-color', expected);

    // The side bar shows the tenant's logo, the white one when its palette says REVERSE (TEN-07, TEN-09).
    const logo = incubator.brandPalette.sidebar.logoType === 'REVERSE' ? incubator.whiteLogo : incubator.logo;
    if (logo) {
      const logoPath = new URL(logo, page.url()).pathname;
      await expect(sideMenu.locator(`img[src$="${logoPath}"]`).first()).toBeVisible();
    }

    // Document title: the organisation name, or the SEO title when SEO is active (TEN-03, TEN-04).
    const title = incubator.incubatorSeo.active && incubator.incubatorSeo.seoTitle ? incubator.incubatorSeo.seoTitle : incubator.name;
    await expect(page).toHaveTitle(title);
    await saveScreenshot(page, 'shell-light');
  });

});
