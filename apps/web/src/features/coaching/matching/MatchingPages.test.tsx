import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { createTestClient, renderWithRouter, type OperationHandler } from '../../../test/testClient';
import { AssignationPage } from './AssignationPage';
import { MatchingRulesPage } from './MatchingRulesPage';
import { PairingQuestionList } from './PairingQuestions';

const RULES = {
  __typename: 'MentorMatchingRules',
  weights: { __typename: 'MatchWeights', tags: 2, skills: 3, industries: 3, stage: 1, capacity: 1 },
  capacityRule: 'penalise',
  capacityPenaltyPercent: 50,
  saved: false,
};

const line = (factor: string, weight: number, fit: number, contribution: number, matched: string[] = []) => ({ __typename: 'MatchLine', factor, weight, fit, contribution, matched });
const suggestion = (id: string, fullName: string, score: number, lines: ReturnType<typeof line>[]) => ({
  __typename: 'SuggestedMatch',
  mentor: { __typename: 'MatchMentor', _id: id, fullName, roleType: 'Mentor', capacity: 4, load: 1 },
  score,
  atCapacity: false,
  feedback: null,
  lines,
});
const SUGGESTIONS = {
  __typename: 'StartupMatchSuggestions',
  startupId: 's-1',
  startupName: 'Orbital Labs',
  stage: 'mvp',
  suggestions: [
    suggestion('m-1', 'Ada Best', 65, [line('industries', 3, 1, 30, ['Fintech']), line('skills', 3, 0.5, 15, ['Fundraising']), line('tags', 2, 0.5, 10, ['Payments']), line('stage', 1, 0, 0), line('capacity', 1, 1, 10)]),
    suggestion('m-2', 'Bo Middle', 40, [line('industries', 3, 1, 30, ['Fintech']), line('capacity', 1, 1, 10)]),
  ],
};

function renderRules(handlers: Record<string, OperationHandler> = {}) {
  const kit = createTestClient({ MentorMatchingRules: () => ({ data: { mentorMatchingRules: RULES } }), ...handlers });
  void renderWithRouter(<MatchingRulesPage />, kit.client, '/admin/configuration/mentormatching');
  return kit;
}

function renderAssignation(handlers: Record<string, OperationHandler> = {}, route = '/community/people/assignation?startup=s-1') {
  const kit = createTestClient({
    AssignationAbilities: () => ({ data: { mentorsAbilities: { __typename: 'MentorsAbilities', viewerCanAssign: true } } }),
    AssignationStartups: () => ({ data: { startups: { __typename: 'StartupPage', results: [{ __typename: 'Startup', _id: 's-1', name: 'Orbital Labs' }] } } }),
    SuggestedMatches: () => ({ data: { suggestedMatches: SUGGESTIONS } }),
    ...handlers,
  });
  void renderWithRouter(
    <Routes>
      <Route path="/community/people/assignation" element={<AssignationPage />} />
    </Routes>,
    kit.client,
    route,
  );
  return kit;
}

describe('/admin/configuration/mentormatching (issue 17 item 5)', () => {
  it('shows the defaults, changes a weight and saves the rules', async () => {
    const kit = renderRules({ SaveMentorMatchingRules: (v) => ({ data: { saveMentorMatchingRules: { ...RULES, ...(v as object), weights: { __typename: 'MatchWeights', ...(v.weights as object) }, saved: true } } }) });
    expect(await screen.findByText('These are the default rules. Save them to make them your own.')).toBeInTheDocument();
    const tags = within(screen.getByTestId('weight-tags')).getByRole('textbox', { name: 'Shared tags' });
    fireEvent.change(tags, { target: { value: '7' } });
    fireEvent.click(screen.getByLabelText('Do not suggest them'));
    fireEvent.click(screen.getByTestId('save-matching-rules'));
    await waitFor(() => expect(kit.callsOf('SaveMentorMatchingRules')).toHaveLength(1));
    expect(kit.callsOf('SaveMentorMatchingRules')[0]!.variables).toEqual({
      weights: { tags: 7, skills: 3, industries: 3, stage: 1, capacity: 1 },
      capacityRule: 'exclude',
      capacityPenaltyPercent: 50,
    });
  });

  it('refuses all weights at zero before asking the server', async () => {
    const kit = renderRules();
    await screen.findByTestId('matching-rules-form');
    for (const factor of ['tags', 'skills', 'industries', 'stage', 'capacity']) {
      fireEvent.change(within(screen.getByTestId(`weight-${factor}`)).getByRole('textbox'), { target: { value: '0' } });
    }
    fireEvent.click(screen.getByTestId('save-matching-rules'));
    expect(await screen.findByText('Give at least one factor a weight.')).toBeInTheDocument();
    expect(kit.callsOf('SaveMentorMatchingRules')).toHaveLength(0);
  });
});

describe('/community/people/assignation (issue 17 item 5)', () => {
  it('ranks the mentors for the chosen startup, explains a score and accepts one', async () => {
    const kit = renderAssignation({ AcceptMatch: () => ({ data: { acceptMatch: { __typename: 'AcceptedMatch', startupId: 's-1', mentorUserId: 'm-1' } } }) });
    const rows = await screen.findAllByTestId('suggestion');
    expect(rows.map((r) => r.getAttribute('data-name'))).toEqual(['Ada Best', 'Bo Middle']);
    expect(within(rows[0]!).getByTestId('suggestion-score')).toHaveTextContent('Score 65');
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Why Ada Best is suggested' }));
    const explanation = await screen.findByTestId('score-explanation');
    expect(within(explanation).getByTestId('line-industries')).toHaveTextContent('Industries (weight 3)');
    expect(within(explanation).getByTestId('line-industries')).toHaveTextContent('Fintech');
    expect(within(explanation).getByTestId('line-skills')).toHaveTextContent('+15');
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Accept Ada Best as a mentor' }));
    expect(await screen.findByTestId('match-accepted')).toHaveTextContent('Ada Best is now a mentor of Orbital Labs.');
    expect(kit.callsOf('AcceptMatch')[0]!.variables).toEqual({ startupId: 's-1', mentorUserId: 'm-1' });
  });

  it('names the reason when the server refuses', async () => {
    renderAssignation({ AcceptMatch: () => ({ errors: [{ message: 'mentorUserId: This mentor is already assigned to this startup.', extensions: { code: 'ValidationError' } }] }) });
    const rows = await screen.findAllByTestId('suggestion');
    fireEvent.click(within(rows[1]!).getByTestId('accept-match'));
    expect(await screen.findByText('This mentor is already assigned to this startup.')).toBeInTheDocument();
  });

  it('tells a viewer who may not assign mentors', async () => {
    renderAssignation({ AssignationAbilities: () => ({ data: { mentorsAbilities: { __typename: 'MentorsAbilities', viewerCanAssign: false } } }) });
    expect(await screen.findByTestId('assignation-no-access')).toHaveTextContent('You cannot assign mentors to startups.');
  });
});

describe('"How is this pairing going?" on /coaching/book (D-464)', () => {
  const question = (id: string, mentorName: string) => ({ __typename: 'PairingQuestion', _id: id, startupId: 's-1', startupName: 'Orbital Labs', mentorId: `m-${id}`, mentorName });

  it('puts the question the notification named first and sends the answer with a comment', async () => {
    let pending = [question('q-1', 'Ada Best'), question('q-2', 'Bo Middle')];
    const kit = createTestClient({
      PendingPairingFeedback: () => ({ data: { pendingPairingFeedback: pending } }),
      AnswerPairingFeedback: (v) => {
        pending = pending.filter((q) => q._id !== v.id);
        return { data: { answerPairingFeedback: { __typename: 'PairingQuestion', _id: v.id, answer: v.answer } } };
      },
    });
    void renderWithRouter(<PairingQuestionList />, kit.client, '/coaching/book?pairingFeedback=q-2');
    const cards = await screen.findAllByTestId('pairing-question');
    expect(cards[0]).toHaveTextContent('Orbital Labs: how is your pairing with Bo Middle going?');
    expect(cards[0]).toHaveAttribute('data-highlighted', 'true');
    expect(within(cards[0]!).getByTestId('send-pairing-answer')).toBeDisabled();
    fireEvent.click(within(cards[0]!).getByLabelText('Not working'));
    fireEvent.change(within(cards[0]!).getByLabelText('Comment (optional)'), { target: { value: 'We never agree on a time.' } });
    fireEvent.click(within(cards[0]!).getByTestId('send-pairing-answer'));
    expect(await screen.findByText('Thank you, your answer was sent.')).toBeInTheDocument();
    expect(kit.callsOf('AnswerPairingFeedback')[0]!.variables).toEqual({ id: 'q-2', answer: 'not_working', comment: 'We never agree on a time.' });
    await waitFor(() => expect(screen.getAllByTestId('pairing-question')).toHaveLength(1));
  });

  it('shows nothing when there is no question', async () => {
    const kit = createTestClient({ PendingPairingFeedback: () => ({ data: { pendingPairingFeedback: [] } }) });
    void renderWithRouter(<PairingQuestionList />, kit.client, '/coaching/book');
    await waitFor(() => expect(kit.callsOf('PendingPairingFeedback')).toHaveLength(1));
    expect(screen.queryByTestId('pairing-questions')).toBeNull();
  });
});
