/**
 * Writing in the emails area (D-584): email templates and content templates, and drafts — started empty or from a
 * template, edited, duplicated (any status: a new draft with the same subject, body and audience) and removed. Only a
 * draft changes; an email that is sending or sent is history (ValidationError, field status). Who may call these is
 * the policy's rule (emails.policy.ts); the services check what only the data can tell.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { emails, emailTemplates, type EmailRow } from '../../db/schema/index.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { checkAudienceIn, normaliseAudience } from './email-audience.service.js';
import {
  audienceSchema,
  bodyField,
  EMAIL_BODY_MAX,
  EMAIL_SUBJECT_MAX,
  fieldError,
  idField,
  idSchema,
  parseEmailInput,
  subjectField,
  TEMPLATE_NAME_MAX,
} from './email-input.js';
import { emailIn, emailNotFound, templateNotFound, templateView, type EmailTemplateView, type OutgoingEmailView } from './emails.service.js';

/** The refusal of a change to an email that is no longer a draft. */
export const NOT_A_DRAFT = 'only a draft can be changed';

const templateInputSchema = z.object({
  kind: z.enum(['template', 'content'], { error: 'must be TEMPLATE or CONTENT' }),
  name: z.string({ error: 'is required' }).trim().min(1, 'is required').max(TEMPLATE_NAME_MAX, `at most ${TEMPLATE_NAME_MAX} characters`),
  subject: z.string().trim().max(EMAIL_SUBJECT_MAX, `at most ${EMAIL_SUBJECT_MAX} characters`).nullish(),
  body: z
    .string({ error: 'is required' })
    .refine((body) => body.trim().length > 0, 'is required')
    .pipe(z.string().max(EMAIL_BODY_MAX, `at most ${EMAIL_BODY_MAX} characters`)),
});
const templateCreateSchema = z.object({ input: templateInputSchema }).transform((v) => v.input);
const templateUpdateSchema = z.object({ id: idField, input: templateInputSchema });
const createDraftSchema = z.object({ templateId: idField.nullish() });
const draftSchema = z.object({ id: idField, input: z.object({ subject: subjectField, body: bodyField, audience: audienceSchema }) });

/** The template's columns from its input: a content template has no subject; a blank subject is none. */
function templateValues(input: z.output<typeof templateInputSchema>) {
  return { kind: input.kind, name: input.name, subject: input.kind === 'template' ? input.subject || null : null, body: input.body };
}

export async function createEmailTemplate(ctx: AppContext, input: unknown): Promise<EmailTemplateView> {
  const viewer = requireViewer(ctx);
  const data = parseEmailInput(templateCreateSchema, input);
  return ctx.data.run(async (tx) => {
    const [row] = await tx
      .insert(emailTemplates)
      .values({ incubatorId: ctx.data.incubatorId, ...templateValues(data), createdBy: viewer.userId })
      .returning();
    return templateView(row!);
  });
}

export async function updateEmailTemplate(ctx: AppContext, input: unknown): Promise<EmailTemplateView> {
  requireViewer(ctx);
  const { id, input: data } = parseEmailInput(templateUpdateSchema, input);
  return ctx.data.run(async (tx) => {
    const [row] = await tx.update(emailTemplates).set(templateValues(data)).where(eq(emailTemplates.id, id)).returning();
    if (!row) throw templateNotFound();
    return templateView(row);
  });
}

export async function deleteEmailTemplate(ctx: AppContext, input: unknown): Promise<string> {
  const viewer = requireViewer(ctx);
  const { id } = parseEmailInput(idSchema, input);
  return ctx.data.run(async (tx) => {
    // Emails started from it keep their own copy of its subject and body.
    const [row] = await tx.delete(emailTemplates).where(eq(emailTemplates.id, id)).returning({ id: emailTemplates.id, name: emailTemplates.name, kind: emailTemplates.kind });
    if (!row) throw templateNotFound();
    await recordActivity(tx, ctx.data.incubatorId, viewer.userId, {
      action: 'emailTemplate.deleted',
      entityType: 'emailTemplate',
      entityId: row.id,
      before: { name: row.name, kind: row.kind },
    });
    return row.id;
  });
}

/** The email, locked for the change; a draft only. */
export async function lockDraft(tx: Tx, id: string): Promise<EmailRow> {
  const [row] = await tx.select().from(emails).where(eq(emails.id, id)).for('update');
  if (!row) throw emailNotFound();
  if (row.status !== 'draft') throw fieldError('status', NOT_A_DRAFT);
  return row;
}

/** A new draft: empty, or with a template's subject and body (a content template gives its body). */
export async function createOutgoingEmail(ctx: AppContext, input: unknown): Promise<OutgoingEmailView> {
  const viewer = requireViewer(ctx);
  const { templateId } = parseEmailInput(createDraftSchema, input);
  return ctx.data.run(async (tx) => {
    let start = { subject: '', body: '' };
    if (templateId) {
      const [template] = await tx.select().from(emailTemplates).where(eq(emailTemplates.id, templateId));
      if (!template) throw templateNotFound();
      start = { subject: template.subject ?? '', body: template.body };
    }
    const [row] = await tx
      .insert(emails)
      .values({ incubatorId: ctx.data.incubatorId, ...start, audience: { roleIds: [], programIds: [], userIds: [], tagIds: [] }, status: 'draft', createdBy: viewer.userId })
      .returning({ id: emails.id });
    return emailIn(tx, row!.id);
  });
}

export async function updateOutgoingEmail(ctx: AppContext, input: unknown): Promise<OutgoingEmailView> {
  requireViewer(ctx);
  const { id, input: data } = parseEmailInput(draftSchema, input);
  const audience = normaliseAudience(data.audience);
  return ctx.data.run(async (tx) => {
    await lockDraft(tx, id);
    await checkAudienceIn(tx, audience);
    await tx.update(emails).set({ subject: data.subject, body: data.body, audience }).where(eq(emails.id, id));
    return emailIn(tx, id);
  });
}

export async function deleteOutgoingEmail(ctx: AppContext, input: unknown): Promise<string> {
  requireViewer(ctx);
  const { id } = parseEmailInput(idSchema, input);
  return ctx.data.run(async (tx) => {
    await lockDraft(tx, id);
    await tx.delete(emails).where(eq(emails.id, id));
    return id;
  });
}

/** A new draft with the same subject, body and audience, whatever the original's status. */
export async function duplicateOutgoingEmail(ctx: AppContext, input: unknown): Promise<OutgoingEmailView> {
  const viewer = requireViewer(ctx);
  const { id } = parseEmailInput(idSchema, input);
  return ctx.data.run(async (tx) => {
    const [original] = await tx.select().from(emails).where(eq(emails.id, id));
    if (!original) throw emailNotFound();
    const [row] = await tx
      .insert(emails)
      .values({ incubatorId: ctx.data.incubatorId, subject: original.subject, body: original.body, audience: original.audience, status: 'draft', createdBy: viewer.userId })
      .returning({ id: emails.id });
    return emailIn(tx, row!.id);
  });
}
