/**
 * Issue 17 item 2 journey (booking, first way): a co-founder of Orbital Labs opens /coaching/book, sees the mentor
 * assigned to the startup, opens the mentor's free times, picks one and books it — the page confirms the session and
 * lists it among the upcoming ones. Staff then invite the startup: the co-founder opens the invitation from its link and
 * sees the answer buttons; the expired and cancel-meeting pages render (the cancel link cancels once). Axe finds no
 * serious violation on the four pages; screenshots at 1280 and 375, English and Arabic, light and dark.
 * Office hours (the third way): the mentor publishes two from /availability, the co-founder takes one on /coaching/book
 * and the mentor's page shows it taken by the startup (axe and screenshots of both pages and the host's dialogs).
 */
import { graphqlCall, restSignIn, tenantHost } from '../support/api';
import { PASSWORD, saveScreenshot, signInTo } from '../support/app';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { SCREEN_VARIANTS, expectNoSideScroll, openVariant, variantSuffix } from '../support/screen-variants';

const ALL_DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/** The mentor hosts 08:00–20:00 UTC every day in hour slots with an hour's notice, so the next 7 days offer times. */
async function openMentorDiary(): Promise<void> {
  const token = await restSignIn('demo', 'mentor@demo.test', PASSWORD);
  const settings = await graphqlCall(tenantHost('demo'), token, 'mutation S($input: HostSettingsInput!) { saveHostSettings(input: $input) { timeZone } }', {
    input: { timeZone: 'UTC', slotMinutes: 60, minNoticeMinutes: 60 },
  });
  expect(settings.errors).toEqual([]);
  const rules = await graphqlCall(tenantHost('demo'), token, 'mutation R($rules: [WeeklyRuleInput!]!) { setWeeklyAvailability(rules: $rules) { hostId } }', {
    rules: ALL_DAYS.map((weekday) => ({ weekday, startMinute: 480, endMinute: 1200 })),
  });
  expect(rules.errors).toEqual([]);
}

/** Staff invite Orbital Labs to a session with the mentor eight days ahead; answers the invitation's id and cancel link. */
async function inviteOrbital(hour: number): Promise<{ id: string; cancelPath: string }> {
  const staff = await restSignIn('demo', 'staff@demo.test', PASSWORD);
  const ids = await graphqlCall<{ bookableHosts: { startup: { _id: string; name: string }; hosts: { _id: string; fullName: string }[] }[] }>(
    tenantHost('demo'), await restSignIn('demo', 'cofounder2@demo.test', PASSWORD), 'query { bookableHosts { startup { _id name } hosts { _id fullName } } }',
  );
  const group = ids.data!.bookableHosts.find((g) => g.startup.name === 'Orbital Labs')!;
  const start = new Date(Date.now() + 8 * 86_400_000);
  start.setUTCHours(hour, 0, 0, 0);
  const invited = await graphqlCall<{ inviteStartup: { _id: string; cancelUrl: string } }>(tenantHost('demo'), staff,
    'mutation I($hostIds: [ID!]!, $startupId: ID!, $start: DateTime!, $end: DateTime!) { inviteStartup(hostIds: $hostIds, startupId: $startupId, start: $start, end: $end) { _id cancelUrl } }',
    { hostIds: [group.hosts[0]!._id], startupId: group.startup._id, start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString() });
  expect(invited.errors).toEqual([]);
  const url = new URL(invited.data!.inviteStartup.cancelUrl);
  return { id: invited.data!.inviteStartup._id, cancelPath: `${url.pathname}${url.search}` };
}

test.describe('coaching booking', () => {
  test('a co-founder books a free slot with the assigned mentor and sees it confirmed', async ({ page }) => {
    test.setTimeout(300_000);
    await openMentorDiary();
    await signInTo(page, 'cofounder@demo.test', '/coaching/book');
    await expect(page.getByTestId('booking-page')).toBeVisible({ timeout: 15_000 });
    const host = page.getByTestId('bookable-host').filter({ hasText: /./ }).first();
    await expect(host).toBeVisible();
    await host.getByRole('button', { name: 'See free times' }).click();
    const firstSlot = page.getByTestId('free-slot').first();
    await expect(firstSlot).toBeVisible({ timeout: 15_000 });
    await firstSlot.click();
    await expect(firstSlot).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('book-slot').click();
    await expect(page.getByTestId('booking-confirmed')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('booking-confirmed')).toContainText('is confirmed');
    await expect(page.getByTestId('upcoming-sessions').getByText(/ with /).first()).toBeVisible();

    // The booking holds: a second co-founder's view of the same week no longer offers that time.
    const cofounder2 = await restSignIn('demo', 'cofounder2@demo.test', PASSWORD);
    const groups = await graphqlCall<{ bookableHosts: { startup: { _id: string; name: string } }[] }>(tenantHost('demo'), cofounder2, 'query { bookableHosts { startup { _id name } } }');
    const orbital = groups.data!.bookableHosts.find((g) => g.startup.name === 'Orbital Labs')!.startup._id;
    const upcoming = await graphqlCall<{ upcomingCoachingSessions: { status: string; bookingWay: string }[] }>(tenantHost('demo'), cofounder2,
      'query U($startupId: ID!) { upcomingCoachingSessions(startupId: $startupId) { status bookingWay } }', { startupId: orbital });
    expect(upcoming.data!.upcomingCoachingSessions).toContainEqual({ status: 'scheduled', bookingWay: 'profile' });

    // ── The invitation answer page, the expired page and the open cancel link.
    const invitation = await inviteOrbital(19);
    await page.goto(`/coaching/invitation/${invitation.id}`);
    await expect(page.getByTestId('invitation-page')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('invitation-accept')).toBeVisible();

    // ── Looks: the booking page with the picker open, and the invitation pages.
    for (const variant of SCREEN_VARIANTS) {
      const suffix = variantSuffix(variant);
      await openVariant(page, variant, '/coaching/book');
      await expect(page.getByTestId('booking-page')).toBeVisible({ timeout: 15_000 });
      await page.getByTestId('bookable-host').first().getByRole('button').first().click();
      await expect(page.getByTestId('free-slot').first()).toBeVisible({ timeout: 15_000 });
      await page.getByTestId('free-slot').first().click();
      await expectNoSideScroll(page);
      if (variant.width === 1280) expect(await seriousViolations(page), `axe on /coaching/book ${suffix}`).toEqual([]);
      await saveScreenshot(page, `coaching-book-${suffix}`);
      await openVariant(page, variant, `/coaching/invitation/${invitation.id}`);
      await expect(page.getByTestId('invitation-accept')).toBeVisible({ timeout: 15_000 });
      if (variant.width === 1280) expect(await seriousViolations(page), `axe on the invitation ${suffix}`).toEqual([]);
      await saveScreenshot(page, `coaching-invitation-${suffix}`);
      await openVariant(page, variant, '/coaching/invitation/expired');
      await expect(page.getByTestId('invitation-expired-page')).toBeVisible({ timeout: 15_000 });
      if (variant.width === 1280) expect(await seriousViolations(page), `axe on the expired page ${suffix}`).toEqual([]);
      await saveScreenshot(page, `coaching-invitation-expired-${suffix}`);
      await openVariant(page, variant, invitation.cancelPath);
      await expect(page.getByTestId('cancel-meeting')).toBeVisible({ timeout: 15_000 });
      if (variant.width === 1280) expect(await seriousViolations(page), `axe on cancel-meeting ${suffix}`).toEqual([]);
      await saveScreenshot(page, `coaching-cancel-meeting-${suffix}`);
    }

    // The cancel link works once (back in English, light, 1280).
    await openVariant(page, SCREEN_VARIANTS[0]!, invitation.cancelPath);
    await page.getByTestId('cancel-meeting').click();
    await expect(page.getByTestId('meeting-cancelled')).toBeVisible({ timeout: 15_000 });
    await page.goto(invitation.cancelPath);
    await page.getByTestId('cancel-meeting').click();
    await expect(page.getByTestId('cancel-failed')).toContainText('not valid or was already used');
  });

  test('a mentor publishes office hours on /availability and a co-founder takes one on /coaching/book', async ({ page, sessions }) => {
    test.setTimeout(300_000);
    await openMentorDiary();
    await signInTo(page, 'mentor@demo.test', '/availability');
    const card = page.getByTestId('office-hours-card');
    await expect(card).toBeVisible({ timeout: 15_000 });
    const before = await card.getByTestId('host-office-hour').count();
    await card.getByTestId('open-publish').click();
    const dialog = page.getByTestId('publish-office-hours');
    await expect(dialog.getByTestId('office-hour-slot').first()).toBeVisible({ timeout: 15_000 });
    // The two latest free times offered, so the other journey's first free slot stays untouched.
    const offeredSlots = dialog.getByTestId('office-hour-slot');
    const slotCount = await offeredSlots.count();
    await offeredSlots.nth(slotCount - 1).click();
    await offeredSlots.nth(slotCount - 2).click();
    await expect(dialog.getByTestId('confirm-publish')).toBeEnabled();
    await dialog.getByTestId('confirm-publish').click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(card.getByTestId('host-office-hour')).toHaveCount(before + 2, { timeout: 15_000 });

    const cofounder = await (await sessions.newContext()).newPage();
    await signInTo(cofounder, 'cofounder@demo.test', '/coaching/book');
    const orbital = cofounder.getByTestId('booking-startup-' + (await orbitalId()));
    const offered = orbital.getByTestId('open-office-hour');
    await expect(offered.first()).toBeVisible({ timeout: 15_000 });
    const count = await offered.count();
    await offered.last().getByRole('button').click();
    await expect(cofounder.getByTestId('booking-confirmed')).toBeVisible({ timeout: 15_000 });
    await expect(offered).toHaveCount(count - 1, { timeout: 15_000 });

    await page.reload();
    await expect(page.getByTestId('office-hours-card').locator('[data-taken="true"]').filter({ hasText: 'Orbital Labs' }).first()).toBeVisible({ timeout: 15_000 });

    for (const variant of SCREEN_VARIANTS) {
      const suffix = variantSuffix(variant);
      await openVariant(page, variant, '/availability');
      await expect(page.getByTestId('host-office-hour').first()).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('invitations-card')).toBeVisible();
      await expectNoSideScroll(page);
      if (variant.width === 1280) expect(await seriousViolations(page), `axe on /availability ${suffix}`).toEqual([]);
      await saveScreenshot(page, `coaching-host-agenda-${suffix}`);
      await page.getByTestId('open-publish').click();
      await expect(page.getByTestId('office-hour-slot').first()).toBeVisible({ timeout: 15_000 });
      if (variant.width === 1280) expect(await seriousViolations(page), `axe on the publish dialog ${suffix}`).toEqual([]);
      await saveScreenshot(page, `coaching-publish-office-hours-${suffix}`);
      await page.keyboard.press('Escape');
      await page.getByTestId('open-invite').click();
      await expect(page.getByTestId('invite-startup')).toBeVisible();
      if (variant.width === 1280) expect(await seriousViolations(page), `axe on the invite dialog ${suffix}`).toEqual([]);
      await saveScreenshot(page, `coaching-invite-startup-${suffix}`);
      await openVariant(cofounder, variant, '/coaching/book');
      await expect(cofounder.getByTestId('open-office-hour').first()).toBeVisible({ timeout: 15_000 });
      await expectNoSideScroll(cofounder);
      if (variant.width === 1280) expect(await seriousViolations(cofounder), `axe on /coaching/book ${suffix}`).toEqual([]);
      await saveScreenshot(cofounder, `coaching-book-office-hours-${suffix}`);
    }
  });
});

/** Orbital Labs' id, as the second co-founder's booking page knows it. */
async function orbitalId(): Promise<string> {
  const token = await restSignIn('demo', 'cofounder2@demo.test', PASSWORD);
  const groups = await graphqlCall<{ bookableHosts: { startup: { _id: string; name: string } }[] }>(tenantHost('demo'), token, 'query { bookableHosts { startup { _id name } } }');
  return groups.data!.bookableHosts.find((g) => g.startup.name === 'Orbital Labs')!.startup._id;
}
