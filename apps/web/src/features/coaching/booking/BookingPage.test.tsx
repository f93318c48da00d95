import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderWithRouter } from '../../../test/testClient';
import { BookingPage } from './BookingPage';

const host = (id: string, fullName: string) => ({ __typename: 'BookingPerson', _id: id, fullName, avatar: null, roleType: 'Mentor' });
const handlers = {
  BookableHosts: () => ({
    data: { bookableHosts: [{ __typename: 'BookableHostGroup', startup: { __typename: 'BookingStartup', _id: 's-1', name: 'Orbital Labs' }, hosts: [host('h-1', 'Ada Mentor'), host('h-2', 'Ben Coach')] }] },
  }),
  HostFreeSlots: () => ({ data: { freeSlots: [] } }),
  UpcomingCoachingSessions: () => ({ data: { upcomingCoachingSessions: [] } }),
  OpenOfficeHours: () => ({ data: { openOfficeHours: [] } }),
  HourBudgets: () => ({ data: { hourBudgets: { __typename: 'HourBudgets', startupId: 's-1', state: 'off', viewerCanAllocate: false, allocations: [] } } }),
  PendingPairingFeedback: () => ({ data: { pendingPairingFeedback: [] } }),
};

describe('/coaching/book (D-580: ?host= from a host’s profile)', () => {
  it('opens that host’s free slots from the start, and only theirs', async () => {
    const kit = createTestClient(handlers);
    await renderWithRouter(<BookingPage />, kit.client, '/coaching/book?host=h-2');
    const [ada, ben] = await screen.findAllByTestId('bookable-host');
    expect(ben!.querySelector('button[aria-expanded="true"]')).not.toBeNull();
    expect(ada!.querySelector('button[aria-expanded="false"]')).not.toBeNull();
    await waitFor(() => expect(kit.callsOf('HostFreeSlots').map((c) => c.variables.hostId)).toEqual(['h-2']));
  });

  it('without it (or naming a host the startup cannot book), every host’s slots stay closed', async () => {
    const kit = createTestClient(handlers);
    await renderWithRouter(<BookingPage />, kit.client, '/coaching/book?host=h-9');
    const hosts = await screen.findAllByTestId('bookable-host');
    expect(hosts.every((h) => h.querySelector('button[aria-expanded="false"]'))).toBe(true);
    expect(kit.callsOf('HostFreeSlots')).toHaveLength(0);
  });
});
