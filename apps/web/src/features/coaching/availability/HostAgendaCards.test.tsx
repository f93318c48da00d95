import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderWithRouter, type OperationHandler } from '../../../test/testClient';
import { InvitationsCard, OfficeHoursCard } from './HostAgendaCards';

const SLOT = { __typename: 'FreeSlot', start: '2030-01-07T08:00:00Z', end: '2030-01-07T09:00:00Z', date: '2030-01-07' };
const LATER = { __typename: 'FreeSlot', start: '2030-01-07T10:00:00Z', end: '2030-01-07T11:00:00Z', date: '2030-01-07' };
const startup = (name: string) => ({ __typename: 'BookingStartup', _id: `s-${name}`, name });
const hour = (id: string, takenBy: string | null) => ({
  __typename: 'OfficeHour', _id: id, startsAt: '2030-01-08T08:00:00Z', endsAt: '2030-01-08T09:00:00Z', taken: takenBy !== null,
  takenBy: takenBy ? startup(takenBy) : null, programIds: [], tagIds: [], sessionId: takenBy ? `session-${id}` : null,
});
const invitation = (id: string, status: string) => ({
  __typename: 'CoachingInvitation', _id: id, status, sessionId: status === 'accepted' ? `session-${id}` : null, startsAt: '2030-01-09T08:00:00Z', endsAt: '2030-01-09T09:00:00Z', expiresAt: '2030-01-08T08:00:00Z',
  title: null, viewerCanAnswer: false, startup: startup('Orbital Labs'), hosts: [{ __typename: 'BookingPerson', _id: 'me', fullName: 'Mia Mentor' }],
});

function renderCards(handlers: Record<string, OperationHandler>, canAddHosts = false) {
  const kit = createTestClient({
    FreeSlots: () => ({ data: { freeSlots: [SLOT, LATER] } }),
    OfficeHourEligibilityOptions: () => ({ data: { programs: [{ __typename: 'Program', _id: 'p-1', name: 'Spring cohort' }], tags: [] } }),
    InviteStartupOptions: () => ({ data: { startups: { __typename: 'StartupPage', results: [{ __typename: 'Startup', _id: 's-1', name: 'Orbital Labs' }] } } }),
    AvailabilityHosts: () => ({ data: { availabilityHosts: [{ __typename: 'AvailabilityHost', _id: 'coach-1', fullName: 'Carl Coach', roleType: 'Coach' }] } }),
    HostOfficeHours: () => ({ data: { hostOfficeHours: [hour('o-1', 'Orbital Labs'), hour('o-2', null)] } }),
    HostInvitations: () => ({ data: { hostInvitations: [invitation('i-1', 'pending'), invitation('i-2', 'declined')] } }),
    ...handlers,
  });
  void renderWithRouter(
    <>
      <OfficeHoursCard hostId={null} shownHostId="me" timeZone="UTC" />
      <InvitationsCard hostId={null} shownHostId="me" timeZone="UTC" canAddHosts={canAddHosts} />
    </>,
    kit.client,
    '/availability',
  );
  return kit;
}

async function pick(testId: string, option: string): Promise<void> {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('the host’s office hours and invitations on /availability (issue 17 item 2)', () => {
  it('lists published office hours with their state and publishes the free slots picked, open to every startup', async () => {
    const kit = renderCards({
      PublishOfficeHours: (v) => ({ data: { publishOfficeHours: (v.slots as unknown[]).map((_, i) => hour(`new-${i}`, null)) } }),
    });
    const rows = await screen.findAllByTestId('host-office-hour');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('Taken by Orbital Labs'), expect.stringContaining('Open')]);
    fireEvent.click(screen.getByTestId('open-publish'));
    const dialog = await screen.findByTestId('publish-office-hours');
    expect(within(dialog).getByTestId('confirm-publish')).toBeDisabled();
    const chips = await within(dialog).findAllByRole('checkbox');
    expect(chips).toHaveLength(2);
    fireEvent.click(chips[1]!);
    fireEvent.click(within(dialog).getByTestId('confirm-publish'));
    await waitFor(() => expect(kit.callsOf('PublishOfficeHours')).toHaveLength(1));
    expect(kit.callsOf('PublishOfficeHours')[0]!.variables).toEqual({
      hostId: null, slots: [{ start: LATER.start, end: LATER.end }], programIds: [], tagIds: [],
    });
    expect(await screen.findByText('Office hours published: 1.')).toBeInTheDocument();
  });

  it('shows a refusal of the server in the dialog and keeps it open', async () => {
    renderCards({ PublishOfficeHours: () => ({ errors: [{ message: 'slots.0.start: This time was just taken.', extensions: { code: 'SlotTaken' } }] }) });
    fireEvent.click(await screen.findByTestId('open-publish'));
    const dialog = await screen.findByTestId('publish-office-hours');
    fireEvent.click((await within(dialog).findAllByRole('checkbox'))[0]!);
    fireEvent.click(within(dialog).getByTestId('confirm-publish'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This time was just taken. Choose another one.');
  });

  it('lists invitations with their state and invites a startup at a free slot of the host', async () => {
    const kit = renderCards({ InviteStartup: () => ({ data: { inviteStartup: invitation('i-3', 'pending') } }) });
    const rows = await screen.findAllByTestId('host-invitation');
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['pending', 'declined']);
    expect(rows[0]).toHaveTextContent('Pending');
    fireEvent.click(screen.getByTestId('open-invite'));
    await screen.findByTestId('invite-startup');
    expect(screen.getByTestId('confirm-invite')).toBeDisabled();
    await pick('invite-startup-select', 'Orbital Labs');
    await pick('invite-time', 'Mon, Jan 7, 10:00');
    fireEvent.click(screen.getByTestId('confirm-invite'));
    await waitFor(() => expect(kit.callsOf('InviteStartup')).toHaveLength(1));
    const sent = kit.callsOf('InviteStartup')[0]!.variables;
    expect(sent).toMatchObject({ hostIds: ['me'], startupId: 's-1', start: LATER.start, end: LATER.end, title: null });
    // 72 hours by default, or the start if sooner.
    expect(Date.parse(sent.expiresAt as string)).toBeLessThanOrEqual(Date.parse(LATER.start));
    expect(await screen.findByText('Invitation sent to Orbital Labs.')).toBeInTheDocument();
  });

  it('offers other hosts only to holders of AVAILABILITY:EDIT', async () => {
    renderCards({}, false);
    fireEvent.click(await screen.findByTestId('open-invite'));
    await screen.findByTestId('invite-startup');
    expect(screen.queryByText('Other hosts')).toBeNull();
  });

  it('a holder of AVAILABILITY:EDIT may add another host', async () => {
    const kit = renderCards({}, true);
    fireEvent.click(await screen.findByTestId('open-invite'));
    await screen.findByTestId('invite-startup');
    expect(await screen.findByText('Other hosts')).toBeInTheDocument();
    await waitFor(() => expect(kit.callsOf('AvailabilityHosts')).toHaveLength(1));
  });
});
