/**
 * Self-service account deletion, /account/settings/delete (RTE-52, GAP-42): a person reads what goes and what stays,
 * confirms with their password and an explicit "I understand", and ends signed out on the login page with a notice;
 * the account no longer signs in. Where the organisation does not allow it (acme: allowUserSelfDelete off) the page
 * says so, names the support address and shows no form. Looked at 1280 and 375 wide, English and Arabic at 375: axe
 * finds nothing serious, nothing scrolls sideways.
 *
 * Each person is signed up by the test itself, so no other journey loses an account it relies on.
 */
import type { Page } from '@playwright/test';
import { httpCall, tenantHost } from '../support/api';
import { PASSWORD, saveScreenshot, signIn, storedAuth, submitLogin, signInTo } from '../support/app';
import { seriousViolations } from '../support/axe';
import { tenantUrl } from '../support/env';
import { expect, test } from '../support/fixtures';
import { expectNoSideScroll } from '../support/screen-variants';

async function signUp(tenant: string, email: string, track: (host: string, token: string) => void): Promise<void> {
  const host = tenantHost(tenant);
  const answer = await httpCall<{ token?: string }>(host, 'POST', '/api/users/signup', { body: { firstName: 'Mira', lastName: 'Castellanos', email, password: PASSWORD } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  if (answer.body.token) track(host, answer.body.token);
}

/** After a resize the shell folds its side bar away with a transition: judge the page once it has ended. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 3_000))]);
  });
}

/** A full-page picture from the top, once the page has settled. */
async function settledShot(page: Page, name: string): Promise<void> {
  await settled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

test('a person deletes their own account with their password: signed out to the login page with a notice, and the account no longer signs in', async ({ page, sessions }) => {
  test.setTimeout(120_000);
  const email = `leaver.${Date.now()}@example.test`;
  await signUp('demo', email, sessions.trackToken);
  await signInTo(page, email, '/account/settings/delete');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delete account');
  await expect(page.getByTestId('account-deletion-explainer')).toContainText('What stays');
  const form = page.getByTestId('account-deletion-form');
  await expect(form).toBeVisible();
  expect(await seriousViolations(page), 'axe at 1280, English').toEqual([]);
  await settledShot(page, 'account-deletion-1280-en');

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(form).toBeVisible();
  await settled(page);
  await expectNoSideScroll(page);
  expect(await seriousViolations(page), 'axe at 375, English').toEqual([]);
  await settledShot(page, 'account-deletion-375-en');

  await page.context().addCookies([{ name: 'lang_pref', value: 'ar', url: tenantUrl('demo', '/') }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('حذف الحساب');
  await expect(form).toBeVisible();
  await settled(page);
  await expectNoSideScroll(page);
  expect(await seriousViolations(page), 'axe at 375, Arabic').toEqual([]);
  await settledShot(page, 'account-deletion-375-ar');

  // Back to English at 1280; a wrong password first: refused on the field, nothing happens.
  await page.context().addCookies([{ name: 'lang_pref', value: 'en', url: tenantUrl('demo', '/') }]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await form.getByLabel('Your password').fill('not-my-password');
  await page.getByTestId('account-deletion-understood').check();
  await page.getByTestId('account-deletion-submit').click();
  await expect(form).toContainText('Your password: this is not your password.');
  expect(await seriousViolations(page), 'axe with the refusal shown').toEqual([]);
  await settledShot(page, 'account-deletion-1280-en-refused');

  await form.getByLabel('Your password').fill(PASSWORD);
  await page.getByTestId('account-deletion-submit').click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByTestId('toast')).toContainText('Your account has been deleted and you have been signed out.');
  expect(await storedAuth(page)).toEqual({ token: null, sessionId: null });
  await settledShot(page, 'account-deletion-signed-out');

  // The account is gone: the login form refuses it, and so does the API.
  await submitLogin(page, email);
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByTestId('app-shell')).toHaveCount(0);
  const again = await httpCall(tenantHost('demo'), 'POST', '/auth/local', { body: { email, password: PASSWORD } });
  expect(again.status).toBe(401);
});

test('where the organisation does not allow it (acme), the page says so, names the support address and shows no form', async ({ page, sessions }) => {
  const email = `stayer.${Date.now()}@example.test`;
  await signUp('acme', email, sessions.trackToken);
  await signIn(page, email, { baseUrl: tenantUrl('acme', '') });

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(tenantUrl('acme', '/account/settings/delete'));
  const blocked = page.getByTestId('account-deletion-blocked');
  await expect(blocked).toBeVisible();
  await expect(blocked).toHaveAttribute('data-reason', 'ORGANISATION_SETTING');
  await expect(page.getByTestId('account-deletion-support')).toHaveAttribute('href', /^mailto:.+@.+/);
  await expect(page.getByTestId('account-deletion-form')).toHaveCount(0);
  await settled(page);
  await expectNoSideScroll(page);
  expect(await seriousViolations(page), 'axe at 375, blocked').toEqual([]);
  await settledShot(page, 'account-deletion-375-blocked');
});
