/**
 * Seeded applications and their journeys through a call (issue 16 item 9). Rows are inserted in batches (users, intake
 * answers, applications as drafts); every move after that — submitting into the first round, status changes, decisions,
 * entering the next round — goes through round-entry.ts (D-241), so the history rows exist and the last one always
 * agrees with the application, exactly as the services leave them.
 */
import type { ApplicationDecision, ApplicationStatus } from '@hatchery/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/contract.js';
import { applications, formSubmissions, roles, users, type Application, type FunnelRound } from '../db/schema/index.js';
import { changeApplicationStatusInTx, enterRoundInTx } from '../modules/applications/index.js';
import { applicationAnswers, type CallForm } from './applications-forms.js';
import type { SeedApplicant } from './applications-people.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One step after submission: enter the next round (accepted there), or change status where it stands. */
export type JourneyStep =
  | { kind: 'advance'; status?: ApplicationStatus }
  | { kind: 'status'; status: ApplicationStatus; decision?: ApplicationDecision; reason?: string };

export interface Journey {
  applicant: SeedApplicant;
  /** Days before "now" the applicant started (and, unless a draft, submitted) the application. */
  startedDaysAgo: number;
  /** null: still a draft. Otherwise the steps after entering the first round, one every `stepDays`. */
  steps: JourneyStep[] | null;
  stepDays: number;
  startupId?: string | null;
  source?: 'direct' | 'lead' | 'import';
}

export interface SeededApplication {
  application: Application;
  journey: Journey;
  /** When it entered each round it reached (by position) and, if it left, when it left. */
  roundTimes: Array<{ position: number; enteredAt: Date; leftAt: Date | null }>;
}

/** The applicants as Applicant users (active, no password: they sign in by link); returns their ids by e-mail. */
export async function insertApplicants(tx: Tx, incubatorId: string, applicants: readonly SeedApplicant[], timeZone: string): Promise<Map<string, string>> {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.type, 'Applicant'), eq(roles.isDefault, true))).limit(1);
  if (!role) throw new Error('seed: no Applicant role');
  const rows = await tx
    .insert(users)
    .values(
      applicants.map((a) => ({
        incubatorId,
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
        fullName: `${a.firstName} ${a.lastName}`,
        headline: `Founder, ${a.startupName}`,
        timezone: timeZone,
        language: 'en',
        status: 'active' as const,
        validated: true,
        adminValidated: true,
        roleId: role.id,
      })),
    )
    .returning({ id: users.id, email: users.email });
  return new Map(rows.map((r) => [r.email, r.id]));
}

interface CallInput {
  incubatorId: string;
  funnelId: string;
  rounds: readonly FunnelRound[];
  intake: CallForm;
  deciderId: string | null;
  now: Date;
}

/** Inserts the journeys' applications and walks each through its steps; returns them with their round times. */
export async function seedJourneys(tx: Tx, call: CallInput, journeys: readonly Journey[], applicantIds: Map<string, string>): Promise<SeededApplication[]> {
  const { incubatorId, now } = call;
  const startedAt = (j: Journey) => new Date(now.getTime() - j.startedDaysAgo * DAY_MS);
  const submissions = await tx
    .insert(formSubmissions)
    .values(
      journeys.map((j) => {
        const answers = applicationAnswers({ ...j.applicant, email: j.applicant.email });
        const draft = j.steps === null;
        return {
          incubatorId,
          formId: call.intake.formId,
          versionId: call.intake.versionId,
          respondentUserId: applicantIds.get(j.applicant.email)!,
          status: draft ? ('draft' as const) : ('submitted' as const),
          // A draft has only its first page filled in.
          answers: draft ? { startup_name: answers.startup_name!, website: answers.website!, one_liner: answers.one_liner! } : answers,
          createdAt: startedAt(j),
          updatedAt: startedAt(j),
          submittedAt: draft ? null : startedAt(j),
        };
      }),
    )
    .returning({ id: formSubmissions.id });
  const drafts = await tx
    .insert(applications)
    .values(
      journeys.map((j, i) => ({
        incubatorId,
        funnelId: call.funnelId,
        applicantUserId: applicantIds.get(j.applicant.email)!,
        startupId: j.startupId ?? null,
        title: j.applicant.startupName,
        status: 'draft' as const,
        submissionId: submissions[i]!.id,
        source: j.source ?? 'direct',
        sourceDetail: j.source === 'lead' ? 'Met at the Climate Founders meetup' : null,
        statusChangedAt: startedAt(j),
        createdAt: startedAt(j),
        updatedAt: startedAt(j),
      })),
    )
    .returning();
  const seeded: SeededApplication[] = [];
  for (const [i, journey] of journeys.entries()) {
    seeded.push(await walk(tx, call, drafts[i]!, journey, startedAt(journey), applicantIds.get(journey.applicant.email)!));
  }
  return seeded;
}

async function walk(tx: Tx, call: CallInput, draft: Application, journey: Journey, start: Date, applicantId: string): Promise<SeededApplication> {
  if (journey.steps === null) return { application: draft, journey, roundTimes: [] };
  const first = call.rounds[0]!;
  let application = await enterRoundInTx(tx, draft, first, { actorId: applicantId, now: start });
  const roundTimes: SeededApplication['roundTimes'] = [{ position: 0, enteredAt: start, leftAt: null }];
  let position = 0;
  for (const [k, step] of journey.steps.entries()) {
    const at = new Date(start.getTime() + (k + 1) * journey.stepDays * DAY_MS);
    if (step.kind === 'advance') {
      position += 1;
      roundTimes[roundTimes.length - 1]!.leftAt = at;
      roundTimes.push({ position, enteredAt: at, leftAt: null });
      application = await enterRoundInTx(tx, application, call.rounds[position]!, { status: step.status, decision: 'accept', actorId: call.deciderId, now: at });
    } else {
      const decided = step.decision ? { decidedAt: at } : {};
      application = await changeApplicationStatusInTx(tx, application, { status: step.status, roundId: application.roundId, ...decided }, { decision: step.decision ?? null, reason: step.reason ?? null, actorId: step.decision ? call.deciderId : null, now: at });
    }
  }
  return { application, journey, roundTimes };
}
