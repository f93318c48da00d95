/**
 * The meeting tab's model (issue 16 item 3, /application/{id}/meeting): every meeting round of the call, where the
 * application stands in it — to be held, held and waiting for the decision, done (moved on or decided there), still
 * ahead, or not reached (decided in an earlier round) — with the dates read from the status history. Pure (unit-tested).
 */
export type MeetingState = 'toHold' | 'held' | 'done' | 'upcoming' | 'notReached';

export interface MeetingStep {
  roundId: string;
  name: string;
  position: number;
  state: MeetingState;
  enteredAt: string | null;
  leftAt: string | null;
}

interface RoundRef {
  _id: string;
  name: string;
  kind: string;
  position: number;
}

export interface MeetingInput {
  status: string;
  round: { _id: string; position: number } | null;
  funnel: { rounds: readonly RoundRef[] } | null;
  history: ReadonlyArray<{ fromRound: { _id: string } | null; toRound: { _id: string } | null; createdAt: string }>;
}

const DECIDED = new Set(['accepted', 'rejected', 'delay_rejected']);

const latest = (dates: string[]): string | null => (dates.length === 0 ? null : dates.reduce((a, b) => (a > b ? a : b)));

export function meetingSteps(application: MeetingInput): MeetingStep[] {
  const rounds = [...(application.funnel?.rounds ?? [])].filter((r) => r.kind === 'meeting').sort((a, b) => a.position - b.position);
  const current = application.round;
  const decided = DECIDED.has(application.status);
  return rounds.map((round) => {
    const enteredAt = latest(application.history.filter((h) => h.toRound?._id === round._id && h.fromRound?._id !== round._id).map((h) => h.createdAt));
    const leftAt = latest(application.history.filter((h) => h.fromRound?._id === round._id && h.toRound?._id !== round._id).map((h) => h.createdAt));
    let state: MeetingState;
    if (current?._id === round._id) state = decided ? 'done' : application.status === 'ready_for_meeting' ? 'toHold' : 'held';
    else if (leftAt || (current && current.position > round.position)) state = 'done';
    else state = decided ? 'notReached' : 'upcoming';
    return { roundId: round._id, name: round.name, position: round.position, state, enteredAt, leftAt };
  });
}
