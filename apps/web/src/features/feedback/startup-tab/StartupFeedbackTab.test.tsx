import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTab, STARTUP_ID } from '../../../test/startupFileKit';
import { StartupFeedbackPage } from './StartupFeedbackTab';

const DEFINITION = {
  languages: ['en', 'ar'],
  questions: [
    { id: 'score', type: 'number_scale', label: { en: 'How useful was the program?', ar: 'ما مدى فائدة البرنامج؟' }, required: true, validations: { min: 1, max: 5, step: 1 } },
    { id: 'comments', type: 'text_long', label: { en: 'Anything else?', ar: 'أي شيء آخر؟' } },
  ],
};

const person = (email: string, fullName: string) => ({ __typename: 'User', _id: `u-${email}`, email, fullName });

const feedback = (extra: Record<string, unknown> = {}) => ({
  data: {
    startupFeedback: {
      __typename: 'StartupFeedback',
      startupId: STARTUP_ID,
      viewerCanSend: true,
      viewerCanRemind: true,
      viewerCanViewAnswers: true,
      requests: [
        { __typename: 'StartupFeedbackRequest', _id: 'r-1', formName: 'Quarterly founder survey', createdBy: person('admin@demo.test', 'Ada Admin'), createdAt: '2026-11-02T10:00:00.000Z', dueDate: '2026-12-02T10:00:00.000Z', state: 'pending', requestOpen: true, recipientCount: 2, answeredCount: 1 },
        { __typename: 'StartupFeedbackRequest', _id: 'r-2', formName: 'Mentor check-in', createdBy: null, createdAt: '2026-10-02T10:00:00.000Z', dueDate: '2026-10-12T10:00:00.000Z', state: 'answered', requestOpen: true, recipientCount: 1, answeredCount: 1 },
      ],
      answers: [
        { __typename: 'StartupFeedbackAnswer', _id: 'a-1', requestId: 'r-1', formName: 'Quarterly founder survey', respondent: person('cofounder2@demo.test', 'Maya Chen'), submittedAt: '2026-11-04T10:00:00.000Z', answers: { score: { numberValue: 4 }, comments: { textValue: 'Great mentors' } }, definition: DEFINITION },
      ],
      ...extra,
    },
  },
});

describe('startup file feedback tab', () => {
  it('lists the requests with their state and answered count, and opens an answer read-only', async () => {
    const kit = renderTab('feedback', <StartupFeedbackPage />, {
      StartupFeedback: () => feedback(),
      RemindStartupFeedback: () => ({ data: { remindStartupFeedback: 1 } }),
    });
    const rows = await screen.findAllByTestId('startup-feedback-request');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Quarterly founder survey');
    expect(rows[0]).toHaveTextContent('Pending');
    expect(rows[0]).toHaveTextContent('Asked by Ada Admin');
    expect(within(rows[0]!).getByTestId('startup-feedback-answered')).toHaveTextContent('1 of 2 answered');
    expect(rows[1]).toHaveAttribute('data-state', 'answered');
    // Only a request someone of the startup has not answered is reminded.
    expect(within(rows[1]!).queryByTestId('startup-feedback-remind')).not.toBeInTheDocument();
    await userEvent.click(within(rows[0]!).getByTestId('startup-feedback-remind'));
    await waitFor(() => expect(kit.callsOf('RemindStartupFeedback')[0]?.variables).toEqual({ requestId: 'r-1', startupId: STARTUP_ID }));
    expect(screen.getByTestId('startup-feedback-send')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('startup-feedback-open-answer'));
    const modal = await screen.findByTestId('answer-summary');
    expect(modal).toHaveTextContent('How useful was the program?');
    expect(modal).toHaveTextContent('Great mentors');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the empty state, and no actions for a co-founder', async () => {
    renderTab('feedback', <StartupFeedbackPage />, { StartupFeedback: () => feedback({ viewerCanSend: false, viewerCanRemind: false, requests: [], answers: [] }) });
    expect(await screen.findByTestId('startup-feedback-empty')).toHaveTextContent('No feedback request has reached this startup yet.');
    expect(screen.getByTestId('startup-feedback-no-answers')).toBeInTheDocument();
    expect(screen.queryByTestId('startup-feedback-send')).not.toBeInTheDocument();
  });

  it('staff without the answer key see the requests, not the answers', async () => {
    renderTab('feedback', <StartupFeedbackPage />, { StartupFeedback: () => feedback({ viewerCanViewAnswers: false, answers: [] }) });
    expect(await screen.findByTestId('startup-feedback-no-answer-access')).toBeInTheDocument();
    expect(screen.queryByTestId('startup-feedback-open-answer')).not.toBeInTheDocument();
  });

  it('the flag off: the switched-off state', async () => {
    renderTab('feedback', <StartupFeedbackPage />, { StartupFeedback: () => ({ errors: [{ message: 'Feedback forms are switched off for this organisation.', extensions: { code: 'Forbidden' } }] }) });
    expect(await screen.findByTestId('startup-feedback-off')).toHaveTextContent('Feedback forms are switched off');
  });

  it('an error that is not a refusal is shown', async () => {
    renderTab('feedback', <StartupFeedbackPage />, { StartupFeedback: () => ({ errors: [{ message: 'Oops', extensions: { code: 'InternalServerError' } }] }) });
    expect(await screen.findByTestId('startup-feedback-error')).toBeInTheDocument();
  });
});
