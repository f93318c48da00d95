import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { alertStore } from '../../lib/alerts/alertStore';
import { createTestClient, type OperationHandler } from '../../test/testClient';
import { renderWithProviders } from '../../test/renderWithProviders';
import { EventEditorPage } from './EventEditorPage';
import { eventInputOf } from './eventForm';
import { editorOptions, eventFixture, renderEventRoute } from './testKit';
import { useCreateEvent } from './useCreateEvent';

const draft = eventFixture('Priya Nair', {
  eventType: 'group',
  title: null,
  status: 'draft',
  startTime: null,
  endTime: null,
  duration: null,
  numberOfSessions: null,
  noOfBookings: null,
  viewerSessionsLeft: null,
  availability: { __typename: 'EventAvailability', method: null },
  registrationNoticePeriod: null,
});
const options = editorOptions('Priya Nair', {
  roles: [{ __typename: 'EventOption', value: 'r-1', label: 'Co-founder' }],
  programs: [{ __typename: 'EventOption', value: 'p-1', label: 'Spring 2026 Cohort' }],
});

function renderEditor(extra: Record<string, OperationHandler> = {}) {
  return renderEventRoute('/events/e-1/edit', <EventEditorPage />, { event: draft, options }, {
    UpdateIncubatorEvent: (v) => ({ data: { updateIncubatorEvent: { ...draft, title: (v.input as { title: string }).title } } }),
    PublishIncubatorEvent: () => ({ data: { publishIncubatorEvent: { __typename: 'IncubatorEvent', _id: 'e-1', status: 'published' } } }),
    ...extra,
  });
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('the event editor (issue 18 wave 1)', () => {
  beforeEach(() => alertStore.clear());

  it('refuses to save without a title or times, naming each field, and sends nothing', async () => {
    const kit = renderEditor();
    fireEvent.click(await screen.findByTestId('event-save'));
    expect(await screen.findByText('Give the event a title.')).toBeInTheDocument();
    expect(screen.getAllByText('Give a start and an end before publishing.')).toHaveLength(2);
    expect(kit.callsOf('UpdateIncubatorEvent')).toHaveLength(0);
  });

  it('refuses an end before the start and a capacity of 0', async () => {
    const kit = renderEditor();
    await screen.findByTestId('event-title');
    fireEvent.change(input('event-title'), { target: { value: 'Pitch clinic' } });
    fireEvent.change(input('event-start'), { target: { value: '2030-05-01T10:00' } });
    fireEvent.change(input('event-end'), { target: { value: '2030-05-01T09:00' } });
    fireEvent.change(input('event-capacity'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('event-save'));
    expect(await screen.findByText('The end must be after the start.')).toBeInTheDocument();
    expect(screen.getByText('Give a capacity between 1 and 100,000, or leave it empty for no limit.')).toBeInTheDocument();
    expect(kit.callsOf('UpdateIncubatorEvent')).toHaveLength(0);
  });

  it('publish saves the fields first, then publishes', async () => {
    const kit = renderEditor();
    await screen.findByTestId('event-title');
    fireEvent.change(input('event-title'), { target: { value: 'Pitch clinic' } });
    fireEvent.change(input('event-start'), { target: { value: '2030-05-01T10:00' } });
    fireEvent.change(input('event-end'), { target: { value: '2030-05-01T12:00' } });
    fireEvent.change(input('event-capacity'), { target: { value: '25' } });
    fireEvent.change(input('event-conference'), { target: { value: 'https://meet.example.com/pitch' } });
    fireEvent.click(screen.getByTestId('event-publish'));
    await waitFor(() => expect(kit.callsOf('PublishIncubatorEvent')).toHaveLength(1));
    const [update] = kit.callsOf('UpdateIncubatorEvent');
    expect(update?.variables).toMatchObject({
      eventId: 'e-1',
      input: { title: 'Pitch clinic', capacity: 25, conferenceUrl: 'https://meet.example.com/pitch', hostIds: ['u-1'], startTime: new Date('2030-05-01T10:00').toISOString() },
    });
    expect(kit.calls.findIndex((c) => c.operationName === 'UpdateIncubatorEvent')).toBeLessThan(kit.calls.findIndex((c) => c.operationName === 'PublishIncubatorEvent'));
    expect(alertStore.get().map((a) => [a.type, a.message])).toContainEqual(['success', 'Event published']);
  });

  it("shows the server's refusal in a toast, in the reader's words", async () => {
    renderEditor({ UpdateIncubatorEvent: () => ({ errors: [new GraphQLError('hostIds: One of the hosts is not a person of this organisation.', { extensions: { code: 'ValidationError' } })] }) });
    await screen.findByTestId('event-title');
    fireEvent.change(input('event-title'), { target: { value: 'Pitch clinic' } });
    fireEvent.change(input('event-start'), { target: { value: '2030-05-01T10:00' } });
    fireEvent.change(input('event-end'), { target: { value: '2030-05-01T12:00' } });
    fireEvent.click(screen.getByTestId('event-save'));
    await waitFor(() => expect(alertStore.get().map((a) => [a.type, a.message])).toContainEqual(['error', 'One of the hosts is not a person of this organisation.']));
  });
});

describe('eventInputOf', () => {
  it('sends empty texts as null and an empty capacity as no limit', () => {
    const value = eventInputOf({
      title: ' Demo day ',
      description: '',
      capacity: '',
      startTime: '',
      endTime: '',
      timezone: 'UTC',
      locationText: ' ',
      locationLink: '',
      conferenceUrl: '',
      coverUrl: '',
      hostIds: [],
      topicIds: [],
      tagIds: [],
      editPermission: 'hosts',
      visibility: { userRoles: { is: ['r-1'], isNot: [] }, userTags: { is: [], isNot: [] }, startupTags: { is: [], isNot: [] }, startupPrograms: { is: [], isNot: ['p-1'] } },
      eventType: 'group',
      sessionMinutes: '30',
      timeslotIncrement: '',
      numberOfSessions: '',
      oneOnOneDates: [],
      availabilityMethod: 'hosts_availability',
      noticeValue: '',
      noticeUnit: 'hours',
      ignoreHourAllocation: false,
    });
    // A group event sends none of the one-on-one fields.
    expect(value).not.toHaveProperty('sessionMinutes');
    expect(value).toMatchObject({ title: 'Demo day', description: null, capacity: null, startTime: null, locationText: null, visibility: { userRoles: { is: ['r-1'] }, startupPrograms: { isNot: ['p-1'] } } });
  });
});

function CreateButton() {
  const create = useCreateEvent();
  return (
    <button type="button" onClick={() => void create()}>
      create
    </button>
  );
}

describe('Create menu → event (CHR-25, ERR-07)', () => {
  beforeEach(() => alertStore.clear());

  function renderCreate(handler: () => unknown) {
    const kit = createTestClient({ CreateIncubatorEvent: handler });
    renderWithProviders(
      <ApolloProvider client={kit.client}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<CreateButton />} />
            <Route path="/events/:id/edit" element={<p>editor open</p>} />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>,
    );
    return kit;
  }

  it('calls createIncubatorEvent with no arguments and opens /events/{id}/edit', async () => {
    const kit = renderCreate(() => ({ data: { createIncubatorEvent: { __typename: 'IncubatorEvent', _id: 'e-9' } } }));
    fireEvent.click(await screen.findByText('create'));
    expect(await screen.findByText('editor open')).toBeInTheDocument();
    expect(kit.callsOf('CreateIncubatorEvent')[0]?.variables).toEqual({});
  });

  it('a failure raises an error toast and stays', async () => {
    renderCreate(() => ({ errors: [new GraphQLError('You are not allowed to do this.', { extensions: { code: 'Forbidden' } })] }));
    fireEvent.click(await screen.findByText('create'));
    await waitFor(() => expect(alertStore.get().some((a) => a.type === 'error')).toBe(true));
    expect(screen.queryByText('editor open')).toBeNull();
  });
});
