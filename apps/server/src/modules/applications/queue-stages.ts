/**
 * The queue bar's stages as SQL over `applications` (D-386; APPLICATION_QUEUE_STAGES in the domain): each submitted,
 * unarchived application is in exactly one, read from its status, its current round and that round's assignments.
 * The overview filters by one (`filter.queue`) and `applicationQueueBar` counts all four with the same conditions.
 */
import { DECIDED_APPLICATION_STATUSES, type ApplicationQueueStage } from '@hatchery/domain';
import { and, inArray, ne, not, sql, type SQL } from 'drizzle-orm';
import { applications, evaluatorAssignments, funnelRounds } from '../../db/schema/index.js';

const decided = inArray(applications.status, [...DECIDED_APPLICATION_STATUSES]);
const open = and(ne(applications.status, 'draft'), not(decided))!;
/** The current round evaluates (an evaluation round, or one with an evaluation form). */
const evaluates = sql`exists (select 1 from ${funnelRounds} qr where qr.id = ${applications.roundId} and (qr.kind = 'evaluation' or qr.evaluation_form_id is not null))`;
const anyAssignment = sql`exists (select 1 from ${evaluatorAssignments} qa where qa.application_id = ${applications.id} and qa.round_id = ${applications.roundId} and qa.status <> 'cancelled')`;
const pendingAssignment = sql`exists (select 1 from ${evaluatorAssignments} qa where qa.application_id = ${applications.id} and qa.round_id = ${applications.roundId} and qa.status = 'pending')`;

export const QUEUE_STAGE_CONDITIONS: Record<ApplicationQueueStage, SQL> = {
  toAssign: and(open, evaluates, not(anyAssignment))!,
  awaitingEvaluation: and(open, pendingAssignment)!,
  // Open and neither of the two above: evaluations all in, or a round without evaluation (a meeting, a form).
  awaitingDecision: and(open, not(pendingAssignment), sql`(${anyAssignment} or not ${evaluates})`)!,
  decided,
};
