/**
 * Leads (issue 16 item 2; D-246): staff holding APPLICATION:MANAGE for a funnel file an application on someone's
 * behalf (source lead, created_by the staff member) — the person becomes an invited Applicant when unknown — and later
 * offer it by e-mail (transferApplication: a one-time link to /leads/transfer/{token}, where the person takes it over,
 * D-300). Leads skip the dates (staff decide) but not the forms
 * engine's validation; the funnel must be published or closed.
 */
import { APPLICATIONS_MESSAGES as M, FUNNEL_NAME_MAX } from '@hatchery/domain';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { applications, funnels, roles, users, type Application, type Funnel } from '../../db/schema/index.js';
import { notFoundError, validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { answerLinkedFormInTx } from '../forms/index.js';
import { escapeHtml, type MailInput } from '../mail/index.js';
import { applicationAccess, type ApplicationAccess } from './application-access.js';
import { applicationTitle, firstRound, latestFormVersion } from './intake.service.js';
import { offerTransferInTx } from './lead-transfer.service.js';
import { enterRoundInTx } from './round-entry.js';

const emailSchema = z.string().trim().toLowerCase().email(M.emailInvalid).max(320, M.tooLong);
const leadSchema = z.object({
  funnelId: z.string(),
  applicantEmail: emailSchema,
  applicantName: z.string().trim().min(1, M.required).max(FUNNEL_NAME_MAX, M.tooLong),
});

function inScope(access: ApplicationAccess, funnelId: string): boolean {
  return access.staffFunnels === null || access.staffFunnels.has(funnelId);
}

/** A funnel the viewer manages applications of; out of reach or another tenant's answers like unknown. */
async function managedFunnel(tx: Tx, access: ApplicationAccess, funnelId: string): Promise<Funnel> {
  const [funnel] = isUuid(funnelId) ? await tx.select().from(funnels).where(eq(funnels.id, funnelId)).limit(1) : [];
  if (!funnel || !inScope(access, funnel.id)) throw notFoundError(`funnelId: ${M.funnelNotFound}`);
  if (funnel.status !== 'published' && funnel.status !== 'closed') throw validationError(`funnelId: ${M.notPublished}`);
  return funnel;
}

/** The Applicant with this e-mail, created as a pending invitee when unknown; another role's account is refused. */
async function applicantByEmail(tx: Tx, incubator: { id: string; timezone: string; defaultLanguage: string }, email: string, name: string | null, field: string): Promise<{ id: string; pending: boolean }> {
  const [found] = await tx
    .select({ id: users.id, status: users.status, passwordHash: users.passwordHash, roleType: roles.type })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (found) {
    if (found.roleType !== 'Applicant') throw validationError(`${field}: ${M.notAnApplicant}`);
    return { id: found.id, pending: found.status === 'pending' && found.passwordHash === null };
  }
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.type, 'Applicant')).orderBy(sql`${roles.isDefault} desc`, roles.createdAt).limit(1);
  if (!role) throw validationError(`${field}: ${M.notAnApplicant}`);
  const [first, ...rest] = (name ?? email.split('@')[0] ?? '').split(/\s+/);
  const [user] = await tx
    .insert(users)
    .values({
      incubatorId: incubator.id,
      email,
      firstName: first ?? '',
      lastName: rest.join(' '),
      fullName: (name ?? email).trim(),
      status: 'pending',
      validated: false,
      timezone: incubator.timezone,
      language: incubator.defaultLanguage,
      roleId: role.id,
    })
    .returning({ id: users.id });
  return { id: user!.id, pending: true };
}

export interface LeadInput {
  funnelId: string;
  applicantEmail: string;
  applicantName: string;
  answers: unknown;
}

/** createApplicationLead: a submitted application filled by staff, in the funnel's first round. */
export async function createApplicationLead(ctx: AppContext, raw: LeadInput): Promise<Application> {
  const viewer = requireViewer(ctx);
  const input = parseInput(leadSchema, raw);
  const access = await applicationAccess(ctx, 'APPLICATION:MANAGE');
  return ctx.data.run(async (tx) => {
    const funnel = await managedFunnel(tx, access, input.funnelId);
    const version = await latestFormVersion(tx, funnel.intakeFormId);
    const round = await firstRound(tx, funnel.id);
    if (!version || !round) throw validationError(`funnelId: ${M.callNotOpen}`);
    const applicant = await applicantByEmail(tx, ctx.incubator, input.applicantEmail, input.applicantName, 'applicantEmail');
    const submission = await answerLinkedFormInTx(tx, ctx.incubator.id, { formId: version.formId, versionId: version.id, submissionId: null, respondentUserId: applicant.id, startupId: null, answers: raw.answers, submit: true });
    const title = applicationTitle(version.definition, submission.answers, { fullName: input.applicantName, email: input.applicantEmail });
    const [draft] = await tx
      .insert(applications)
      .values({ incubatorId: ctx.incubator.id, funnelId: funnel.id, applicantUserId: applicant.id, title, status: 'draft', submissionId: submission.id, source: 'lead', createdBy: viewer.userId })
      .returning();
    const entered = await enterRoundInTx(tx, draft!, round, { actorId: viewer.userId, reason: 'lead' });
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'application.leadCreated', entityType: 'application', entityId: entered.id, after: { funnelId: funnel.id, applicantEmail: input.applicantEmail } });
    return entered;
  });
}

function transferMail(input: { to: string; funnelName: string; incubatorName: string; link: string }): MailInput {
  const body = `An application to ${input.funnelName} was prepared for you by the ${input.incubatorName} team. Open the link to take it over: you will see it, and what happens next, in your applications.`;
  return {
    to: input.to,
    subject: `An application to ${input.funnelName} was prepared for you`,
    text: ['Hello,', '', body, '', `Take it over: ${input.link}`, '', 'The link works once and for 7 days.', '', `— ${input.incubatorName}`].join('\n'),
    html: [`<p>Hello,</p>`, `<p>${escapeHtml(body)}</p>`, `<p><a href="${escapeHtml(input.link)}">Take it over</a></p>`, `<p>The link works once and for 7 days.</p>`, `<p>— ${escapeHtml(input.incubatorName)}</p>`].join('\n'),
  };
}

/**
 * transferApplication: offers a lead to the person with this e-mail (created as an invited Applicant when unknown).
 * They get a one-time link to /leads/transfer/{token} after commit and take the application over there
 * (lead-transfer.service.ts, D-300); until then the application stays as it is. A new offer ends the older ones.
 */
export async function transferApplication(ctx: AppContext, applicationId: string, rawEmail: string): Promise<Application> {
  const viewer = requireViewer(ctx);
  const email = parseInput(z.object({ email: emailSchema }), { email: rawEmail }).email;
  const access = await applicationAccess(ctx, 'APPLICATION:MANAGE');
  const outcome = await ctx.data.run(async (tx) => {
    const [application] = isUuid(applicationId) ? await tx.select().from(applications).where(eq(applications.id, applicationId)).for('update').limit(1) : [];
    if (!application || !inScope(access, application.funnelId)) throw notFoundError(`applicationId: ${M.applicationNotFound}`);
    if (application.source !== 'lead' && application.source !== 'transfer') throw validationError(`applicationId: ${M.notALead}`);
    const [funnel] = await tx.select().from(funnels).where(eq(funnels.id, application.funnelId)).limit(1);
    const applicant = await applicantByEmail(tx, ctx.incubator, email, null, 'email');
    const token = await offerTransferInTx(tx, { incubatorId: ctx.incubator.id, applicationId: application.id, email, targetUserId: applicant.id, createdBy: viewer.userId });
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'application.transferred', entityType: 'application', entityId: application.id, before: { applicantUserId: application.applicantUserId }, after: { offeredTo: applicant.id, email } });
    const link = `${ctx.origin}/leads/transfer/${encodeURIComponent(token)}`;
    return { application, mail: transferMail({ to: email, funnelName: funnel!.name, incubatorName: ctx.incubator.name, link }) };
  });
  try {
    await ctx.services.mailer.send(ctx.data, outcome.mail);
  } catch (error) {
    ctx.log.error({ err: error }, 'could not send the application transfer mail');
  }
  return outcome.application;
}
