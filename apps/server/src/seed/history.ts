/**
 * A living portfolio (issue 14 item 10, D-175): the demo tenant's 30 startups get a past. Each was created and joined
 * its programs some time ago (program membership history included), coaches and mentors wrote on its timeline at
 * varied ages, it has tasks (a few overdue), and the running program's startups report their headcount. So every
 * needs-attention reason (modules/portfolio/portfolio-attention.ts) shows for at least one startup:
 * - NO_RECENT_CONTACT: the last coach, mentor or expert post is 30+ days old (or the startup, never contacted, is);
 * - OVERDUE_TASKS: an open task of the startup past its due date;
 * - METRICS_OVERDUE: Vantage Retail's form for last month, still pending (announced when due, so the collection cycle
 *   leaves it alone; Orbital Labs' own form counts only from the 8th of a month);
 * - METRICS_OUT_OF_RANGE: Riverbend Farms' headcount, far above the other teams' for the same month.
 * Dates are relative to the moment the seed runs, like the timeline's. Idempotent: timeline items and tasks by source
 * key, membership events by (startup, program), values and forms by their unique keys; a startup's or an enrolment's
 * date is only ever moved back (a second run, moments later, finds them older than its targets and moves nothing).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/contract.js';
import {
  metricValues,
  metrics,
  pendingDataForms,
  programMembershipEvents,
  programs,
  startupPeople,
  startupPrograms,
  startups,
  taskAssignees,
  tasks,
  timelineEvents,
  users,
  type NewTimelineEventRow,
} from '../db/schema/index.js';
import { monthDate, monthEndDate, monthIndexAt, monthStartIn } from '../modules/metrics/index.js';
import { PORTFOLIO_STARTUPS } from './startups-programs.js';

const DAY = 86_400_000;
const COACH = 'coach@demo.test';
const ADMIN_COACH = 'admincoach@demo.test';
const MENTOR = 'mentor@demo.test';
const STAFF = 'staff@demo.test';

interface History {
  /** Days since the startup was created in the product. */
  createdDaysAgo: number;
  /** Coaching contact: timeline posts by `by` (default the coach), days ago; [] never contacted. */
  contacts: number[];
  by?: string;
  /** Open tasks of the startup due this many days from now (negative: overdue). */
  tasks?: Array<{ name: string; dueInDays: number; done?: boolean }>;
}

/**
 * Orbital Labs keeps its own timeline (seed/metrics-timeline.ts). The six startups of data.ts are over a year old (their
 * metrics start 13 months back); the running program's joined before it began in September; the upcoming program's
 * joined in the last weeks or months, three so recently that a month without contact is not yet due.
 */
const HISTORY: Record<string, History> = {
  'Orbital Labs': { createdDaysAgo: 430, contacts: [] },
  'Solo Robotics': { createdDaysAgo: 400, contacts: [41, 75] },
  'Greenleaf Analytics': { createdDaysAgo: 440, contacts: [6, 33, 70], by: MENTOR, tasks: [{ name: 'Send the audited emissions baseline', dueInDays: -2 }] },
  'Tidewater Health': { createdDaysAgo: 410, contacts: [12, 48], tasks: [{ name: 'Share the pilot report with the clinic board', dueInDays: -6 }] },
  'Kiln & Co': { createdDaysAgo: 420, contacts: [58, 90], by: ADMIN_COACH },
  'Northwind Mobility': { createdDaysAgo: 405, contacts: [3, 27], tasks: [{ name: 'Draft the fleet leasing terms', dueInDays: 9 }] },
  'Amberline Energy': { createdDaysAgo: 150, contacts: [3, 19, 61], tasks: [{ name: 'Book the grid operator meeting', dueInDays: 5 }] },
  'Brightwater Labs': { createdDaysAgo: 130, contacts: [8, 44], tasks: [{ name: 'Send the municipal pilot proposal', dueInDays: -10, done: true }] },
  'Cobalt Ledger': { createdDaysAgo: 95, contacts: [] },
  'Dunefield Solar': { createdDaysAgo: 170, contacts: [5, 36], tasks: [{ name: 'Update the land-lease model', dueInDays: 12 }] },
  'Ember Foods': { createdDaysAgo: 125, contacts: [11, 40], tasks: [{ name: 'Order the shelf-life tests', dueInDays: -15, done: true }] },
  'Fathom Maritime': { createdDaysAgo: 110, contacts: [2, 29], tasks: [{ name: 'Send the port authority safety file', dueInDays: -3 }] },
  'Gildhall Legal': { createdDaysAgo: 160, contacts: [16, 52] },
  'Harbor Health': {
    createdDaysAgo: 140,
    contacts: [34, 66],
    tasks: [
      { name: 'Fill in the data-protection impact assessment', dueInDays: -12 },
      { name: 'Prepare the clinic onboarding checklist', dueInDays: -4 },
    ],
  },
  'Kestrel Drones': { createdDaysAgo: 120, contacts: [7, 31], tasks: [{ name: 'Confirm the turbine inspection slots', dueInDays: 3 }] },
  'Quartz Security': { createdDaysAgo: 180, contacts: [1, 22] },
  'Riverbend Farms': { createdDaysAgo: 200, contacts: [4, 30, 65] },
  'Umbra Shade': { createdDaysAgo: 115, contacts: [38, 72] },
  'Vantage Retail': { createdDaysAgo: 135, contacts: [9, 39], tasks: [{ name: 'Send last month’s store rollout figures', dueInDays: -9 }] },
  'Ionic Threads': { createdDaysAgo: 18, contacts: [] },
  'Juniper Learning': { createdDaysAgo: 45, contacts: [6] },
  'Lumen Finance': { createdDaysAgo: 12, contacts: [] },
  'Meridian Freight': { createdDaysAgo: 250, contacts: [13, 47], by: ADMIN_COACH, tasks: [{ name: 'Introduce the logistics mentor', dueInDays: 20 }] },
  'Nimbus Analytics': { createdDaysAgo: 60, contacts: [20] },
  'Oakridge Timber': { createdDaysAgo: 50, contacts: [10] },
  'Pinnacle Care': { createdDaysAgo: 70, contacts: [44], by: ADMIN_COACH },
  'Sable Audio': { createdDaysAgo: 40, contacts: [15] },
  'Tessellate Studio': { createdDaysAgo: 25, contacts: [] },
  'Willow Mental Health': { createdDaysAgo: 55, contacts: [4], tasks: [{ name: 'Share the therapist network map', dueInDays: 8 }] },
  'Yonder Travel': { createdDaysAgo: 9, contacts: [] },
};

/** What coaches write, the latest first; a note (every third) is staff-only. */
const POSTS = [
  'Weekly check-in: pipeline reviewed, next step is the pricing page.',
  'Walked through the fundraising plan; investor list trimmed to twenty names.',
  'Private: the team is stretched, worth a word about hiring before the next milestone.',
  'Reviewed the pilot results with the founders — solid, write them up as a case study.',
  'Go-to-market session: two segments to test before the end of the quarter.',
  'Private: follow up on the co-founder agreement; equity split still open.',
];

/** The running program's startups report their headcount: Riverbend Farms' team is far above the cohort's range. */
const HEADCOUNT_PROGRAM = 'Growth Lab 2026';
const OVERDUE_FORM_STARTUP = 'Vantage Retail';

export async function seedPortfolioHistory(tx: Tx, incubatorId: string, timeZone: string): Promise<number> {
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * DAY);
  const startupRows = await tx.select({ id: startups.id, name: startups.name }).from(startups).where(inArray(startups.name, Object.keys(HISTORY)));
  const startupId = new Map(startupRows.map((s) => [s.name, s.id]));
  const people = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, [COACH, ADMIN_COACH, MENTOR, STAFF]));
  const userId = new Map(people.map((p) => [p.email, p.id]));
  const named = Object.entries(HISTORY).flatMap(([name, history]) => (startupId.has(name) ? [{ name, id: startupId.get(name)!, history }] : []));
  let inserted = 0;

  // Creation dates, moved back only (a startup created earlier, or by someone in the app, keeps its date).
  const created = new Map(named.map((s) => [s.id, ago(s.history.createdDaysAgo)]));
  if (named.length) {
    const values = sql.join(named.map((s) => sql`(${s.id}::uuid, ${created.get(s.id)!.toISOString()}::timestamptz)`), sql`, `);
    await tx.execute(sql`update ${startups} set created_at = v.at from (values ${values}) as v(id, at) where ${startups.id} = v.id and ${startups.createdAt} > v.at`);
  }
  inserted += await seedMemberships(tx, incubatorId, created, now);

  // Coaching contact: timeline posts by a coach (or the startup's mentor), the latest `contacts[0]` days ago.
  const posts: NewTimelineEventRow[] = named.flatMap((s, i) =>
    s.history.contacts.map((days, k) => {
      const message = POSTS[(i + k) % POSTS.length]!;
      const isPrivate = message.startsWith('Private:');
      return {
        incubatorId,
        startupId: s.id,
        kind: 'EVENT' as const,
        eventType: isPrivate ? 'NOTE' : 'COMMENT',
        message,
        isPublic: !isPrivate,
        createdBy: userId.get(s.history.by ?? COACH) ?? null,
        createdAt: new Date(ago(days).getTime() - (i % 8) * 3_600_000),
        sourceKey: `seed:contact:${s.name}:${k}`,
      };
    }),
  );
  if (posts.length) inserted += (await tx.insert(timelineEvents).values(posts).onConflictDoNothing().returning({ id: timelineEvents.id })).length;

  inserted += await seedStartupTasks(tx, incubatorId, named, userId.get(COACH) ?? null, now);
  inserted += await seedHeadcount(tx, incubatorId, timeZone);

  // A form of last month still pending: announced when it was due (so the collection cycle does not announce it again).
  const month = monthIndexAt(new Date(now), timeZone);
  const overdueForm = startupId.get(OVERDUE_FORM_STARTUP);
  if (overdueForm) {
    const dueAt = monthStartIn(month - 1, timeZone);
    inserted += (
      await tx
        .insert(pendingDataForms)
        .values({ incubatorId, startupId: overdueForm, periodMonth: monthDate(month - 1), dueAt, announcedAt: dueAt })
        .onConflictDoNothing()
        .returning({ id: pendingDataForms.id })
    ).length;
  }
  return inserted;
}

/**
 * When each startup joined its programs: ten days before the program began, but never before the startup existed
 * (an upcoming program's startups joined a few days after they were created). One 'joined' event per enrolment with
 * the same date, for the membership history.
 */
async function seedMemberships(tx: Tx, incubatorId: string, created: Map<string, Date>, now: number): Promise<number> {
  const rows = await tx
    .select({ id: startupPrograms.id, startupId: startupPrograms.startupId, programId: startupPrograms.programId, startsOn: programs.startsOn })
    .from(startupPrograms)
    .innerJoin(programs, eq(programs.id, startupPrograms.programId))
    // The seed's own enrolments (no one added them): one made in the app keeps its date.
    .where(and(inArray(startupPrograms.startupId, [...created.keys()]), isNull(startupPrograms.addedBy)));
  if (rows.length === 0) return 0;
  const joined = rows.map((row, i) => {
    const since = created.get(row.startupId)!.getTime();
    const before = row.startsOn ? new Date(`${row.startsOn}T09:00:00Z`).getTime() - 10 * DAY : now;
    const at = Math.min(Math.max(before, since + (3 + (i % 5) * 4) * DAY), now - DAY);
    return { ...row, at: new Date(Math.max(at, since)) };
  });
  const values = sql.join(joined.map((j) => sql`(${j.id}::uuid, ${j.at.toISOString()}::timestamptz)`), sql`, `);
  await tx.execute(sql`update ${startupPrograms} set created_at = v.at from (values ${values}) as v(id, at) where ${startupPrograms.id} = v.id and ${startupPrograms.createdAt} > v.at`);
  const withHistory = new Set(
    (await tx.select({ startupId: programMembershipEvents.startupId, programId: programMembershipEvents.programId }).from(programMembershipEvents)).map((e) => `${e.startupId}:${e.programId}`),
  );
  const events = joined
    .filter((j) => !withHistory.has(`${j.startupId}:${j.programId}`))
    .map((j) => ({ incubatorId, startupId: j.startupId, programId: j.programId, action: 'joined' as const, actorId: null, createdAt: j.at }));
  if (events.length === 0) return 0;
  return (await tx.insert(programMembershipEvents).values(events).returning({ id: programMembershipEvents.id })).length;
}

/** Tasks of the startups (assigned to the startup and so to each of its people), keyed `seed:startupTask:<startup>:<n>`. */
async function seedStartupTasks(tx: Tx, incubatorId: string, named: Array<{ name: string; id: string; history: History }>, createdBy: string | null, now: number): Promise<number> {
  const specs = named.flatMap((s) => (s.history.tasks ?? []).map((task, n) => ({ ...task, startupId: s.id, key: `seed:startupTask:${s.name}:${n}` })));
  if (specs.length === 0) return 0;
  const existing = new Set((await tx.select({ key: tasks.sourceKey }).from(tasks).where(inArray(tasks.sourceKey, specs.map((s) => s.key)))).map((r) => r.key));
  const members = await tx.select({ startupId: startupPeople.startupId, userId: startupPeople.userId }).from(startupPeople).where(inArray(startupPeople.startupId, specs.map((s) => s.startupId)));
  let inserted = 0;
  for (const spec of specs.filter((s) => !existing.has(s.key))) {
    const dueDate = new Date(now + spec.dueInDays * DAY);
    const completedAt = spec.done ? new Date(dueDate.getTime() - DAY) : null;
    const [task] = await tx
      .insert(tasks)
      .values({ incubatorId, name: spec.name, dueDate, taskType: 'normal', isGroupTask: true, startupId: spec.startupId, createdBy, completedAt, sourceKey: spec.key, createdAt: new Date(Math.min(dueDate.getTime() - 14 * DAY, now - DAY)) })
      .returning({ id: tasks.id });
    const status = spec.done ? 'COMPLETED' : 'PENDING';
    const assignees = [
      { userId: null, startupId: spec.startupId, viaStartupId: null },
      ...members.filter((m) => m.startupId === spec.startupId).map((m) => ({ userId: m.userId, startupId: null, viaStartupId: spec.startupId })),
    ].map((row) => ({ incubatorId, taskId: task!.id, ...row, dueDate, done: spec.done === true, status, completedAt }));
    await tx.insert(taskAssignees).values(assignees);
    inserted += 1 + assignees.length;
  }
  return inserted;
}

/** Headcount (the `employees` metric) of the running program's startups for the last three months. */
async function seedHeadcount(tx: Tx, incubatorId: string, timeZone: string): Promise<number> {
  const [employees] = await tx.select({ id: metrics.id }).from(metrics).where(and(eq(metrics.key, 'employees'), eq(metrics.isCore, true))).limit(1);
  const [program] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.name, HEADCOUNT_PROGRAM)).limit(1);
  if (!employees || !program) return 0;
  const enrolled = new Set((await tx.select({ startupId: startupPrograms.startupId }).from(startupPrograms).where(eq(startupPrograms.programId, program.id))).map((r) => r.startupId));
  const rows = await tx.select({ id: startups.id, name: startups.name }).from(startups).where(inArray(startups.name, PORTFOLIO_STARTUPS.map((s) => s.name)));
  const teamSize = new Map(PORTFOLIO_STARTUPS.map((s) => [s.name, s.teamSize]));
  const month = monthIndexAt(new Date(), timeZone);
  const values = rows
    .filter((s) => enrolled.has(s.id))
    .flatMap((s) =>
      [3, 2, 1].map((back) => {
        // The team grew by about one person a month up to today's size.
        const value = String(Math.max(1, teamSize.get(s.name)! - (back - 1)));
        return { incubatorId, startupId: s.id, metricId: employees.id, periodStart: monthDate(month - back), periodEnd: monthEndDate(month - back), value, numericValue: Number(value) };
      }),
    );
  if (values.length === 0) return 0;
  return (await tx.insert(metricValues).values(values).onConflictDoNothing().returning({ id: metricValues.id })).length;
}
