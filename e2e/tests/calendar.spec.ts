/**
 * Issue 17 item 6 / issue 18 journey: a co-founder with an event they registered for and a task of their own opens
 * /calendar, switches between the week, month and day views (each item links to its page), gets the private ICS
 * address from the Subscribe panel, and the address — fetched without a session by Playwright's `request` — parses
 * (ical.js) with the event and the task in it; revoking it makes it a 404. Axe finds no serious violation in any view;
 * screenshots at 1280 and 375, English and Arabic, light and dark, and the page never scrolls sideways.
 */
import ICAL from 'ical.js';
import { graphqlOk, restSignIn, endTokenSessions, tenantHost } from '../support/api';
import { saveScreenshot, signIn, storedAuth } from '../support/app';
import { seriousViolations } from '../support/axe';
import { E2E_PORT } from '../support/env';
import { expect, test } from '../support/fixtures';
import { SCREEN_VARIANTS, expectNoSideScroll, openVariant, variantSuffix } from '../support/screen-variants';

const DAY = 86_400_000;

test.describe('calendar', () => {
  test('a co-founder sees their event and task in every view, subscribes to the ICS address, and revokes it', async ({ page, request }) => {
    test.setTimeout(300_000);
    const host = tenantHost('demo');
    const stamp = Date.now().toString(36);
    const eventTitle = `Calendar journey meetup ${stamp}`;
    const taskName = `Calendar journey deck ${stamp}`;
    // Tomorrow at 10:00 UTC: the same day in the browser and in the tenant's zone, and inside this week or the next.
    const start = new Date(Math.ceil(Date.now() / DAY) * DAY + 10 * 3_600_000);

    // ── Staff publish an open event (their own record; the seed's events stay as they are).
    const staff = await restSignIn('demo', 'staff@demo.test', 'Demo!2026');
    const { createIncubatorEvent } = await graphqlOk<{ createIncubatorEvent: { _id: string } }>(host, staff, 'mutation { createIncubatorEvent { _id } }');
    const eventId = createIncubatorEvent._id;
    await graphqlOk(host, staff, 'mutation U($id: ID!, $input: IncubatorEventInput!) { updateIncubatorEvent(eventId: $id, input: $input) { _id } }', {
      id: eventId,
      input: { title: eventTitle, startTime: start.toISOString(), endTime: new Date(start.getTime() + 2 * 3_600_000).toISOString() },
    });
    await graphqlOk(host, staff, 'mutation P($id: ID!) { publishIncubatorEvent(eventId: $id) { _id } }', { id: eventId });
    await endTokenSessions(host, staff);

    // ── The co-founder signs in, registers and gives themselves a task due the same day.
    await signIn(page, 'cofounder2@demo.test');
    const { token } = await storedAuth(page);
    const me = await graphqlOk<{ currentUser: { _id: string } }>(host, token, 'query { currentUser { _id } }');
    await graphqlOk(host, token, 'mutation R($id: ID!) { registerForEvent(eventId: $id) { _id } }', { id: eventId });
    const dueDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(start);
    await graphqlOk(host, token, 'mutation T($a: [TaskAssigneeInput!], $d: String, $n: String) { createTask(name: $n, dueDate: $d, assignees: $a) { _id } }', {
      n: taskName, d: dueDay, a: [{ type: 'User', value: me.currentUser._id }],
    });

    // ── Week view (the default) on the event's day: both items, each linking to its page.
    const date = dueDay;
    await page.goto(`/calendar?date=${date}`);
    await expect(page.getByTestId('calendar-agenda')).toBeVisible({ timeout: 15_000 });
    const eventLink = page.getByRole('link', { name: new RegExp(eventTitle) });
    await expect(eventLink).toBeVisible({ timeout: 15_000 });
    await expect(eventLink).toHaveAttribute('href', `/events/${eventId}`);
    await expect(page.getByRole('link', { name: new RegExp(taskName) })).toBeVisible();
    expect(await seriousViolations(page), 'axe on the week view').toEqual([]);

    // ── Month and day views.
    await page.getByTestId('calendar-view').getByText('Month').click();
    await expect(page.getByTestId('calendar-month').getByRole('link', { name: new RegExp(eventTitle) })).toBeVisible({ timeout: 15_000 });
    expect(await seriousViolations(page), 'axe on the month view').toEqual([]);
    await page.getByTestId('calendar-view').getByText('Day').click();
    await expect(page.getByTestId('calendar-day')).toHaveCount(1);
    await expect(page.getByRole('link', { name: new RegExp(eventTitle) })).toBeVisible({ timeout: 15_000 });
    expect(await seriousViolations(page), 'axe on the day view').toEqual([]);
    await eventLink.click();
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`));
    await expect(page.getByTestId('event-add-to-calendar')).toBeVisible({ timeout: 15_000 });

    // ── Subscribe: the private address, shown once, read without a session.
    await page.goto(`/calendar?date=${date}`);
    await page.getByTestId('calendar-feed-create').click();
    const feedUrl = (await page.getByTestId('calendar-feed-url').textContent({ timeout: 15_000 }))!.trim();
    const feedPath = new URL(feedUrl).pathname;
    expect(feedPath).toMatch(/^\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await seriousViolations(page), 'axe with the address shown').toEqual([]);
    // Node cannot resolve <tenant>.localhost: the loopback address, with the tenant in the Host header.
    const feed = await request.get(`http://127.0.0.1:${E2E_PORT}${feedPath}`, { headers: { host } });
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    const meetup = events.find((e) => e.summary === eventTitle);
    expect(meetup, 'the event in the feed').toBeTruthy();
    expect(meetup!.startDate.toJSDate().getTime()).toBe(start.getTime());
    const due = events.find((e) => e.summary === `Task due: ${taskName}`);
    expect(due, 'the task in the feed').toBeTruthy();
    expect(due!.startDate.isDate).toBe(true);

    // ── Revoke: the address stops answering.
    await page.getByTestId('calendar-feed-revoke').click();
    await expect(page.getByTestId('calendar-feed-url')).toHaveCount(0, { timeout: 15_000 });
    expect((await request.get(`http://127.0.0.1:${E2E_PORT}${feedPath}`, { headers: { host } })).status()).toBe(404);

    // ── Every look: the three views, axe at 1280, no sideways scroll.
    for (const variant of SCREEN_VARIANTS) {
      const suffix = variantSuffix(variant);
      for (const view of ['week', 'month', 'day'] as const) {
        await openVariant(page, variant, `/calendar?view=${view}&date=${date}`);
        await expect(page.getByRole('link', { name: new RegExp(eventTitle) }).first()).toBeVisible({ timeout: 15_000 });
        if (variant.width === 1280) expect(await seriousViolations(page), `axe on the ${view} view ${suffix}`).toEqual([]);
        await expectNoSideScroll(page);
        await saveScreenshot(page, `calendar-${view}-${suffix}`);
      }
    }
  });
});
