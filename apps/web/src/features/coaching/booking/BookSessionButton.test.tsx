import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, renderWithRouter } from '../../../test/testClient';
import { BookSessionButton } from './BookSessionButton';

const viewer = vi.hoisted(() => ({ current: { status: 'authenticated', user: { _id: 'u-founder' }, roles: ['Cofounder'] } as Record<string, unknown> }));
vi.mock('../../../app/viewer/ViewerContext', () => ({ useViewer: () => viewer.current }));

const groups = () => ({
  data: {
    bookableHosts: [
      {
        __typename: 'BookableHostGroup',
        startup: { __typename: 'BookingStartup', _id: 's-1', name: 'Orbital Labs' },
        hosts: [{ __typename: 'BookingPerson', _id: 'h-mentor', fullName: 'Maya Mentor', avatar: null, roleType: 'Mentor' }],
      },
    ],
  },
});

describe('"Book a session" on a host’s profile (D-580)', () => {
  beforeEach(() => {
    viewer.current = { status: 'authenticated', user: { _id: 'u-founder' }, roles: ['Cofounder'] };
  });

  it('a founder whose startup may book the host: a link to the booking page with that host open', async () => {
    const kit = createTestClient({ BookableHosts: groups });
    await renderWithRouter(<BookSessionButton hostId="h-mentor" label="Book a session" />, kit.client, '/profile/h-mentor');
    expect(await screen.findByTestId('profile-book-session')).toHaveAttribute('href', '/coaching/book?host=h-mentor');
  });

  it('a host their startup is not assigned: no button', async () => {
    const kit = createTestClient({ BookableHosts: groups });
    await renderWithRouter(<BookSessionButton hostId="h-other" label="Book a session" />, kit.client, '/profile/h-other');
    await waitFor(() => expect(kit.callsOf('BookableHosts')).toHaveLength(1));
    expect(screen.queryByTestId('profile-book-session')).toBeNull();
  });

  it('staff and the host themself: no button, and the server is not asked', async () => {
    viewer.current = { status: 'authenticated', user: { _id: 'u-staff' }, roles: ['Staff'] };
    const kit = createTestClient({ BookableHosts: groups });
    await renderWithRouter(<BookSessionButton hostId="h-mentor" label="Book a session" />, kit.client, '/profile/h-mentor');
    viewer.current = { status: 'authenticated', user: { _id: 'h-mentor' }, roles: ['Cofounder'] };
    const own = createTestClient({ BookableHosts: groups });
    await renderWithRouter(<BookSessionButton hostId="h-mentor" label="Book a session" />, own.client, '/profile');
    expect(screen.queryByTestId('profile-book-session')).toBeNull();
    expect(kit.callsOf('BookableHosts')).toHaveLength(0);
    expect(own.callsOf('BookableHosts')).toHaveLength(0);
  });
});
