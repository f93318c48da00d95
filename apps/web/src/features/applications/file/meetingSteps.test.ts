import { describe, expect, it } from 'vitest';
import { meetingSteps, type MeetingInput } from './meetingSteps';

const rounds = [
  { _id: 'screen', name: 'Screening', kind: 'evaluation', position: 0 },
  { _id: 'meet', name: 'Founder interview', kind: 'meeting', position: 1 },
  { _id: 'committee', name: 'Final committee', kind: 'evaluation', position: 2 },
];
const at = (day: number) => `2027-01-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const base = (over: Partial<MeetingInput>): MeetingInput => ({ status: 'under_review', round: { _id: 'screen', position: 0 }, funnel: { rounds }, history: [{ fromRound: null, toRound: { _id: 'screen' }, createdAt: at(1) }], ...over });

describe('meetingSteps (the meeting tab)', () => {
  it('lists only the meeting rounds; ahead of the application they are upcoming', () => {
    expect(meetingSteps(base({}))).toEqual([{ roundId: 'meet', name: 'Founder interview', position: 1, state: 'upcoming', enteredAt: null, leftAt: null }]);
  });

  it('in the meeting round: to be held, then held and waiting for the decision, with the date it came in', () => {
    const history = [...base({}).history, { fromRound: { _id: 'screen' }, toRound: { _id: 'meet' }, createdAt: at(3) }];
    expect(meetingSteps(base({ status: 'ready_for_meeting', round: { _id: 'meet', position: 1 }, history }))[0]).toMatchObject({ state: 'toHold', enteredAt: at(3), leftAt: null });
    expect(meetingSteps(base({ status: 'pending_decision', round: { _id: 'meet', position: 1 }, history }))[0]!.state).toBe('held');
    expect(meetingSteps(base({ status: 'rejected', round: { _id: 'meet', position: 1 }, history }))[0]!.state).toBe('done');
  });

  it('moved on: done with the day it left; decided before it: not reached; no meeting round: nothing', () => {
    const history = [
      ...base({}).history,
      { fromRound: { _id: 'screen' }, toRound: { _id: 'meet' }, createdAt: at(3) },
      { fromRound: { _id: 'meet' }, toRound: { _id: 'committee' }, createdAt: at(9) },
    ];
    expect(meetingSteps(base({ round: { _id: 'committee', position: 2 }, history }))[0]).toMatchObject({ state: 'done', enteredAt: at(3), leftAt: at(9) });
    expect(meetingSteps(base({ status: 'rejected' }))[0]!.state).toBe('notReached');
    expect(meetingSteps(base({ funnel: { rounds: rounds.filter((r) => r.kind !== 'meeting') } }))).toEqual([]);
  });
});
