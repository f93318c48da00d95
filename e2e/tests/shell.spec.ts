/** The authenticated shell: colour mode, language, log out, small screens (issue 2 items 7, 8, 9). */
import { expect, test } from '../support/fixtures';
import { clickInShellOrUserMenu, saveScreenshot, signInTo } from '../support/app';

test.describe('shell', () => {
  test('dark mode survives a reload', async ({ page }) => {
    await signInTo(page, 'admin@demo.test', '/');
    const html = page.locator('html');
    await expect(html).not.toHaveAttribute('data-mantine-color-scheme', 'dark');

    await clickInShellOrUserMenu(page, 'color-scheme-toggle');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.getByTestId('app-shell')).toBeVisible();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await saveScreenshot(page, 'shell-dark');

    await clickInShellOrUserMenu(page, 'color-scheme-toggle');
    await expect(html).not.toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('with no stored choice the colour mode follows the system preference', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await saveScreenshot(page, 'login-dark-system');
    await context.close();
  });

  test('Arabic survives a reload and lays the page out right to left', async ({ page, context }) => {
    await signInTo(page, 'admin@demo.test', '/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(html).toHaveAttribute('lang', 'en');

    await clickInShellOrUserMenu(page, 'language-chooser');
    await page.getByRole('option', { name: 'العربية' }).or(page.getByRole('menuitem', { name: 'العربية' })).click();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');

    // LOC-05: the choice is kept in the lang_pref cookie, path /, about 60 days.
    const cookie = (await context.cookies()).find((c) => c.name === 'lang_pref');
    expect(cookie?.value).toBe('ar');
    expect(cookie?.path).toBe('/');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(59);
    expect(days).toBeLessThanOrEqual(60.01);

    await page.reload();
    await expect(page.getByTestId('app-shell')).toBeVisible();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    // Right to left throughout: the side menu sits on the right-hand side of the window.
    const box = await page.getByTestId('side-menu').boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(width / 2);
    await saveScreenshot(page, 'shell-arabic');
  });

  test('log out returns to /login and the guarded pages stay closed', async ({ page }) => {
    await signInTo(page, 'admin@demo.test', '/');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByTestId('login-form')).toBeVisible();

    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByTestId('app-shell')).toHaveCount(0);
  });

  test('at 390 px the shell fits the window and the side menu starts collapsed', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    await saveScreenshot(page, 'login-mobile-390');

    await signInTo(page, 'admin@demo.test', '/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // LOC-10: under 576 px the side menu starts collapsed: hidden, off-screen or a narrow rail.
    const menu = await page.getByTestId('side-menu').boundingBox();
    const onScreenWidth = menu ? Math.max(0, Math.min(menu.x + menu.width, 390) - Math.max(menu.x, 0)) : 0;
    expect(onScreenWidth).toBeLessThanOrEqual(100);
    await saveScreenshot(page, 'shell-mobile-390');
  });
});
