/**
 * The acceptance and rejection e-mails of a decision (issue 16 item 7; contract §2 application_emails, D-253).
 * A decision writes one `application_emails` row per (application, round, kind) — the unique key is what keeps a
 * resumed bulk decision from mailing twice: the second insert finds the row and does nothing. A row due now is marked
 * sent in the decision's transaction, and its message goes into the mail outbox in that same transaction (the caller
 * queues what this returns, D-385), which delivers it after the commit exactly once to the dev mailbox; a row due at
 * the round's scheduledAt waits for the repeating job `applications.send-due-emails`, which claims due rows and queues
 * their messages in one transaction the same way.
 */
import type { RoundEmail } from '@hatchery/domain';
import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/contract.js';
import { applicationEmails, applications, funnelRounds, incubators, users, type Application, type FunnelRound } from '../../db/schema/index.js';
import { tenantData, type AppServices } from '../../http/context.js';
import type { JobRunner } from '../../jobs/index.js';
import { deliverQueuedMail, escapeHtml, queueMailsInTx, type MailInput } from '../mail/index.js';

export type ApplicationEmailKind = 'acceptance' | 'rejection';

export const APPLICATION_EMAILS_JOB = 'applications.send-due-emails';
const INTERVAL_MS = 60_000;
const BATCH = 200;

/** The e-mail text: the round's subject and body, with the per-criterion feedback when the round carries it. */
export function roundEmailMail(to: string, email: RoundEmail, feedback: Record<string, string> | null): MailInput {
  const lines = email.includeFeedback && feedback ? Object.entries(feedback).filter(([, text]) => text.trim() !== '') : [];
  const text = lines.length ? `${email.body}\n\n${lines.map(([name, note]) => `${name}: ${note}`).join('\n')}` : email.body;
  const html = `<p>${escapeHtml(email.body).replace(/\n/g, '<br>')}</p>${lines.length ? `<ul>${lines.map(([name, note]) => `<li><strong>${escapeHtml(name)}</strong>: ${escapeHtml(note)}</li>`).join('')}</ul>` : ''}`;
  return { to, subject: email.subject, text, html };
}

/**
 * Queues the round's e-mail of this kind for the application (nothing when the round has none). Returns the mail to
 * send after the commit when it is due now and this call is the one that queued it; null otherwise. A row cancelled
 * by a reset to draft (never sent) is armed again by the next decision.
 */
export async function queueRoundEmailInTx(tx: Tx, application: Application, round: FunnelRound, kind: ApplicationEmailKind, feedback: Record<string, string> | null, now: Date): Promise<MailInput | null> {
  const email = kind === 'acceptance' ? round.acceptanceEmail : round.rejectionEmail;
  if (!email) return null;
  const sendAt = email.mode === 'scheduled' && email.scheduledAt && new Date(email.scheduledAt) > now ? new Date(email.scheduledAt) : now;
  const due = sendAt <= now;
  const [queued] = await tx
    .insert(applicationEmails)
    .values({ incubatorId: application.incubatorId, applicationId: application.id, roundId: round.id, kind, sendAt, sentAt: due ? now : null, feedback })
    .onConflictDoUpdate({
      target: [applicationEmails.incubatorId, applicationEmails.applicationId, applicationEmails.roundId, applicationEmails.kind],
      set: { sendAt, sentAt: due ? now : null, cancelledAt: null, feedback },
      setWhere: and(isNotNull(applicationEmails.cancelledAt), isNull(applicationEmails.sentAt)),
    })
    .returning({ id: applicationEmails.id });
  if (!queued || !due) return null;
  const [applicant] = await tx.select({ email: users.email }).from(users).where(eq(users.id, application.applicantUserId)).limit(1);
  return applicant ? roundEmailMail(applicant.email, email, feedback) : null;
}

/** A reset to draft: the decision's e-mails not sent yet are cancelled (a later decision arms them again). */
export async function cancelUnsentEmailsInTx(tx: Tx, applicationId: string, now: Date): Promise<void> {
  await tx
    .update(applicationEmails)
    .set({ cancelledAt: now })
    .where(and(eq(applicationEmails.applicationId, applicationId), isNull(applicationEmails.sentAt), isNull(applicationEmails.cancelledAt)));
}

/** Claims this tenant's due e-mails (marks them sent) and returns them to mail after the commit. */
export async function claimDueEmailsInTx(tx: Tx, now: Date): Promise<MailInput[]> {
  const due = await tx
    .select({ id: applicationEmails.id, kind: applicationEmails.kind, feedback: applicationEmails.feedback, to: users.email, acceptance: funnelRounds.acceptanceEmail, rejection: funnelRounds.rejectionEmail })
    .from(applicationEmails)
    .innerJoin(applications, eq(applications.id, applicationEmails.applicationId))
    .innerJoin(users, eq(users.id, applications.applicantUserId))
    .innerJoin(funnelRounds, eq(funnelRounds.id, applicationEmails.roundId))
    .where(and(isNull(applicationEmails.sentAt), isNull(applicationEmails.cancelledAt), lte(applicationEmails.sendAt, now)))
    .orderBy(asc(applicationEmails.sendAt))
    .limit(BATCH)
    .for('update', { of: applicationEmails, skipLocked: true });
  if (due.length === 0) return [];
  await tx
    .update(applicationEmails)
    .set({ sentAt: now })
    .where(sql`${applicationEmails.id} in (${sql.join(due.map((d) => sql`${d.id}`), sql`, `)})`);
  const mails: MailInput[] = [];
  for (const row of due) {
    const email = row.kind === 'acceptance' ? row.acceptance : row.rejection;
    if (email) mails.push(roundEmailMail(row.to, email, row.feedback ?? null));
  }
  return mails;
}

export interface ApplicationEmailDeps {
  db: Database;
  services: AppServices;
  log: { error: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
  now?: () => Date;
}

/** One pass over every tenant: due e-mails are claimed and queued in the outbox in one commit, then delivered. */
export async function sendDueApplicationEmails(deps: ApplicationEmailDeps): Promise<number> {
  const now = deps.now?.() ?? new Date();
  const tenants = await deps.db.registry((tx) => tx.select({ id: incubators.id }).from(incubators));
  let sent = 0;
  for (const tenant of tenants) {
    try {
      const data = tenantData(deps.db, tenant.id);
      // Claimed (marked sent) and queued in the outbox together: a crash after the commit leaves them to the outbox job.
      const outbox = await data.run(async (tx) => queueMailsInTx(tx, tenant.id, await claimDueEmailsInTx(tx, now)));
      await deliverQueuedMail({ data, services: deps.services, log: deps.log }, outbox);
      sent += outbox.length;
    } catch (error) {
      deps.log.error({ err: error, incubatorId: tenant.id }, 'due application e-mails failed for a tenant');
    }
  }
  if (sent > 0) deps.log.info({ sent }, 'scheduled application e-mails sent');
  return sent;
}

/** Registers the repeating job with the runner (main.ts). */
export async function scheduleApplicationEmails(runner: JobRunner, deps: ApplicationEmailDeps, intervalMs = INTERVAL_MS): Promise<void> {
  runner.define(APPLICATION_EMAILS_JOB, async () => {
    await sendDueApplicationEmails(deps);
  });
  await runner.every(APPLICATION_EMAILS_JOB, intervalMs);
}
