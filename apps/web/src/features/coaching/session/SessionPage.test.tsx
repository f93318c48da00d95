import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderWithRouter, type OperationHandler } from '../../../test/testClient';
import { SessionPage } from './SessionPage';

const person = (id: string, fullName: string) => ({ __typename: 'CoachingSessionPerson', _id: id, fullName });

function session(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CoachingSession',
    _id: 'c-1',
    title: 'Pricing review',
    status: 'scheduled',
    bookingWay: 'profile',
    startsAt: '2030-01-08T08:00:00Z',
    endsAt: '2030-01-08T09:00:00Z',
    location: 'Room 4',
    videoProvider: 'Google Meet',
    videoLink: 'https://meet.example.org/abc',
    sharedNotes: 'Bring the numbers.',
    privateNote: null,
    heldAt: null,
    cancelledAt: null,
    viewerIsHost: true,
    viewerCanManage: true,
    startup: { __typename: 'CoachingSessionStartup', _id: 's-1', name: 'Orbital Labs' },
    hosts: [person('h-1', 'Mia Mentor')],
    attendees: [{ __typename: 'CoachingSessionAttendee', _id: 'u-1', fullName: 'Cody Cofounder', attendance: null }],
    topics: [{ __typename: 'CoachingSessionTopic', _id: 't-1', name: 'AI' }],
    topicOptions: [{ __typename: 'CoachingSessionTopic', _id: 't-1', name: 'AI' }],
    actionItems: [{ __typename: 'CoachingActionItem', _id: 'a-1', taskId: 'task-1', name: 'Send the deck', dueDate: '2030-01-10T23:59:59Z', done: false }],
    changes: [
      {
        __typename: 'CoachingSessionChange', _id: 'ch-1', type: 'scheduled', changeTime: '2029-12-01T10:00:00Z', groupId: 'g-1', valueType: 'date',
        oldValue: null, newValue: '2030-01-08T08:00:00Z', initiator: person('u-1', 'Cody Cofounder'),
      },
    ],
    ...overrides,
  };
}

function renderPage(handlers: Record<string, OperationHandler>) {
  const kit = createTestClient(handlers);
  void renderWithRouter(
    <Routes>
      <Route path="/coaching/session/:coachingId" element={<SessionPage />} />
    </Routes>,
    kit.client,
    '/coaching/session/c-1',
  );
  return kit;
}

describe('/coaching/session/{coachingId} (issue 17 item 3)', () => {
  it('a host sees the session, saves shared notes and a private note, and adds an action item', async () => {
    const kit = renderPage({
      CoachingSession: () => ({ data: { coachingSession: session() } }),
      UpdateCoachingSession: (v) => ({ data: { updateCoachingSession: session({ sharedNotes: (v.input as { sharedNotes: string }).sharedNotes }) } }),
      SavePrivateNote: (v) => ({ data: { savePrivateNote: session({ privateNote: v.body }) } }),
      AddActionItem: (v) => ({
        data: { addActionItem: session({ actionItems: [...session().actionItems, { __typename: 'CoachingActionItem', _id: 'a-2', taskId: 'task-2', name: v.name, dueDate: '2030-01-11T23:59:59Z', done: false }] }) },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing review' })).toBeInTheDocument();
    expect(screen.getByTestId('session-status')).toHaveTextContent('Scheduled');
    expect(screen.getByTestId('session-header')).toHaveTextContent('Mia Mentor');
    expect(screen.getByTestId('session-header')).toHaveTextContent('Orbital Labs');
    expect(screen.getByTestId('session-video-link')).toHaveAttribute('href', 'https://meet.example.org/abc');
    expect(screen.getAllByTestId('session-change')).toHaveLength(1);

    fireEvent.change(screen.getByTestId('shared-notes-input'), { target: { value: 'Agenda: channels.' } });
    fireEvent.click(screen.getByTestId('shared-notes-save'));
    await waitFor(() => expect(kit.callsOf('UpdateCoachingSession')).toHaveLength(1));
    expect(kit.callsOf('UpdateCoachingSession')[0]!.variables).toEqual({ id: 'c-1', input: { sharedNotes: 'Agenda: channels.' } });

    fireEvent.change(screen.getByTestId('private-note-input'), { target: { value: 'Mine only.' } });
    fireEvent.click(screen.getByTestId('private-note-save'));
    await waitFor(() => expect(kit.callsOf('SavePrivateNote')[0]?.variables).toEqual({ id: 'c-1', body: 'Mine only.' }));

    fireEvent.change(screen.getByTestId('action-item-name'), { target: { value: 'Call three customers' } });
    fireEvent.click(screen.getByTestId('add-action-item'));
    await waitFor(() => expect(screen.getAllByTestId('action-item')).toHaveLength(2));
    expect(kit.callsOf('AddActionItem')[0]!.variables).toMatchObject({ id: 'c-1', name: 'Call three customers', dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('a co-founder reads the shared notes and action items but changes nothing and has no private note', async () => {
    renderPage({ CoachingSession: () => ({ data: { coachingSession: session({ viewerIsHost: false, viewerCanManage: false, topicOptions: [] }) } }) });
    expect(await screen.findByTestId('shared-notes-text')).toHaveTextContent('Bring the numbers.');
    expect(screen.queryByTestId('private-note')).not.toBeInTheDocument();
    expect(screen.queryByTestId('session-actions')).not.toBeInTheDocument();
    expect(screen.queryByTestId('add-action-item')).not.toBeInTheDocument();
    expect(screen.getByTestId('action-item')).toHaveTextContent('Send the deck');
  });

  it('cancels only after the confirmation, and names a refusal in the reader’s language', async () => {
    const kit = renderPage({
      CoachingSession: () => ({ data: { coachingSession: session() } }),
      CancelCoachingSession: () => ({ errors: [{ message: 'id: This session is no longer scheduled.', extensions: { code: 'ValidationError' } }] }),
    });
    fireEvent.click(await screen.findByTestId('open-cancel'));
    const dialog = await screen.findByTestId('cancel-dialog');
    expect(kit.callsOf('CancelCoachingSession')).toHaveLength(0);
    fireEvent.click(within(dialog).getByTestId('confirm-cancel'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This session is no longer scheduled.');
    expect(kit.callsOf('CancelCoachingSession')[0]!.variables).toEqual({ id: 'c-1' });
  });

  it('holding a started session asks for its evaluation again, so the form opens without a reload', async () => {
    const started = { startsAt: '2020-01-08T08:00:00Z', endsAt: '2020-01-08T09:00:00Z' };
    const kit = renderPage({
      CoachingSession: () => ({ data: { coachingSession: session(started) } }),
      SessionEvaluation: () => ({ errors: [{ message: 'sessionId: Not yet.', extensions: { code: 'ValidationError' } }] }),
      HoldCoachingSession: () => ({ data: { holdCoachingSession: session({ ...started, status: 'held', heldAt: '2020-01-08T09:00:00Z' }) } }),
    });
    fireEvent.click(await screen.findByTestId('open-hold'));
    const dialog = await screen.findByTestId('hold-dialog');
    await waitFor(() => expect(kit.callsOf('SessionEvaluation')).toHaveLength(1));
    fireEvent.click(within(dialog).getByTestId('confirm-hold'));
    await waitFor(() => expect(kit.callsOf('HoldCoachingSession')).toHaveLength(1));
    await waitFor(() => expect(kit.callsOf('SessionEvaluation')).toHaveLength(2));
  });

  it('someone the session is hidden from is told it does not exist', async () => {
    renderPage({ CoachingSession: () => ({ errors: [{ message: 'id: This coaching session does not exist.', extensions: { code: 'NotFound' } }] }) });
    expect(await screen.findByTestId('session-error')).toHaveTextContent('This coaching session does not exist.');
  });
});
