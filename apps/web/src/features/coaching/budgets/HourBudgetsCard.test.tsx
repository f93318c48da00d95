import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, renderWithRouter, type OperationHandler } from '../../../test/testClient';
import { BookingPage } from '../booking/BookingPage';
import { HourBudgetsCard } from './HourBudgetsCard';

const line = (id: string, kind: string, minutes: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'HourLedgerLine', _id: id, kind, minutes, sessionStartsAt: null, hostBookingId: null, eventTitle: null, createdAt: '2030-01-01T00:00:00Z', ...extra,
});
const allocation = (id: string, mentor: { _id: string; fullName: string } | null, remaining: number, ledger = [line(`${id}-l1`, 'allocated', 120)]) => ({
  __typename: 'HourAllocation', _id: id, amount: 2, unit: 'HOUR', applies: true, createdAt: '2030-01-01T00:00:00Z',
  allocatedMinutes: 120, pendingMinutes: 120 - remaining, usedMinutes: 0, remainingMinutes: remaining,
  ledger,
  mentor: mentor ? { __typename: 'HourAllocationMentor', ...mentor } : null, program: null,
});
const budgets = (state: string, viewerCanAllocate: boolean, allocations: unknown[]) => ({
  data: { hourBudgets: { __typename: 'HourBudgets', startupId: 's-1', state, viewerCanAllocate, allocations } },
});
const MIA = { _id: 'm-1', fullName: 'Mia Mentor' };

// jsdom has no scrollIntoView; Mantine's combobox scrolls the selected option into view.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

function renderCard(handlers: Record<string, OperationHandler>) {
  const kit = createTestClient({
    BudgetHosts: () => ({ data: { bookableHosts: [{ __typename: 'BookableHostGroup', hosts: [{ __typename: 'BookableHost', ...MIA }] }] } }),
    ...handlers,
  });
  void renderWithRouter(<HourBudgetsCard startupId="s-1" />, kit.client, '/startup/s-1/file/company');
  return kit;
}

describe('the Hour budgets card (issue 17 item 4)', () => {
  it('shows what remains of each allocation with its ledger, and staff allocate hours with a mentor', async () => {
    let allocated = false;
    const kit = renderCard({
      HourBudgets: () => budgets('on', true, allocated ? [allocation('a-1', MIA, 120), allocation('a-2', null, 60)] : [allocation('a-2', null, 60)]),
      AllocateHours: () => {
        allocated = true;
        return { data: { allocateHours: allocation('a-1', MIA, 120) } };
      },
    });
    const row = await screen.findByTestId('hour-allocation');
    expect(row).toHaveTextContent('Program-wide (any host)');
    expect(within(row).getByTestId('hour-allocation-remaining')).toHaveTextContent('60 of 120 min left');
    expect(within(row).getByTestId('hour-ledger-line')).toHaveTextContent('Allocated: 120 min');
    fireEvent.click(screen.getByTestId('allocate-hours'));
    fireEvent.click(await screen.findByTestId('allocation-mentor'));
    fireEvent.click(await screen.findByRole('option', { name: 'Mia Mentor', hidden: true }));
    fireEvent.click(screen.getByTestId('allocation-save'));
    await waitFor(() => expect(kit.callsOf('AllocateHours')).toHaveLength(1));
    expect(kit.callsOf('AllocateHours')[0]!.variables).toEqual({ startupId: 's-1', mentorId: 'm-1', amount: 2, unit: 'HOUR' });
    expect(await screen.findByText('With Mia Mentor')).toBeInTheDocument();
  });

  it('names the event of a one-on-one event booking’s line, or says “Event booking” once the event is gone (D-469)', async () => {
    renderCard({
      HourBudgets: () => budgets('on', false, [allocation('a-3', MIA, 90, [
        line('e-2', 'pending', 30, { hostBookingId: 'hb-2', eventTitle: null }),
        line('e-1', 'pending', 30, { hostBookingId: 'hb-1', eventTitle: 'Pitch clinic' }),
        line('a-3-l1', 'allocated', 120),
      ])]),
    });
    const lines = await screen.findAllByTestId('hour-ledger-line');
    expect(lines.map((l) => l.textContent)).toEqual(['Booked: 30 min · Event booking', 'Booked: 30 min · Pitch clinic', 'Allocated: 120 min']);
  });

  it('shows the server’s refusal in the form and keeps it open', async () => {
    renderCard({
      HourBudgets: () => budgets('on', true, []),
      AllocateHours: () => ({ errors: [{ message: 'mentorId: This startup already has an allocation for this mentor and program.', extensions: { code: 'ValidationError' } }] }),
    });
    expect(await screen.findByText('No hours allocated yet: bookings are not limited.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('allocate-hours'));
    fireEvent.click(await screen.findByTestId('allocation-save'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This startup already has an allocation for this mentor and program.');
    expect(screen.getByTestId('allocation-form')).toBeInTheDocument();
  });

  it('the plan lock for those who manage; nothing for a reader while it is off; no actions for readers', async () => {
    renderCard({ HourBudgets: () => budgets('locked', true, []) });
    expect(await screen.findByText('This feature is not available in your selected plan')).toBeInTheDocument();
    expect(screen.queryByTestId('allocate-hours')).toBeNull();
  });

  it('a reader sees the budgets without the actions', async () => {
    renderCard({ HourBudgets: () => budgets('on', false, [allocation('a-1', MIA, 60)]) });
    expect(await screen.findByText('With Mia Mentor')).toBeInTheDocument();
    expect(screen.queryByTestId('allocate-hours')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});

describe('the slot picker’s budget on /coaching/book', () => {
  const SLOT = { __typename: 'FreeSlot', start: '2030-01-08T10:00:00Z', end: '2030-01-08T11:00:00Z', date: '2030-01-08' };
  function renderBooking(handlers: Record<string, OperationHandler>) {
    const kit = createTestClient({
      BookableHosts: () => ({
        data: { bookableHosts: [{ __typename: 'BookableHostGroup', startup: { __typename: 'BookingStartup', _id: 's-1', name: 'Orbital Labs' }, hosts: [{ __typename: 'BookableHost', ...MIA, avatar: null, roleType: 'Mentor' }] }] },
      }),
      HourBudgets: () => budgets('on', false, [allocation('a-1', MIA, 60)]),
      HostFreeSlots: () => ({ data: { freeSlots: [SLOT] } }),
      UpcomingCoachingSessions: () => ({ data: { upcomingCoachingSessions: [] } }),
      OpenOfficeHours: () => ({ data: { openOfficeHours: [] } }),
      ...handlers,
    });
    void renderWithRouter(<BookingPage />, kit.client, '/coaching/book');
    return kit;
  }

  it('says what remains with the mentor and refuses over budget with the server’s figures', async () => {
    renderBooking({
      BookSlot: () => ({ errors: [{ message: 'start: Not enough hours left in the budget for this session: 60 minutes needed, 0 remaining.', extensions: { code: 'OverBudget', neededMinutes: 60, remainingMinutes: 0 } }] }),
    });
    expect(await screen.findByTestId('host-budget-left')).toHaveTextContent('60 min left with Mia Mentor');
    fireEvent.click(screen.getByRole('button', { name: 'See free times' }));
    fireEvent.click(await screen.findByTestId('free-slot'));
    fireEvent.click(screen.getByTestId('book-slot'));
    expect(await screen.findByTestId('booking-error')).toHaveTextContent('Not enough hours left in the budget: this session needs 60 min, 0 min remain.');
  });

  it('shows nothing when no budget applies to the host', async () => {
    renderBooking({ HourBudgets: () => budgets('on', false, [allocation('a-9', { _id: 'other', fullName: 'Other Host' }, 30)]) });
    expect(await screen.findByText('Mia Mentor')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('host-budget-left')).toBeNull());
  });
});
