/**
 * Issue 18 item 4 journey (group events): staff make a one-seat event that is on today (its own, through the API, so
 * the seeded events other specs rely on stay as they are); a co-founder takes the seat, a second co-founder joins the
 * waitlist and is promoted when the first cancels (D-478, D-479); on the day staff check them in from the check-in list
 * (search by name, tap, counts; D-480); the attendance shows on their startup's timeline (D-482). Axe finds no serious
 * violation on the event page with the check-in list; it works at 375 px and in Arabic.
 */
import { graphqlOk, restSignIn, tenantHost } from '../support/api';
import { PASSWORD, saveScreenshot, storedAuth, signInTo } from '../support/app';
import { seriousViolations } from '../support/axe';
import { tenantUrl } from '../support/env';
import { expect, test } from '../support/fixtures';
import { expectNoSideScroll, openVariant } from '../support/screen-variants';

test.describe('event attendance', () => {
  test('a full event waitlists the next registrant, promotes them on a cancellation; check-in; the timeline shows it', async ({ page, sessions }) => {
    test.setTimeout(240_000);
    const title = `Founders breakfast ${Date.now()}`;

    // ── Staff make the event through the API: one seat, started half an hour ago, two hours left.
    const staffToken = await restSignIn('demo', 'staff@demo.test', PASSWORD);
    sessions.trackToken(tenantHost('demo'), staffToken);
    const host = tenantHost('demo');
    const created = await graphqlOk<{ createIncubatorEvent: { _id: string } }>(host, staffToken, 'mutation { createIncubatorEvent { _id } }');
    const eventId = created.createIncubatorEvent._id;
    const now = Date.now();
    await graphqlOk(host, staffToken, 'mutation U($id: ID!, $input: IncubatorEventInput!) { updateIncubatorEvent(eventId: $id, input: $input) { _id } }', {
      id: eventId,
      input: { title, capacity: 1, startTime: new Date(now - 30 * 60_000).toISOString(), endTime: new Date(now + 2 * 3_600_000).toISOString(), locationText: 'Hatchery House' },
    });
    await graphqlOk(host, staffToken, 'mutation P($id: ID!) { publishIncubatorEvent(eventId: $id) { _id } }', { id: eventId });
    const eventPath = `/events/${eventId}`;

    // ── The first co-founder takes the only seat.
    const first = await (await sessions.newContext({ baseURL: tenantUrl('demo', ''), viewport: { width: 1280, height: 900 } })).newPage();
    await signInTo(first, 'cofounder@demo.test', eventPath);
    await expect(first.getByTestId('event-heading')).toHaveText(title, { timeout: 15_000 });
    await first.getByTestId('event-register').click();
    await expect(first.getByTestId('event-registered-note')).toBeVisible({ timeout: 15_000 });
    await expect(first.getByTestId('event-seats')).toContainText('0 left');

    // ── The second co-founder finds it full: registering joins the waitlist, first in line.
    const second = await (await sessions.newContext({ baseURL: tenantUrl('demo', ''), viewport: { width: 1280, height: 900 } })).newPage();
    await signInTo(second, 'cofounder2@demo.test', eventPath);
    await expect(second.getByTestId('event-register')).toHaveText('Join the waitlist', { timeout: 15_000 });
    await second.getByTestId('event-register').click();
    await expect(second.getByTestId('event-waitlisted-note')).toContainText('number 1', { timeout: 15_000 });
    await expect(second.getByTestId('event-leave-waitlist')).toBeVisible();
    expect(await seriousViolations(second), 'axe on the event page, waitlisted').toEqual([]);
    await saveScreenshot(second, 'event-waitlisted-1280-en-light');

    // ── The first cancels: the seat goes to the second at once.
    await first.getByTestId('event-unregister').click();
    await expect(first.getByTestId('event-register')).toBeVisible({ timeout: 15_000 });
    await second.reload();
    await expect(second.getByTestId('event-registered-note')).toBeVisible({ timeout: 15_000 });
    await expect(second.getByTestId('event-waitlisted-note')).toHaveCount(0);

    // ── Staff check the second in from the check-in list on the day.
    await signInTo(page, 'staff@demo.test', eventPath);
    const list = page.getByTestId('checkin-list');
    await expect(list).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('checkin-counts')).toHaveText('0 of 1 checked in');
    await page.getByTestId('checkin-search').fill('maya');
    await expect(list.getByTestId('checkin-row')).toHaveCount(1);
    await list.getByTestId('checkin-person').click();
    await expect(page.getByTestId('checkin-counts')).toHaveText('1 of 1 checked in', { timeout: 15_000 });
    await expect(list.getByTestId('checkin-row')).toHaveAttribute('data-status', 'ATTENDED');
    expect(await seriousViolations(page), 'axe on the check-in list').toEqual([]);
    await saveScreenshot(page, 'event-check-in-1280-en-light');
    for (const variant of [{ width: 375, height: 740, language: 'en', colorScheme: 'light' }, { width: 375, height: 740, language: 'ar', colorScheme: 'dark' }] as const) {
      await openVariant(page, variant, eventPath);
      await expect(page.getByTestId('checkin-list')).toBeVisible({ timeout: 15_000 });
      await expectNoSideScroll(page);
      await saveScreenshot(page, `event-check-in-${variant.width}-${variant.language}-${variant.colorScheme}`);
    }

    // ── The attendance is on the second co-founder's startup timeline.
    const { token } = await storedAuth(second);
    const me = await graphqlOk<{ currentUser: { startups: Array<{ _id: string; name: string }> } }>(host, token, '{ currentUser { startups { _id name } } }');
    const startup = me.currentUser.startups[0];
    expect(startup, 'the second co-founder has a startup').toBeDefined();
    await second.goto(`/startup/${startup!._id}/file/activities`);
    await expect(second.getByTestId('timeline-message').filter({ hasText: `Attended "${title}"` })).toBeVisible({ timeout: 15_000 });
    await saveScreenshot(second, 'event-attendance-timeline-1280-en-light');
  });
});
