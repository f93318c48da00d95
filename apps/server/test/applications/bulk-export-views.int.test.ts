/**
 * Issue 16 item 3 (API): the overview's export and saved views (D-294, D-295), and the bulk actions the abilities
 * offer. Export: the selected applications or a filter's, CSV or XLSX through the export jobs, for the requester only;
 * refused for roles without APPLICATION:EXPORT, for another tenant's ids, without ids or filter, and while the plan
 * gate "bulk application export" is closed. Saved views (flag savedViewsApplications): one's own, apart from the
 * portfolio's; another user's or tenant's not found; bad state names the field; the flag off refuses.
 */
import { describe, expect, it } from 'vitest';
import { setFlag } from '../support/flags.js';
import { ACME, DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';
import { createApplications, createPipelineFunnel } from './pipeline-support.js';

const t = useTestApp();

const EXPORT = 'mutation E($ids: [ID!], $filter: ApplicationFilter, $format: ExportFormat!) { exportApplications(applicationIds: $ids, filter: $filter, format: $format) { id state exportType } }';
const JOB = 'query J($id: ID!) { exportJob(id: $id) { state rowCount fileName exportType } }';
type Job = { state: string; rowCount: number | null; fileName: string | null; exportType: string };
const ABILITIES = '{ applicationAbilities { bulkActions exportState savedViews } }';

async function finished(token: string, id: string): Promise<Job> {
  for (let i = 0; i < 100; i += 1) {
    const job = (await ok<{ exportJob: Job }>(t.app, DEMO, token, JOB, { id })).exportJob;
    if (job.state !== 'queued' && job.state !== 'in_progress') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('export did not finish');
}

describe('application export', () => {
  it('exports the selection or a filter as CSV/XLSX for the requester; refuses other roles, tenants and bad input', async () => {
    const demo = t.incubatorIds.demo!;
    const funnel = await createPipelineFunnel(t.db, demo);
    const apps = await createApplications(t.db, demo, funnel, ['Export A', 'Export B', 'Export C']);
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const selected = (await ok<{ exportApplications: { id: string; exportType: string } }>(t.app, DEMO, admin, EXPORT, { ids: [apps[0]!.id, apps[1]!.id], format: 'csv' })).exportApplications;
    expect(await finished(admin, selected.id)).toMatchObject({ state: 'completed', rowCount: 2, exportType: 'applications', fileName: expect.stringMatching(/^applications-.*\.csv$/) });
    const filtered = (await ok<{ exportApplications: { id: string } }>(t.app, DEMO, admin, EXPORT, { filter: { funnelId: funnel.funnelId }, format: 'xlsx' })).exportApplications;
    expect(await finished(admin, filtered.id)).toMatchObject({ state: 'completed', rowCount: 3, fileName: expect.stringMatching(/\.xlsx$/) });

    // The requester's only; roles without APPLICATION:EXPORT are refused (the seeded Staff reads but does not export).
    const staff = await login(t.app, DEMO, 'staff@demo.test');
    expect((await fails(t.app, DEMO, staff, JOB, { id: selected.id })).code).toBe('NotFound');
    for (const email of ['staff@demo.test', 'evaluator@demo.test', 'cofounder@demo.test']) {
      expect((await fails(t.app, DEMO, await login(t.app, DEMO, email), EXPORT, { ids: [apps[0]!.id], format: 'csv' })).code).toBe('Forbidden');
    }
    const acme = await login(t.app, ACME, 'admin@acme.test');
    expect(await fails(t.app, ACME, acme, EXPORT, { ids: [apps[0]!.id], format: 'csv' })).toMatchObject({ code: 'NotFound', message: 'applicationIds: This application does not exist.' });
    expect(await fails(t.app, DEMO, admin, EXPORT, { format: 'csv' })).toMatchObject({ code: 'ValidationError', message: 'applicationIds: Choose applications or a filter to export.' });
    expect((await fails(t.app, DEMO, admin, EXPORT, { ids: ['nope'], format: 'csv' })).message).toContain('applicationIds');
  });

  it('the plan gate closed refuses the export with the plan message, and the bar no longer offers it', async () => {
    const demo = t.incubatorIds.demo!;
    const [application] = await createApplications(t.db, demo, await createPipelineFunnel(t.db, demo), ['Gated']);
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    expect((await ok<{ applicationAbilities: { bulkActions: string[]; exportState: string } }>(t.app, DEMO, admin, ABILITIES)).applicationAbilities).toMatchObject({
      bulkActions: ['MOVE_ROUND', 'ASSIGN_EVALUATORS', 'TAG', 'DECIDE', 'EXPORT'],
      exportState: 'on',
    });
    await setFlag(t, 'demo', 'applicationsDashboard', false, false);
    try {
      expect(await fails(t.app, DEMO, admin, EXPORT, { ids: [application!.id], format: 'csv' })).toMatchObject({ code: 'Forbidden', message: 'This feature is not available in your selected plan' });
      const abilities = (await ok<{ applicationAbilities: { bulkActions: string[]; exportState: string } }>(t.app, DEMO, admin, ABILITIES)).applicationAbilities;
      expect(abilities).toMatchObject({ bulkActions: ['MOVE_ROUND', 'ASSIGN_EVALUATORS', 'TAG', 'DECIDE'], exportState: 'locked' });
    } finally {
      await setFlag(t, 'demo', 'applicationsDashboard', true, true);
    }
    // Staff (MANAGE without BULK_ACTIONS, no DECIDE_ROUND, no EXPORT) and evaluators are offered nothing.
    for (const email of ['staff@demo.test', 'evaluator@demo.test']) {
      const abilities = (await ok<{ applicationAbilities: { bulkActions: string[]; exportState: string | null } }>(t.app, DEMO, await login(t.app, DEMO, email), ABILITIES)).applicationAbilities;
      expect(abilities).toMatchObject({ bulkActions: [], exportState: null });
    }
  });
});

const FIELDS = '_id name state { funnelId roundId statuses group search sources tagIds queue }';
const LIST = `{ applicationSavedViews { ${FIELDS} } }`;
const CREATE = `mutation C($name: String!, $state: ApplicationViewStateInput!) { createApplicationSavedView(name: $name, state: $state) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $name: String, $state: ApplicationViewStateInput) { updateApplicationSavedView(id: $id, name: $name, state: $state) { ${FIELDS} } }`;
const DELETE = 'mutation D($id: ID!) { deleteApplicationSavedView(id: $id) }';
type View = { _id: string; name: string; state: Record<string, unknown> };

describe('application saved views', () => {
  it('create, list, change and delete one’s own views, apart from the portfolio’s; others’ are not found', async () => {
    await setFlag(t, 'demo', 'savedViewsApplications', true, true);
    const demo = t.incubatorIds.demo!;
    const funnel = await createPipelineFunnel(t.db, demo);
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const state = { funnelId: funnel.funnelId, roundId: funnel.rounds[0]!.id, group: 'allPending', search: ' acme ', sources: ['lead'], queue: 'awaitingDecision' };
    const created = (await ok<{ createApplicationSavedView: View }>(t.app, DEMO, admin, CREATE, { name: ' Screening leads ', state })).createApplicationSavedView;
    expect(created).toMatchObject({ name: 'Screening leads', state: { funnelId: funnel.funnelId, roundId: funnel.rounds[0]!.id, group: 'allPending', search: 'acme', sources: ['lead'], queue: 'awaitingDecision', statuses: null, tagIds: null } });
    expect((await ok<{ applicationSavedViews: View[] }>(t.app, DEMO, admin, LIST)).applicationSavedViews.map((v) => v.name)).toEqual(['Screening leads']);
    // The portfolio's saved views do not list it.
    const portfolio = (await ok<{ savedViews: View[] }>(t.app, DEMO, admin, '{ savedViews { _id name } }')).savedViews;
    expect(portfolio.map((v) => v._id)).not.toContain(created._id);
    const updated = (await ok<{ updateApplicationSavedView: View }>(t.app, DEMO, admin, UPDATE, { id: created._id, state: { statuses: ['under_review'] } })).updateApplicationSavedView;
    expect(updated.state).toMatchObject({ statuses: ['under_review'], funnelId: null, queue: null });
    expect(await fails(t.app, DEMO, admin, CREATE, { name: 'screening LEADS', state: {} })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('name') });
    expect(await fails(t.app, DEMO, admin, CREATE, { name: 'Bad', state: { funnelId: 'nope' } })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('funnelId') });

    const staff = await login(t.app, DEMO, 'staff@demo.test');
    expect((await ok<{ applicationSavedViews: View[] }>(t.app, DEMO, staff, LIST)).applicationSavedViews).toEqual([]);
    expect((await fails(t.app, DEMO, staff, DELETE, { id: created._id })).code).toBe('NotFound');
    const acme = await login(t.app, ACME, 'admin@acme.test');
    await setFlag(t, 'acme', 'savedViewsApplications', true, true);
    expect((await fails(t.app, ACME, acme, UPDATE, { id: created._id, name: 'Mine now' })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, await login(t.app, DEMO, 'cofounder@demo.test'), LIST)).code).toBe('Forbidden');
    expect((await ok<{ deleteApplicationSavedView: boolean }>(t.app, DEMO, admin, DELETE, { id: created._id })).deleteApplicationSavedView).toBe(true);
    expect((await ok<{ applicationSavedViews: View[] }>(t.app, DEMO, admin, LIST)).applicationSavedViews).toEqual([]);
  });

  it('with savedViewsApplications switched off every operation is refused and the abilities say so', async () => {
    await setFlag(t, 'demo', 'savedViewsApplications', true, false);
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    expect(await fails(t.app, DEMO, admin, LIST)).toMatchObject({ code: 'Forbidden', message: 'Saved views of applications are switched off for this organisation.' });
    expect((await fails(t.app, DEMO, admin, CREATE, { name: 'Off', state: {} })).code).toBe('Forbidden');
    expect((await ok<{ applicationAbilities: { savedViews: boolean } }>(t.app, DEMO, admin, ABILITIES)).applicationAbilities.savedViews).toBe(false);
    await setFlag(t, 'demo', 'savedViewsApplications', true, true);
    expect((await ok<{ applicationAbilities: { savedViews: boolean } }>(t.app, DEMO, admin, ABILITIES)).applicationAbilities.savedViews).toBe(true);
  });
});
