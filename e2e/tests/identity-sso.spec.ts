/**
 * Single sign-on of issue 3 (D1 §7.2; AUTH-03…AUTH-05, GAP-11, GAP-12, CHR-37, ERR-08) against a real OpenID
 * Connect provider on loopback (global-setup.ts), trusted by the seeded `sso` tenant (one connection, northstar).
 */
import type { Page } from '@playwright/test';
import { graphqlOk, tenantHost } from '../support/api';
import { saveScreenshot, storedAuth } from '../support/app';
import { SSO_PROVIDER, tenantUrl } from '../support/env';
import { expect, test } from '../support/fixtures';

const SSO = 'sso';
const PROVIDER_LOGIN = new RegExp(`^${SSO_PROVIDER.issuer.replace(/[.]/g, '\\.')}/interaction/[^/]+$`);

/** Opens the sso tenant's /login (the app itself sends the browser on to the provider, so wait only for the commit). */
async function openSsoLogin(page: Page, path = '/login'): Promise<void> {
  await page.goto(tenantUrl(SSO, path), { waitUntil: 'commit' });
  await expect(page).toHaveURL(PROVIDER_LOGIN);
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
}

async function signInAtProvider(page: Page, email: string): Promise<void> {
  await page.locator('input[name="login"]').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('single sign-on', () => {
  test('/login goes straight to the one connection; signing in there lands in the app', async ({ page }) => {
    const authorization = page.waitForRequest((r) => r.url().startsWith(`${SSO_PROVIDER.issuer}/auth?`));
    await openSsoLogin(page);

    // AUTH-05: the authorization request of the OIDC code flow the server started.
    const params = new URL((await authorization).url()).searchParams;
    expect(params.get('client_id')).toBe(SSO_PROVIDER.clientId);
    expect(params.get('response_type')).toBe('code');
    expect((params.get('scope') ?? '').split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(params.get('prompt')).toBe('login');
    expect(params.get('redirect_uri')).toBe(tenantUrl(SSO, '/api/sso/callback'));
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();

    await signInAtProvider(page, 'cofounder@sso.test');
    await expect(page).toHaveURL(tenantUrl(SSO, '/'));
    await expect(page.getByTestId('app-shell')).toBeVisible();
    await expect(page.getByTestId('login-problem')).toHaveCount(0);
    await saveScreenshot(page, 'sso-signed-in');

    const { token } = await storedAuth(page);
    expect(token).not.toBeNull();
    const { currentUser } = await graphqlOk<{ currentUser: { email: string } }>(tenantHost(SSO), token, 'query { currentUser { email } }');
    expect(currentUser.email).toBe('cofounder@sso.test');
  });

  test('cancelling at the provider shows the login problem screen; "Try again" goes back to the provider', async ({ page }) => {
    await openSsoLogin(page);
    await page.getByRole('button', { name: 'Cancel' }).click();

    const problem = page.getByTestId('login-problem');
    await expect(problem).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/callback/);
    await expect(problem).toContainText('There was a problem with your log in:');
    await expect(page.getByTestId('login-problem-message')).toHaveText(
      'The identity provider refused the sign-in: End-User aborted interaction',
    );
    const retry = page.getByTestId('login-problem-retry');
    await expect(retry).toHaveText('Try again');
    expect((await storedAuth(page)).token).toBeNull();
    await saveScreenshot(page, 'sso-login-problem');

    await retry.click();
    await expect(page).toHaveURL(PROVIDER_LOGIN);
  });

  test('a provider account without a Hatchery account gets the login problem screen with the reason', async ({ page }) => {
    await openSsoLogin(page);
    await signInAtProvider(page, 'stranger@sso.test');
    await expect(page.getByTestId('login-problem')).toBeVisible();
    await expect(page.getByTestId('login-problem-message')).toHaveText(
      'There is no account for stranger@sso.test in Northstar Labs. Ask your administrator for an invitation.',
    );
    expect((await storedAuth(page)).token).toBeNull();
  });

  test('/forgotpassword is not offered while single sign-on is in use', async ({ page }) => {
    await openSsoLogin(page, '/forgotpassword');
  });
});
