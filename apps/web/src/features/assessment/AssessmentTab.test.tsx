import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTab, STARTUP_ID } from '../../test/startupFileKit';
import { AssessmentPage, type AssessmentView } from './AssessmentTab';

const score = (label: string, value: number, percent: number, weight = 1) => ({ __typename: 'AssessmentScore', label, value, min: 1, max: 5, percent, weight });
const evaluation = (id: string, extra: Record<string, unknown>) => ({
  __typename: 'AssessmentEvaluation',
  _id: id,
  source: 'sessionEvaluation',
  subjectId: `session-${id}`,
  title: 'Coaching evaluation',
  roundName: null,
  sessionStartsAt: '2026-11-10T14:00:00.000Z',
  submittedAt: '2026-11-10T16:00:00.000Z',
  percent: 62.5,
  evaluator: { __typename: 'AssessmentEvaluator', _id: 'u-1', fullName: 'Maya Mentor' },
  scores: [score('Team strength', 4, 75), score('Progress', 3, 50)],
  ...extra,
});
const REVIEW = evaluation('r1', {
  source: 'applicationReview',
  subjectId: 'app-1',
  title: 'Autumn 2026 cohort',
  roundName: 'Screening',
  sessionStartsAt: null,
  submittedAt: '2026-09-03T09:00:00.000Z',
  percent: 81.25,
  evaluator: { __typename: 'AssessmentEvaluator', _id: 'u-2', fullName: 'Sam Staff' },
  scores: [score('Traction', 4, 75), score('Team', 5, 100, 2), score('Readiness', 3, 50)],
});
const SESSION_NOV = evaluation('s1', {});
const SESSION_OCT = evaluation('s2', { submittedAt: '2026-10-20T10:00:00.000Z', sessionStartsAt: '2026-10-20T09:00:00.000Z', percent: 50, scores: [score('Team strength', 3, 50), score('Progress', 3, 50)] });

const answer = (extra: Record<string, unknown> = {}) => () => ({
  data: {
    startupAssessment: {
      __typename: 'StartupAssessment',
      startupId: STARTUP_ID,
      available: true,
      viewerSeesApplicationReviews: true,
      viewerIsStartupMember: false,
      evaluations: [SESSION_NOV, SESSION_OCT, REVIEW],
      ...extra,
    },
  },
});

const render = (view: AssessmentView, handler = answer()) => renderTab(`assessment/${view}`, <AssessmentPage view={view} />, { StartupAssessment: handler });

describe('startup file: Assessment tab (D-579)', () => {
  it('performance overview: one row per month, newest first, each source’s average on the common scale', async () => {
    const kit = render('performance-overview');
    const rows = await screen.findAllByTestId('assessment-trend-row');
    expect(rows.map((r) => r.getAttribute('data-month'))).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(within(rows[0]!).getByText('62.5%')).toHaveAttribute('data-source', 'sessionEvaluation');
    expect(rows[2]).toHaveTextContent('81.3%');
    expect(within(screen.getByTestId('assessment-trend-table')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Month', 'Application reviews', 'Session evaluations']);
    expect(kit.callsOf('StartupAssessment')[0]?.variables).toEqual({ startupId: STARTUP_ID, language: 'en' });
    expect(screen.getByRole('tab', { name: 'Performance overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('overview: each source’s count, average and latest day; each criterion’s average', async () => {
    render('overview');
    const sources = await screen.findAllByTestId('assessment-source');
    expect(sources.map((s) => [s.getAttribute('data-source'), s.getAttribute('data-count')])).toEqual([['applicationReview', '1'], ['sessionEvaluation', '2']]);
    expect(within(sources[1]!).getByTestId('assessment-source-average')).toHaveTextContent('56.3%');
    expect(sources[1]).toHaveTextContent('2 evaluations · Latest on Nov 10, 2026');
    const criteria = screen.getAllByTestId('assessment-criterion');
    expect(criteria.map((c) => [c.getAttribute('data-label'), c.getAttribute('data-percent')])).toEqual([
      ['Readiness', '50.0'],
      ['Team', '100.0'],
      ['Traction', '75.0'],
      ['Progress', '50.0'],
      ['Team strength', '62.5'],
    ]);
  });

  it('evaluations: newest first, who and when, each score on its scale, a link to the application or the session', async () => {
    render('evaluations');
    const cards = await screen.findAllByTestId('assessment-evaluation');
    expect(cards.map((c) => c.getAttribute('data-source'))).toEqual(['sessionEvaluation', 'sessionEvaluation', 'applicationReview']);
    expect(cards[2]).toHaveTextContent('By Sam Staff · Round: Screening · Submitted on Sep 3, 2026');
    expect(within(cards[2]!).getByTestId('assessment-evaluation-percent')).toHaveTextContent('81.3%');
    expect(within(cards[2]!).getAllByTestId('assessment-score').map((s) => s.textContent)).toEqual(['Traction4 of 5', 'Team5 of 5', 'Readiness3 of 5']);
    expect(within(cards[2]!).getByTestId('assessment-evaluation-open')).toHaveAttribute('href', '/application/app-1');
    expect(within(cards[0]!).getByTestId('assessment-evaluation-open')).toHaveAttribute('href', '/coaching/session/session-s1');
    expect(cards[0]).toHaveTextContent('Session of Nov 10, 2026');
    expect(within(cards[0]!).getByRole('heading', { name: 'Coaching evaluation' })).toBeInTheDocument();
  });

  it('overview: a source with no evaluation yet says so instead of a figure', async () => {
    render('overview', answer({ evaluations: [REVIEW] }));
    const sources = await screen.findAllByTestId('assessment-source');
    expect(within(sources[1]!).getByTestId('assessment-source-none')).toHaveTextContent('No evaluation yet');
    expect(within(sources[1]!).queryByTestId('assessment-source-average')).toBeNull();
    expect(within(sources[0]!).getByTestId('assessment-source-average')).toHaveTextContent('81.3%');
  });

  it('the startup’s people: session evaluations only, and a note that says so', async () => {
    render('overview', answer({ viewerSeesApplicationReviews: false, viewerIsStartupMember: true, evaluations: [SESSION_NOV] }));
    expect((await screen.findAllByTestId('assessment-source')).map((s) => s.getAttribute('data-source'))).toEqual(['sessionEvaluation']);
    expect(screen.getByTestId('assessment-founder-note')).toHaveTextContent('You see the coaching evaluations shared with your startup.');
  });

  it('nothing yet: says so', async () => {
    render('evaluations', answer({ evaluations: [] }));
    expect(await screen.findByTestId('assessment-empty')).toHaveTextContent('No evaluation of this startup yet.');
  });

  it('nothing shared yet with the startup’s people: says so', async () => {
    render('evaluations', answer({ viewerSeesApplicationReviews: false, viewerIsStartupMember: true, evaluations: [] }));
    expect(await screen.findByTestId('assessment-empty')).toHaveTextContent('No evaluation has been shared with your startup yet.');
  });

  it('a host without application reviews (a mentor): their sessions’ evaluations, no founder note', async () => {
    render('evaluations', answer({ viewerSeesApplicationReviews: false, viewerIsStartupMember: false, evaluations: [SESSION_NOV] }));
    expect(await screen.findAllByTestId('assessment-evaluation')).toHaveLength(1);
    expect(screen.queryByTestId('assessment-founder-note')).toBeNull();
  });

  it('the flag off: says assessment is switched off', async () => {
    render('overview', answer({ available: false, viewerSeesApplicationReviews: false, viewerIsStartupMember: false, evaluations: [] }));
    expect(await screen.findByTestId('assessment-off')).toHaveTextContent('Assessment is switched off for this organisation.');
  });

  it('a session without any scored question says "No score"', async () => {
    render('evaluations', answer({ evaluations: [evaluation('s3', { percent: null, scores: [] })] }));
    expect(await screen.findByTestId('assessment-evaluation-percent')).toHaveTextContent('No score');
  });
});
