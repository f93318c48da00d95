/**
 * Issue 14 item 3: the portfolio list of /startups and /coaching — search, filters, sort, cursor paging, the
 * needs-attention reasons, visibility (ALL / ASSIGNED / SELECTED / NONE), and refusals (another tenant, a founder,
 * bad input that changes nothing).
 */
import { eq, inArray, like, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  industries,
  metrics,
  metricValues,
  pendingDataForms,
  programs,
  roles,
  startups,
  startupIndustries,
  startupTags,
  tags,
  tasks,
  timelineEvents,
  userAssignedStartups,
  users,
} from '../../src/db/schema/index.js';
import { ACME, closeTestDatabase, DEMO, fails, login, ok, startTestApp, type TestApp } from '../support/helpers.js';

const PORTFOLIO = `query P($view: PortfolioViewInput, $coaching: Boolean, $cursor: String, $limit: Int) {
  portfolio(view: $view, coaching: $coaching, cursor: $cursor, limit: $limit) {
    totalCount nextCursor
    results { startup { _id name programs { name } } stage status teamSize foundedOn location industries { name } tags { name color }
      mentors { _id fullName } lastContactAt attention { kind days count } }
  }
}`;

type Entry = {
  startup: { _id: string; name: string; programs: Array<{ name: string }> };
  stage: string | null;
  teamSize: number | null;
  industries: Array<{ name: string }>;
  tags: Array<{ name: string }>;
  mentors: Array<{ _id: string; fullName: string }>;
  lastContactAt: string | null;
  attention: Array<{ kind: string; days: number | null; count: number | null }>;
};
type Page = { portfolio: { totalCount: number; nextCursor: string | null; results: Entry[] } };

const DAY = 24 * 60 * 60 * 1000;
const BASE_STARTUPS = ['Greenleaf Analytics', 'Kiln & Co', 'Northwind Mobility', 'Orbital Labs', 'Solo Robotics', 'Tidewater Health'];
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

const list = async (who: string, variables: Record<string, unknown> = {}, host = DEMO) => (await ok<Page>(t.app, host, tokens[who], PORTFOLIO, variables)).portfolio;
const names = async (who: string, variables: Record<string, unknown> = {}) => (await list(who, variables)).results.map((e) => e.startup.name);

beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['admin', 'staff', 'mentor', 'expert', 'coach', 'cofounder', 'applicant', 'partner']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  tokens.acme = await login(t.app, ACME, 'admin@acme.test');
  const demo = t.incubatorIds.demo!;
  await t.db.tenant(demo, async (tx) => {
    // This file's fixture is the six startups of the base demo seed, bare: the portfolio seed's other startups,
    // programs, profiles, tags and industries (seed/startups-programs.ts, seed/taxonomy.ts) are removed from this file's own
    // database so each expectation below names every row it depends on.
    await tx.delete(startups).where(notInArray(startups.name, BASE_STARTUPS));
    await tx.delete(programs).where(notInArray(programs.name, ['Climate Track', 'Pre-Seed Bootcamp', 'Spring 2026 Cohort']));
    // …and the coaches' assignments of seed/taxonomy.ts: the base seed assigns only the mentor.
    const coaches = tx.select({ id: users.id }).from(users).where(inArray(users.email, ['coach@demo.test', 'admincoach@demo.test']));
    await tx.delete(userAssignedStartups).where(inArray(userAssignedStartups.userId, coaches));
    await tx.delete(startupTags);
    await tx.delete(startupIndustries);
    await tx.update(startups).set({ stage: null, teamSize: null, foundedOn: null, location: null });
    // …and the living portfolio's past (seed/history.ts, D-175): its coaching posts, startup tasks and backdated
    // creation dates; the attention expectations below set up their own.
    await tx.delete(timelineEvents).where(like(timelineEvents.sourceKey, 'seed:contact:%'));
    await tx.delete(tasks).where(like(tasks.sourceKey, 'seed:startupTask:%'));
    await tx.update(startups).set({ createdAt: new Date() });
    for (const s of await tx.select({ id: startups.id, name: startups.name }).from(startups)) ids[s.name] = s.id;
    for (const p of await tx.select({ id: programs.id, name: programs.name }).from(programs)) ids[p.name] = p.id;
    const [mentor] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'mentor@demo.test'));
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
    ids.mentor = mentor!.id;
    ids.admin = admin!.id;
    // Profiles: stage and team size for sorting and filtering.
    const profile: Record<string, { stage: 'idea' | 'mvp' | 'seed' | 'growth'; teamSize: number }> = {
      'Orbital Labs': { stage: 'mvp', teamSize: 4 },
      'Solo Robotics': { stage: 'idea', teamSize: 1 },
      'Greenleaf Analytics': { stage: 'growth', teamSize: 30 },
      'Tidewater Health': { stage: 'seed', teamSize: 8 },
    };
    for (const [name, values] of Object.entries(profile)) await tx.update(startups).set(values).where(eq(startups.id, ids[name]!));
    const [fintech] = await tx.insert(tags).values({ incubatorId: demo, kind: 'startup', name: 'Fintech', color: 'teal' }).returning();
    ids.fintech = fintech!.id;
    await tx.insert(startupTags).values({ incubatorId: demo, startupId: ids['Kiln & Co']!, tagId: fintech!.id });
    const [health] = await tx.insert(industries).values({ incubatorId: demo, name: 'Portfolio Health' }).returning({ id: industries.id });
    ids.industry = health!.id;
    await tx.insert(startupIndustries).values({ incubatorId: demo, startupId: ids['Tidewater Health']!, industryId: health!.id });
    // Attention: Orbital Labs had a mentor's note yesterday; Tidewater has an overdue task and a form pending for 20 days.
    await tx.update(startups).set({ createdAt: new Date(Date.now() - 90 * DAY) }).where(inArray(startups.id, [ids['Orbital Labs']!, ids['Tidewater Health']!]));
    await tx.insert(timelineEvents).values({ incubatorId: demo, startupId: ids['Orbital Labs']!, kind: 'EVENT', eventType: 'NOTE', message: 'Call went well', createdBy: mentor!.id, createdAt: new Date(Date.now() - DAY) });
    await tx.insert(tasks).values({ incubatorId: demo, name: 'Send the deck', dueDate: new Date(Date.now() - 3 * DAY), startupId: ids['Tidewater Health']!, createdBy: admin!.id });
    await tx.insert(pendingDataForms).values({ incubatorId: demo, startupId: ids['Tidewater Health']!, periodMonth: '2020-01-01', dueAt: new Date(Date.now() - 20 * DAY) });
  });
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

describe('the portfolio list', () => {
  it('lists the tenant’s active startups by name with programs, profile, tags, industries and mentors', async () => {
    const page = await list('admin', { limit: 100 });
    expect(page.results.map((e) => e.startup.name)).toEqual(['Greenleaf Analytics', 'Kiln & Co', 'Northwind Mobility', 'Orbital Labs', 'Solo Robotics', 'Tidewater Health']);
    const orbital = page.results.find((e) => e.startup.name === 'Orbital Labs')!;
    expect(orbital).toMatchObject({ stage: 'mvp', teamSize: 4, startup: { programs: [{ name: 'Spring 2026 Cohort' }] } });
    expect(orbital.mentors.map((m) => m.fullName)).toHaveLength(1);
    expect(page.results.find((e) => e.startup.name === 'Kiln & Co')!.tags).toEqual([{ name: 'Fintech', color: 'teal' }]);
    expect(page.results.find((e) => e.startup.name === 'Tidewater Health')!.industries).toHaveLength(1);
    // Another tenant sees only its own.
    expect((await list('acme', {}, ACME)).results.map((e) => e.startup.name)).toEqual(['Atelier Vélo', 'Lumière Bio']);
  });

  it('the needs-attention reasons: recent contact clears it, overdue tasks and metrics raise it', async () => {
    const page = await list('admin', { limit: 100 });
    const by = (name: string) => page.results.find((e) => e.startup.name === name)!;
    const byName = Object.fromEntries(page.results.map((e) => [e.startup.name, e]));
    // The seed's Orbital Labs has a data form pending since last month; a mentor's note yesterday is a recent contact.
    expect(by('Orbital Labs').attention.map((a) => a.kind)).not.toContain('NO_RECENT_CONTACT');
    expect(Date.parse(by('Orbital Labs').lastContactAt!)).toBeGreaterThan(Date.now() - 2 * DAY);
    const tidewater = by('Tidewater Health').attention;
    expect(tidewater).toContainEqual({ kind: 'NO_RECENT_CONTACT', days: 90, count: null });
    expect(tidewater).toContainEqual({ kind: 'OVERDUE_TASKS', days: null, count: 1 });
    expect(tidewater.find((a) => a.kind === 'METRICS_OVERDUE')!.count).toBeGreaterThanOrEqual(1);
    expect(await names('admin', { view: { needsAttention: true } })).toContain('Tidewater Health');
    const calm = await names('admin', { view: { needsAttention: false } });
    expect(calm).not.toContain('Tidewater Health');
    expect([...calm, ...(await names('admin', { view: { needsAttention: true } }))].sort()).toEqual(Object.keys(byName).sort());
  });

  it('a metric value far outside the cohort’s usual range is a reason', async () => {
    const demo = t.incubatorIds.demo!;
    await t.db.tenant(demo, async (tx) => {
      const [metric] = await tx.select({ id: metrics.id }).from(metrics).limit(1);
      const values = { 'Orbital Labs': 10, 'Solo Robotics': 11, 'Greenleaf Analytics': 12, 'Kiln & Co': 10, 'Northwind Mobility': 11, 'Tidewater Health': 900 };
      for (const [name, v] of Object.entries(values)) {
        await tx
          .insert(metricValues)
          .values({ incubatorId: demo, startupId: ids[name]!, metricId: metric!.id, periodStart: '2031-01-01', periodEnd: '2031-01-31', value: String(v), numericValue: v });
      }
    });
    const page = await list('admin', { limit: 100 });
    expect(page.results.find((e) => e.startup.name === 'Tidewater Health')!.attention).toContainEqual({ kind: 'METRICS_OUT_OF_RANGE', days: null, count: 1 });
    expect(page.results.find((e) => e.startup.name === 'Kiln & Co')!.attention.map((a) => a.kind)).not.toContain('METRICS_OUT_OF_RANGE');
  });

  it('search and filters: program, tag, industry, stage, status, assigned mentor', async () => {
    expect(await names('admin', { view: { search: 'orb' } })).toEqual(['Orbital Labs']);
    expect(await names('admin', { view: { search: '%' } })).toEqual([]);
    expect(await names('admin', { view: { programIds: [ids['Climate Track']] } })).toEqual(['Greenleaf Analytics', 'Northwind Mobility']);
    expect(await names('admin', { view: { tagIds: [ids.fintech] } })).toEqual(['Kiln & Co']);
    expect(await names('admin', { view: { industryIds: [ids.industry] } })).toEqual(['Tidewater Health']);
    expect(await names('admin', { view: { stages: ['idea', 'growth'] } })).toEqual(['Greenleaf Analytics', 'Solo Robotics']);
    expect(await names('admin', { view: { mentorIds: [ids.mentor] } })).toEqual(['Greenleaf Analytics', 'Orbital Labs']);
    expect(await names('admin', { view: { programIds: [ids['Spring 2026 Cohort']], stages: ['mvp'] } })).toEqual(['Orbital Labs']);
    expect(await names('admin', { view: { status: 'archived' } })).toEqual([]);
  });

  it('sorts by name, team size and stage either way, ties by name', async () => {
    expect(await names('admin', { view: { sort: 'name', direction: 'desc' } })).toEqual(['Tidewater Health', 'Solo Robotics', 'Orbital Labs', 'Northwind Mobility', 'Kiln & Co', 'Greenleaf Analytics']);
    expect(await names('admin', { view: { sort: 'teamSize', direction: 'desc' } })).toEqual(['Greenleaf Analytics', 'Tidewater Health', 'Orbital Labs', 'Solo Robotics', 'Kiln & Co', 'Northwind Mobility']);
    expect(await names('admin', { view: { sort: 'stage' } })).toEqual(['Solo Robotics', 'Orbital Labs', 'Tidewater Health', 'Greenleaf Analytics', 'Kiln & Co', 'Northwind Mobility']);
  });

  it('cursor paging walks every row once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page['portfolio'] = await list('admin', { limit: 4, cursor });
      expect(page.totalCount).toBe(6);
      seen.push(...page.results.map((e) => e.startup.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
  });

  it('visibility: a mentor sees only assigned startups (and /coaching only those assigned to them); SELECTED and NONE hold', async () => {
    expect(await names('mentor')).toEqual(['Greenleaf Analytics', 'Orbital Labs']);
    expect(await names('mentor', { coaching: true })).toEqual(['Greenleaf Analytics', 'Orbital Labs']);
    // A mentor filter naming someone else's startups still stays within the viewer's scope.
    expect(await names('expert', { view: { mentorIds: [ids.mentor] } })).toEqual([]);
    expect(await names('partner')).toEqual(['Kiln & Co', 'Tidewater Health']);
    expect(await names('partner', { coaching: true })).toEqual([]);
    // Staff on /coaching: only startups assigned to them (none).
    expect(await names('staff', { coaching: true })).toEqual([]);
    const demo = t.incubatorIds.demo!;
    await t.db.tenant(demo, (tx) => tx.update(roles).set({ startupAccess: { visibilitySettings: 'NONE' } }).where(eq(roles.type, 'Expert')));
    expect(await names('expert')).toEqual([]);
  });

  it('refuses founders, applicants and the signed-out; bad input is a validation error naming the field', async () => {
    expect((await fails(t.app, DEMO, tokens.cofounder, PORTFOLIO)).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, tokens.applicant, PORTFOLIO)).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, undefined, PORTFOLIO)).code).toBe('AuthenticationRequiredError');
    const bad = async (variables: Record<string, unknown>) => fails(t.app, DEMO, tokens.admin, PORTFOLIO, variables);
    expect(await bad({ limit: 0 })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('limit') });
    expect(await bad({ limit: 101 })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('limit') });
    expect(await bad({ cursor: 'nope' })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('cursor') });
    expect(await bad({ view: { programIds: ['not-an-id'] } })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('programIds') });
    expect(await bad({ view: { stages: ['unicorn'] } })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('stages') });
    expect(await bad({ view: { status: 'deleted' } })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('status') });
    expect(await bad({ view: { search: 'x'.repeat(101) } })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('search') });
    // Another tenant's program id filters to nothing; it reveals nothing.
    const [acmeProgram] = await t.db.tenant(t.incubatorIds.acme!, (tx) => tx.select({ id: programs.id }).from(programs).limit(1));
    expect(await names('admin', { view: { programIds: [acmeProgram!.id] } })).toEqual([]);
  });

  it('filter options: programs, startup tags, industries and the mentors of the viewer’s startups', async () => {
    const OPTIONS = '{ portfolioFilterOptions { programs { name } tags { name } industries { name } mentors { fullName } } }';
    type Options = { portfolioFilterOptions: { programs: Array<{ name: string }>; tags: Array<{ name: string }>; mentors: Array<{ fullName: string }> } };
    const admin = (await ok<Options>(t.app, DEMO, tokens.admin, OPTIONS)).portfolioFilterOptions;
    expect(admin.programs.map((p) => p.name)).toEqual(['Climate Track', 'Pre-Seed Bootcamp', 'Spring 2026 Cohort']);
    expect(admin.tags.map((p) => p.name)).toContain('Fintech');
    expect(admin.mentors).toHaveLength(1);
    const partner = (await ok<Options>(t.app, DEMO, tokens.partner, OPTIONS)).portfolioFilterOptions;
    expect(partner.mentors).toEqual([]);
    expect((await fails(t.app, DEMO, tokens.cofounder, OPTIONS)).code).toBe('Forbidden');
  });

  it('exports the view as CSV through the export jobs: every visible startup of the view, for the requester only', async () => {
    const EXPORT = 'mutation E($view: PortfolioViewInput, $coaching: Boolean, $format: ExportFormat!) { exportPortfolio(view: $view, coaching: $coaching, format: $format) { id state } }';
    const JOB = 'query J($id: ID!) { exportJob(id: $id) { state rowCount fileName url exportType } }';
    type Job = { state: string; rowCount: number | null; fileName: string | null; url: string | null; exportType: string };
    const finished = async (who: string, id: string): Promise<Job> => {
      for (let i = 0; i < 100; i += 1) {
        const job = (await ok<{ exportJob: Job }>(t.app, DEMO, tokens[who], JOB, { id })).exportJob;
        if (job.state !== 'queued' && job.state !== 'in_progress') return job;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('export did not finish');
    };
    const staffJob = (await ok<{ exportPortfolio: { id: string } }>(t.app, DEMO, tokens.staff, EXPORT, { format: 'csv', view: { programIds: [ids['Climate Track']] } })).exportPortfolio;
    expect(await finished('staff', staffJob.id)).toMatchObject({ state: 'completed', rowCount: 2, exportType: 'startups', fileName: expect.stringMatching(/^startups-.*\.csv$/) });
    const mentorJob = (await ok<{ exportPortfolio: { id: string } }>(t.app, DEMO, tokens.mentor, EXPORT, { format: 'xlsx', coaching: true })).exportPortfolio;
    expect(await finished('mentor', mentorJob.id)).toMatchObject({ state: 'completed', rowCount: 2 });
    // Someone else's job is not found; founders cannot export; a bad view is refused before any job exists.
    expect((await fails(t.app, DEMO, tokens.mentor, JOB, { id: staffJob.id })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, tokens.cofounder, EXPORT, { format: 'csv' })).code).toBe('Forbidden');
    expect(await fails(t.app, DEMO, tokens.staff, EXPORT, { format: 'csv', view: { stages: ['unicorn'] } })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('stages') });
  });
});
