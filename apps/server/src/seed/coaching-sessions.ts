/**
 * Coaching sessions of the demo tenant (issue 17 wave 3, item 7; docs/contract-coaching.md §6; D-453): the
 * evaluation-form rules (any session → the seeded "Coaching evaluation" form; a mentor's evaluation shared with the
 * startup), held sessions of the last weeks with topics and the hosts' evaluations (one left unevaluated, so the
 * coachingEvaluation job has a host to ask), and upcoming sessions for demo startups. Every session's time is a
 * host_bookings row (kind session, source_id = the session), so the exclusion constraint and the free-slot engine
 * see them as the booking path would have written them. Upcoming sessions avoid what specs rely on: none with the
 * demo mentor (booking journeys pick the mentor's free slots) and none within the next 14 days (the slot previews).
 * Idempotent: nothing is inserted when the first seeded session exists.
 */
import { computeCalculated, type Answers, type BookingWay, type CoachingSessionStatus, type RoleType } from '@hatchery/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/contract.js';
import {
  coachingEvaluationForms,
  coachingSessionAttendees,
  coachingSessionEvaluations,
  coachingSessionHosts,
  coachingSessions,
  coachingSessionTopics,
  formSubmissions,
  formVersions,
  forms,
  hostBookings,
  startupPeople,
  startups,
  tags,
} from '../db/schema/index.js';
import { EVALUATION_FORM_NAME } from './forms.js';
import { userIdsByEmail } from './metrics-timeline.js';

interface SeedSession {
  title: string;
  startup: string;
  host: string;
  way: BookingWay;
  /** Days from today (UTC), at `hourUtc`:00 UTC. */
  inDays: number;
  hourUtc: number;
  minutes: number;
  status: CoachingSessionStatus;
  topics: string[];
  /** The host's evaluation: [progress, team, readiness, notes]; null: not evaluated yet. */
  evaluation: [number, number, 'not_yet' | 'soon' | 'ready', string] | null;
}

export const SEEDED_SESSIONS: SeedSession[] = [
  { title: 'Fundraising plan review', startup: 'Orbital Labs', host: 'mentor@demo.test', way: 'profile', inDays: -24, hourUtc: 10, minutes: 60, status: 'held', topics: ['AI'], evaluation: [3, 4, 'soon', 'Clear story; the seed round needs a sharper use of funds.'] },
  { title: 'Pilot customers', startup: 'Orbital Labs', host: 'mentor@demo.test', way: 'invitation', inDays: -10, hourUtc: 14, minutes: 60, status: 'held', topics: ['Sustainability'], evaluation: [4, 4, 'soon', 'Two pilots signed since last time. Follow up on the irrigation co-op.'] },
  { title: 'Go-to-market', startup: 'Northwind Mobility', host: 'coach@demo.test', way: 'invitation', inDays: -5, hourUtc: 9, minutes: 60, status: 'held', topics: [], evaluation: [2, 3, 'not_yet', 'Pricing is still open; we agreed on three customer interviews.'] },
  // A Growth Lab startup coached over three months (D-579): its assessment shows its call's scorecards beside the
  // coach's evaluations, month by month.
  { title: 'Pricing experiments', startup: 'Amberline Energy', host: 'coach@demo.test', way: 'invitation', inDays: -75, hourUtc: 13, minutes: 60, status: 'held', topics: [], evaluation: [2, 3, 'not_yet', 'Three price points tested; the churn data is still thin.'] },
  { title: 'Installer partnerships', startup: 'Amberline Energy', host: 'coach@demo.test', way: 'invitation', inDays: -47, hourUtc: 11, minutes: 60, status: 'held', topics: ['Sustainability'], evaluation: [3, 4, 'soon', 'Two installers signed letters of intent; the partner terms need a lawyer.'] },
  { title: 'Grid trading pilot', startup: 'Amberline Energy', host: 'coach@demo.test', way: 'invitation', inDays: -19, hourUtc: 15, minutes: 45, status: 'held', topics: [], evaluation: [4, 4, 'soon', 'The pilot runs on 40 homes; the savings data arrives next month.'] },
  { title: 'Hiring the first engineer', startup: 'Tidewater Health', host: 'coach@demo.test', way: 'office_hours', inDays: -2, hourUtc: 16, minutes: 45, status: 'held', topics: ['AI'], evaluation: null },
  { title: 'Board preparation', startup: 'Kiln & Co', host: 'admincoach@demo.test', way: 'invitation', inDays: 18, hourUtc: 15, minutes: 60, status: 'scheduled', topics: [], evaluation: null },
  { title: 'Investor intros', startup: 'Orbital Labs', host: 'expert@demo.test', way: 'invitation', inDays: 22, hourUtc: 2, minutes: 45, status: 'scheduled', topics: ['AI'], evaluation: null },
  { title: 'Fleet pricing', startup: 'Northwind Mobility', host: 'coach@demo.test', way: 'invitation', inDays: 25, hourUtc: 13, minutes: 60, status: 'scheduled', topics: [], evaluation: null },
];

/** The rules: any session → the evaluation form; a mentor's evaluation is shared with the startup (D-449). */
const RULES: Array<{ hostRole: RoleType | null; sharedWithStartup: boolean }> = [
  { hostRole: null, sharedWithStartup: false },
  { hostRole: 'Mentor', sharedWithStartup: true },
];

function startOf(session: SeedSession): Date {
  const day = new Date(Date.now() + session.inDays * 86_400_000);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), session.hourUtc));
}

export async function seedCoachingSessions(tx: Tx, incubatorId: string): Promise<number> {
  const [already] = await tx.select({ id: coachingSessions.id }).from(coachingSessions).where(eq(coachingSessions.title, SEEDED_SESSIONS[0]!.title)).limit(1);
  if (already) return 0;
  const [form] = await tx.select({ id: forms.id }).from(forms).where(and(eq(forms.name, EVALUATION_FORM_NAME), eq(forms.status, 'published'))).limit(1);
  const [version] = form ? await tx.select().from(formVersions).where(eq(formVersions.formId, form.id)).orderBy(desc(formVersions.number)).limit(1) : [];
  const people = await userIdsByEmail(tx);
  const startupRows = await tx.select({ id: startups.id, name: startups.name }).from(startups).where(inArray(startups.name, [...new Set(SEEDED_SESSIONS.map((s) => s.startup))]));
  const startupIds = new Map(startupRows.map((s) => [s.name, s.id]));
  const topicIds = new Map((await tx.select({ id: tags.id, name: tags.name }).from(tags).where(eq(tags.kind, 'topic'))).map((t) => [t.name, t.id]));
  const staff = people.get('staff@demo.test') ?? null;
  let inserted = 0;

  if (form) {
    const [anyRule] = await tx.select({ id: coachingEvaluationForms.id }).from(coachingEvaluationForms).limit(1);
    if (!anyRule) {
      const now = Date.now();
      inserted += (await tx.insert(coachingEvaluationForms)
        .values(RULES.map((r, i) => ({ incubatorId, formId: form.id, hostRole: r.hostRole, sharedWithStartup: r.sharedWithStartup, createdAt: new Date(now + i), updatedAt: new Date(now + i) })))
        .returning({ id: coachingEvaluationForms.id })).length;
    }
  }

  for (const spec of SEEDED_SESSIONS) {
    const startupId = startupIds.get(spec.startup);
    const hostId = people.get(spec.host);
    if (!startupId || !hostId) continue;
    const startsAt = startOf(spec);
    const endsAt = new Date(startsAt.getTime() + spec.minutes * 60_000);
    const bookedBy = spec.way === 'profile' ? null : staff;
    const [session] = await tx.insert(coachingSessions)
      .values({ incubatorId, startupId, bookingWay: spec.way, title: spec.title, startsAt, endsAt, status: spec.status, createdBy: bookedBy, heldAt: spec.status === 'held' ? endsAt : null, sharedNotes: spec.status === 'held' ? `Notes from "${spec.title}": agreed next steps are in the action items; revisit progress at the next session.` : null, createdAt: startsAt < new Date() ? new Date(startsAt.getTime() - 7 * 86_400_000) : new Date() })
      .returning({ id: coachingSessions.id });
    const [booking] = await tx.insert(hostBookings)
      .values({ incubatorId, hostUserId: hostId, kind: 'session', startsAt, endsAt, startupId, bookedBy, sourceId: session!.id })
      .returning({ id: hostBookings.id });
    await tx.insert(coachingSessionHosts).values({ incubatorId, sessionId: session!.id, userId: hostId, hostBookingId: booking!.id });
    const members = await tx.select({ userId: startupPeople.userId }).from(startupPeople).where(eq(startupPeople.startupId, startupId));
    if (members.length > 0) {
      await tx.insert(coachingSessionAttendees).values(members.map((m) => ({ incubatorId, sessionId: session!.id, userId: m.userId, attendance: spec.status === 'held' ? ('attended' as const) : null })));
    }
    const topics = spec.topics.map((name) => topicIds.get(name)).filter((id): id is string => Boolean(id));
    if (topics.length > 0) await tx.insert(coachingSessionTopics).values(topics.map((tagId) => ({ incubatorId, sessionId: session!.id, tagId })));
    inserted += 3 + members.length + topics.length;

    if (spec.evaluation && form && version) {
      const [progress, team, readiness, notes] = spec.evaluation;
      const given: Answers = { progress: { numberValue: progress }, team: { numberValue: team }, readiness: { arrayValue: [readiness] }, notes: { textValue: notes } };
      const answers = computeCalculated(version.definition, given);
      const submittedAt = new Date(endsAt.getTime() + 2 * 3_600_000);
      const [submission] = await tx.insert(formSubmissions)
        .values({ incubatorId, formId: form.id, versionId: version.id, respondentUserId: hostId, startupId, status: 'submitted', answers, createdAt: submittedAt, updatedAt: submittedAt, submittedAt })
        .returning({ id: formSubmissions.id });
      const shared = spec.host === 'mentor@demo.test';
      await tx.insert(coachingSessionEvaluations).values({ incubatorId, sessionId: session!.id, evaluatorUserId: hostId, submissionId: submission!.id, sharedWithStartup: shared, createdAt: submittedAt });
      inserted += 2;
    }
  }
  return inserted;
}
