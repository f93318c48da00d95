/**
 * Issue 16 item 3, the file's form answers: Application.answers needs APPLICATION:VIEW_FULL_DATA for staff (D-251).
 * The admin reads the intake answers of a seeded application; the seeded Staff role (APPLICATION:VIEW_ALL without
 * VIEW_FULL_DATA) reads the same file without them.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, funnels } from '../../src/db/schema/index.js';
import { DEMO, login, ok, useTestApp } from '../support/helpers.js';

const t = useTestApp();
const FILE = 'query F($id: ID!) { application(id: $id) { _id title answers { questionId } } }';

describe('the file’s form answers', () => {
  it('staff read them with APPLICATION:VIEW_FULL_DATA and get null without it', async () => {
    // A seeded open-call application filed through the intake form (it has a submission).
    const [filed] = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select({ id: applications.id }).from(applications).innerJoin(funnels, eq(funnels.id, applications.funnelId)).where(and(eq(funnels.slug, 'winter-2027'), eq(applications.status, 'under_review'), isNotNull(applications.submissionId))).orderBy(asc(applications.createdAt)).limit(1));
    const id = filed!.id;
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const full = await ok<{ application: { title: string; answers: Array<{ questionId: string }> | null } }>(t.app, DEMO, admin, FILE, { id });
    expect(full.application.answers).not.toBeNull();
    expect(full.application.answers!.map((a) => a.questionId)).toContain('startup_name');

    const staff = await login(t.app, DEMO, 'staff@demo.test');
    const partial = await ok<{ application: { title: string; answers: unknown } }>(t.app, DEMO, staff, FILE, { id });
    expect(partial.application).toMatchObject({ _id: id, title: full.application.title, answers: null });
  });
});
