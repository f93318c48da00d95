import { describe, expect, it } from 'vitest';
import type { FunnelRoundDetail } from '../documents';
import { draftsFromRounds, moveRound, newRound, roundIndexOfMessage, roundsInput } from './roundsModel';

const serverRound = (position: number, extra: Partial<FunnelRoundDetail> = {}): FunnelRoundDetail => ({
  __typename: 'FunnelRound',
  _id: `r${position}`,
  position,
  name: `Round ${position}`,
  kind: 'evaluation',
  form: null,
  evaluationForm: { __typename: 'Form', _id: 'eval' },
  evaluators: [{ __typename: 'User', _id: 'u1' }],
  acceptanceEmail: null,
  rejectionEmail: null,
  autoAdvance: null,
  ...extra,
});

describe('the funnel builder’s rounds', () => {
  it('reads the server’s rounds in their order, with their e-mails and auto-advance rule', () => {
    const drafts = draftsFromRounds([
      serverRound(1, { kind: 'meeting', evaluationForm: null, evaluators: [], acceptanceEmail: { __typename: 'RoundEmail', mode: 'now', subject: 'In', body: 'Welcome', scheduledAt: null, includeFeedback: false } }),
      serverRound(0, { autoAdvance: { __typename: 'AutoAdvanceRule', minEvaluations: 3, minMeanScore: 4.5 } }),
    ]);
    expect(drafts.map((d) => d.id)).toEqual(['r0', 'r1']);
    expect(drafts[0]).toMatchObject({ kind: 'evaluation', evaluationFormId: 'eval', evaluatorIds: ['u1'], autoAdvanceEnabled: true, minEvaluations: 3, minMeanScore: 4.5 });
    expect(drafts[1]!.acceptanceEmail).toMatchObject({ enabled: true, mode: 'now', subject: 'In' });
    expect(drafts[1]!.rejectionEmail.enabled).toBe(false);
  });

  it('moves a round, clamping at both ends', () => {
    expect(moveRound(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveRound(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRound(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveRound(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });

  it('builds the save input: ids kept, new rounds without one, fields a kind does not use dropped', () => {
    const [kept] = draftsFromRounds([serverRound(0)]);
    const form = { ...newRound('Fill in', 'form'), formId: 'intake', evaluatorIds: ['u9'], autoAdvanceEnabled: true };
    const scheduled = {
      ...newRound('Decide', 'evaluation'),
      evaluationFormId: 'eval',
      autoAdvanceEnabled: true,
      rejectionEmail: { enabled: true, mode: 'scheduled' as const, subject: 'Sorry', body: 'Thanks', scheduledAt: '2030-03-01T09:30', includeFeedback: true },
    };
    const input = roundsInput([form, kept!, scheduled]);
    expect(input[0]).toMatchObject({ id: null, kind: 'form', formId: 'intake', evaluationFormId: null, evaluatorIds: [], autoAdvance: null, acceptanceEmail: null });
    expect(input[1]).toMatchObject({ id: 'r0', kind: 'evaluation', evaluationFormId: 'eval', evaluatorIds: ['u1'], autoAdvance: null });
    expect(input[2]!.autoAdvance).toEqual({ minEvaluations: 2, minMeanScore: 3 });
    expect(input[2]!.rejectionEmail).toEqual({ mode: 'scheduled', subject: 'Sorry', body: 'Thanks', scheduledAt: new Date('2030-03-01T09:30').toISOString(), includeFeedback: true });
  });

  it('new rounds get distinct keys', () => {
    expect(newRound('a').key).not.toBe(newRound('a').key);
  });

  it('finds the round a server message names', () => {
    expect(roundIndexOfMessage('rounds.2.formId: This form is not published.')).toBe(2);
    expect(roundIndexOfMessage('slug: Another funnel already uses this address.')).toBeNull();
  });
});
