/**
 * Issue 16 item 3 (API): the application file — one application through the reach rule (an evaluator outside their
 * assignment or with a conflict gets NotFound, as does another tenant), its history, comments and staff-only notes
 * (hidden from evaluators; newCommentApplicationStaff to the funnel's staff), and what the viewer may do.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationComments, notificationRecipients, notifications, programAdmins } from '../../src/db/schema/index.js';
import { ACME, DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';
import { setFlag } from '../support/flags.js';
import { assignEvaluator, createApplications, createPipelineFunnel, userIdOf } from './pipeline-support.js';

const t = useTestApp();

const FILE = `query F($id: ID!) { application(id: $id) {
  _id title status identityHidden evaluationCount viewerCanComment viewerCanWriteNote viewerCanDecide viewerCanReset
  history { fromStatus toStatus toRound { name } decision reason actor { _id } }
  comments { _id body staffOnly author { _id } }
} }`;
const COMMENT = 'mutation C($applicationId: ID!, $body: String!, $staffOnly: Boolean) { addApplicationComment(applicationId: $applicationId, body: $body, staffOnly: $staffOnly) { _id body staffOnly author { _id } } }';

interface FileAnswer {
  application: {
    _id: string;
    title: string | null;
    status: string;
    identityHidden: boolean;
    evaluationCount: number | null;
    viewerCanComment: boolean;
    viewerCanWriteNote: boolean;
    viewerCanDecide: boolean;
    viewerCanReset: boolean;
    history: Array<{ fromStatus: string | null; toStatus: string; toRound: { name: string } | null; decision: string | null; reason: string | null; actor: { _id: string } | null }>;
    comments: Array<{ _id: string; body: string; staffOnly: boolean; author: { _id: string } | null }>;
  };
}

describe('the application file', () => {
  it('staff read the file with its history and may decide; an evaluator reads only an assignment without conflict', async () => {
    const demo = t.incubatorIds.demo!;
    const funnel = await createPipelineFunnel(t.db, demo);
    const [mine, conflicted, other] = await createApplications(t.db, demo, funnel, ['Kite Analytics', 'Kite Ventures', 'Kite Other']);
    const evaluatorId = await userIdOf(t.db, demo, 'evaluator@demo.test');
    await assignEvaluator(t.db, demo, mine!, evaluatorId);
    await assignEvaluator(t.db, demo, conflicted!, evaluatorId, true);

    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const { application } = await ok<FileAnswer>(t.app, DEMO, admin, FILE, { id: mine!.id });
    expect(application).toMatchObject({ title: 'Kite Analytics', status: 'under_review', identityHidden: false, evaluationCount: 0, viewerCanWriteNote: true, viewerCanDecide: true, viewerCanReset: true });
    expect(application.history).toEqual([{ fromStatus: 'draft', toStatus: 'under_review', toRound: { name: 'Screening' }, decision: null, reason: null, actor: { _id: mine!.applicantUserId } }]);

    const evaluator = await login(t.app, DEMO, 'evaluator@demo.test');
    const seen = (await ok<FileAnswer>(t.app, DEMO, evaluator, FILE, { id: mine!.id })).application;
    expect(seen).toMatchObject({ title: 'Kite Analytics', evaluationCount: null, viewerCanComment: true, viewerCanWriteNote: false, viewerCanDecide: false, viewerCanReset: false });
    expect((await fails(t.app, DEMO, evaluator, FILE, { id: conflicted!.id })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, evaluator, FILE, { id: other!.id })).code).toBe('NotFound');

    // Blind review: the applicant's own history row loses its actor for the evaluator, not for staff.
    await setFlag(t, 'demo', 'anonymityApplications', true, true);
    try {
      const blind = (await ok<FileAnswer>(t.app, DEMO, evaluator, FILE, { id: mine!.id })).application;
      expect(blind).toMatchObject({ title: null, identityHidden: true });
      expect(blind.history[0]!.actor).toBeNull();
    } finally {
      await setFlag(t, 'demo', 'anonymityApplications', true, false);
    }

    const acmeAdmin = await login(t.app, ACME, 'admin@acme.test');
    expect((await fails(t.app, ACME, acmeAdmin, FILE, { id: mine!.id })).code).toBe('NotFound');
    const coach = await login(t.app, DEMO, 'coach@demo.test');
    expect((await fails(t.app, DEMO, coach, FILE, { id: mine!.id })).code).toBe('Forbidden');
  });

  it('comments and staff-only notes: notes hidden from evaluators, evaluators cannot write them, the funnel’s staff are notified', async () => {
    const demo = t.incubatorIds.demo!;
    const funnel = await createPipelineFunnel(t.db, demo);
    const [application] = await createApplications(t.db, demo, funnel, ['Comet Health']);
    const evaluatorId = await userIdOf(t.db, demo, 'evaluator@demo.test');
    await assignEvaluator(t.db, demo, application!, evaluatorId);
    const staffId = await userIdOf(t.db, demo, 'staff@demo.test');
    await t.db.tenant(demo, (tx) => tx.insert(programAdmins).values({ incubatorId: demo, programId: funnel.programId, userId: staffId }).onConflictDoNothing());

    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const note = (await ok<{ addApplicationComment: { _id: string; staffOnly: boolean } }>(t.app, DEMO, admin, COMMENT, { applicationId: application!.id, body: 'Strong team, weak market.', staffOnly: true })).addApplicationComment;
    expect(note.staffOnly).toBe(true);
    await ok(t.app, DEMO, admin, COMMENT, { applicationId: application!.id, body: 'Please add the deck.' });

    const evaluator = await login(t.app, DEMO, 'evaluator@demo.test');
    const seen = (await ok<FileAnswer>(t.app, DEMO, evaluator, FILE, { id: application!.id })).application;
    expect(seen.comments.map((c) => c.body)).toEqual(['Please add the deck.']);
    const refused = await fails(t.app, DEMO, evaluator, COMMENT, { applicationId: application!.id, body: 'Sneaky note', staffOnly: true });
    expect(refused).toMatchObject({ code: 'Forbidden', message: 'staffOnly: Only staff can write staff-only notes.' });
    await ok(t.app, DEMO, evaluator, COMMENT, { applicationId: application!.id, body: 'Looks promising.' });

    const staffView = (await ok<FileAnswer>(t.app, DEMO, admin, FILE, { id: application!.id })).application;
    expect(staffView.comments.map((c) => [c.body, c.staffOnly])).toEqual([['Strong team, weak market.', true], ['Please add the deck.', false], ['Looks promising.', false]]);

    // Bad input names the field and writes nothing; another tenant's id answers like an unknown one.
    const before = await t.db.tenant(demo, (tx) => tx.select({ id: applicationComments.id }).from(applicationComments).where(eq(applicationComments.applicationId, application!.id)));
    expect((await fails(t.app, DEMO, admin, COMMENT, { applicationId: application!.id, body: '   ' })).message).toBe('body: Write something first.');
    const acmeAdmin = await login(t.app, ACME, 'admin@acme.test');
    expect((await fails(t.app, ACME, acmeAdmin, COMMENT, { applicationId: application!.id, body: 'Hello' })).code).toBe('NotFound');
    const after = await t.db.tenant(demo, (tx) => tx.select({ id: applicationComments.id }).from(applicationComments).where(eq(applicationComments.applicationId, application!.id)));
    expect(after.length).toBe(before.length);

    // The program's staff hear of comments (newCommentApplicationStaff); the applicant of staff comments they may read.
    const told = await t.db.tenant(demo, (tx) =>
      tx
        .select({ type: notifications.notificationType, userId: notificationRecipients.userId })
        .from(notifications)
        .innerJoin(notificationRecipients, eq(notificationRecipients.notificationId, notifications.id))
        .where(and(eq(notifications.applicationId, application!.id))),
    );
    expect(told.filter((n) => n.type === 'newCommentApplicationStaff' && n.userId === staffId).length).toBe(3);
    expect(told.filter((n) => n.type === 'newCommentApplication').map((n) => n.userId)).toEqual([application!.applicantUserId]);
  });
});
