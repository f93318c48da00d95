/**
 * The funnel builder's rounds as the page edits them (pure, unit-tested): drafts from the server's rounds, moves,
 * additions and removals, and the input saveFunnelRounds takes. A draft has a local key (its id, or a new key before
 * the first save) so the sortable list can follow it.
 */
import { fromLocalInput, toLocalInput } from '../../../lib/dates/localInput';
import type { FunnelRoundDetail, FunnelRoundInput, RoundEmailMode, RoundKind } from '../documents';

export interface RoundEmailDraft {
  enabled: boolean;
  mode: RoundEmailMode;
  subject: string;
  body: string;
  /** `YYYY-MM-DDTHH:mm` as a datetime-local input holds it (local time). */
  scheduledAt: string;
  includeFeedback: boolean;
}

export interface RoundDraft {
  key: string;
  id: string | null;
  name: string;
  kind: RoundKind;
  formId: string | null;
  evaluationFormId: string | null;
  evaluatorIds: string[];
  acceptanceEmail: RoundEmailDraft;
  rejectionEmail: RoundEmailDraft;
  autoAdvanceEnabled: boolean;
  minEvaluations: number;
  minMeanScore: number;
}

const emptyEmail = (): RoundEmailDraft => ({ enabled: false, mode: 'now', subject: '', body: '', scheduledAt: '', includeFeedback: false });

function emailDraft(email: FunnelRoundDetail['acceptanceEmail']): RoundEmailDraft {
  if (!email) return emptyEmail();
  return { enabled: true, mode: email.mode, subject: email.subject, body: email.body, scheduledAt: toLocalInput(email.scheduledAt), includeFeedback: email.includeFeedback };
}

export function draftsFromRounds(rounds: readonly FunnelRoundDetail[]): RoundDraft[] {
  return [...rounds]
    .sort((a, b) => a.position - b.position)
    .map((round) => ({
      key: round._id,
      id: round._id,
      name: round.name,
      kind: round.kind,
      formId: round.form?._id ?? null,
      evaluationFormId: round.evaluationForm?._id ?? null,
      evaluatorIds: round.evaluators.map((e) => e._id),
      acceptanceEmail: emailDraft(round.acceptanceEmail),
      rejectionEmail: emailDraft(round.rejectionEmail),
      autoAdvanceEnabled: round.autoAdvance !== null,
      minEvaluations: round.autoAdvance?.minEvaluations ?? 2,
      minMeanScore: round.autoAdvance?.minMeanScore ?? 3,
    }));
}

let counter = 0;
export function newRound(name: string, kind: RoundKind = 'evaluation'): RoundDraft {
  counter += 1;
  return {
    key: `new-${Date.now().toString(36)}-${counter}`,
    id: null,
    name,
    kind,
    formId: null,
    evaluationFormId: null,
    evaluatorIds: [],
    acceptanceEmail: emptyEmail(),
    rejectionEmail: emptyEmail(),
    autoAdvanceEnabled: false,
    minEvaluations: 2,
    minMeanScore: 3,
  };
}

/** The list with the item at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveRound<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item!);
  return next;
}

function emailInput(email: RoundEmailDraft): FunnelRoundInput['acceptanceEmail'] {
  if (!email.enabled) return null;
  return {
    mode: email.mode,
    subject: email.subject,
    body: email.body,
    scheduledAt: email.mode === 'scheduled' ? fromLocalInput(email.scheduledAt) : null,
    includeFeedback: email.includeFeedback,
  };
}

/** What saveFunnelRounds takes, in the order shown. Fields a kind does not use are left out. */
export function roundsInput(drafts: readonly RoundDraft[]): FunnelRoundInput[] {
  return drafts.map((draft) => ({
    id: draft.id,
    name: draft.name,
    kind: draft.kind,
    formId: draft.kind === 'form' ? draft.formId : null,
    evaluationFormId: draft.kind === 'form' ? null : draft.evaluationFormId,
    evaluatorIds: draft.kind === 'form' ? [] : draft.evaluatorIds,
    acceptanceEmail: emailInput(draft.acceptanceEmail),
    rejectionEmail: emailInput(draft.rejectionEmail),
    autoAdvance: draft.kind === 'evaluation' && draft.autoAdvanceEnabled ? { minEvaluations: draft.minEvaluations, minMeanScore: draft.minMeanScore } : null,
  }));
}

/** The round a server message names ("rounds.2.formId: …"): its index, else null. */
export function roundIndexOfMessage(message: string): number | null {
  const match = /^rounds\.(\d+)\./.exec(message);
  return match ? Number(match[1]) : null;
}
