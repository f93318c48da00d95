/**
 * Milestone templates and startup milestone plans (issue 14 item 4): templates are written by administrators (or who
 * may create milestones for every startup) and read by staff; a plan is read by who sees the startup and written under
 * STARTUP_MILESTONE:CREATE / :EDIT for that startup. Every refusal changes nothing: another tenant's startup, a startup
 * the viewer does not see, a co-founder of another startup, a role without the keys, bad input, the flag off.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { milestoneTemplates, startupMilestones, startups } from '../../src/db/schema/index.js';
import { ACME, closeTestDatabase, DEMO, fails, login, ok, startTestApp, type TestApp } from '../support/helpers.js';
import { setFlag } from '../support/flags.js';

const TEMPLATES = `{ milestoneTemplates { template { _id name goal unit target } children { _id name parentId } } }`;
const CREATE_TEMPLATE = `mutation C($input: MilestoneTemplateInput!) { createMilestoneTemplate(input: $input) { _id name unit target parentId } }`;
const UPDATE_TEMPLATE = `mutation U($id: ID!, $input: MilestoneTemplateInput!) { updateMilestoneTemplate(id: $id, input: $input) { _id name target } }`;
const DELETE_TEMPLATE = `mutation D($id: ID!) { deleteMilestoneTemplate(id: $id) }`;
const PLAN_FIELDS = `startupId percent viewerCanCreate viewerCanEdit milestones { percent milestone { _id name target progress percent flagged completed templateId dueOn } subMilestones { _id name percent } }`;
const PLAN = `query P($startupId: ID!) { startupMilestonePlan(startupId: $startupId) { ${PLAN_FIELDS} } }`;
const APPLY = `mutation A($startupId: ID!, $templateIds: [ID!]) { applyMilestoneTemplates(startupId: $startupId, templateIds: $templateIds) { ${PLAN_FIELDS} } }`;
const CREATE = `mutation C($startupId: ID!, $input: StartupMilestoneInput!) { createStartupMilestone(startupId: $startupId, input: $input) { ${PLAN_FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: StartupMilestonePatch!) { updateStartupMilestone(id: $id, input: $input) { ${PLAN_FIELDS} } }`;
const DELETE = `mutation D($id: ID!) { deleteStartupMilestone(id: $id) { ${PLAN_FIELDS} } }`;

interface PlanNode {
  percent: number;
  milestone: { _id: string; name: string; target: number | null; progress: number; percent: number; flagged: boolean; completed: boolean; templateId: string | null; dueOn: string | null };
  subMilestones: Array<{ _id: string; name: string; percent: number }>;
}
interface Plan {
  startupId: string;
  percent: number;
  viewerCanCreate: boolean;
  viewerCanEdit: boolean;
  milestones: PlanNode[];
}

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const as = (who: string) => tokens[who]!;

async function startupId(tenant: string, name: string): Promise<string> {
  const [row] = await t.db.tenant(t.incubatorIds[tenant]!, (tx) => tx.select({ id: startups.id }).from(startups).where(eq(startups.name, name)));
  return row!.id;
}
const countRows = async (table: typeof milestoneTemplates | typeof startupMilestones) =>
  (await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select({ id: table.id }).from(table))).length;

beforeAll(async () => {
  t = await startTestApp();
  for (const email of ['admin@demo.test', 'staff@demo.test', 'cofounder@demo.test', 'founder@demo.test', 'mentor@demo.test', 'partner@demo.test', 'community@demo.test']) {
    tokens[email] = await login(t.app, DEMO, email);
  }
  tokens['admin@acme.test'] = await login(t.app, ACME, 'admin@acme.test');
  ids.orbital = await startupId('demo', 'Orbital Labs');
  ids.solo = await startupId('demo', 'Solo Robotics');
  ids.tidewater = await startupId('demo', 'Tidewater Health');
  ids.lumiere = await startupId('acme', 'Lumière Bio');
});
afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

describe('milestone templates', () => {
  it('an administrator writes templates and sub-milestones; staff read them', async () => {
    const top = await ok<{ createMilestoneTemplate: { _id: string; parentId: string | null } }>(t.app, DEMO, as('admin@demo.test'), CREATE_TEMPLATE, {
      input: { name: 'First paying customers', goal: 'Prove demand', unit: 'customers', target: 10 },
    });
    ids.template = top.createMilestoneTemplate._id;
    const sub = await ok<{ createMilestoneTemplate: { parentId: string } }>(t.app, DEMO, as('admin@demo.test'), CREATE_TEMPLATE, {
      input: { name: 'Pilot signed', target: 1, unit: 'pilot', parentId: ids.template },
    });
    expect(sub.createMilestoneTemplate.parentId).toBe(ids.template);
    const renamed = await ok<{ updateMilestoneTemplate: { name: string; target: number } }>(t.app, DEMO, as('admin@demo.test'), UPDATE_TEMPLATE, {
      id: ids.template,
      input: { name: 'First 10 paying customers', target: 10 },
    });
    expect(renamed.updateMilestoneTemplate.name).toBe('First 10 paying customers');
    const list = await ok<{ milestoneTemplates: Array<{ template: { _id: string }; children: Array<{ name: string }> }> }>(t.app, DEMO, as('staff@demo.test'), TEMPLATES);
    const mine = list.milestoneTemplates.find((n) => n.template._id === ids.template);
    expect(mine?.children.map((c) => c.name)).toEqual(['Pilot signed']);
  });

  it('refuses bad input, sub-sub-milestones, other roles and other tenants, changing nothing', async () => {
    const before = await countRows(milestoneTemplates);
    expect(await fails(t.app, DEMO, as('admin@demo.test'), CREATE_TEMPLATE, { input: { name: '  ' } })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('name') });
    expect(await fails(t.app, DEMO, as('admin@demo.test'), CREATE_TEMPLATE, { input: { target: 3 } })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('name') });
    expect(await fails(t.app, DEMO, as('admin@demo.test'), CREATE_TEMPLATE, { input: { name: 'x', target: -1 } })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('target') });
    const [sub] = (await ok<{ milestoneTemplates: Array<{ template: { _id: string }; children: Array<{ _id: string }> }> }>(t.app, DEMO, as('admin@demo.test'), TEMPLATES)).milestoneTemplates.find(
      (n) => n.template._id === ids.template,
    )!.children;
    expect(await fails(t.app, DEMO, as('admin@demo.test'), CREATE_TEMPLATE, { input: { name: 'Too deep', parentId: sub!._id } })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('parentId') });
    // A co-founder holds milestone keys only for their own startup: not the organisation's templates.
    expect((await fails(t.app, DEMO, as('cofounder@demo.test'), CREATE_TEMPLATE, { input: { name: 'Mine' } })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, as('cofounder@demo.test'), TEMPLATES)).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, as('mentor@demo.test'), DELETE_TEMPLATE, { id: ids.template })).code).toBe('Forbidden');
    // Another tenant's administrator cannot reach this tenant's template.
    expect((await fails(t.app, ACME, as('admin@acme.test'), UPDATE_TEMPLATE, { id: ids.template, input: { name: 'Hijack' } })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, as('admin@acme.test'), DELETE_TEMPLATE, { id: ids.template })).code).toBe('NotFound');
    const acmeList = await ok<{ milestoneTemplates: Array<{ template: { _id: string } }> }>(t.app, ACME, as('admin@acme.test'), TEMPLATES);
    expect(acmeList.milestoneTemplates.map((n) => n.template._id)).not.toContain(ids.template);
    expect(await countRows(milestoneTemplates)).toBe(before);
  });
});

describe('a startup’s milestone plan', () => {
  it('staff apply the templates once; the co-founder moves progress, which completes and averages', async () => {
    const applied = await ok<{ applyMilestoneTemplates: Plan }>(t.app, DEMO, as('staff@demo.test'), APPLY, { startupId: ids.orbital, templateIds: [ids.template] });
    const node = applied.applyMilestoneTemplates.milestones.find((n) => n.milestone.templateId === ids.template)!;
    expect(node.subMilestones.map((s) => s.name)).toEqual(['Pilot signed']);
    const again = await ok<{ applyMilestoneTemplates: Plan }>(t.app, DEMO, as('staff@demo.test'), APPLY, { startupId: ids.orbital, templateIds: [ids.template] });
    expect(again.applyMilestoneTemplates.milestones.filter((n) => n.milestone.templateId === ids.template)).toHaveLength(1);

    const created = await ok<{ createStartupMilestone: Plan }>(t.app, DEMO, as('cofounder@demo.test'), CREATE, {
      startupId: ids.orbital,
      input: { name: 'Raise a seed round', unit: 'kUSD', target: 500, dueOn: '2026-12-31' },
    });
    const seed = created.createStartupMilestone.milestones.find((n) => n.milestone.name === 'Raise a seed round')!;
    expect(seed.milestone.dueOn).toBe('2026-12-31');
    expect(created.createStartupMilestone.viewerCanEdit).toBe(true);

    const half = await ok<{ updateStartupMilestone: Plan }>(t.app, DEMO, as('cofounder@demo.test'), UPDATE, { id: seed.milestone._id, input: { progress: 250, flagged: true } });
    const updated = half.updateStartupMilestone.milestones.find((n) => n.milestone._id === seed.milestone._id)!;
    expect(updated).toMatchObject({ percent: 50, milestone: { progress: 250, flagged: true, completed: false } });
    const full = await ok<{ updateStartupMilestone: Plan }>(t.app, DEMO, as('cofounder@demo.test'), UPDATE, { id: seed.milestone._id, input: { progress: 500 } });
    expect(full.updateStartupMilestone.milestones.find((n) => n.milestone._id === seed.milestone._id)!.milestone).toMatchObject({ completed: true, percent: 100 });

    // The assigned mentor completes the sub-milestone; its parent has a target of its own and is measured by it.
    const sub = node.subMilestones[0]!;
    const withSub = await ok<{ updateStartupMilestone: Plan }>(t.app, DEMO, as('mentor@demo.test'), UPDATE, { id: sub._id, input: { progress: 1 } });
    const parent = withSub.updateStartupMilestone.milestones.find((n) => n.milestone._id === node.milestone._id)!;
    expect(parent.subMilestones[0]!.percent).toBe(100);
    expect(parent.percent).toBe(0);
    const plan = withSub.updateStartupMilestone;
    expect(plan.percent).toBe(Math.round(plan.milestones.reduce((s, n) => s + n.percent, 0) / plan.milestones.length));
    ids.seedMilestone = seed.milestone._id;
  });

  it('refuses another tenant, an unseen startup, a co-founder of another startup and a role without the keys', async () => {
    const before = await countRows(startupMilestones);
    // Another tenant's administrator: the demo startup does not exist for them.
    expect((await fails(t.app, ACME, as('admin@acme.test'), PLAN, { startupId: ids.orbital })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, as('admin@acme.test'), CREATE, { startupId: ids.orbital, input: { name: 'x' } })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, as('admin@acme.test'), UPDATE, { id: ids.seedMilestone, input: { progress: 1 } })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, as('admin@demo.test'), PLAN, { startupId: ids.lumiere })).code).toBe('NotFound');
    // A co-founder of another startup.
    expect((await fails(t.app, DEMO, as('founder@demo.test'), PLAN, { startupId: ids.orbital })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, as('founder@demo.test'), UPDATE, { id: ids.seedMilestone, input: { progress: 0 } })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, as('founder@demo.test'), DELETE, { id: ids.seedMilestone })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, as('founder@demo.test'), APPLY, { startupId: ids.orbital })).code).toBe('NotFound');
    // A mentor assigned elsewhere does not see Tidewater.
    expect((await fails(t.app, DEMO, as('mentor@demo.test'), CREATE, { startupId: ids.tidewater, input: { name: 'x' } })).code).toBe('NotFound');
    // The Venture Partner sees Tidewater (SELECTED) but holds no milestone key: reads, cannot write.
    const seen = await ok<{ startupMilestonePlan: Plan }>(t.app, DEMO, as('partner@demo.test'), PLAN, { startupId: ids.tidewater });
    expect(seen.startupMilestonePlan).toMatchObject({ viewerCanCreate: false, viewerCanEdit: false });
    expect((await fails(t.app, DEMO, as('partner@demo.test'), CREATE, { startupId: ids.tidewater, input: { name: 'x' } })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, as('partner@demo.test'), APPLY, { startupId: ids.tidewater })).code).toBe('Forbidden');
    expect(await countRows(startupMilestones)).toBe(before);
    const plan = await ok<{ startupMilestonePlan: Plan }>(t.app, DEMO, as('cofounder@demo.test'), PLAN, { startupId: ids.orbital });
    expect(plan.startupMilestonePlan.milestones.find((n) => n.milestone._id === ids.seedMilestone)!.milestone.progress).toBe(500);
  });

  it('refuses bad input naming the field, changing nothing', async () => {
    const before = await countRows(startupMilestones);
    expect(await fails(t.app, DEMO, as('cofounder@demo.test'), CREATE, { startupId: ids.orbital, input: { target: 5 } })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('name') });
    expect(await fails(t.app, DEMO, as('cofounder@demo.test'), CREATE, { startupId: ids.orbital, input: { name: 'x', dueOn: '31/12/2026' } })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('dueOn') });
    expect(await fails(t.app, DEMO, as('cofounder@demo.test'), UPDATE, { id: ids.seedMilestone, input: { progress: -3 } })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('progress') });
    expect(await fails(t.app, DEMO, as('cofounder@demo.test'), UPDATE, { id: ids.seedMilestone, input: { name: '' } })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('name') });
    expect(await fails(t.app, DEMO, as('staff@demo.test'), APPLY, { startupId: ids.orbital, templateIds: ['not-an-id'] })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('templateIds') });
    expect((await fails(t.app, DEMO, as('cofounder@demo.test'), UPDATE, { id: 'nope', input: { progress: 1 } })).code).toBe('NotFound');
    expect(await countRows(startupMilestones)).toBe(before);
    const plan = await ok<{ startupMilestonePlan: Plan }>(t.app, DEMO, as('cofounder@demo.test'), PLAN, { startupId: ids.orbital });
    expect(plan.startupMilestonePlan.milestones.find((n) => n.milestone._id === ids.seedMilestone)!.milestone).toMatchObject({ name: 'Raise a seed round', progress: 500 });
  });

  it('the co-founder deletes a milestone of their plan', async () => {
    const after = await ok<{ deleteStartupMilestone: Plan }>(t.app, DEMO, as('cofounder@demo.test'), DELETE, { id: ids.seedMilestone });
    expect(after.deleteStartupMilestone.milestones.map((n) => n.milestone._id)).not.toContain(ids.seedMilestone);
  });

  it('with the milestones flag off every operation is refused and nothing changes', async () => {
    await setFlag(t, 'demo', 'milestones', true, false);
    try {
      const before = await countRows(startupMilestones);
      expect((await fails(t.app, DEMO, as('cofounder@demo.test'), PLAN, { startupId: ids.orbital })).code).toBe('Forbidden');
      expect((await fails(t.app, DEMO, as('cofounder@demo.test'), CREATE, { startupId: ids.orbital, input: { name: 'x' } })).code).toBe('Forbidden');
      expect((await fails(t.app, DEMO, as('admin@demo.test'), CREATE_TEMPLATE, { input: { name: 'x' } })).code).toBe('Forbidden');
      expect(await countRows(startupMilestones)).toBe(before);
    } finally {
      await setFlag(t, 'demo', 'milestones', true, true);
    }
  });
});
