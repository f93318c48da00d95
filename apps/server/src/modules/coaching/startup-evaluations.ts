/**
 * The coaching sessions' evaluations of one startup, for the startup file's assessment (D-579), under the rule of a
 * session's evaluations (D-449) applied to each session: staff who see the startup and a session's hosts read every
 * evaluation; the startup's people read those answered on a rule shared with the startup; anyone else reads none.
 */
import { isInRoleGroup } from '@hatchery/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { coachingSessionEvaluations, coachingSessionHosts, coachingSessions, formSubmissions, formVersions, forms, users } from '../../db/schema/index.js';
import type { Viewer } from '../../http/context.js';
import { EVALUATION_ENTRY_COLUMNS, toEvaluationEntry, type EvaluationEntry } from './evaluation.service.js';

export interface StartupSessionEvaluation extends EvaluationEntry {
  sessionId: string;
  sessionTitle: string | null;
  sessionStartsAt: Date;
}

/** How the viewer stands to the startup: what readStartupAccess answered. */
export interface StartupStanding {
  id: string;
  sees: boolean;
  member: boolean;
}

/** The evaluations of the startup's sessions the viewer may read, newest session first. */
export async function readStartupSessionEvaluations(tx: Tx, viewer: Viewer, startup: StartupStanding): Promise<StartupSessionEvaluation[]> {
  if (!startup.sees) return [];
  const rows = await tx
    .select({ ...EVALUATION_ENTRY_COLUMNS, sessionId: coachingSessions.id, sessionTitle: coachingSessions.title, sessionStartsAt: coachingSessions.startsAt })
    .from(coachingSessionEvaluations)
    .innerJoin(coachingSessions, eq(coachingSessions.id, coachingSessionEvaluations.sessionId))
    .innerJoin(formSubmissions, eq(formSubmissions.id, coachingSessionEvaluations.submissionId))
    .innerJoin(formVersions, eq(formVersions.id, formSubmissions.versionId))
    .innerJoin(forms, eq(forms.id, formSubmissions.formId))
    .innerJoin(users, eq(users.id, coachingSessionEvaluations.evaluatorUserId))
    .where(eq(coachingSessions.startupId, startup.id))
    .orderBy(desc(coachingSessions.startsAt), asc(coachingSessionEvaluations.createdAt))
    .limit(500);
  if (rows.length === 0) return [];
  const staff = isInRoleGroup(viewer.roleType, 'staff');
  const member = isInRoleGroup(viewer.roleType, 'founderSide') && startup.member;
  const hosted = staff
    ? new Set<string>()
    : new Set(
        (
          await tx
            .select({ sessionId: coachingSessionHosts.sessionId })
            .from(coachingSessionHosts)
            .where(and(eq(coachingSessionHosts.userId, viewer.userId), inArray(coachingSessionHosts.sessionId, [...new Set(rows.map((r) => r.sessionId))])))
        ).map((h) => h.sessionId),
      );
  return rows
    .filter((r) => staff || hosted.has(r.sessionId) || (member && r.sharedWithStartup))
    .map((r) => ({ ...toEvaluationEntry(r), sessionId: r.sessionId, sessionTitle: r.sessionTitle, sessionStartsAt: r.sessionStartsAt }));
}
