/**
 * Server sessions of issue 3 (D1 §4): the per-tenant maximum with its choice screen (AUTH-17, AUTH-18, GAP-02),
 * the replaced browser logged out live through sessionLoggedOut (AUTH-15), logout followed by the other tabs
 * (AUTH-09) and the security page that lists and ends sessions.
 *
 * The demo tenant allows 5 sessions per user. Each test uses an account of its own, fills its sessions through
 * the API (POST /auth/local + upsertSession) and lets the fixture end them afterwards.
 */
import { fillSessionsToLimit, graphqlCall, mySessions, restSignIn, tenantHost, upsertSession } from '../support/api';
import {
  documentKept,
  markDocument,
  PASSWORD,
  saveScreenshot,
  sessionLoggedOutReceived,
  sessionSubscriptionSent,
  signIn,
  storedAuth,
  submitLogin,
  waitForServerSession,
  within,
} from '../support/app';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

const DEMO = 'demo';
const DEMO_HOST = tenantHost(DEMO);
/** incubators.max_sessions_per_user of the seeded demo tenant (the product default). */
const DEMO_MAX_SESSIONS = 5;

test.describe('maximum sessions', () => {
  test('at the limit a new browser gets the choice; Continue replaces the other browser, which is logged out live', async ({ sessions }) => {
    const email = 'coach@demo.test';

    // Browser A signs in and holds one session, with its live-logout subscription open.
    const contextA = await sessions.newContext();
    const pageA = await contextA.newPage();
    const subscribed = sessionSubscriptionSent(pageA);
    const loggedOutEvent = sessionLoggedOutReceived(pageA);
    await signIn(pageA, email);
    const sessionA = await waitForServerSession(pageA);
    await within(subscribed, 10_000, 'the sessionLoggedOut subscription of browser A');
    await markDocument(pageA);

    // The API fills the rest, up to the limit.
    const filled = await fillSessionsToLimit(DEMO, email, PASSWORD, (token) => sessions.trackToken(DEMO_HOST, token));
    expect(filled.activeCount).toBe(DEMO_MAX_SESSIONS);
    expect(filled.tokens).toHaveLength(DEMO_MAX_SESSIONS - 1);

    // Browser B signs in: the choice screen lists the user's sessions instead of the app.
    const contextB = await sessions.newContext();
    const pageB = await contextB.newPage();
    await pageB.goto('/login');
    await submitLogin(pageB, email);
    const choice = pageB.getByTestId('session-choice');
    await expect(choice).toBeVisible();
    await expect(choice).toContainText('Too many active sessions');
    const options = pageB.getByTestId('session-option');
    await expect(options).toHaveCount(DEMO_MAX_SESSIONS);
    await expect(pageB.getByTestId('app-shell')).toHaveCount(0);
    expect((await storedAuth(pageB)).sessionId).toBeNull();
    await saveScreenshot(pageB, 'session-choice');

    const continueButton = pageB.getByTestId('session-choice-continue');
    await expect(continueButton).toBeDisabled();
    await pageB.locator(`[data-testid="session-option"][data-session-id="${sessionA}"]`).click();
    await expect(continueButton).toBeEnabled();
    await continueButton.click();

    // B goes on into the app with a session of its own…
    await expect(choice).toBeHidden();
    await expect(pageB.getByTestId('app-shell')).toBeVisible();
    const sessionB = await waitForServerSession(pageB);
    expect(sessionB).not.toBe(sessionA);

    // …and A is told through its subscription, and logged out at once, on the same document: nobody reloaded it.
    expect(await within(loggedOutEvent, 10_000, 'sessionLoggedOut on browser A')).toMatchObject({ sessionId: sessionA, reason: 'replaced' });
    await expect(pageA).toHaveURL(/\/login(\?|$)/);
    await expect(pageA.getByTestId('login-form')).toBeVisible();
    await expect(pageA.getByTestId('app-shell')).toHaveCount(0);
    expect(await documentKept(pageA)).toBe(true);
    expect(await storedAuth(pageA)).toEqual({ token: null, sessionId: null });

    // On the server: still at the limit, A's session gone, B's there.
    const active = await mySessions(DEMO, filled.tokens[0] ?? '');
    expect(active).toHaveLength(DEMO_MAX_SESSIONS);
    expect(active.map((s) => s._id)).toContain(sessionB);
    expect(active.map((s) => s._id)).not.toContain(sessionA);
  });

  test('Cancel on the choice screen logs out and opens no session; the screen passes axe', async ({ page, sessions }) => {
    const email = 'mentor@demo.test';
    const filled = await fillSessionsToLimit(DEMO, email, PASSWORD, (token) => sessions.trackToken(DEMO_HOST, token));
    expect(filled.activeCount).toBe(DEMO_MAX_SESSIONS);
    const before = (await mySessions(DEMO, filled.tokens[0] ?? '')).map((s) => s._id).sort();

    await page.goto('/login');
    await submitLogin(page, email);
    const choice = page.getByTestId('session-choice');
    await expect(choice).toBeVisible();
    await expect(page.getByTestId('session-option')).toHaveCount(DEMO_MAX_SESSIONS);
    expect(await seriousViolations(page)).toEqual([]);

    const { token } = await storedAuth(page);
    expect(token).not.toBeNull();
    await page.getByTestId('session-choice-cancel').click();
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(choice).toHaveCount(0);
    expect(await storedAuth(page)).toEqual({ token: null, sessionId: null });

    // Nothing changed on the server: the same sessions, none replaced, none added.
    const after = (await mySessions(DEMO, filled.tokens[0] ?? '')).map((s) => s._id).sort();
    expect(after).toEqual(before);
    // The cancelled sign-in's token was revoked (logout), so it cannot open a session later.
    await expect
      .poll(async () => (await upsertSession(DEMO, token ?? '')).errors.map((e) => e.extensions?.code))
      .toEqual(['AuthenticationRequiredError']);
  });
});

test.describe('logout across tabs', () => {
  test('logging out in one tab logs out the other tab of the same browser', async ({ context, page }) => {
    await signIn(page, 'cofounder2@demo.test');
    await waitForServerSession(page);
    const other = await context.newPage();
    await other.goto('/');
    await expect(other.getByTestId('app-shell')).toBeVisible();
    await markDocument(other);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login(\?|$)/);

    await expect(other).toHaveURL(/\/login(\?|$)/);
    await expect(other.getByTestId('login-form')).toBeVisible();
    await expect(other.getByTestId('app-shell')).toHaveCount(0);
    expect(await documentKept(other)).toBe(true);
  });
});

test.describe('security page', () => {
  test('lists the sessions with the current one marked, ends another one, and passes axe', async ({ page, sessions }) => {
    const email = 'founder@demo.test';
    await signIn(page, email);
    const current = await waitForServerSession(page);

    // A second device, signed in through the API.
    const apiToken = await restSignIn(DEMO, email, PASSWORD);
    sessions.trackToken(DEMO_HOST, apiToken);
    const opened = await upsertSession(DEMO, apiToken);
    expect(opened.errors).toEqual([]);
    const otherId = opened.data?.upsertSession._id ?? '';

    await page.goto('/account/settings/security');
    await expect(page.getByTestId('security-page')).toBeVisible();
    const rows = page.getByTestId('security-session');
    await expect(rows).toHaveCount(2);
    await expect(page.locator(`[data-testid="security-session"][data-session-id="${current}"]`)).toHaveAttribute('data-current', 'true');
    const otherRow = page.locator(`[data-testid="security-session"][data-session-id="${otherId}"]`);
    await expect(otherRow).toHaveAttribute('data-current', 'false');
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'security-page');

    // On a phone the button that ends a session stays in sight, with the last activity under the device (D-570).
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(otherRow.getByTestId('security-session-revoke')).toBeInViewport({ ratio: 1 });
    await expect(otherRow.getByText(/^Last active /)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Last activity' })).toBeHidden();

    await otherRow.getByTestId('security-session-revoke').click();
    await expect(page.locator('[data-type="success"]').filter({ hasText: 'The session has been ended.' })).toBeVisible();
    await expect(otherRow).toHaveCount(0);
    await expect(rows).toHaveCount(1);

    // The ended device is signed out on the server.
    const answer = await graphqlCall(DEMO_HOST, apiToken, 'query { currentUser { email } }');
    expect(answer.errors.map((e) => e.extensions?.code)).toEqual(['AuthenticationRequiredError']);
    // This browser carries on.
    await expect(page.getByTestId('app-shell')).toBeVisible();
  });
});
