/**
 * Issue 16 budget (the overview query at 1,000 tenants × 2,000 applications, p99 at FULL ≤ 1.3 × at 1%): a filtered page
 * of the overview is read through an index led by the tenant and the call, so its cost follows the call's size and not
 * the database's (bench:applications measures it, docs/performance.md "Applications overview (issue 16)"). The
 * statements are overview.service.ts's page for an administrator (every funnel, archived left out) in the tenant's
 * transaction (row-level security adds the tenant's condition); the planner is told to avoid scans (and, for the
 * single-status filter, sorts), so the plan shows which index can serve the filter — a small table would otherwise be
 * scanned anyway.
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/helpers.js';
import { createApplications, createPipelineFunnel } from './pipeline-support.js';

const t = useTestApp();

async function planOf(where: SQL, options: { noSort: boolean }): Promise<string> {
  return t.db.tenant(t.incubatorIds.demo!, async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    if (options.noSort) await tx.execute(sql`set local enable_sort = off`);
    // overview.service.ts's order (D-310): the indexes' own, `desc nulls last`.
    const page = tx.select().from(applications).where(where).orderBy(sql`${applications.createdAt} desc nulls last`, sql`${applications.id} desc nulls last`).limit(26);
    const result = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${page.getSQL()}`);
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('applications overview plan', () => {
  it('a call with a status group reads an index led by the tenant; a call, a round and one status read the round index in order', async () => {
    const demo = t.incubatorIds.demo!;
    const funnel = await createPipelineFunnel(t.db, demo, { name: 'Plan call' });
    await createApplications(t.db, demo, funnel, ['Plan One', 'Plan Two', 'Plan Three']);
    const round = funnel.rounds[0]!.id;

    const group = await planOf(and(isNull(applications.archivedAt), eq(applications.funnelId, funnel.funnelId), inArray(applications.status, ['ready_for_invitation', 'ready_for_meeting', 'under_review', 'pending_decision']))!, { noSort: false });
    // Four statuses are four ranges of the overview index, so their union is sorted whatever the index; on a table this
    // small the planner may take any index led by the tenant — what matters is that it never scans other tenants' rows.
    expect(group).toMatch(/Index Cond: \(.*incubator_id = /);
    expect(group).not.toMatch(/Seq Scan/);

    const inRound = await planOf(and(isNull(applications.archivedAt), eq(applications.funnelId, funnel.funnelId), eq(applications.roundId, round), eq(applications.status, 'under_review'))!, { noSort: true });
    expect(inRound).toContain('applications_round_idx');
    expect(inRound).not.toMatch(/\bSort\b/);
    expect(inRound).not.toMatch(/Seq Scan/);
  });
});
