/**
 * Idempotent seed: every row is keyed on a natural key (slug, flag name, role type, email, startup and
 * program name) and only inserted when missing, so a second run changes nothing. Tenant-owned rows are
 * written through `db.tenant()` (RLS applies to the seed as to the app); the registry through `db.registry()`.
 */
import { ROLE_LABELS, ROLE_TYPES, type RoleType } from '@hatchery/domain';
import { and, eq, getTableName, inArray, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../db/contract.js';
import { hashPassword } from '../db/password.js';
import * as schema from '../db/schema/index.js';
import {
  featureFlags,
  incubatorFeatureFlags,
  incubators,
  programs,
  roles,
  startupPeople,
  startupPrograms,
  startups,
  userAssignedStartups,
  users,
} from '../db/schema/index.js';
import { seedDemoMetricsAndTimeline, seedMetricSetup, userIdsByEmail } from './metrics-timeline.js';
import { seedActivityLog } from './activity.js';
import { seedCustomFields } from './custom-fields.js';
import { seedForms } from './forms.js';
import { seedFeedback } from './feedback.js';
import { seedFunnels } from './applications.js';
import { seedPipelineApplications } from './applications-pipeline.js';
import { seedReviewApplications } from './review.js';
import { seedTasksAndNotifications } from './tasks-notifications.js';
import { seedStartupsAndPrograms } from './startups-programs.js';
import { seedMilestones } from './milestones.js';
import { seedFeed } from './feed.js';
import { seedChat } from './chat.js';
import { seedResources } from './resources.js';
import { seedCourses } from './courses.js';
import { seedEmails } from './emails.js';
import { seedArticles } from './articles.js';
import { seedTaxonomy } from './taxonomy.js';
import { seedCoachingAvailability } from './coaching.js';
import { seedCoachingBudgets } from './coaching-budgets.js';
import { seedCoachingSessions } from './coaching-sessions.js';
import { seedEvents } from './events.js';
import { seedSavedViews } from './portfolio.js';
import { seedPortfolioHistory } from './history.js';
import { ALL_FEATURE_FLAGS, ROLE_DEFAULTS, SEED_PASSWORD, acmeTenant, demoTenant, featureFlagType, ssoTenant, type SeedTenant } from './data.js';

export { SEED_PASSWORD } from './data.js';

export interface SeedOptions {
  /** Delete every row of every table first (schema and migrations stay). */
  reset?: boolean;
}

export interface SeedSummary {
  incubators: Record<string, string>;
  inserted: number;
}

/** Every table of the schema, for the reset. */
function allTableNames(): string[] {
  return Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table));
}

export async function resetDatabase(db: Database): Promise<void> {
  const list = allTableNames()
    .map((name) => `"${name}"`)
    .join(', ');
  await db.registry((tx) => tx.execute(sql.raw(`TRUNCATE TABLE ${list} CASCADE`)));
}

/** Hashes the shared password at most once per run, and only if some user is actually inserted. */
function lazyPasswordHash(): () => Promise<string> {
  let pending: Promise<string> | undefined;
  return () => (pending ??= hashPassword(SEED_PASSWORD));
}

export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  if (options.reset) await resetDatabase(db);
  const passwordHash = lazyPasswordHash();
  let inserted = await seedFeatureFlagCatalogue(db);
  const ids: Record<string, string> = {};
  for (const tenant of [demoTenant(), acmeTenant(), ssoTenant()]) {
    const result = await seedTenant(db, tenant, passwordHash);
    ids[tenant.incubator.slug] = result.incubatorId;
    inserted += result.inserted;
  }
  // Demo tasks and notifications of every type (issue 5), for the demo tenant's users.
  const demoId = ids[demoTenant().incubator.slug];
  if (demoId) inserted += await db.tenant(demoId, (tx) => seedTasksAndNotifications(tx, demoId, demoTenant().timezone));
  // A recent activity log for the demo tenant (issue 12: the admin home's "Recent activity").
  if (demoId) inserted += await db.tenant(demoId, (tx) => seedActivityLog(tx, demoId));
  // Saved views of the portfolio list (issue 14 item 3).
  if (demoId) inserted += await db.tenant(demoId, (tx) => seedSavedViews(tx, demoId));
  // Metrics set-up for every tenant; the demo tenant's collections, a year of data and startup timelines (issue 6).
  for (const tenant of [demoTenant(), acmeTenant(), ssoTenant()]) {
    const incubatorId = ids[tenant.incubator.slug];
    if (!incubatorId) continue;
    inserted += await db.tenant(incubatorId, async (tx) => {
      const setup = await seedMetricSetup(tx, incubatorId);
      if (tenant.incubator.slug !== demoTenant().incubator.slug) return setup.inserted;
      const userIds = await userIdsByEmail(tx);
      return setup.inserted + (await seedDemoMetricsAndTimeline(tx, { incubatorId, timeZone: tenant.timezone, metricIds: setup.metricIds, userIds }));
    });
  }
  // The demo portfolio: programs in every phase and 30 startups with profiles (issue 14, after the metrics demo).
  if (demoId) inserted += await db.tenant(demoId, (tx) => seedStartupsAndPrograms(tx, demoId));
  // Milestone templates and a plan for every startup (issue 14), after every startup of the tenant exists.
  for (const incubatorId of Object.values(ids)) inserted += await db.tenant(incubatorId, (tx) => seedMilestones(tx, incubatorId));
  // Tags on startups and people, mentors' skills, industries and capacity, coaches' startups (issue 14 items 5–7).
  if (demoId) inserted += await db.tenant(demoId, (tx) => seedTaxonomy(tx, demoId));
  // Events (issue 18): an upcoming workshop with registrations, a past demo day with attendance, a draft, office hours.
  if (demoId) inserted += await db.tenant(demoId, (tx) => seedEvents(tx, demoId));
  // A startup intake form (published, shared, with a conditional question) and a coaching evaluation (issue 15).
  if (demoId) inserted += await db.tenant(demoId, (tx) => seedForms(tx, demoId));
  // The quarterly founder survey sent to the co-founders, mostly answered (issue 15 item 6).
  if (demoId) inserted += await db.tenant(demoId, (tx) => seedFeedback(tx, demoId));
  // An open call of the upcoming program with three rounds on those forms (issue 16 item 1; applications in a later wave).
  if (demoId) inserted += await db.tenant(demoId, (tx) => seedFunnels(tx, demoId));
  // Seven applications in that call, for the overview, the file and decisions (issue 16 items 3 and 7).
  if (demoId) inserted += await db.tenant(demoId, (tx) => seedPipelineApplications(tx, demoId));
  if (demoId) inserted += await db.tenant(demoId, (tx) => seedReviewApplications(tx, demoId));
  // Three custom fields on startups with values on the demo startups (issue 15 items 7–8).
  if (demoId) inserted += await db.tenant(demoId, (tx) => seedCustomFields(tx, demoId));
  // A past for the demo portfolio: dates, coaching contact, tasks, headcount (D-175), once everything above exists.
  if (demoId) inserted += await db.tenant(demoId, (tx) => seedPortfolioHistory(tx, demoId, demoTenant().timezone));
  // Weekly availability, settings and exceptions of three demo hosts in three zones (issue 17 wave 2).
  if (demoId) inserted += await db.tenant(demoId, (tx) => seedCoachingAvailability(tx, demoId));
  // Evaluation-form rules, held sessions with topics and evaluations, upcoming sessions (issue 17 wave 3, D-453).
  if (demoId) inserted += await db.tenant(demoId, (tx) => seedCoachingSessions(tx, demoId));
  // Pair hour budgets half used by those sessions, for pairs no booking journey books (issue 17 item 7, D-505).
  if (demoId) inserted += await db.tenant(demoId, (tx) => seedCoachingBudgets(tx, demoId));
  // The organisation's activity feed: a pinned welcome, founders' news, likes and comments (D-581).
  if (demoId) inserted += await db.tenant(demoId, (tx) => seedFeed(tx, demoId));
  // The resource library: a handbook, fundraising and legal reading, a corner kept for mentors (D-582).
  if (demoId) inserted += await db.tenant(demoId, (tx) => seedResources(tx, demoId));
  // Courses: two published ones the co-founders are working through, one draft being written (D-583).
  if (demoId) inserted += await db.tenant(demoId, (tx) => seedCourses(tx, demoId));
  // Emails: templates and snippets, one email sent to the Spring 2026 founders, one draft (D-584).
  if (demoId) inserted += await db.tenant(demoId, (tx) => seedEmails(tx, demoId));
  // Articles: the organisation's own help pages — house rules, a founders' and a mentors' guide, a draft (D-586).
  if (demoId) inserted += await db.tenant(demoId, (tx) => seedArticles(tx, demoId));
  // The chat: a founder with his coach and mentor, his team's group, two of the staff (D-592).
  if (demoId) inserted += await db.tenant(demoId, (tx) => seedChat(tx, demoId));
  return { incubators: ids, inserted };
}

async function seedFeatureFlagCatalogue(db: Database): Promise<number> {
  const rows = ALL_FEATURE_FLAGS.map((name) => ({ name, type: featureFlagType(name) }));
  const result = await db.registry((tx) =>
    tx.insert(featureFlags).values(rows).onConflictDoNothing({ target: featureFlags.name }).returning({ id: featureFlags.id }),
  );
  return result.length;
}

async function seedTenant(
  db: Database,
  tenant: SeedTenant,
  passwordHash: () => Promise<string>,
): Promise<{ incubatorId: string; inserted: number }> {
  const { slug } = tenant.incubator;
  let inserted = 0;
  const incubatorId = await db.registry(async (tx) => {
    const created = await tx
      .insert(incubators)
      .values(tenant.incubator)
      .onConflictDoNothing({ target: incubators.slug })
      .returning({ id: incubators.id });
    inserted += created.length;
    const [row] = created.length ? created : await tx.select({ id: incubators.id }).from(incubators).where(eq(incubators.slug, slug));
    if (!row) throw new Error(`seed: incubator ${slug} neither inserted nor found`);
    return row.id;
  });

  // Users need a hash, computed outside any transaction (argon2 takes tens of milliseconds).
  const existingEmails = await db.tenant(incubatorId, async (tx) =>
    (await tx.select({ email: users.email }).from(users)).map((u) => u.email),
  );
  const needsHash = tenant.users.some((u) => !existingEmails.includes(u.email.toLowerCase()));
  const hash = needsHash ? await passwordHash() : '';

  inserted += await db.tenant(incubatorId, async (tx) => {
    let count = 0;
    count += await seedTenantFlags(tx, incubatorId, tenant);
    const roleIds = await seedRoles(tx, incubatorId);
    count += roleIds.inserted;
    const userIds = await seedUsers(tx, incubatorId, tenant, roleIds.byType, hash);
    count += userIds.inserted;
    const programIds = await upsertPrograms(
      tx,
      tenant.programs.map((p) => ({ incubatorId, name: p.name, description: p.description, startsOn: p.startsOn, endsOn: p.endsOn })),
    );
    count += programIds.inserted;
    const startupIds = await upsertStartups(
      tx,
      tenant.startups.map((s) => ({
        incubatorId,
        name: s.name,
        website: s.website,
        logo: null,
        info: { website: s.website, description: s.description },
        initialCategorizationComplete: s.initialCategorizationComplete ?? false,
      })),
    );
    count += startupIds.inserted;

    const people = tenant.startups.flatMap((s) =>
      s.people.map((p) => ({ incubatorId, startupId: need(startupIds.byName, s.name), userId: need(userIds.byEmail, p.email), personGroup: p.group })),
    );
    const enrolments = tenant.startups.flatMap((s) =>
      s.programs.map((name) => ({ incubatorId, startupId: need(startupIds.byName, s.name), programId: need(programIds.byName, name) })),
    );
    const assignments = tenant.assignments.flatMap((a) =>
      a.startups.map((name) => ({ incubatorId, userId: need(userIds.byEmail, a.email), startupId: need(startupIds.byName, name) })),
    );
    if (people.length) count += (await tx.insert(startupPeople).values(people).onConflictDoNothing().returning({ id: startupPeople.id })).length;
    if (enrolments.length) count += (await tx.insert(startupPrograms).values(enrolments).onConflictDoNothing().returning({ id: startupPrograms.id })).length;
    if (assignments.length) {
      count += (await tx.insert(userAssignedStartups).values(assignments).onConflictDoNothing().returning({ id: userAssignedStartups.id })).length;
    }
    count += await seedCustomRoles(tx, incubatorId, tenant, startupIds.byName, userIds.created);
    return count;
  });
  return { incubatorId, inserted };
}

function need(map: Map<string, string>, key: string): string {
  const value = map.get(key.toLowerCase());
  if (!value) throw new Error(`seed: unknown reference ${key}`);
  return value;
}

async function seedTenantFlags(tx: Tx, incubatorId: string, tenant: SeedTenant): Promise<number> {
  const off = new Set<string>(tenant.flagsOff);
  const rows = ALL_FEATURE_FLAGS.map((flagName) => ({ incubatorId, flagName, enabled: !off.has(flagName), activated: !off.has(flagName) }));
  const result = await tx.insert(incubatorFeatureFlags).values(rows).onConflictDoNothing().returning({ id: incubatorFeatureFlags.id });
  return result.length;
}

/** One default role per role type, keyed on (type, is_default). */
async function seedRoles(tx: Tx, incubatorId: string): Promise<{ byType: Map<RoleType, string>; inserted: number }> {
  const existing = await tx.select({ id: roles.id, type: roles.type }).from(roles).where(eq(roles.isDefault, true));
  const byType = new Map<RoleType, string>(existing.map((r) => [r.type, r.id]));
  const missing = ROLE_TYPES.filter((type) => !byType.has(type));
  if (missing.length) {
    const created = await tx
      .insert(roles)
      .values(missing.map((type) => ({ incubatorId, type, label: ROLE_LABELS[type], isDefault: true, ...ROLE_DEFAULTS[type] })))
      .returning({ id: roles.id, type: roles.type });
    for (const r of created) byType.set(r.type, r.id);
  }
  return { byType, inserted: missing.length };
}

async function seedUsers(
  tx: Tx,
  incubatorId: string,
  tenant: SeedTenant,
  roleIds: Map<RoleType, string>,
  passwordHash: string,
): Promise<{ byEmail: Map<string, string>; inserted: number; created: Set<string> }> {
  const rows = tenant.users.map((u) => {
    const roleId = roleIds.get(u.role);
    if (!roleId) throw new Error(`seed: no role ${u.role}`);
    return {
      incubatorId,
      email: u.email.toLowerCase(),
      passwordHash,
      firstName: u.firstName,
      lastName: u.lastName,
      fullName: `${u.firstName} ${u.lastName}`,
      headline: u.headline ?? null,
      bio: u.about?.bio ?? null,
      expertise: u.about?.expertise ?? null,
      country: u.about?.country ?? null,
      timezone: tenant.timezone,
      language: tenant.language,
      status: u.status ?? 'active',
      validated: u.validated ?? true,
      adminValidated: true,
      roleId,
    };
  });
  const created = await tx.insert(users).values(rows).onConflictDoNothing().returning({ id: users.id });
  const all = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, rows.map((r) => r.email)));
  return { byEmail: new Map(all.map((u) => [u.email, u.id])), inserted: created.length, created: new Set(created.map((u) => u.id)) };
}

/**
 * Custom roles, keyed on their label (inserted when missing). Users naming one get it only when they were created
 * in this run, so a re-seed never undoes a role an administrator changed.
 */
async function seedCustomRoles(
  tx: Tx,
  incubatorId: string,
  tenant: SeedTenant,
  startupIds: Map<string, string>,
  createdUserIds: Set<string>,
): Promise<number> {
  let count = 0;
  for (const custom of tenant.customRoles ?? []) {
    const [existing] = await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.label, custom.label), eq(roles.isDefault, false)));
    let roleId = existing?.id;
    if (!roleId) {
      const { startupNames = [], visibilitySettings } = custom.startupAccess;
      const [created] = await tx
        .insert(roles)
        .values({
          incubatorId,
          type: custom.type,
          label: custom.label,
          isDefault: false,
          permissions: custom.permissions,
          userAccess: custom.userAccess,
          startupAccess: visibilitySettings === 'SELECTED' ? { visibilitySettings, startups: startupNames.map((n) => need(startupIds, n)) } : { visibilitySettings },
        })
        .returning({ id: roles.id });
      roleId = created?.id;
      count++;
    }
    const holders = tenant.users.filter((u) => u.customRole === custom.label).map((u) => u.email.toLowerCase());
    if (!roleId || holders.length === 0) continue;
    const ids = (await tx.select({ id: users.id }).from(users).where(inArray(users.email, holders))).map((u) => u.id).filter((id) => createdUserIds.has(id));
    if (ids.length) await tx.update(users).set({ roleId }).where(inArray(users.id, ids));
  }
  return count;
}

/** Inserts the programs the tenant does not have yet (by name); returns lower-cased name → id for all. */
async function upsertPrograms(tx: Tx, rows: Array<typeof programs.$inferInsert>): Promise<{ byName: Map<string, string>; inserted: number }> {
  const names = rows.map((r) => r.name);
  const existing = await tx.select({ name: programs.name }).from(programs).where(inArray(programs.name, names));
  const have = new Set(existing.map((r) => r.name));
  const missing = rows.filter((r) => !have.has(r.name));
  if (missing.length) await tx.insert(programs).values(missing);
  const all = await tx.select({ id: programs.id, name: programs.name }).from(programs).where(inArray(programs.name, names));
  return { byName: new Map(all.map((r) => [r.name.toLowerCase(), r.id])), inserted: missing.length };
}

/** Inserts the startups the tenant does not have yet (by name); returns lower-cased name → id for all. */
async function upsertStartups(tx: Tx, rows: Array<typeof startups.$inferInsert>): Promise<{ byName: Map<string, string>; inserted: number }> {
  // By lower-cased name, as the unique index compares them (D-161): a seeded startup renamed in another case is kept.
  const names = rows.map((r) => r.name.toLowerCase());
  const byLowerName = inArray(sql`lower(${startups.name})`, names);
  const existing = await tx.select({ name: startups.name }).from(startups).where(byLowerName);
  const have = new Set(existing.map((r) => r.name.toLowerCase()));
  const missing = rows.filter((r) => !have.has(r.name.toLowerCase()));
  if (missing.length) await tx.insert(startups).values(missing);
  const all = await tx.select({ id: startups.id, name: startups.name }).from(startups).where(byLowerName);
  return { byName: new Map(all.map((r) => [r.name.toLowerCase(), r.id])), inserted: missing.length };
}
