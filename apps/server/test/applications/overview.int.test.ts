/**
 * Issue 16 item 3 (API): the overview — keyset paging, filters (round, statuses, groups, search, sources), the
 * pipeline counts — limited to what the viewer reaches: staff scope, or an evaluator's assignments without conflict;
 * blind review keeps search from revealing hidden titles. Another tenant's funnel is refused; roles without an
 * Application key are refused; bad input names the field.
 */
import { encodeApplicationCursor } from '@hatchery/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../src/db/schema/index.js';
import { ACME, DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';
import { setFlag } from '../support/flags.js';
import { assignEvaluator, createApplications, createPipelineFunnel, userIdOf } from './pipeline-support.js';

const t = useTestApp();

const LIST = `query L($filter: ApplicationFilter, $first: Int, $after: String) {
  applications(filter: $filter, first: $first, after: $after) { totalCount nextCursor results { _id title status identityHidden round { _id name } source } }
}`;
const COUNTS = 'query C($funnelId: ID!) { applicationCounts(funnelId: $funnelId) { roundId status count } }';

interface Page {
  applications: { totalCount: number; nextCursor: string | null; results: Array<{ _id: string; title: string | null; status: string; identityHidden: boolean; round: { _id: string; name: string } | null; source: string }> };
}

describe('applications overview', () => {
  it('pages newest first with a keyset cursor, filters by round, status, group, search and source, and counts the pipeline', async () => {
    const demo = t.incubatorIds.demo!;
    const funnel = await createPipelineFunnel(t.db, demo);
    const apps = await createApplications(t.db, demo, funnel, ['Alpha Labs', 'Beta Works', 'Gamma Bio', 'Delta Energy', 'Epsilon AI']);
    await createApplications(t.db, demo, funnel, ['Zeta Robotics'], funnel.rounds[1]);
    const admin = await login(t.app, DEMO, 'admin@demo.test');

    const first = await ok<Page>(t.app, DEMO, admin, LIST, { filter: { funnelId: funnel.funnelId }, first: 4 });
    expect(first.applications.totalCount).toBe(6);
    expect(first.applications.results.map((a) => a.title)).toEqual(['Zeta Robotics', 'Epsilon AI', 'Delta Energy', 'Gamma Bio']);
    const second = await ok<Page>(t.app, DEMO, admin, LIST, { filter: { funnelId: funnel.funnelId }, first: 4, after: first.applications.nextCursor });
    expect(second.applications.results.map((a) => a.title)).toEqual(['Beta Works', 'Alpha Labs']);
    expect(second.applications.nextCursor).toBeNull();
    // Every page counts the whole filter (the count rides on the page statement, D-532), and so does a page past the end.
    expect(second.applications.totalCount).toBe(6);
    const oldest = await t.db.tenant(demo, (tx) => tx.select({ id: applications.id, createdAt: applications.createdAt }).from(applications).where(and(eq(applications.title, 'Alpha Labs'), eq(applications.funnelId, funnel.funnelId))));
    const pastTheEnd = Buffer.from(encodeApplicationCursor(oldest[0]!.createdAt, oldest[0]!.id), 'utf8').toString('base64url');
    const past = await ok<Page>(t.app, DEMO, admin, LIST, { filter: { funnelId: funnel.funnelId }, after: pastTheEnd });
    expect(past.applications).toEqual({ totalCount: 6, nextCursor: null, results: [] });

    const inMeeting = await ok<Page>(t.app, DEMO, admin, LIST, { filter: { funnelId: funnel.funnelId, roundId: funnel.rounds[1]!.id } });
    expect(inMeeting.applications.results.map((a) => [a.title, a.status, a.round?.name])).toEqual([['Zeta Robotics', 'ready_for_meeting', 'Pitch meeting']]);
    const evaluationInProgress = await ok<Page>(t.app, DEMO, admin, LIST, { filter: { funnelId: funnel.funnelId, group: 'evaluationInProgress' } });
    expect(evaluationInProgress.applications.results.map((a) => a.title)).toEqual(['Zeta Robotics']);
    const pending = await ok<Page>(t.app, DEMO, admin, LIST, { filter: { funnelId: funnel.funnelId, group: 'allPending' } });
    expect(pending.applications.totalCount).toBe(6);
    const underReview = await ok<Page>(t.app, DEMO, admin, LIST, { filter: { funnelId: funnel.funnelId, statuses: ['under_review'], search: 'ta' } });
    expect(underReview.applications.results.map((a) => a.title).sort()).toEqual(['Beta Works', 'Delta Energy']);
    const leads = await ok<Page>(t.app, DEMO, admin, LIST, { filter: { funnelId: funnel.funnelId, sources: ['lead'] } });
    expect(leads.applications.totalCount).toBe(0);

    const { applicationCounts } = await ok<{ applicationCounts: Array<{ roundId: string; status: string; count: number }> }>(t.app, DEMO, admin, COUNTS, { funnelId: funnel.funnelId });
    expect(applicationCounts.sort((a, b) => a.count - b.count)).toEqual([
      { roundId: funnel.rounds[1]!.id, status: 'ready_for_meeting', count: 1 },
      { roundId: funnel.rounds[0]!.id, status: 'under_review', count: apps.length },
    ]);
  });

  it('an evaluator sees only their assignments without conflict; under blind review titles are hidden and search does not find them', async () => {
    const demo = t.incubatorIds.demo!;
    const funnel = await createPipelineFunnel(t.db, demo);
    const [assigned, conflicted] = await createApplications(t.db, demo, funnel, ['Orbit Foods', 'Orbit Health', 'Orbit Mining']);
    const evaluatorId = await userIdOf(t.db, demo, 'evaluator@demo.test');
    await assignEvaluator(t.db, demo, assigned!, evaluatorId);
    await assignEvaluator(t.db, demo, conflicted!, evaluatorId, true);
    const evaluator = await login(t.app, DEMO, 'evaluator@demo.test');

    const seen = await ok<Page>(t.app, DEMO, evaluator, LIST, { filter: { funnelId: funnel.funnelId } });
    expect(seen.applications.results.map((a) => [a._id, a.title, a.identityHidden])).toEqual([[assigned!.id, 'Orbit Foods', false]]);

    await setFlag(t, 'demo', 'anonymityApplications', true, true);
    try {
      const blind = await ok<Page>(t.app, DEMO, evaluator, LIST, { filter: { funnelId: funnel.funnelId } });
      expect(blind.applications.results.map((a) => [a._id, a.title, a.identityHidden])).toEqual([[assigned!.id, null, true]]);
      const searched = await ok<Page>(t.app, DEMO, evaluator, LIST, { filter: { funnelId: funnel.funnelId, search: 'Foods' } });
      expect(searched.applications.totalCount).toBe(0);
      // Staff still search by title under blind review.
      const admin = await login(t.app, DEMO, 'admin@demo.test');
      const staffSearch = await ok<Page>(t.app, DEMO, admin, LIST, { filter: { funnelId: funnel.funnelId, search: 'Foods' } });
      expect(staffSearch.applications.results.map((a) => a.title)).toEqual(['Orbit Foods']);
    } finally {
      await setFlag(t, 'demo', 'anonymityApplications', true, false);
    }
  });

  it('refuses roles without an Application key, another tenant’s funnel, and bad input naming the field', async () => {
    const demo = t.incubatorIds.demo!;
    const funnel = await createPipelineFunnel(t.db, demo);
    await createApplications(t.db, demo, funnel, ['Secret Sauce']);
    const coach = await login(t.app, DEMO, 'coach@demo.test');
    expect((await fails(t.app, DEMO, coach, LIST, { filter: { funnelId: funnel.funnelId } })).code).toBe('Forbidden');
    const cofounder = await login(t.app, DEMO, 'cofounder@demo.test');
    expect((await fails(t.app, DEMO, cofounder, COUNTS, { funnelId: funnel.funnelId })).code).toBe('Forbidden');

    const acmeAdmin = await login(t.app, ACME, 'admin@acme.test');
    expect((await fails(t.app, ACME, acmeAdmin, COUNTS, { funnelId: funnel.funnelId })).code).toBe('NotFound');
    const acmeList = await ok<Page>(t.app, ACME, acmeAdmin, LIST, { filter: { funnelId: funnel.funnelId } });
    expect(acmeList.applications.totalCount).toBe(0);

    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const badCursor = await fails(t.app, DEMO, admin, LIST, { filter: { funnelId: funnel.funnelId }, after: 'nonsense' });
    expect(badCursor).toMatchObject({ code: 'ValidationError' });
    expect(badCursor.message).toMatch(/^after: /);
    const badFunnel = await fails(t.app, DEMO, admin, LIST, { filter: { funnelId: 'not-an-id' } });
    expect(badFunnel.message).toBe('filter.funnelId: This funnel does not exist.');
  });
});
