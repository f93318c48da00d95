import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, renderWithRouter } from '../../test/testClient';
import { inTimeZoneAsync } from '../../test/inTimeZone';
import type * as TenantTimeZoneModule from '../../app/incubator/useTenantTimeZone';
import { calendarDay } from './useFeedbackDates';
import { FeedbackListPage } from './pages/FeedbackListPage';
import { FeedbackRequestPage } from './pages/FeedbackRequestPage';

/** The incubator's zone the pages read (none: the browser's, as before the tenant has loaded). */
const tenant = vi.hoisted(() => ({ zone: undefined as string | undefined }));
vi.mock('../../app/incubator/useTenantTimeZone', async (importOriginal) => ({
  ...(await importOriginal<typeof TenantTimeZoneModule>()),
  useTenantTimeZone: () => tenant.zone,
}));
afterEach(() => {
  tenant.zone = undefined;
});

const FUTURE = new Date(Date.now() + 5 * 86_400_000).toISOString();
const summary = {
  __typename: 'FeedbackRequest',
  _id: 'req-1',
  formName: 'Quarterly founder survey',
  dueDate: FUTURE,
  status: 'open',
  createdAt: '2026-11-01T10:00:00.000Z',
  recipientCount: 4,
  answeredCount: 3,
  responseRate: 0.75,
  audience: { __typename: 'FeedbackAudience', programIds: [], tagIds: ['t-1'], startupIds: ['s-1', 's-2'], userIds: [] },
};

const definition = {
  languages: ['en'],
  questions: [
    { id: 'score', type: 'number_scale', label: { en: 'How useful?' } },
    { id: 'pick', type: 'select_radio', label: { en: 'Best part' }, options: [{ value: 'a', labels: { en: 'Mentoring' } }, { value: 'b', labels: { en: 'Workshops' } }] },
    { id: 'note', type: 'text_long', label: { en: 'Anything else?' } },
  ],
};

function detail(canEdit: boolean, canViewAnswers: boolean) {
  return {
    ...summary,
    message: 'Ten minutes, please',
    definition,
    remindedAt: null,
    closedAt: null,
    viewerCanEdit: canEdit,
    viewerCanViewAnswers: canViewAnswers,
    summaries: canViewAnswers
      ? [
          { kind: 'number', questionId: 'score', answered: 3, mean: 4, median: 4, min: 3, max: 5, distribution: [{ label: '3', count: 1 }, { label: '4', count: 1 }, { label: '5', count: 1 }] },
          { kind: 'choice', questionId: 'pick', answered: 3, options: [{ value: 'a', count: 2 }, { value: 'b', count: 1 }], other: 0 },
          { kind: 'text', questionId: 'note', answered: 1, latest: ['Great mentors'] },
        ]
      : null,
    createdBy: { __typename: 'User', _id: 'u-admin', fullName: 'Avery Collins' },
    recipients: [
      { __typename: 'FeedbackRecipient', _id: 'r-1', answeredAt: '2026-11-02T10:00:00.000Z', remindedAt: null, overdue: false, user: { __typename: 'User', _id: 'u-1', fullName: 'Liam Carter', email: 'cofounder@demo.test' }, startup: { __typename: 'Startup', _id: 's-1', name: 'Orbital Labs' } },
      { __typename: 'FeedbackRecipient', _id: 'r-2', answeredAt: null, remindedAt: null, overdue: false, user: { __typename: 'User', _id: 'u-2', fullName: 'Maya Chen', email: 'cofounder2@demo.test' }, startup: null },
    ],
  };
}

describe('/feedback/management', () => {
  it('lists requests with their response rate; "New request" only for senders', async () => {
    const kit = createTestClient({ FeedbackRequests: () => ({ data: { feedbackRequests: { __typename: 'FeedbackRequestList', viewerCanSend: false, results: [summary] } } }) });
    void renderWithRouter(<FeedbackListPage />, kit.client, '/feedback/management');
    const row = await screen.findByTestId('feedback-row');
    expect(row).toHaveTextContent('Quarterly founder survey');
    expect(row).toHaveTextContent('75%');
    expect(row).toHaveTextContent('3 of 4');
    expect(row).toHaveTextContent('Tags: 1 · Startups: 2');
    expect(screen.queryByTestId('feedback-send')).toBeNull();
  });

  it('shows the empty state and the send action to a sender', async () => {
    const kit = createTestClient({ FeedbackRequests: () => ({ data: { feedbackRequests: { __typename: 'FeedbackRequestList', viewerCanSend: true, results: [] } } }) });
    void renderWithRouter(<FeedbackListPage />, kit.client, '/feedback/management');
    expect(await screen.findByTestId('feedback-empty')).toHaveTextContent('No feedback request has been sent yet.');
    expect(screen.getByTestId('feedback-send')).toBeInTheDocument();
  });
});

function renderRequest(canEdit: boolean, canViewAnswers: boolean, dueDate = FUTURE) {
  const kit = createTestClient({
    FeedbackRequest: () => ({ data: { feedbackRequest: { ...detail(canEdit, canViewAnswers), dueDate } } }),
    RemindFeedbackRecipients: () => ({ data: { remindFeedbackRecipients: 1 } }),
    UpdateFeedbackRequest: (variables) =>
      (variables as { input: { dueDate: string } }).input.dueDate < '2000-01-01'
        ? { errors: [{ message: 'dueDate: The due date can not be in the past', extensions: { code: 'ValidationError' } }] }
        : { data: { updateFeedbackRequest: { ...summary, dueDate: `${(variables as { input: { dueDate: string } }).input.dueDate}T23:59:59.000Z` } } },
  });
  void renderWithRouter(
    <Routes>
      <Route path="/feedback/requests/:id" element={<FeedbackRequestPage />} />
    </Routes>,
    kit.client,
    '/feedback/requests/req-1',
  );
  return kit;
}

describe('/feedback/requests/:id', () => {
  it('shows recipients, the rate and per-question summaries to a reader of answers; editors remind', async () => {
    const kit = renderRequest(true, true);
    expect(await screen.findByTestId('recipients-table')).toHaveTextContent('Orbital Labs');
    const rows = screen.getAllByTestId('recipient-row');
    expect(rows[0]).toHaveTextContent('Answered');
    expect(rows[1]).toHaveTextContent('Not answered');
    expect(screen.getByTestId('feedback-answered')).toHaveTextContent('3');
    const summaries = screen.getAllByTestId('question-summary');
    expect(summaries.map((s) => s.dataset.question)).toEqual(['score', 'pick', 'note']);
    expect(summaries[0]).toHaveTextContent('Mean');
    expect(screen.getByTestId('summary-texts')).toHaveTextContent('Great mentors');
    await userEvent.click(screen.getByTestId('feedback-remind'));
    await waitFor(() => expect(kit.callsOf('RemindFeedbackRecipients')).toEqual([{ operationName: 'RemindFeedbackRecipients', variables: { id: 'req-1' } }]));
  });

  it('editors change the due date; a day the server refuses is named in the dialog and the dialog stays', async () => {
    const kit = renderRequest(true, false);
    await userEvent.click(await screen.findByTestId('feedback-due-change'));
    const input = await screen.findByTestId('feedback-due-input');
    expect((input as HTMLInputElement).value).toBe(calendarDay(FUTURE));
    await userEvent.clear(input);
    await userEvent.type(input, '1999-12-31');
    await userEvent.click(screen.getByTestId('feedback-due-save'));
    expect(await screen.findByTestId('feedback-due-problem')).toHaveTextContent('The due date can not be in the past');
    await userEvent.clear(input);
    await userEvent.type(input, '2031-03-15');
    await userEvent.click(screen.getByTestId('feedback-due-save'));
    await waitFor(() => expect(kit.callsOf('UpdateFeedbackRequest').at(-1)).toEqual({ operationName: 'UpdateFeedbackRequest', variables: { id: 'req-1', input: { dueDate: '2031-03-15' } } }));
    await waitFor(() => expect(screen.queryByTestId('feedback-due-input')).toBeNull());
  });

  it('without ANSWER_VIEW or EDIT: no answers, no actions', async () => {
    renderRequest(false, false);
    expect(await screen.findByTestId('recipients-table')).toBeInTheDocument();
    expect(screen.queryByTestId('question-summaries')).toBeNull();
    expect(screen.getByText('You may see who answered, not the answers themselves.')).toBeInTheDocument();
    expect(screen.queryByTestId('feedback-remind')).toBeNull();
    expect(screen.queryByTestId('feedback-close')).toBeNull();
    expect(screen.queryByTestId('feedback-due-change')).toBeNull();
  });
});

describe('a request\'s due day is the incubator\'s (D-566)', () => {
  // Staff of a New York incubator chose 14 March 2031; the server keeps the day's last instant there (EDT, UTC−4).
  const END_OF_14_MARCH_IN_NEW_YORK = '2031-03-15T03:59:59.999Z';
  it('a viewer in Paris reads 14 March on the request and in "Change due date", so saving it keeps the day', async () => {
    tenant.zone = 'America/New_York';
    await inTimeZoneAsync('Europe/Paris', async () => {
      const kit = renderRequest(true, false, END_OF_14_MARCH_IN_NEW_YORK);
      expect(await screen.findByText('Mar 14, 2031')).toBeInTheDocument();
      expect(screen.queryByText('Mar 15, 2031')).toBeNull();
      await userEvent.click(screen.getByTestId('feedback-due-change'));
      expect(((await screen.findByTestId('feedback-due-input')) as HTMLInputElement).value).toBe('2031-03-14');
      await userEvent.click(screen.getByTestId('feedback-due-save'));
      await waitFor(() => expect(kit.callsOf('UpdateFeedbackRequest').at(-1)?.variables).toEqual({ id: 'req-1', input: { dueDate: '2031-03-14' } }));
    });
  });
});

