/**
 * Issue 17 item 4 journey (hour budgets), on data of its own so no other journey's mentor or startup is limited: a new
 * startup, a new mentor assigned to it (hour slots every day, set by the admin) and a new co-founder. The admin
 * allocates 120 minutes with the mentor from the "Hour budgets" card of the startup's company tab; the co-founder
 * sees "120 min left" on /coaching/book, books an hour and sees 60 left, books the next hour (0 left), and a third
 * booking is refused with the server's message. Axe finds no serious violation on either page; screenshots of the
 * booking page at 1280 and 375, English and Arabic, light and dark.
 */
import { randomBytes } from 'node:crypto';
import { graphqlOk, httpCall, linkIn, restSignIn, tenantHost, waitForMail } from '../support/api';
import { PASSWORD, saveScreenshot, signInTo } from '../support/app';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { SCREEN_VARIANTS, expectNoSideScroll, openVariant, variantSuffix } from '../support/screen-variants';

const HOST = tenantHost('demo');
const ALL_DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/** Accepts the invitation mailed to `email` through the API (the accept page's call) with the seeded password. */
async function acceptMailedInvitation(email: string, firstName: string, lastName: string): Promise<void> {
  const mail = await waitForMail('demo', email, /invit/i);
  const token = new URL(linkIn(mail, /^\/acceptinvitation\?token=/)).searchParams.get('token');
  const accepted = await httpCall(HOST, 'POST', '/api/users/acceptinvitation', { body: { token, firstName, lastName, password: PASSWORD } });
  expect(accepted.status).toBe(200);
}

interface Journey {
  startupId: string;
  startupName: string;
  mentorName: string;
  founderEmail: string;
}

/** A startup with a mentor of its own (hosting 08:00–20:00 UTC every day in hour slots) and a co-founder of its own. */
async function createJourneyData(): Promise<Journey> {
  const admin = await restSignIn('demo', 'admin@demo.test', PASSWORD);
  const suffix = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const startupName = `Budget Labs ${suffix}`;
  const { createStartup } = await graphqlOk<{ createStartup: { _id: string } }>(HOST, admin, 'mutation C($input: CreateStartupInput!) { createStartup(input: $input) { _id } }', { input: { name: startupName } });
  const mentorToken = await restSignIn('demo', 'mentor@demo.test', PASSWORD);
  const { currentUser } = await graphqlOk<{ currentUser: { role: { _id: string } } }>(HOST, mentorToken, 'query { currentUser { role { _id } } }');
  const mentorEmail = `budget-mentor-${suffix}@demo.test`;
  const { inviteUser } = await graphqlOk<{ inviteUser: { _id: string } }>(HOST, admin, 'mutation I($input: InviteUserInput!) { inviteUser(input: $input) { _id } }', {
    input: { email: mentorEmail, firstName: 'Bea', lastName: `Budget ${suffix}`, roleId: currentUser.role._id },
  });
  await acceptMailedInvitation(mentorEmail, 'Bea', `Budget ${suffix}`);
  const mentorId = inviteUser._id;
  await graphqlOk(HOST, admin, 'mutation A($s: ID!, $u: ID!) { assignMentor(startupId: $s, userId: $u) { _id } }', { s: createStartup._id, u: mentorId });
  await graphqlOk(HOST, admin, 'mutation S($hostId: ID, $input: HostSettingsInput!) { saveHostSettings(hostId: $hostId, input: $input) { timeZone } }', {
    hostId: mentorId, input: { timeZone: 'UTC', slotMinutes: 60, minNoticeMinutes: 60 },
  });
  await graphqlOk(HOST, admin, 'mutation R($hostId: ID, $rules: [WeeklyRuleInput!]!) { setWeeklyAvailability(hostId: $hostId, rules: $rules) { hostId } }', {
    hostId: mentorId, rules: ALL_DAYS.map((weekday) => ({ weekday, startMinute: 480, endMinute: 1200 })),
  });
  const founderEmail = `budget-founder-${suffix}@demo.test`;
  await graphqlOk(HOST, admin, 'mutation F($s: ID!, $input: FounderInvitationInput!) { inviteStartupFounder(startupId: $s, input: $input) { _id } }', {
    s: createStartup._id, input: { email: founderEmail, firstName: 'Cody', lastName: `Founder ${suffix}` },
  });
  await acceptMailedInvitation(founderEmail, 'Cody', `Founder ${suffix}`);
  return { startupId: createStartup._id, startupName, mentorName: `Bea Budget ${suffix}`, founderEmail };
}

test.describe('coaching hour budgets', () => {
  test('staff allocate 120 minutes; the co-founder books an hour and sees 60 left; over budget is refused', async ({ page, sessions }) => {
    test.setTimeout(300_000);
    const journey = await createJourneyData();

    // ── Staff allocate two hours with the mentor on the startup's company tab.
    const adminContext = await sessions.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const admin = await adminContext.newPage();
    await signInTo(admin, 'admin@demo.test', `/startup/${journey.startupId}/file/company`);
    const card = admin.getByTestId('hour-budgets-card');
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card).toContainText('No hours allocated yet');
    await card.getByTestId('allocate-hours').click();
    await card.getByTestId('allocation-mentor').click();
    await admin.getByRole('option', { name: journey.mentorName }).click();
    await card.getByTestId('allocation-amount').fill('2');
    await card.getByTestId('allocation-save').click();
    await expect(card.getByTestId('hour-allocation')).toContainText(`With ${journey.mentorName}`, { timeout: 15_000 });
    await expect(card.getByTestId('hour-allocation-remaining')).toHaveText('120 of 120 min left');
    expect(await seriousViolations(admin), 'axe on the company tab with hour budgets').toEqual([]);
    await saveScreenshot(admin, 'coaching-budget-card');

    // ── The co-founder sees what remains, books an hour, and sees 60 left.
    await signInTo(page, journey.founderEmail, '/coaching/book');
    const group = page.getByTestId(`booking-startup-${journey.startupId}`);
    await expect(group).toBeVisible({ timeout: 15_000 });
    const left = group.getByTestId('host-budget-left');
    await expect(left).toHaveText(`120 min left with ${journey.mentorName}`, { timeout: 15_000 });
    const book = async () => {
      const toggle = group.getByRole('button', { name: 'See free times' });
      if (await toggle.isVisible()) await toggle.click();
      const slot = group.getByTestId('free-slot').first();
      await expect(slot).toBeVisible({ timeout: 15_000 });
      await slot.click();
      await group.getByTestId('book-slot').click();
    };
    await book();
    await expect(page.getByTestId('booking-confirmed')).toBeVisible({ timeout: 15_000 });
    await expect(left).toHaveText(`60 min left with ${journey.mentorName}`, { timeout: 15_000 });
    expect(await seriousViolations(page), 'axe on /coaching/book with a budget').toEqual([]);

    // ── The next hour uses the rest; a third is refused with the minutes named, and nothing is booked.
    await book();
    await expect(left).toHaveText(`0 min left with ${journey.mentorName}`, { timeout: 15_000 });
    await book();
    await expect(group.getByTestId('booking-error')).toHaveText('Not enough hours left in the budget: this session needs 60 min, 0 min remain.', { timeout: 15_000 });
    const founder = await restSignIn('demo', journey.founderEmail, PASSWORD);
    const { upcomingCoachingSessions } = await graphqlOk<{ upcomingCoachingSessions: { _id: string }[] }>(HOST, founder,
      'query U($startupId: ID!) { upcomingCoachingSessions(startupId: $startupId) { _id } }', { startupId: journey.startupId });
    expect(upcomingCoachingSessions).toHaveLength(2);

    // ── The company tab's ledger shows both bookings.
    await admin.reload();
    await expect(card.getByTestId('hour-allocation-remaining')).toHaveText('0 of 120 min left', { timeout: 15_000 });
    await expect(card.getByTestId('hour-ledger-line')).toHaveCount(3);

    // ── Screenshots of the booking page with its budget in every look (last: the variants change the language).
    for (const variant of SCREEN_VARIANTS) {
      await openVariant(page, variant, '/coaching/book');
      await expect(page.getByTestId(`booking-startup-${journey.startupId}`).getByTestId('host-budget-left')).toBeVisible({ timeout: 15_000 });
      await expectNoSideScroll(page);
      await saveScreenshot(page, `coaching-budget-book-${variantSuffix(variant)}`);
    }
  });
});
