/**
 * Event fixtures and the routed render for the events UI's tests (used by *.test.tsx only): one event as the editor
 * and the event page read it, the editor's options, and the pages mounted at /events/:id and /events/:id/edit.
 */
import { ApolloProvider } from '@apollo/client/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createTestClient, type OperationHandler } from '../../test/testClient';
import { renderWithProviders } from '../../test/renderWithProviders';

const rule = { __typename: 'EventVisibilityRule', is: [] as string[], isNot: [] as string[] };

/** An event with one host (u-1, `hostName`) and nothing booked, registered or attached; `fields` replace its own. */
export function eventFixture(hostName: string, fields: Record<string, unknown>) {
  return {
    __typename: 'IncubatorEvent',
    _id: 'e-1',
    description: null,
    capacity: null,
    image: null,
    cover: null,
    isArchived: false,
    editPermission: 'hosts',
    timezone: 'UTC',
    registeredCount: 0,
    seatsLeft: null,
    viewerIsRegistered: false,
    viewerCanRegister: false,
    viewerCanEdit: true,
    location: { __typename: 'EventLocation', text: null, link: null },
    conferenceData: { __typename: 'EventConferenceData', url: null, solution: null },
    hosts: [{ __typename: 'User', _id: 'u-1', fullName: hostName }],
    topics: [],
    tags: [],
    attachmentLinks: [],
    visibility: { __typename: 'EventVisibility', userRoles: rule, userTags: rule, startupTags: rule, startupPrograms: rule },
    attendees: [],
    timeslotIncrement: null,
    oneOnOneDates: [],
    ignoreHourAllocation: false,
    ignoreHostsLinkedCalendar: false,
    viewerBookings: [],
    ...fields,
  };
}

/** The editor's choices: the host u-1 (`hostName`), and whatever `fields` add (roles, programs …). */
export function editorOptions(hostName: string, fields: Record<string, unknown> = {}) {
  return {
    __typename: 'EventEditorOptions',
    roles: [],
    userTags: [],
    startupTags: [],
    programs: [],
    topics: [],
    eventTags: [],
    hosts: [{ __typename: 'EventOption', value: 'u-1', label: hostName }],
    ...fields,
  };
}

/**
 * Renders `element` at `path` (under /events/:id and /events/:id/edit) with `event` and `options` answered, and the
 * other operations by `handlers`; returns the test client, whose calls the test reads.
 */
export function renderEventRoute(path: string, element: ReactElement, answers: { event: object; options: object }, handlers: Record<string, OperationHandler> = {}) {
  const kit = createTestClient({
    IncubatorEvent: () => ({ data: { event: answers.event } }),
    EventEditorOptions: () => ({ data: { eventEditorOptions: answers.options } }),
    ...handlers,
  });
  void renderWithProviders(
    <ApolloProvider client={kit.client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/events/:id/edit" element={element} />
          <Route path="/events/:id" element={element} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return kit;
}
