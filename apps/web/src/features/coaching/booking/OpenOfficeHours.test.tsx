import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestClient, renderWithRouter, type OperationHandler } from '../../../test/testClient';
import { OpenOfficeHours } from './OpenOfficeHours';

const open = (id: string) => ({
  __typename: 'OfficeHour', _id: id, startsAt: '2030-01-08T08:00:00Z', endsAt: '2030-01-08T09:00:00Z',
  host: { __typename: 'BookingPerson', _id: 'h-1', fullName: 'Eve Expert' },
});
const session = {
  __typename: 'CoachingSessionBooking', _id: 'c-1', status: 'scheduled', bookingWay: 'office_hours', startsAt: '2030-01-08T08:00:00Z', endsAt: '2030-01-08T09:00:00Z',
  videoLink: null, location: null, startup: { __typename: 'BookingStartup', _id: 's-1', name: 'Orbital Labs' }, hosts: [{ __typename: 'BookingPerson', _id: 'h-1', fullName: 'Eve Expert' }],
};

function renderHours(handlers: Record<string, OperationHandler>, onBooked = vi.fn()) {
  const kit = createTestClient({ OpenOfficeHours: () => ({ data: { openOfficeHours: [open('o-1')] } }), ...handlers });
  void renderWithRouter(<OpenOfficeHours startupId="s-1" onBooked={onBooked} />, kit.client, '/coaching/book');
  return { kit, onBooked };
}

describe('open office hours on /coaching/book (issue 17 item 2, third way)', () => {
  it('lists the office hours the startup may take and takes one', async () => {
    const { kit, onBooked } = renderHours({ TakeOfficeHour: () => ({ data: { takeOfficeHour: session } }) });
    expect(await screen.findByTestId('open-office-hour')).toHaveTextContent('Eve Expert');
    fireEvent.click(screen.getByRole('button', { name: /Take the office hour of .* with Eve Expert/ }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(expect.objectContaining({ _id: 'c-1' })));
    expect(kit.callsOf('TakeOfficeHour')[0]!.variables).toEqual({ slotId: 'o-1', startupId: 's-1' });
  });

  it('says so when another startup just took it', async () => {
    const { onBooked } = renderHours({ TakeOfficeHour: () => ({ errors: [{ message: 'slotId: This time was just taken.', extensions: { code: 'SlotTaken' } }] }) });
    fireEvent.click(await screen.findByRole('button', { name: /Take the office hour/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This time was just taken. Choose another one.');
    expect(onBooked).not.toHaveBeenCalled();
  });

  it('says when there is none', async () => {
    renderHours({ OpenOfficeHours: () => ({ data: { openOfficeHours: [] } }) });
    expect(await screen.findByText('No open office hours for this startup.')).toBeInTheDocument();
  });
});
