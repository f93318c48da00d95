import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormDefinition } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderWithRouter, type OperationHandler } from '../../../test/testClient';
import { SessionEvaluationCard } from './SessionEvaluationCard';

const DEFINITION: FormDefinition = {
  languages: ['en'],
  questions: [
    { id: 'notes', type: 'text', label: { en: 'How did it go?' }, required: true },
  ],
};

const entry = (id: string, evaluator: { _id: string; fullName: string }, notes: string, shared: boolean) => ({
  __typename: 'SessionEvaluationEntry', _id: id, evaluator: { __typename: 'SessionEvaluator', ...evaluator }, formName: 'Coaching evaluation',
  definition: DEFINITION, answers: { notes: { textValue: notes } }, submittedAt: '2030-01-08T10:00:00Z', sharedWithStartup: shared,
});

function view(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SessionEvaluation', sessionId: 's-1', startupName: 'Orbital Labs', tookPlace: true, viewerIsHost: true, viewerCanSubmit: true,
    form: { __typename: 'SessionEvaluationForm', _id: 'f-1', name: 'Coaching evaluation', definition: DEFINITION, sharedWithStartup: false },
    viewerEvaluation: null, evaluations: [], ...overrides,
  };
}

function renderCard(handlers: Record<string, OperationHandler>) {
  const kit = createTestClient(handlers);
  void renderWithRouter(<SessionEvaluationCard sessionId="s-1" />, kit.client, '/coaching/session/s-1');
  return kit;
}

describe('SessionEvaluationCard (issue 17 item 3)', () => {
  it('a host answers the configured form, submits, and then sees their answers', async () => {
    const user = userEvent.setup();
    const mine = entry('e-1', { _id: 'me', fullName: 'Mia Mentor' }, 'Great progress', false);
    const kit = renderCard({
      SessionEvaluation: () => ({ data: { sessionEvaluation: view() } }),
      SubmitSessionEvaluation: () => ({ data: { submitSessionEvaluation: view({ viewerCanSubmit: false, viewerEvaluation: { __typename: 'SessionEvaluationEntry', _id: 'e-1' }, evaluations: [mine] }) } }),
    });
    const form = await screen.findByTestId('evaluation-form');
    expect(form).toHaveTextContent('Only the hosts and the staff read your answers.');
    await user.type(within(form).getByRole('textbox', { name: /^How did it go\?/ }), 'Great progress');
    await user.click(within(form).getByTestId('form-review'));
    await user.click(await within(form).findByTestId('form-submit'));
    await waitFor(() => expect(kit.callsOf('SubmitSessionEvaluation')).toHaveLength(1));
    expect(kit.callsOf('SubmitSessionEvaluation')[0]!.variables).toEqual({ sessionId: 's-1', answers: { notes: { textValue: 'Great progress' } } });
    const answers = await screen.findByTestId('my-evaluation');
    expect(answers).toHaveTextContent('Your evaluation');
    expect(within(answers).getByTestId('answer-summary')).toHaveTextContent('Great progress');
    expect(screen.queryByTestId('evaluation-form')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in the viewer’s words and keeps the form', async () => {
    const user = userEvent.setup();
    renderCard({
      SessionEvaluation: () => ({ data: { sessionEvaluation: view() } }),
      SubmitSessionEvaluation: () => ({ errors: [{ message: 'sessionId: You have already evaluated this session.', extensions: { code: 'ValidationError' } }] }),
    });
    const form = await screen.findByTestId('evaluation-form');
    await user.type(within(form).getByRole('textbox', { name: /^How did it go\?/ }), 'Fine');
    await user.click(within(form).getByTestId('form-review'));
    await user.click(await within(form).findByTestId('form-submit'));
    expect(await screen.findByText('You have already evaluated this session.')).toBeInTheDocument();
    expect(screen.getByTestId('evaluation-form')).toBeInTheDocument();
  });

  it('before the session took place a host is told to wait; the startup’s side reads shared evaluations only', async () => {
    renderCard({ SessionEvaluation: () => ({ data: { sessionEvaluation: view({ tookPlace: false, viewerCanSubmit: false }) } }) });
    expect(await screen.findByTestId('evaluation-not-yet')).toBeInTheDocument();
    expect(screen.queryByTestId('evaluation-form')).not.toBeInTheDocument();
  });

  it('a reader who is not a host sees the evaluations given to them, with who wrote them', async () => {
    renderCard({
      SessionEvaluation: () => ({
        data: { sessionEvaluation: view({ viewerIsHost: false, viewerCanSubmit: false, form: null, evaluations: [entry('e-2', { _id: 'm', fullName: 'Mia Mentor' }, 'Keep going', true)] }) },
      }),
    });
    const item = await screen.findByTestId('session-evaluation');
    expect(item).toHaveTextContent('Mia Mentor');
    expect(item).toHaveTextContent('Shared with the startup');
    expect(item).toHaveTextContent('Keep going');
    expect(screen.queryByTestId('evaluation-form')).not.toBeInTheDocument();
  });

  it('says so when there is nothing to read', async () => {
    renderCard({ SessionEvaluation: () => ({ data: { sessionEvaluation: view({ viewerIsHost: false, viewerCanSubmit: false, form: null }) } }) });
    expect(await screen.findByTestId('evaluation-none')).toHaveTextContent('No evaluation to show yet.');
  });
});
