/**
 * Metrics and timeline demo data (issue 6). Every tenant gets the core metrics set (12 metrics in 3 categories, with
 * rules against a constant, another metric and a sum), and the categorization questionnaire. The demo tenant also
 * gets a data collection per program (core metrics, from 13 months ago) and a year of monthly data for its startups
 * with their timeline (data due and submitted items, comments and notes, a coaching session, an invite, an e-mail).
 *
 * The e2e journey (docs/contract-metrics-timeline.md "Seed"): Orbital Labs (cofounder@demo.test) was never
 * categorized and has not sent last month's data; it has this month's pending form (not yet announced: the collection
 * cycle announces it when the server starts — task, notification, e-mail). So a cofounder signing in gets the prompt
 * → CATEGORIZATION → (after saving) METRICS for last month → up to date. Every other demo startup is up to date.
 *
 * Idempotent: metrics and questions by key, collections by name, values by (startup, metric, period), timeline items
 * by source key, the form by (startup, month). Dates are relative to the moment the seed runs.
 */
import { eq, inArray } from 'drizzle-orm';
import { dataIdOf } from '../modules/metrics/index.js';
import {
  monthDate,
  monthEndDate,
  monthIndexAt,
  monthStartIn,
  periodEnd,
  periodLength,
  periodsEndedBefore,
  startOfDayIn,
  type MonthIndex,
} from '../modules/metrics/index.js';
import type { Tx } from '../db/contract.js';
import { demoTenant } from './data.js';
import {
  categorizationQuestions,
  metricCategories,
  metricCollectionMetrics,
  metricCollections,
  metrics,
  metricValues,
  pendingDataForms,
  programs,
  startupCategorizations,
  startups,
  timelineEvents,
  users,
  type NewTimelineEventRow,
  type StoredMetricRule,
} from '../db/schema/index.js';
import type { LocalizedValue } from '../db/schema/types.js';
import type { MetricUnitType, TrackingRecurrenceType } from '@hatchery/domain';

const t = (en: string, fr: string): LocalizedValue[] => [
  { language: 'en', value: en },
  { language: 'fr', value: fr },
];

const CATEGORIES = [
  { key: 'finance', name: t('Finance', 'Finances') },
  { key: 'traction', name: t('Traction', 'Traction') },
  { key: 'team', name: t('Team', 'Équipe') },
];

interface SeedMetric {
  key: string;
  category: string;
  name: LocalizedValue[];
  description: LocalizedValue[];
  unit: MetricUnitType;
  customName?: string;
  recurrence?: { amount: number; type: TrackingRecurrenceType };
  /** Rule strings with `{key}` for another metric's id. */
  rules?: Array<{ rule: string; label?: string }>;
}

export const CORE_METRICS: SeedMetric[] = [
  {
    key: 'revenue',
    category: 'finance',
    name: t('Revenue', "Chiffre d'affaires"),
    description: t('Everything invoiced in the month.', 'Tout ce qui a été facturé dans le mois.'),
    unit: 'MONETARY',
    rules: [{ rule: 'min:{mrr}+{servicesRevenue}', label: 'Revenue must be at least recurring plus services revenue' }],
  },
  { key: 'mrr', category: 'finance', name: t('Monthly recurring revenue', 'Revenu récurrent mensuel'), description: t('Subscriptions and contracts billed every month.', 'Abonnements et contrats facturés chaque mois.'), unit: 'MONETARY', rules: [{ rule: 'max:{revenue}' }] },
  { key: 'servicesRevenue', category: 'finance', name: t('Services revenue', 'Revenu des services'), description: t('One-off work: pilots, set-up, consulting.', 'Travaux ponctuels : pilotes, installation, conseil.'), unit: 'MONETARY' },
  { key: 'cashInBank', category: 'finance', name: t('Cash in bank', 'Trésorerie'), description: t('On the last day of the month.', 'Au dernier jour du mois.'), unit: 'MONETARY' },
  { key: 'burnRate', category: 'finance', name: t('Burn rate', 'Consommation de trésorerie'), description: t('Net cash spent in the month.', 'Trésorerie nette dépensée dans le mois.'), unit: 'MONETARY', rules: [{ rule: 'min:0' }] },
  { key: 'runway', category: 'finance', name: t('Runway', 'Autonomie financière'), description: t('Months of cash left at the current burn rate.', 'Mois de trésorerie restants au rythme actuel.'), unit: 'MONTHS', rules: [{ rule: 'max:120' }] },
  { key: 'lastFundraise', category: 'finance', name: t('Last fundraise', 'Dernière levée de fonds'), description: t('The day the last round closed.', 'Le jour de clôture du dernier tour.'), unit: 'DATE' },
  { key: 'customers', category: 'traction', name: t('Paying customers', 'Clients payants'), description: t('Customers billed in the month.', 'Clients facturés dans le mois.'), unit: 'CUSTOMER' },
  { key: 'users', category: 'traction', name: t('Active users', 'Utilisateurs actifs'), description: t('People who used the product in the month.', 'Personnes ayant utilisé le produit dans le mois.'), unit: 'USER', rules: [{ rule: 'min:{customers}', label: 'There cannot be fewer users than paying customers' }] },
  { key: 'churn', category: 'traction', name: t('Customer churn', 'Attrition des clients'), description: t('Share of customers lost in the month.', 'Part des clients perdus dans le mois.'), unit: 'PERCENTAGE', rules: [{ rule: 'max:100' }] },
  { key: 'pilots', category: 'traction', name: t('Pilots running', 'Pilotes en cours'), description: t('Paid or unpaid pilots at the end of the quarter.', 'Pilotes payants ou non à la fin du trimestre.'), unit: 'CUSTOM', customName: 'pilots', recurrence: { amount: 1, type: 'QUARTER' } },
  { key: 'employees', category: 'team', name: t('Employees', 'Salariés'), description: t('Full-time equivalents, founders included.', 'Équivalents temps plein, fondateurs compris.'), unit: 'EMPLOYEE', rules: [{ rule: 'lessThan:10000' }] },
];

const QUESTIONS = [
  { key: 'b2b', label: t('Do you sell to businesses?', 'Vendez-vous à des entreprises ?') },
  { key: 'revenueGenerating', label: t('Are you generating revenue?', 'Générez-vous du chiffre d’affaires ?') },
  { key: 'raisedFunding', label: t('Have you raised outside funding?', 'Avez-vous levé des fonds ?') },
  { key: 'hardware', label: t('Do you build hardware?', 'Fabriquez-vous du matériel ?') },
  { key: 'impact', label: t('Is climate or social impact core to your business?', 'L’impact climatique ou social est-il au cœur de votre activité ?') },
];

const ORBITAL = 'Orbital Labs';

/** Core metrics, categories and questionnaire (every tenant). Returns the metric ids by key and the rows inserted. */
export async function seedMetricSetup(tx: Tx, incubatorId: string): Promise<{ metricIds: Map<string, string>; inserted: number }> {
  let inserted = 0;
  inserted += (
    await tx
      .insert(metricCategories)
      .values(CATEGORIES.map((c, position) => ({ incubatorId, key: c.key, name: c.name, position })))
      .onConflictDoNothing()
      .returning({ id: metricCategories.id })
  ).length;
  const categoryIds = new Map((await tx.select({ id: metricCategories.id, key: metricCategories.key }).from(metricCategories)).map((c) => [c.key, c.id]));
  const created = await tx
    .insert(metrics)
    .values(
      CORE_METRICS.map((m, position) => ({
        incubatorId,
        key: m.key,
        name: m.name,
        description: m.description,
        categoryId: categoryIds.get(m.category) ?? null,
        recurrenceAmount: m.recurrence?.amount ?? 1,
        recurrenceType: m.recurrence?.type ?? 'MONTH',
        unitType: m.unit,
        customUnitName: m.customName ?? null,
        isCore: true,
        position,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: metrics.id, key: metrics.key });
  inserted += created.length;
  const metricIds = new Map(
    (await tx.select({ id: metrics.id, key: metrics.key }).from(metrics).where(inArray(metrics.key, CORE_METRICS.map((m) => m.key)))).map((m) => [m.key!, m.id]),
  );
  // Rules name other metrics by id, known only now; set them on the metrics this run created (never on edited ones).
  for (const row of created) {
    const spec = CORE_METRICS.find((m) => m.key === row.key);
    if (!spec?.rules) continue;
    const rules: StoredMetricRule[] = spec.rules.map((r) => ({ rule: r.rule.replace(/\{(\w+)\}/g, (_, key: string) => metricIds.get(key) ?? key), ...(r.label ? { label: r.label } : {}) }));
    await tx.update(metrics).set({ rules }).where(eq(metrics.id, row.id));
  }
  inserted += (
    await tx
      .insert(categorizationQuestions)
      .values(QUESTIONS.map((q, position) => ({ incubatorId, key: q.key, label: q.label, position })))
      .onConflictDoNothing()
      .returning({ id: categorizationQuestions.id })
  ).length;
  return { metricIds, inserted };
}

/** A deterministic value of metric `key` for startup number `s` in month `k` (0 = first month), satisfying the rules. */
function valueOf(key: string, s: number, k: number, timeZone: string): string {
  const mrr = Math.round(1000 * (s + 2) * (1 + 0.08 * k));
  const services = 500 * (s + 1) + 100 * k;
  const customers = 5 + 3 * s + 2 * k;
  switch (key) {
    case 'mrr':
      return String(mrr);
    case 'servicesRevenue':
      return String(services);
    case 'revenue':
      return String(mrr + services + 200 * s);
    case 'cashInBank':
      return String(250_000 + 50_000 * s - 8_000 * k);
    case 'burnRate':
      return String(20_000 + 2_000 * s + 500 * k);
    case 'runway':
      return String(Math.max(3, 18 - k + s));
    case 'lastFundraise':
      return String(Math.floor(startOfDayIn({ year: 2025, month: 3 + s, day: 14 }, timeZone).getTime() / 1000));
    case 'customers':
      return String(customers);
    case 'users':
      return String(customers * (10 + s));
    case 'churn':
      return (2 + ((s + k) % 5) * 0.5).toFixed(1);
    case 'pilots':
      return String(1 + s + Math.floor(k / 3));
    case 'employees':
      return String(3 + s + Math.floor(k / 3) + (s % 2 ? 0.5 : 0));
    default:
      return '0';
  }
}

const HOUR = 3_600_000;

/**
 * When startup number `s` of `count` sent the data due at `due`: three days after it, each startup an hour apart —
 * unless that is still to come for the last of them (the first days of a month), when the startups sent it in turn between the due time
 * and an hour ago. A seed that wrote it in the future showed "submitted" items above everything that happened since
 * and dated them days ahead.
 */
export function submissionTime(due: Date, s: number, count: number, now: Date): Date {
  const planned = (n: number) => due.getTime() + 3 * 24 * HOUR + (n + 9) * HOUR;
  const latest = now.getTime() - HOUR;
  // The last startup decides for all, so they keep their order whichever way it goes.
  if (planned(count - 1) <= latest) return new Date(planned(s));
  // Within the first hour after the due time, a second apart (still before now unless the month is seconds old).
  if (latest <= due.getTime()) return new Date(Math.min(due.getTime() + (s + 1) * 1000, now.getTime()));
  return new Date(due.getTime() + Math.floor(((latest - due.getTime()) * (s + 1)) / (count + 1)));
}

interface DemoRefs {
  incubatorId: string;
  timeZone: string;
  metricIds: Map<string, string>;
  userIds: Map<string, string>;
}

/** The demo tenant: collections, a year of data with its timeline, Orbital Labs' pending form, timeline posts. */
export async function seedDemoMetricsAndTimeline(tx: Tx, refs: DemoRefs): Promise<number> {
  const { incubatorId, timeZone, metricIds } = refs;
  let inserted = 0;
  const now = new Date();
  const month = monthIndexAt(now, timeZone);
  const firstMonth = month - 13;
  // The metrics demo covers the programs and startups of data.ts only: the portfolio seed's additions (issue 14)
  // would otherwise shift every startup's generated figures and make a second run insert more.
  const demo = demoTenant();
  const demoPrograms = new Set(demo.programs.map((p) => p.name));
  const demoStartups = new Set(demo.startups.map((s) => s.name));
  const programRows = (await tx.select({ id: programs.id, name: programs.name }).from(programs)).filter((p) => demoPrograms.has(p.name));
  const existing = new Set((await tx.select({ name: metricCollections.name }).from(metricCollections)).map((c) => c.name));
  for (const program of programRows) {
    const name = `Core metrics — ${program.name}`;
    if (existing.has(name)) continue;
    const [collection] = await tx.insert(metricCollections).values({ incubatorId, name, programId: program.id, startsOn: monthDate(firstMonth) }).returning({ id: metricCollections.id });
    await tx.insert(metricCollectionMetrics).values(CORE_METRICS.map((m, position) => ({ incubatorId, collectionId: collection!.id, metricId: metricIds.get(m.key)!, position })));
    inserted += 1 + CORE_METRICS.length;
  }

  const startupRows = (await tx.select({ id: startups.id, name: startups.name }).from(startups))
    .filter((s) => demoStartups.has(s.name))
    .sort((a, b) => a.name.localeCompare(b.name));
  const values: Array<typeof metricValues.$inferInsert> = [];
  const items: NewTimelineEventRow[] = [];
  const cofounder = refs.userIds.get('cofounder@demo.test') ?? null;
  for (const [s, startup] of startupRows.entries()) {
    const orbital = startup.name === ORBITAL;
    // Orbital Labs has not sent last month's data yet: its pending form asks for it.
    const before = orbital ? month - 1 : month;
    const byMonth = new Map<MonthIndex, Array<{ key: string; value: string; start: MonthIndex; length: number }>>();
    for (const spec of CORE_METRICS) {
      const length = periodLength(spec.recurrence?.amount ?? 1, spec.recurrence?.type ?? 'MONTH');
      for (const span of periodsEndedBefore(length, firstMonth, before, firstMonth)) {
        const value = valueOf(spec.key, s, span.start - firstMonth, timeZone);
        const list = byMonth.get(periodEnd(span)) ?? [];
        list.push({ key: spec.key, value, start: span.start, length });
        byMonth.set(periodEnd(span), list);
        values.push({
          incubatorId,
          startupId: startup.id,
          metricId: metricIds.get(spec.key)!,
          periodStart: monthDate(span.start),
          periodEnd: monthEndDate(periodEnd(span)),
          value,
          numericValue: spec.unit === 'DATE' ? null : Number(value),
          dateValue: spec.unit === 'DATE' ? new Date(Number(value) * 1000) : null,
          submittedBy: orbital ? cofounder : null,
        });
      }
    }
    // Timeline: data due on the first of the month after each monthly period, submitted three days later.
    let previous = new Map<string, number>();
    for (const [end, entries] of [...byMonth.entries()].sort(([a], [b]) => a - b)) {
      const due = monthStartIn(end + 1, timeZone);
      const submitted = submissionTime(due, s, startupRows.length, now);
      const key = `${startup.id}:${monthDate(end)}`;
      items.push({ incubatorId, startupId: startup.id, kind: 'DATA_DUE', dueDate: due, createdAt: due, sourceKey: `seed:dataDue:${key}`, message: 'Metrics are due' });
      const monthly = entries.filter((e) => e.length === 1);
      const payloadEntries = monthly.map((e) => {
        const unit = CORE_METRICS.find((m) => m.key === e.key)!.unit;
        const current = Number(e.value);
        const prev = previous.get(e.key);
        const diff = unit !== 'DATE' && prev !== undefined ? current - prev : null;
        return {
          dataId: dataIdOf(startup.id, metricIds.get(e.key)!, monthDate(e.start)),
          metricId: metricIds.get(e.key)!,
          value: e.value,
          dateValue: unit === 'DATE' ? new Date(current * 1000).toISOString() : null,
          isPoint0: prev === undefined,
          diff,
          change: diff !== null && prev ? Number(((diff / Math.abs(prev)) * 100).toFixed(2)) : null,
          useArrow: diff !== null && diff !== 0,
        };
      });
      previous = new Map(monthly.map((e) => [e.key, Number(e.value)]));
      items.push({
        incubatorId,
        startupId: startup.id,
        kind: 'DATA_SUBMITTED',
        dueDate: due,
        periodStart: monthDate(end),
        createdAt: submitted,
        createdBy: orbital ? cofounder : null,
        payload: { entries: payloadEntries },
        sourceKey: `seed:dataSubmitted:${key}`,
      });
    }
    if (orbital) items.push(...orbitalPosts(incubatorId, startup.id, refs, now, month, timeZone));
  }
  for (let i = 0; i < values.length; i += 500) {
    inserted += (await tx.insert(metricValues).values(values.slice(i, i + 500)).onConflictDoNothing().returning({ id: metricValues.id })).length;
  }
  for (let i = 0; i < items.length; i += 200) {
    inserted += (await tx.insert(timelineEvents).values(items.slice(i, i + 200)).onConflictDoNothing().returning({ id: timelineEvents.id })).length;
  }

  const orbital = startupRows.find((r) => r.name === ORBITAL);
  if (orbital) {
    inserted += (
      await tx
        .insert(pendingDataForms)
        .values({ incubatorId, startupId: orbital.id, periodMonth: monthDate(month), dueAt: monthStartIn(month, timeZone) })
        .onConflictDoNothing()
        .returning({ id: pendingDataForms.id })
    ).length;
  }
  // Greenleaf Analytics answered the questionnaire (it is categorized).
  const greenleaf = startupRows.find((r) => r.name === 'Greenleaf Analytics');
  if (greenleaf) {
    inserted += (
      await tx
        .insert(startupCategorizations)
        .values({ incubatorId, startupId: greenleaf.id, answers: { b2b: true, revenueGenerating: true, raisedFunding: true, hardware: false, impact: true } })
        .onConflictDoNothing()
        .returning({ id: startupCategorizations.id })
    ).length;
  }
  return inserted;
}

/** Orbital Labs' timeline posts: comments and notes (one pinned, one private), a categorization skip, session, invite, e-mail. */
function orbitalPosts(incubatorId: string, startupId: string, refs: DemoRefs, now: Date, month: MonthIndex, timeZone: string): NewTimelineEventRow[] {
  const user = (email: string) => refs.userIds.get(email) ?? null;
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const base = { incubatorId, startupId };
  const session = {
    _id: 'seed-session-1',
    name: 'Go-to-market review',
    date: ago(9).toISOString(),
    expectedDuration: 60,
    editor: 'We agreed to focus on two design partners in Q1.',
    staffEditor: 'Founders are stretched; suggest hiring a sales lead.',
    staffEditorPublic: false,
    topics: [
      { _id: 'topic-gtm', name: 'Go-to-market' },
      { _id: 'topic-pricing', name: 'Pricing' },
    ],
    sessionStartDateTime: ago(9).toISOString(),
    sessionEndDateTime: new Date(ago(9).getTime() + 3_600_000).toISOString(),
    estimatedDuration: 60,
    coachIds: [user('coach@demo.test')].filter(Boolean),
    attendeeIds: [user('cofounder@demo.test'), user('cofounder2@demo.test')].filter(Boolean),
    invite: { _id: 'seed-invite-1' },
    evaluationForms: [{ _id: 'seed-form-1', name: 'Session feedback' }],
    evaluationAnswers: [{ _id: 'seed-answer-1', questionId: 'usefulness', textValue: null, numberValue: 5, arrayValue: [], formId: 'seed-form-1', createdBy: user('cofounder@demo.test') }],
  };
  return [
    { ...base, kind: 'CATEGORIZATION_SKIP', createdBy: user('cofounder@demo.test'), dueDate: monthStartIn(month - 12, timeZone), createdAt: new Date(monthStartIn(month - 12, timeZone).getTime() + 86_400_000), message: 'Delayed the beginning of the monthly data reporting', sourceKey: 'seed:orbital:skip' },
    {
      ...base,
      kind: 'DATA_SUBMITTED_UPDATE',
      createdBy: user('cofounder2@demo.test'),
      periodStart: monthDate(month - 4),
      dueDate: monthStartIn(month - 3, timeZone),
      createdAt: ago(60),
      payload: { entries: [{ dataId: dataIdOf(startupId, refs.metricIds.get('customers')!, monthDate(month - 4)), metricId: refs.metricIds.get('customers')! }] },
      sourceKey: 'seed:orbital:dataUpdate1',
    },
    { ...base, kind: 'EVENT', eventType: 'COMMENT', message: 'Great traction this month — the pilot numbers look solid.', createdBy: user('coach@demo.test'), createdAt: ago(20), sourceKey: 'seed:orbital:comment1' },
    { ...base, kind: 'EVENT', eventType: 'NOTE', message: 'Private: consider them for the investor day shortlist.', isPublic: false, createdBy: user('staff@demo.test'), createdAt: ago(15), sourceKey: 'seed:orbital:note1' },
    { ...base, kind: 'EVENT', eventType: 'MILESTONE', message: 'Signed the first enterprise contract', attr1: 'Sales', isPinned: true, startsAt: ago(30), createdBy: user('cofounder@demo.test'), createdAt: ago(30), sourceKey: 'seed:orbital:milestone1' },
    { ...base, kind: 'EVENT', eventType: 'UPDATE', message: 'Hired our first sales engineer.', createdBy: user('cofounder2@demo.test'), createdAt: ago(5), sourceKey: 'seed:orbital:update1' },
    {
      ...base,
      kind: 'COACHING_SESSION_POST',
      createdBy: user('coach@demo.test'),
      createdAt: ago(9),
      sourceKey: 'seed:orbital:session1',
      payload: {
        appEvent: { conferenceData: { url: 'https://meet.example.com/orbital-gtm' } },
        session,
        changelogs: [
          { initiatorId: user('coach@demo.test'), type: 'date', changeTime: ago(12).toISOString(), groupId: 'chg-1', oldValue: { type: 'date', value: ago(10).toISOString() }, newValue: { type: 'date', value: ago(9).toISOString() } },
          { initiatorId: user('coach@demo.test'), type: 'name', changeTime: ago(12).toISOString(), groupId: 'chg-1', oldValue: { type: 'string', value: 'GTM review' }, newValue: { type: 'string', value: 'Go-to-market review' } },
        ],
      },
    },
    {
      ...base,
      kind: 'COACHING_INVITE_POST',
      createdBy: user('coach@demo.test'),
      createdAt: ago(14),
      sourceKey: 'seed:orbital:invite1',
      payload: {
        appEvent: { source: 'google', location: 'Room 2, 200 Innovation Way' },
        invite: {
          _id: 'seed-invite-1',
          status: 'accepted',
          expires: ago(7).toISOString(),
          incubatorInviteeIds: [user('coach@demo.test')].filter(Boolean),
          startupInviteeIds: [user('cofounder@demo.test'), user('cofounder2@demo.test')].filter(Boolean),
          session: { date: ago(9).toISOString(), name: session.name, attendeeIds: session.attendeeIds },
        },
      },
    },
    {
      ...base,
      kind: 'EMAIL_THREAD_POST',
      createdBy: user('staff@demo.test'),
      createdAt: ago(3),
      sourceKey: 'seed:orbital:email1',
      payload: {
        emailMessage: {
          subject: 'Investor day: your slot',
          emailContent: 'Hi Liam, Maya — you pitch at 14:20 on investor day. Slides by Friday, please.',
          recipients: ['cofounder@demo.test', 'cofounder2@demo.test'],
          cc: ['staff@demo.test'],
          bcc: [],
          openedCount: 3,
          opened: true,
          bouncedCount: 0,
          bounced: false,
          deferredCount: 0,
          deferred: false,
          droppedCount: 0,
          dropped: false,
          deliveredCount: 2,
          delivered: true,
          spamCount: 0,
          spam: false,
          lastOpenedAt: ago(2).toISOString(),
        },
      },
    },
  ];
}

/** Users of the tenant by e-mail (seed helper). */
export async function userIdsByEmail(tx: Tx): Promise<Map<string, string>> {
  return new Map((await tx.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.email, u.id]));
}

