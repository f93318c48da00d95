/**
 * Issue 17 item 6 / issue 18 journey: a co-founder with an event they registered for, a coaching session they accepted
 * and a task of their own opens /calendar, switches between the week, month and day views (each item links to its
 * page), gets the private ICS address from the Subscribe panel, and the address — fetched without a session by
 * Playwright's `request` — parses (ical.js) with the event, the session and the task in it; revoking it makes it a 404. Axe finds no serious violation in any view;
 * screenshots at 1280 and 375, English and Arabic, light and dark, and the page never scrolls sideways.
 */
import ICAL from 'ical.js';
import { graphqlCall, graphqlOk, restSignIn, endTokenSessions, tenantHost } from '../support/api';
import { saveScreenshot, storedAuth, signInTo } from '../support/app';
import { seriousViolations } from '../support/axe';
import { E2E_PORT } from '../support/env';
import { expect, test } from '../support/fixtures';
import { SCREEN_VARIANTS, expectNoSideScroll, openVariant, variantSuffix } from '../support/screen-variants';

const DAY = 86_400_000;

test.describe('calendar', () => {
  test('a co-founder sees their event, coaching session and task in every view, subscribes to the ICS address, and revokes it', async ({ page, request }) => {
    test.setTimeout(300_000);
    const host = tenantHost('demo');
    const stamp = Date.now().toString(36);
    const eventTitle = `Calendar journey meetup ${stamp}`;
    const taskName = `Calendar journey deck ${stamp}`;
    const sessionTitle = `Calendar journey session ${stamp}`;
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

    // ── The co-founder signs in, registers and gives themselves a task due the same day.
    await signInTo(page, 'cofounder2@demo.test', '/');
    const { token } = await storedAuth(page);
    const me = await graphqlOk<{ currentUser: { _id: string } }>(host, token, 'query { currentUser { _id } }');
    await graphqlOk(host, token, 'mutation R($id: ID!) { registerForEvent(eventId: $id) { _id } }', { id: eventId });
    // Staff invite Orbital Labs (the co-founder's startup) to a session with the seeded expert the same day, at the first
    // free hour from 13:00 UTC (a retry on the same server finds its earlier invitation holding the first one).
    const expertToken = await restSignIn('demo', 'expert@demo.test', 'Demo!2026');
    const expert = await graphqlOk<{ currentUser: { _id: string } }>(host, expertToken, 'query { currentUser { _id } }');
    await endTokenSessions(host, expertToken);
    const { bookableHosts } = await graphqlOk<{ bookableHosts: { startup: { _id: string; name: string } }[] }>(host, token, 'query { bookableHosts { startup { _id name } } }');
    const orbitalId = bookableHosts.find((g) => g.startup.name === 'Orbital Labs')!.startup._id;
    let invitationId: string | null = null;
    let sessionStart = start;
    for (let hour = 3; hour < 8 && !invitationId; hour += 1) {
      sessionStart = new Date(start.getTime() + hour * 3_600_000);
      const invited = await graphqlCall<{ inviteStartup: { _id: string } }>(host, staff,
        'mutation I($hostIds: [ID!]!, $startupId: ID!, $start: DateTime!, $end: DateTime!, $title: String) { inviteStartup(hostIds: $hostIds, startupId: $startupId, start: $start, end: $end, title: $title) { _id } }',
        { hostIds: [expert.currentUser._id], startupId: orbitalId, start: sessionStart.toISOString(), end: new Date(sessionStart.getTime() + 45 * 60_000).toISOString(), title: sessionTitle });
      invitationId = invited.data?.inviteStartup._id ?? null;
    }
    expect(invitationId, 'an invitation at a free hour').toBeTruthy();
    await endTokenSessions(host, staff);
    const { respondToInvitation } = await graphqlOk<{ respondToInvitation: { sessionId: string } }>(host, token,
      'mutation A($id: ID!) { respondToInvitation(id: $id, answer: accept) { sessionId } }', { id: invitationId });
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
    const sessionLink = page.getByRole('link', { name: new RegExp(sessionTitle) });
    await expect(sessionLink).toBeVisible();
    await expect(sessionLink).toHaveAttribute('href', `/coaching/session/${respondToInvitation.sessionId}`);
    expect(await seriousViolations(page), 'axe on the week view').toEqual([]);

    // ── Month and day views.
    await page.getByTestId('calendar-view').getByText('Month').click();
    await expect(page.getByTestId('calendar-month').getByRole('link', { name: new RegExp(eventTitle) })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('calendar-month').getByRole('link', { name: new RegExp(sessionTitle) })).toBeVisible();
    expect(await seriousViolations(page), 'axe on the month view').toEqual([]);
    await page.getByTestId('calendar-view').getByText('Day').click();
    await expect(page.getByTestId('calendar-day')).toHaveCount(1);
    await expect(page.getByRole('link', { name: new RegExp(eventTitle) })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: new RegExp(sessionTitle) })).toBeVisible();
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
    const session = events.find((e) => e.summary === sessionTitle);
    expect(session, 'the coaching session in the feed').toBeTruthy();
    expect(session!.startDate.toJSDate().getTime()).toBe(sessionStart.getTime());
    expect(session!.endDate.toJSDate().getTime()).toBe(sessionStart.getTime() + 45 * 60_000);

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
