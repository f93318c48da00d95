import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertStore } from '../../lib/alerts/alertStore';
import type { OperationHandler } from '../../test/testClient';
import { EventEditorPage } from './EventEditorPage';
import { EventPage } from './EventPage';
import { editorOptions, eventFixture, renderEventRoute } from './testKit';

const officeHours = eventFixture('Kenji Watanabe', {
  eventType: 'one_on_one',
  title: 'Patent office hours',
  status: 'published',
  startTime: '2030-05-07T09:00:00.000Z',
  endTime: '2030-05-07T10:00:00.000Z',
  duration: 30,
  numberOfSessions: 1,
  noOfBookings: 0,
  viewerSessionsLeft: 1,
  availability: { __typename: 'EventAvailability', method: 'hosts_availability' },
  registrationNoticePeriod: { __typename: 'EventRegistrationNoticePeriod', meetingRegistrationHasNoticePeriod: false, periodValue: null, periodUnit: null },
});
const answers = { event: officeHours, options: editorOptions('Kenji Watanabe') };
const slot = (start: string, end: string) => ({ __typename: 'EventSlot', start, end, date: start.slice(0, 10), hostIds: ['u-1'] });

const render = (path: string, element: ReactElement, handlers: Record<string, OperationHandler>) => renderEventRoute(path, element, answers, handlers);

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('the one-on-one editor (issue 18 wave 2)', () => {
  beforeEach(() => alertStore.clear());

  it('shows the one-on-one fields and sends them with the event', async () => {
    const kit = render('/events/e-1/edit', <EventEditorPage />, {
      UpdateIncubatorEvent: () => ({ data: { updateIncubatorEvent: { ...officeHours } } }),
    });
    expect(await screen.findByTestId('one-on-one-fields')).toBeInTheDocument();
    fireEvent.change(input('event-sessions'), { target: { value: '2' } });
    fireEvent.change(input('event-notice'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('event-save'));
    await waitFor(() => expect(kit.callsOf('UpdateIncubatorEvent')).toHaveLength(1));
    expect(kit.callsOf('UpdateIncubatorEvent')[0]?.variables).toMatchObject({
      input: { eventType: 'one_on_one', sessionMinutes: 30, numberOfSessions: 2, noticePeriod: { value: 12, unit: 'hours' }, availabilityMethod: 'hosts_availability', hostIds: ['u-1'] },
    });
  });

  it('refuses a number of sessions out of range, naming it, and sends nothing', async () => {
    const kit = render('/events/e-1/edit', <EventEditorPage />, {});
    await screen.findByTestId('one-on-one-fields');
    fireEvent.change(input('event-sessions'), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('event-save'));
    expect(await screen.findByText('Give a number of sessions between 1 and 20.')).toBeInTheDocument();
    expect(kit.callsOf('UpdateIncubatorEvent')).toHaveLength(0);
  });
});

describe('the slot picker of a one-on-one event page', () => {
  beforeEach(() => alertStore.clear());

  it('lists the free slots and books the chosen one', async () => {
    const kit = render('/events/e-1', <EventPage />, {
      EventSlots: () => ({ data: { eventSlots: [slot('2030-05-07T09:00:00.000Z', '2030-05-07T09:30:00.000Z'), slot('2030-05-07T09:30:00.000Z', '2030-05-07T10:00:00.000Z')] } }),
      BookEventSlot: () => ({
        data: { bookEventSlot: { __typename: 'EventBooking', _id: 'b-1', startTime: '2030-05-07T09:30:00.000Z', endTime: '2030-05-07T10:00:00.000Z', host: { __typename: 'User', _id: 'u-1', fullName: 'Kenji Watanabe' } } },
      }),
    });
    const slots = await screen.findAllByTestId('event-free-slot');
    expect(slots).toHaveLength(2);
    expect(screen.queryByTestId('event-register')).not.toBeInTheDocument();
    fireEvent.click(slots[1]!);
    fireEvent.click(screen.getByTestId('event-book-slot'));
    await waitFor(() => expect(kit.callsOf('BookEventSlot')).toHaveLength(1));
    expect(kit.callsOf('BookEventSlot')[0]?.variables).toEqual({ eventId: 'e-1', startsAt: '2030-05-07T09:30:00.000Z' });
  });

  it('says so when someone else took the slot meanwhile', async () => {
    render('/events/e-1', <EventPage />, {
      EventSlots: () => ({ data: { eventSlots: [slot('2030-05-07T09:00:00.000Z', '2030-05-07T09:30:00.000Z')] } }),
      BookEventSlot: () => ({ errors: [new GraphQLError('startsAt: Someone else just booked this slot. Pick another one.', { extensions: { code: 'SlotTaken' } })] }),
    });
    fireEvent.click(await screen.findByTestId('event-free-slot'));
    fireEvent.click(screen.getByTestId('event-book-slot'));
    expect(await screen.findByTestId('event-slot-error')).toHaveTextContent('Someone else just booked this slot. Pick another one.');
  });

  it('says when no slot is left', async () => {
    render('/events/e-1', <EventPage />, { EventSlots: () => ({ data: { eventSlots: [] } }) });
    expect(await screen.findByTestId('event-no-slots')).toHaveTextContent('No free slots left.');
  });
});
