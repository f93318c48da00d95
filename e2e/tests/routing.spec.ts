/** Routes: 404, guards with return path (issue 2 item 7, 9). */
import { expect, test } from '../support/fixtures';
import { saveScreenshot, signIn, submitLogin } from '../support/app';

test.describe('routing', () => {
  test('an unknown path shows the 404 page with a Go Back button to /', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await page.goto('/no/such/page');
    const notFound = page.getByTestId('not-found-page');
    await expect(notFound).toBeVisible();
    await expect(notFound).toContainText('404');
    await expect(notFound).toContainText("Oops. The page you're looking for doesn't exist");
    await saveScreenshot(page, 'not-found');
    await notFound.getByRole('button', { name: 'Go Back' }).or(notFound.getByRole('link', { name: 'Go Back' })).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a guarded path while signed out goes to /login and returns there after sign-in', async ({ page }) => {
    await page.goto('/tasks');
    await expect(page).toHaveURL(/\/login/);
    await submitLogin(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(page.getByTestId('app-shell')).toBeVisible();
    await expect(page.getByTestId('tasks-page')).toBeVisible();
  });

  test('a signed-in visitor opening /login is sent to /', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('app-shell')).toBeVisible();
  });
});

test.describe('open routes', () => {
  for (const path of ['/error', '/welcome', '/incubator-not-found']) {
    test(`${path} renders without sign-in`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.headers()['content-type'] ?? '').toContain('text/html');
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}(\\?|$)`));
      await expect(page.getByTestId('login-form')).toHaveCount(0);
      await expect(page.locator('#root')).not.toBeEmpty();
    });
  }

  // These SPA routes share the /auth prefix with the REST API: a browser navigation must still get the web app.
  for (const path of ['/auth/callback', '/auth/url']) {
    test(`${path} is served by the web app, not the REST API`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.headers()['content-type'] ?? '').toContain('text/html');
      await expect(page.locator('#root')).not.toBeEmpty();
    });
  }
});
