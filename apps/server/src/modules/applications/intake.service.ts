/**
 * Intake (issue 16 item 2; docs/contract-applications.md §3.4, D-242..D-246): the public call, an applicant's draft
 * (one open draft per person and funnel, the re-apply rule), saving it as they go, submitting it (the forms engine
 * validates; the deadline is checked at submit; the application enters the first round through enterRoundInTx, the
 * one writer of status and history), the confirmation e-mail after commit, and the round forms the applicant is asked
 * to fill. Applicants reach only their own applications here: another person's id answers like an unknown one.
 */
import {
  APPLICATIONS_MESSAGES as M,
  COMPANY_LABEL_PATTERN,
  callClosedMessage,
  funnelAcceptsApplications,
  isInRoleGroup,
  reapplyVerdict,
  type Answers,
  type FormDefinition,
} from '@hatchery/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import {
  applicationRoundSubmissions,
  applications,
  formSubmissions,
  formVersions,
  forms,
  funnelRounds,
  funnels,
  programs,
  users,
  type Application,
  type Form,
  type FormSubmission,
  type FormVersion,
  type Funnel,
  type FunnelRound,
} from '../../db/schema/index.js';
import { forbiddenError, notFoundError, validationError } from '../../core/errors.js';
import { isUniqueViolation } from '../../core/db-errors.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { writeThroughInTx } from '../custom-fields/index.js';
import { answerLinkedFormInTx } from '../forms/index.js';
import { escapeHtml, type MailInput } from '../mail/index.js';
import { enterRoundInTx } from './round-entry.js';

export interface PublicFunnelView {
  funnel: Funnel;
  programName: string | null;
  definition: FormDefinition | null;
}

/** The published version an applicant answers: the intake form's latest (null when the form has none). */
export async function latestFormVersion(tx: Tx, formId: string | null): Promise<FormVersion | null> {
  if (!formId) return null;
  const [row] = await tx.select().from(formVersions).where(eq(formVersions.formId, formId)).orderBy(desc(formVersions.number)).limit(1);
  return row ?? null;
}

async function publicView(tx: Tx, funnel: Funnel): Promise<PublicFunnelView> {
  const [program] = await tx.select({ name: programs.name }).from(programs).where(eq(programs.id, funnel.programId)).limit(1);
  const version = await latestFormVersion(tx, funnel.intakeFormId);
  return { funnel, programName: program?.name ?? null, definition: version?.definition ?? null };
}

/** A call as visitors see it (D-242): published or closed funnels only; a draft, archived or unknown slug is null. */
export async function getPublicFunnel(ctx: AppContext, slug: string): Promise<PublicFunnelView | null> {
  if (slug.length === 0 || slug.length > 200) return null;
  return ctx.data.run(async (tx) => {
    const [funnel] = await tx.select().from(funnels).where(and(eq(funnels.slug, slug), inArray(funnels.status, ['published', 'closed']))).limit(1);
    return funnel ? publicView(tx, funnel) : null;
  });
}

/** The calls taking applications now, closing soonest first (the applicant's empty state and /application/new). */
export async function listOpenCalls(ctx: AppContext): Promise<PublicFunnelView[]> {
  const now = new Date();
  return ctx.data.run(async (tx) => {
    const rows = await tx.select().from(funnels).where(eq(funnels.status, 'published')).orderBy(asc(funnels.closesAt), asc(funnels.name));
    const open = rows.filter((f) => funnelAcceptsApplications(f, now));
    return Promise.all(open.map((f) => publicView(tx, f)));
  });
}

/** Refuses unless the funnel takes applications now; past its closing date the message gives the date (D-242). */
export function requireAccepting(funnel: Funnel, now: Date): void {
  if (funnelAcceptsApplications(funnel, now)) return;
  if (funnel.closesAt && funnel.closesAt.getTime() <= now.getTime()) throw validationError(`closesAt: ${callClosedMessage(funnel.closesAt)}`);
  if (funnel.status === 'closed') throw validationError(`closesAt: ${callClosedMessage(funnel.closedAt ?? now)}`);
  throw validationError(`funnelId: ${M.callNotOpen}`);
}

/**
 * The title of an application (D-243): the answer to the intake form's first text question labelled like a company
 * name ("Company name", "Startup", "Venture"… in any of its languages), else the applicant's full name, else e-mail.
 */
export function applicationTitle(definition: FormDefinition | null, answers: Answers, applicant: { fullName: string | null; email: string }): string {
  for (const question of definition?.questions ?? []) {
    if (question.type !== 'text') continue;
    const labels = Object.values((question.label ?? {}) as Record<string, string | undefined>);
    if (!labels.some((label) => label && COMPANY_LABEL_PATTERN.test(label))) continue;
    const value = answers[question.id]?.textValue?.trim();
    if (value) return value.slice(0, 200);
  }
  return applicant.fullName?.trim() || applicant.email;
}

async function applicantOf(tx: Tx, userId: string): Promise<{ fullName: string | null; email: string; firstName: string | null }> {
  const [row] = await tx.select({ fullName: users.fullName, email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? { fullName: null, email: '', firstName: null };
}

async function funnelById(tx: Tx, funnelId: string): Promise<Funnel> {
  const [funnel] = isUuid(funnelId) ? await tx.select().from(funnels).where(eq(funnels.id, funnelId)).limit(1) : [];
  // Drafts and archived funnels answer like unknown ones: applicants never learn they exist.
  if (!funnel || funnel.status === 'draft' || funnel.status === 'archived') throw notFoundError(`funnelId: ${M.funnelNotFound}`);
  return funnel;
}

/** The viewer's own application, locked for a change when asked; anyone else's answers NotFound. */
export async function ownApplication(tx: Tx, userId: string, applicationId: string, lock = false): Promise<Application> {
  if (!isUuid(applicationId)) throw notFoundError(`applicationId: ${M.applicationNotFound}`);
  const query = tx.select().from(applications).where(and(eq(applications.id, applicationId), eq(applications.applicantUserId, userId))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFoundError(`applicationId: ${M.applicationNotFound}`);
  return row;
}

async function openDraftOf(tx: Tx, userId: string, funnelId: string): Promise<Application | undefined> {
  const [row] = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.applicantUserId, userId), eq(applications.funnelId, funnelId), eq(applications.status, 'draft')))
    .orderBy(desc(applications.createdAt));
  return row && !row.archivedAt ? row : undefined;
}

/**
 * startApplication: the viewer's open draft of this funnel, or a new one (draft application + draft submission of
 * the intake form's latest version) when the re-apply rule allows. Applicant roles only (RTE-22).
 */
export async function startApplication(ctx: AppContext, funnelId: string): Promise<Application> {
  const viewer = requireViewer(ctx);
  if (!isInRoleGroup(viewer.roleType, 'applicants')) throw forbiddenError(`funnelId: ${M.notAnApplicant}`);
  const start = () =>
    ctx.data.run(async (tx) => {
      const funnel = await funnelById(tx, funnelId);
      requireAccepting(funnel, new Date());
      const earlier = await tx.select().from(applications).where(and(eq(applications.applicantUserId, viewer.userId), eq(applications.funnelId, funnel.id)));
      const verdict = reapplyVerdict(funnel.reapplyRule, earlier);
      if (verdict === 'resume') return (await openDraftOf(tx, viewer.userId, funnel.id))!;
      if (verdict === 'refuse') throw validationError(`funnelId: ${M.alreadyApplied}`);
      const version = await latestFormVersion(tx, funnel.intakeFormId);
      if (!version) throw validationError(`funnelId: ${M.callNotOpen}`);
      const submission = await answerLinkedFormInTx(tx, ctx.incubator.id, {
        formId: version.formId,
        versionId: version.id,
        submissionId: null,
        respondentUserId: viewer.userId,
        startupId: null,
        answers: {},
        submit: false,
      });
      const applicant = await applicantOf(tx, viewer.userId);
      const [row] = await tx
        .insert(applications)
        .values({ incubatorId: ctx.incubator.id, funnelId: funnel.id, applicantUserId: viewer.userId, title: applicationTitle(null, {}, applicant), status: 'draft', submissionId: submission.id, source: 'direct' })
        .returning();
      return row!;
    });
  try {
    return await start();
  } catch (error) {
    // Two tabs starting at once: the partial unique index kept one draft; the loser resumes it.
    if (!isUniqueViolation(error)) throw error;
    const draft = await ctx.data.run((tx) => openDraftOf(tx, viewer.userId, funnelId));
    if (!draft) throw error;
    return draft;
  }
}

async function draftContext(tx: Tx, userId: string, applicationId: string): Promise<{ application: Application; funnel: Funnel; submission: FormSubmission }> {
  const application = await ownApplication(tx, userId, applicationId, true);
  if (application.status !== 'draft') throw validationError(`applicationId: ${M.alreadySubmitted}`);
  const [funnel] = await tx.select().from(funnels).where(eq(funnels.id, application.funnelId)).limit(1);
  if (application.archivedAt) throw validationError(`closesAt: ${callClosedMessage(funnel!.closedAt ?? funnel!.closesAt ?? application.archivedAt)}`);
  requireAccepting(funnel!, new Date());
  const [submission] = application.submissionId ? await tx.select().from(formSubmissions).where(eq(formSubmissions.id, application.submissionId)).limit(1) : [];
  if (!submission) throw validationError(`funnelId: ${M.callNotOpen}`);
  return { application, funnel: funnel!, submission };
}

/** saveApplicationDraft: the draft's answers, checked only for what is answered (save as you go). */
export async function saveApplicationDraft(ctx: AppContext, applicationId: string, answers: unknown): Promise<Application> {
  const viewer = requireViewer(ctx);
  return ctx.data.run(async (tx) => {
    const { application, submission } = await draftContext(tx, viewer.userId, applicationId);
    await answerLinkedFormInTx(tx, ctx.incubator.id, { formId: submission.formId, versionId: submission.versionId, submissionId: submission.id, respondentUserId: viewer.userId, startupId: null, answers, submit: false });
    const [row] = await tx.update(applications).set({ updatedAt: new Date() }).where(eq(applications.id, application.id)).returning();
    return row!;
  });
}

/** The first round of a funnel (the one a submitted application enters). */
export async function firstRound(tx: Tx, funnelId: string): Promise<FunnelRound | null> {
  const [round] = await tx.select().from(funnelRounds).where(eq(funnelRounds.funnelId, funnelId)).orderBy(asc(funnelRounds.position)).limit(1);
  return round ?? null;
}

/** The confirmation e-mail of a submitted application (English, like the identity mails). */
export function confirmationMail(input: { to: string; firstName: string | null; funnelName: string; incubatorName: string; link: string }): MailInput {
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const body = `We received your application to ${input.funnelName}. You can follow it and answer any further form we ask for in your applications.`;
  const text = [greeting, '', body, '', `Your applications: ${input.link}`, '', `— ${input.incubatorName}`].join('\n');
  const html = [`<p>${escapeHtml(greeting)}</p>`, `<p>${escapeHtml(body)}</p>`, `<p><a href="${escapeHtml(input.link)}">Your applications</a></p>`, `<p>— ${escapeHtml(input.incubatorName)}</p>`].join('\n');
  return { to: input.to, subject: `Your application to ${input.funnelName} is in`, text, html };
}

/**
 * submitApplication: full validation by the forms engine, refused after the deadline ("closesAt: This call closed on
 * {date}.") with nothing changed; the application takes its title and enters the first round (status + history row
 * through enterRoundInTx). After commit, the confirmation e-mail.
 */
export async function submitApplication(ctx: AppContext, applicationId: string, answers: unknown): Promise<Application> {
  const viewer = requireViewer(ctx);
  const outcome = await ctx.data.run(async (tx) => {
    const { application, funnel, submission } = await draftContext(tx, viewer.userId, applicationId);
    const round = await firstRound(tx, funnel.id);
    if (!round) throw validationError(`funnelId: ${M.callNotOpen}`);
    const stored = await answerLinkedFormInTx(tx, ctx.incubator.id, { formId: submission.formId, versionId: submission.versionId, submissionId: submission.id, respondentUserId: viewer.userId, startupId: null, answers, submit: true });
    const [version] = await tx.select().from(formVersions).where(eq(formVersions.id, submission.versionId)).limit(1);
    // custom_field questions write through as a submitted form does (D-213): fields of users to the applicant's
    // profile, fields of applications to this application (D-360) — still a draft here, so the applicant may.
    if (version) await writeThroughInTx(ctx, tx, { definition: version.definition, answers: stored.answers as Answers, startupId: null, applicationId: application.id });
    const applicant = await applicantOf(tx, viewer.userId);
    const [titled] = await tx
      .update(applications)
      .set({ title: applicationTitle(version?.definition ?? null, stored.answers as Answers, applicant) })
      .where(eq(applications.id, application.id))
      .returning();
    const entered = await enterRoundInTx(tx, titled!, round, { actorId: viewer.userId, reason: 'submitted' });
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'application.submitted', entityType: 'application', entityId: application.id, after: { funnelId: funnel.id, roundId: round.id, status: entered.status } });
    return { application: entered, funnel, applicant };
  });
  try {
    await ctx.services.mailer.send(
      ctx.data,
      confirmationMail({ to: outcome.applicant.email, firstName: outcome.applicant.firstName, funnelName: outcome.funnel.name, incubatorName: ctx.incubator.name, link: `${ctx.origin}/applications-manager` }),
    );
  } catch (error) {
    // The application is in; a lost confirmation must not turn the submit into an error.
    ctx.log.error({ err: error }, 'could not send the application confirmation mail');
  }
  return outcome.application;
}

/** The viewer's own applications, newest first (/applications-manager). */
export async function listMyApplications(ctx: AppContext): Promise<Application[]> {
  const viewer = requireViewer(ctx);
  return ctx.data.run((tx) => tx.select().from(applications).where(eq(applications.applicantUserId, viewer.userId)).orderBy(desc(applications.createdAt), desc(applications.id)));
}

export async function getMyApplication(ctx: AppContext, applicationId: string): Promise<Application> {
  const viewer = requireViewer(ctx);
  return ctx.data.run((tx) => ownApplication(tx, viewer.userId, applicationId));
}

export interface RoundFormView {
  application: Application;
  round: FunnelRound;
  form: Form;
  definition: FormDefinition;
  submission: FormSubmission | null;
  requestedAt: Date;
  submittedAt: Date | null;
}

async function roundFormContext(tx: Tx, userId: string, applicationId: string, roundId: string, lock: boolean): Promise<RoundFormView & { requestId: string }> {
  const application = await ownApplication(tx, userId, applicationId, lock);
  if (!isUuid(roundId)) throw notFoundError(`roundId: ${M.roundFormNotAsked}`);
  const [asked] = await tx
    .select({ request: applicationRoundSubmissions, round: funnelRounds })
    .from(applicationRoundSubmissions)
    .innerJoin(funnelRounds, eq(funnelRounds.id, applicationRoundSubmissions.roundId))
    .where(and(eq(applicationRoundSubmissions.applicationId, application.id), eq(applicationRoundSubmissions.roundId, roundId)))
    .limit(1);
  if (!asked || !asked.round.formId) throw notFoundError(`roundId: ${M.roundFormNotAsked}`);
  const [form] = await tx.select().from(forms).where(eq(forms.id, asked.round.formId)).limit(1);
  const [submission] = asked.request.submissionId ? await tx.select().from(formSubmissions).where(eq(formSubmissions.id, asked.request.submissionId)).limit(1) : [];
  const [version] = submission
    ? await tx.select().from(formVersions).where(eq(formVersions.id, submission.versionId)).limit(1)
    : [await latestFormVersion(tx, asked.round.formId)];
  if (!form || !version) throw notFoundError(`roundId: ${M.roundFormNotAsked}`);
  return {
    application,
    round: asked.round,
    form,
    definition: version.definition,
    submission: submission ?? null,
    requestedAt: asked.request.requestedAt,
    submittedAt: asked.request.submittedAt,
    requestId: asked.request.id,
  };
}

/** The round form an applicant is asked to fill (/application/{id}/forms/{round}/fill). */
export async function getRoundForm(ctx: AppContext, applicationId: string, roundId: string): Promise<RoundFormView> {
  const viewer = requireViewer(ctx);
  return ctx.data.run((tx) => roundFormContext(tx, viewer.userId, applicationId, roundId, false));
}

/** fillRoundForm: saves (submit false) or submits the round form; submitted_at is set once, then it is closed. */
export async function fillRoundForm(ctx: AppContext, applicationId: string, roundId: string, answers: unknown, submit: boolean): Promise<RoundFormView> {
  const viewer = requireViewer(ctx);
  return ctx.data.run(async (tx) => {
    const view = await roundFormContext(tx, viewer.userId, applicationId, roundId, true);
    if (view.submittedAt) throw validationError(`roundId: ${M.roundFormDone}`);
    const versionId = view.submission?.versionId ?? (await latestFormVersion(tx, view.form.id))!.id;
    const stored = await answerLinkedFormInTx(tx, ctx.incubator.id, { formId: view.form.id, versionId, submissionId: view.submission?.id ?? null, respondentUserId: viewer.userId, startupId: null, answers, submit });
    const now = new Date();
    await tx
      .update(applicationRoundSubmissions)
      .set({ submissionId: stored.id, ...(submit ? { submittedAt: now } : {}) })
      .where(eq(applicationRoundSubmissions.id, view.requestId));
    if (submit) {
      await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'application.roundFormSubmitted', entityType: 'application', entityId: view.application.id, after: { roundId: view.round.id } });
    }
    return { ...view, submission: stored, submittedAt: submit ? now : null };
  });
}
