/**
 * Issue 16 item 7: a rejection e-mail can carry feedback per criterion. The file offers one text per criterion of the
 * application's round when the round's rejection e-mail includes feedback (FunnelRound.criterionNames and
 * rejectionEmail.includeFeedback, read by deciders); the texts written against those names reach the applicant's mail.
 * And the notifications the spec names for decisions: changeApplicationStatus (moved to the next round),
 * approvalApplication (accepted), denialApplication (rejected or rejected later), each to the applicant.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { evaluationCriteria, funnelRounds, funnels, mailMessages, notificationRecipients, notifications, users } from '../../src/db/schema/index.js';
import { DEMO, login, ok, useTestApp } from '../support/helpers.js';
import { createApplications, createPipelineFunnel } from './pipeline-support.js';

const t = useTestApp();
const demo = <T>(fn: Parameters<typeof t.db.tenant<T>>[1]) => t.db.tenant(t.incubatorIds.demo!, fn);

const FILE = 'query F($id: ID!) { application(id: $id) { _id applicant { email } round { _id name criterionNames rejectionEmail { includeFeedback } } } }';
const DECIDE = 'mutation D($id: ID!, $feedback: [CriterionFeedbackInput!]) { decideApplication(applicationId: $id, decision: reject, reason: "Too early", feedback: $feedback) { status } }';

describe('rejection feedback per criterion', () => {
  it('the file names the round’s criteria; the feedback written against them is in the rejection e-mail', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const [screening] = await demo((tx) => tx.select({ id: funnelRounds.id }).from(funnelRounds).innerJoin(funnels, eq(funnels.id, funnelRounds.funnelId)).where(eq(funnels.slug, 'winter-2027')).orderBy(asc(funnelRounds.position)).limit(1));
    const names = (await demo((tx) => tx.select({ name: evaluationCriteria.name }).from(evaluationCriteria).where(eq(evaluationCriteria.roundId, screening!.id)).orderBy(asc(evaluationCriteria.position)))).map((c) => c.name);
    expect(names.length).toBeGreaterThanOrEqual(2);
    await demo((tx) => tx.update(funnelRounds).set({ rejectionEmail: { mode: 'now', subject: 'Your application', body: 'Thank you for applying.', includeFeedback: true } }).where(eq(funnelRounds.id, screening!.id)));

    const list = await ok<{ applications: { results: Array<{ _id: string; title: string }> } }>(t.app, DEMO, admin, 'query L($f: ApplicationFilter) { applications(filter: $f, first: 1) { results { _id title } } }', { f: { roundId: screening!.id, statuses: ['under_review'] } });
    const id = list.applications.results[0]!._id;
    const file = await ok<{ application: { applicant: { email: string }; round: { criterionNames: string[]; rejectionEmail: { includeFeedback: boolean } } } }>(t.app, DEMO, admin, FILE, { id });
    expect(file.application.round).toMatchObject({ criterionNames: names, rejectionEmail: { includeFeedback: true } });

    await ok(t.app, DEMO, admin, DECIDE, { id, feedback: [{ criterion: names[0], text: 'Show paying customers next time.' }, { criterion: names[1], text: 'A strong, complete team.' }] });
    const mails = await demo((tx) => tx.select({ subject: mailMessages.subject, text: mailMessages.text }).from(mailMessages).innerJoin(users, eq(users.email, mailMessages.to)).where(eq(users.email, file.application.applicant.email)));
    const rejection = mails.find((m) => m.subject === 'Your application');
    expect(rejection?.text).toContain(`${names[0]}: Show paying customers next time.`);
    expect(rejection?.text).toContain(`${names[1]}: A strong, complete team.`);
  });
});

describe('decision notifications', () => {
  it('tell the applicant: changeApplicationStatus on moving on, approvalApplication on acceptance, denialApplication on rejection', async () => {
    const incubatorId = t.incubatorIds.demo!;
    const funnel = await createPipelineFunnel(t.db, incubatorId, { name: `Notified call ${Date.now()}` });
    const [moving, rejected, later] = await createApplications(t.db, incubatorId, funnel, ['Notify One', 'Notify Two', 'Notify Three']);
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const decide = (id: string, decision: string) => ok(t.app, DEMO, admin, 'mutation D($id: ID!, $d: ApplicationDecision!) { decideApplication(applicationId: $id, decision: $d) { status } }', { id, d: decision });
    const told = async (userId: string) =>
      (await demo((tx) => tx.select({ type: notifications.notificationType, applicationId: notifications.applicationId }).from(notifications).innerJoin(notificationRecipients, eq(notificationRecipients.notificationId, notifications.id)).where(eq(notificationRecipients.userId, userId)).orderBy(asc(notifications.createdAt))))
        .filter((n) => n.type.endsWith('Application') || n.type === 'changeApplicationStatus');

    await decide(moving!.id, 'accept');
    expect(await told(moving!.applicantUserId)).toEqual([{ type: 'changeApplicationStatus', applicationId: moving!.id }]);
    await decide(moving!.id, 'accept');
    expect((await told(moving!.applicantUserId)).map((n) => n.type)).toEqual(['changeApplicationStatus', 'approvalApplication']);
    await decide(rejected!.id, 'reject');
    await decide(later!.id, 'delay_reject');
    expect(await told(rejected!.applicantUserId)).toEqual([{ type: 'denialApplication', applicationId: rejected!.id }]);
    expect(await told(later!.applicantUserId)).toEqual([{ type: 'denialApplication', applicationId: later!.id }]);
  });
});
