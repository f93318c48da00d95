/**
 * Issue 18 item 4 on the event page: the check-in list (search by name, tap to check in, counts, undo, no show) sends
 * markAttendance with the person's id and the REF-26 status; the waitlist shows each waiting person's place.
 */
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestClient } from '../../../test/testClient';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CheckInList, type CheckInAttendee } from './CheckInList';

const person = (id: string, fullName: string, status: CheckInAttendee['status'] = 'REGISTERED', waitlisted = false): CheckInAttendee => ({
  _id: id,
  status,
  waitlisted,
  startupName: 'Orbital Labs',
  registrant: { fullName },
});

async function renderList(attendees: CheckInAttendee[]) {
  const kit = createTestClient({
    MarkAttendance: () => ({ data: { markAttendance: { __typename: 'IncubatorEvent', _id: 'e-1' } } }),
  });
  await renderWithProviders(
    <ApolloProvider client={kit.client}>
      <CheckInList eventId="e-1" attendees={attendees} />
    </ApolloProvider>,
  );
  return kit;
}

describe('the check-in list (D-480)', () => {
  const crowd = [person('a-1', 'José Álvarez', 'ATTENDED'), person('a-2', 'Maya Chen'), person('a-3', 'Sam Okafor'), person('a-4', 'Waiting Wendy', 'REGISTERED', true)];

  it('counts the arrived among the seat holders only (the waitlist holds no seat)', async () => {
    await renderList(crowd);
    expect(screen.getByTestId('checkin-counts')).toHaveTextContent('1 of 3 checked in');
    expect(screen.getAllByTestId('checkin-row')).toHaveLength(3);
    expect(screen.queryByText('Waiting Wendy')).toBeNull();
  });

  it('finds people by name, ignoring case and accents', async () => {
    await renderList(crowd);
    fireEvent.change(screen.getByTestId('checkin-search'), { target: { value: 'jose' } });
    expect(screen.getAllByTestId('checkin-row')).toHaveLength(1);
    expect(screen.getByText('José Álvarez')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('checkin-search'), { target: { value: 'nobody' } });
    expect(screen.queryAllByTestId('checkin-row')).toHaveLength(0);
    expect(screen.getByText('Nobody matches this search.')).toBeInTheDocument();
  });

  it('a tap on the name checks the person in; undo and no show send their status', async () => {
    const kit = await renderList(crowd);
    fireEvent.click(screen.getByRole('button', { name: 'Check in Maya Chen' }));
    await waitFor(() => expect(kit.callsOf('MarkAttendance')).toHaveLength(1));
    expect(kit.callsOf('MarkAttendance')[0]!.variables).toEqual({ eventId: 'e-1', attendeeIds: ['a-2'], status: 'ATTENDED' });

    const arrived = screen.getAllByTestId('checkin-row').find((row) => row.dataset.status === 'ATTENDED')!;
    fireEvent.click(within(arrived).getByRole('button', { name: 'Undo the check-in of José Álvarez' }));
    await waitFor(() => expect(kit.callsOf('MarkAttendance')).toHaveLength(2));
    expect(kit.callsOf('MarkAttendance')[1]!.variables).toMatchObject({ attendeeIds: ['a-1'], status: 'REGISTERED' });

    fireEvent.click(screen.getByRole('button', { name: 'Mark Sam Okafor as no show' }));
    await waitFor(() => expect(kit.callsOf('MarkAttendance')).toHaveLength(3));
    expect(kit.callsOf('MarkAttendance')[2]!.variables).toMatchObject({ attendeeIds: ['a-3'], status: 'NO_SHOW' });
  });
});
