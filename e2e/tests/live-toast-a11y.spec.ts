/**
 * A live notification's toast lands on whatever page its person has open, and journeys that run axe can meet one
 * meant for them by another journey (the co-founders share Orbital Labs, so one journey's actions notify another's
 * user). So the toast itself passes axe, in light and dark, at any moment: axe runs on the whole page (nothing
 * excluded) the moment the toast is attached, without waiting for any animation, and again once the page has
 * settled; both times the toast is among what axe checked, and nothing serious is found.
 * Runs on acme's co-founder, whom no other journey signs in as: its notifications reach no other journey's pages.
 */
import type { Page } from '@playwright/test';
import { graphqlOk, restSignIn, tenantHost } from '../support/api';
import { PASSWORD, saveScreenshot, signIn, storedAuth } from '../support/app';
import { seriousOf, wcagResults, type AxeResults } from '../support/axe';
import { tenantUrl } from '../support/env';
import { expect, test } from '../support/fixtures';

const ACME = tenantUrl('acme', '');
const HOST = tenantHost('acme');

/** Resolves once the page has subscribed to its live notifications over the GraphQL websocket. */
function notificationsSubscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8');
        if (text.includes('"subscribe"') && text.includes('notificationCreated')) resolve();
      });
    });
  });
}

/** Whether axe checked the toast's text for contrast (a node of the rule's passes inside the toast). */
function toastAmongChecked(results: AxeResults, title: string): boolean {
  const contrast = results.passes.find((rule) => rule.id === 'color-contrast');
  return !!contrast?.nodes.some((node) => node.html.includes(title));
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a live notification's toast passes axe the moment it is drawn and once settled (${colorScheme})`, async ({ sessions }) => {
    test.setTimeout(120_000);
    const context = await sessions.newContext({ colorScheme });
    const page = await context.newPage();
    const subscribed = notificationsSubscribed(page);
    await signIn(page, 'cofounder@acme.test', { baseUrl: ACME });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await subscribed;
    const { token } = await storedAuth(page);
    const me = await graphqlOk<{ currentUser: { _id: string } }>(HOST, token, 'query { currentUser { _id } }');

    // The acme admin gives the co-founder a task: a notification, live, while the co-founder's page is open.
    const admin = await restSignIn('acme', 'admin@acme.test', PASSWORD);
    sessions.trackToken(HOST, admin);
    await graphqlOk(HOST, admin, 'mutation T($a: [TaskAssigneeInput!], $d: String, $n: String) { createTask(name: $n, dueDate: $d, assignees: $a) { _id } }', {
      d: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      n: `Toast check ${colorScheme} ${Date.now().toString(36)}`,
      a: [{ type: 'User', value: me.currentUser._id }],
    });

    // This look's toast: the other look runs at the same time for the same person and its toast can land here too.
    const toast = page.getByTestId('toast').filter({ hasText: `Toast check ${colorScheme} ` });
    await toast.waitFor({ state: 'attached' });
    // At once: no wait for animations, so a toast drawn part-way through an entrance would be judged as it is.
    const drawn = await wcagResults(page, { settle: false });
    const title = (await toast.locator('.mantine-Notification-title').textContent()) ?? '';
    expect(title, 'the toast has a title').not.toBe('');
    expect(toastAmongChecked(drawn, title), 'axe checked the toast the moment it was drawn').toBe(true);
    expect(seriousOf(drawn), `axe the moment the toast is drawn (${colorScheme})`).toEqual([]);

    // Once settled, the toast still open (it stays 10 s).
    const settled = await wcagResults(page);
    expect(toastAmongChecked(settled, title), 'axe checked the settled toast').toBe(true);
    expect(seriousOf(settled), `axe with the toast settled (${colorScheme})`).toEqual([]);
    await saveScreenshot(page, `live-toast-${colorScheme}`);
  });
}
