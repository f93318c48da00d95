/**
 * The share link /share/forms/{uuid} (issue 15 item 5, D-187): a published form that allows answers without an account
 * is read and answered by anyone holding its share uuid. What it shows is the latest published definition only —
 * never other respondents' answers, ids or counts. Sending answers is rate limited per client address and form
 * (the throttle of secret checks, scope sharedFormAnswer) and resists spam two ways: a honeypot field people never
 * see (a filled one is answered as received and dropped) and a minimum fill time measured from a signed fill token
 * the page received with the form (quicker sends are refused). A form not shared, not published or archived answers
 * as an unknown link.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { FORMS_MESSAGES, SHARED_FORM_FILL_TOKEN_TTL_MS, SHARED_FORM_MIN_FILL_MS, type FormDefinition } from '@hatchery/domain';
import { eq } from 'drizzle-orm';
import { isUuid } from '../../db/index.js';
import { forms, formSubmissions, type Form, type FormVersion } from '../../db/schema/index.js';
import { notFoundError, validationError } from '../../core/errors.js';
import type { AppContext } from '../../http/context.js';
import { SECRET_SCOPES } from '../identity/throttling/index.js';
import { checkedAnswers, parseAnswers } from './form-submissions.service.js';
import { latestVersions } from './forms.service.js';

export interface SharedFormView {
  uuid: string;
  form: Form;
  version: FormVersion;
  /** Signed issue time: submitSharedForm measures the fill time from it (D-187). */
  fillToken: string;
}

export interface SharedFormReceipt {
  received: boolean;
  submittedAt: Date;
  /** /download/forms/{key}: the respondent's own answers as PDF; null when nothing was stored (the honeypot). */
  downloadKey: string | null;
}

/** Without FILE_LINK_SECRET one random key per process (as signed file links, D-94): tokens then hold on that process. */
const processKey = randomBytes(32);

function tokenSignature(ctx: AppContext, formId: string, issuedAt: number): string {
  return createHmac('sha256', ctx.services.config.fileLinkSecret ?? processKey).update(`form-fill:${ctx.incubator.id}:${formId}:${issuedAt}`).digest('base64url');
}

export function fillTokenFor(ctx: AppContext, formId: string, now = Date.now()): string {
  return `${now}.${tokenSignature(ctx, formId, now)}`;
}

/** When the token was issued for this form, or null when it is malformed, forged or for another form or tenant. */
export function fillTokenIssuedAt(ctx: AppContext, formId: string, token: string): number | null {
  const match = /^(\d{10,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(tokenSignature(ctx, formId, issuedAt));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? issuedAt : null;
}

const unknownLink = () => notFoundError(FORMS_MESSAGES.shareNotFound);

async function sharedFormByUuid(ctx: AppContext, uuid: string): Promise<{ form: Form; version: FormVersion }> {
  if (!isUuid(uuid)) throw unknownLink();
  const found = await ctx.data.run(async (tx) => {
    const [form] = await tx.select().from(forms).where(eq(forms.shareUuid, uuid)).limit(1);
    if (!form || !form.allowAnonymous || form.status !== 'published') return null;
    const version = (await latestVersions(tx, [form.id])).get(form.id);
    return version ? { form, version } : null;
  });
  if (!found) throw unknownLink();
  return found;
}

export async function getSharedForm(ctx: AppContext, uuid: string): Promise<SharedFormView> {
  const { form, version } = await sharedFormByUuid(ctx, uuid);
  return { uuid, form, version, fillToken: fillTokenFor(ctx, form.id) };
}

function refuseFiles(definition: FormDefinition, answers: Record<string, { arrayValue?: string[] | null }>): void {
  for (const question of definition.questions) {
    if (question.type === 'file' && (answers[question.id]?.arrayValue?.length ?? 0) > 0) {
      throw validationError(`answers.${question.id}: ${FORMS_MESSAGES.fileNotAllowed}`);
    }
  }
}

export interface SharedAnswerInput {
  uuid: string;
  answers: unknown;
  fillToken: string;
  /** The honeypot: a field hidden from people, so only a robot fills it. */
  website?: string | null;
}

export async function submitSharedForm(ctx: AppContext, input: SharedAnswerInput, now = Date.now()): Promise<SharedFormReceipt> {
  const { form, version } = await sharedFormByUuid(ctx, input.uuid);
  // Counted before any other check and never taken back: each send costs one attempt (RateLimited when delayed).
  await ctx.secretChecks.begin(SECRET_SCOPES.sharedFormAnswer, `${form.id}@${ctx.clientIp}`);
  if (input.website && input.website.trim() !== '') {
    ctx.log.info({ formId: form.id }, 'shared form: honeypot filled, answers dropped');
    return { received: true, submittedAt: new Date(now), downloadKey: null };
  }
  const issuedAt = fillTokenIssuedAt(ctx, form.id, input.fillToken);
  if (issuedAt === null || now - issuedAt > SHARED_FORM_FILL_TOKEN_TTL_MS) throw validationError(`fillToken: ${FORMS_MESSAGES.fillTokenInvalid}`);
  if (now - issuedAt < SHARED_FORM_MIN_FILL_MS) throw validationError(`fillToken: ${FORMS_MESSAGES.tooFast}`);
  const answers = parseAnswers(input.answers);
  refuseFiles(version.definition, answers);
  const stored = checkedAnswers(version.definition, answers, { partial: false, audience: 'respondent', files: [] });
  const submittedAt = new Date(now);
  const [row] = await ctx.data.run((tx) =>
    tx
      .insert(formSubmissions)
      .values({
        incubatorId: ctx.incubator.id,
        formId: form.id,
        versionId: version.id,
        anonymousKey: randomUUID(),
        status: 'submitted',
        answers: stored,
        submittedAt,
        updatedAt: submittedAt,
      })
      .returning({ downloadKey: formSubmissions.downloadKey }),
  );
  return { received: true, submittedAt, downloadKey: row!.downloadKey };
}
