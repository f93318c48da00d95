/**
 * The emails area's reads (D-584): the list of outgoing emails with their counts, one email, its deliveries (who got
 * it) and the templates of a kind. Counts and delivery statuses are read from the delivery rows joined with the mail
 * outbox (D-385): a delivery handed to the outbox is PENDING until the outbox delivered it (SENT) or gave up on it
 * (FAILED, with the outbox's last error); one that never reached the outbox (the person was no longer reachable) is
 * FAILED with its reason. A list costs one statement for the rows and counts, one for the people named.
 */
import { and, asc, count, desc, eq, getTableName, ilike, inArray, sql, type Column } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import {
  emailDeliveries,
  emails,
  emailTemplates,
  mailOutbox,
  users,
  type EmailAudienceIds,
  type EmailRow,
  type EmailTemplateKind,
  type OutgoingEmailStatus,
} from '../../db/schema/index.js';
import { notFoundError } from '../../core/errors.js';
import { decodeCursor, encodeCursor, likePattern } from '../../core/lists.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { MAIL_OUTBOX_MAX_ATTEMPTS } from '../mail/index.js';
import { personColumns, personName, type EmailPersonView } from './email-audience.service.js';
import { DELIVERIES_PAGE_MAX, EMAILS_PAGE_MAX, fieldError, idSchema, pageFields, parseEmailInput, searchField } from './email-input.js';

export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailDeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface OutgoingEmailView {
  _id: string;
  subject: string;
  body: string;
  status: OutgoingEmailStatus;
  audienceIds: EmailAudienceIds;
  recipientCount: number | null;
  sentCount: number;
  failedCount: number;
  operationId: string | null;
  createdAt: Date;
  updatedAt: Date;
  sentAt: Date | null;
  createdBy: EmailPersonView | null;
  sentBy: EmailPersonView | null;
  scheduledAt: Date | null;
  scheduledBy: EmailPersonView | null;
  scheduleFailure: string | null;
}

export interface OutgoingEmailPageView {
  results: OutgoingEmailView[];
  totalCount: number;
  nextCursor: string | null;
}

export interface EmailDeliveryView {
  _id: string;
  person: EmailPersonView | null;
  address: string;
  status: EmailDeliveryStatus;
  sentAt: Date | null;
  failureReason: string | null;
}

export interface EmailDeliveryPageView {
  results: EmailDeliveryView[];
  totalCount: number;
  nextCursor: string | null;
}

export interface EmailTemplateView {
  _id: string;
  kind: EmailTemplateKind;
  name: string;
  subject: string | null;
  body: string;
  updatedAt: Date;
}

export const emailNotFound = () => notFoundError('This email does not exist.');
export const templateNotFound = () => notFoundError('This template does not exist.');

/** `"table"."column"`, for correlated subqueries (a bare "id" would be ambiguous inside them). */
const q = (column: Column) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** A delivery's status from its row and its outbox row (see the header). */
const deliveryStatus = sql<EmailDeliveryStatus>`case
  when ${q(emailDeliveries.status)} = 'failed' then 'failed'
  when ${q(mailOutbox.id)} is null or ${q(mailOutbox.sentAt)} is not null then 'sent'
  when ${q(mailOutbox.attempts)} >= ${MAIL_OUTBOX_MAX_ATTEMPTS} then 'failed'
  else 'pending' end`;

/** How many of an email's deliveries are in `status` (a correlated subquery of the list's statement). */
const deliveriesIn = (status: EmailDeliveryStatus) =>
  sql<number>`(select count(*) from ${emailDeliveries} left join ${mailOutbox} on ${q(mailOutbox.id)} = ${q(emailDeliveries.outboxId)}
    where ${q(emailDeliveries.emailId)} = ${q(emails.id)} and ${deliveryStatus} = ${status})`.mapWith(Number);

const emailColumns = { email: emails, sentCount: deliveriesIn('sent'), failedCount: deliveriesIn('failed') };

type EmailStatsRow = { email: EmailRow; sentCount: number; failedCount: number };

/** The people who wrote and sent `rows`, in one statement. */
async function peopleOf(tx: Tx, ids: ReadonlyArray<string | null>): Promise<Map<string, EmailPersonView>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await tx.select(personColumns).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r._id, r]));
}

async function emailViews(tx: Tx, rows: readonly EmailStatsRow[]): Promise<OutgoingEmailView[]> {
  const people = await peopleOf(tx, rows.flatMap((r) => [r.email.createdBy, r.email.sentBy, r.email.scheduledBy]));
  return rows.map(({ email, sentCount, failedCount }) => ({
    _id: email.id,
    subject: email.subject,
    body: email.body,
    status: email.status,
    audienceIds: email.audience,
    recipientCount: email.status === 'draft' || email.status === 'scheduled' ? null : email.recipientCount,
    sentCount,
    failedCount,
    operationId: email.batchJobId,
    createdAt: email.createdAt,
    updatedAt: email.updatedAt,
    sentAt: email.sentAt,
    createdBy: email.createdBy ? (people.get(email.createdBy) ?? null) : null,
    sentBy: email.sentBy ? (people.get(email.sentBy) ?? null) : null,
    scheduledAt: email.scheduledAt,
    scheduledBy: email.scheduledBy ? (people.get(email.scheduledBy) ?? null) : null,
    scheduleFailure: email.scheduleFailure,
  }));
}

/** One email with its counts, read in `tx`; null when there is none (another tenant's id too: RLS). */
export async function findEmailIn(tx: Tx, id: string): Promise<OutgoingEmailView | null> {
  const rows = await tx.select(emailColumns).from(emails).where(eq(emails.id, id));
  const [view] = await emailViews(tx, rows);
  return view ?? null;
}

export async function emailIn(tx: Tx, id: string): Promise<OutgoingEmailView> {
  const view = await findEmailIn(tx, id);
  if (!view) throw emailNotFound();
  return view;
}

const STATUS_VALUES = ['draft', 'scheduled', 'sending', 'sent'] as const satisfies readonly OutgoingEmailStatus[];
const listSchema = z.object({ status: z.enum(STATUS_VALUES).nullish(), search: searchField, ...pageFields(EMAILS_PAGE_MAX, 25) });

/** The emails, latest changed first; `search` in the subject. */
export async function getOutgoingEmails(ctx: AppContext, input: unknown): Promise<OutgoingEmailPageView> {
  requireViewer(ctx);
  const { status, search, first, after } = parseEmailInput(listSchema, input);
  const offset = offsetOf(after);
  const where = and(status ? eq(emails.status, status) : undefined, search ? ilike(emails.subject, likePattern(search)) : undefined);
  return ctx.data.run(async (tx) => {
    const [total] = await tx.select({ n: count() }).from(emails).where(where);
    const rows = await tx.select(emailColumns).from(emails).where(where).orderBy(desc(emails.updatedAt), desc(emails.id)).limit(first).offset(offset);
    const totalCount = total?.n ?? 0;
    return { results: await emailViews(tx, rows), totalCount, nextCursor: offset + rows.length < totalCount ? encodeCursor(offset + rows.length) : null };
  });
}

/** One email; null when not found (the contract's answer for another tenant's id as for an unknown one). */
export async function getOutgoingEmail(ctx: AppContext, input: unknown): Promise<OutgoingEmailView | null> {
  requireViewer(ctx);
  const { id } = parseEmailInput(idSchema, input);
  return ctx.data.run((tx) => findEmailIn(tx, id));
}

/** An offset cursor of these lists; a foreign one is refused naming `after`. */
function offsetOf(after: string | null | undefined): number {
  try {
    return decodeCursor(after);
  } catch {
    throw fieldError('after', 'is not a cursor of this list');
  }
}

const deliveriesSchema = z.object({ emailId: z.string(), status: z.enum(DELIVERY_STATUSES).nullish(), ...pageFields(DELIVERIES_PAGE_MAX, 50) });

/** Who got the email: its deliveries by recipient name (the address when the person is gone). */
export async function getEmailDeliveries(ctx: AppContext, input: unknown): Promise<EmailDeliveryPageView> {
  requireViewer(ctx);
  const { emailId, status, first, after } = parseEmailInput(deliveriesSchema, input);
  const offset = offsetOf(after);
  const where = and(eq(emailDeliveries.emailId, emailId), status ? sql`${deliveryStatus} = ${status}` : undefined);
  const name = sql`lower(coalesce(${personName}, ${emailDeliveries.address}))`;
  return ctx.data.run(async (tx) => {
    const [total] = await tx
      .select({ n: count() })
      .from(emailDeliveries)
      .leftJoin(mailOutbox, eq(mailOutbox.id, emailDeliveries.outboxId))
      .where(where);
    const rows = await tx
      .select({
        delivery: emailDeliveries,
        status: deliveryStatus,
        outboxSentAt: mailOutbox.sentAt,
        outboxError: mailOutbox.lastError,
        personId: users.id,
        personName,
        personEmail: users.email,
      })
      .from(emailDeliveries)
      .leftJoin(mailOutbox, eq(mailOutbox.id, emailDeliveries.outboxId))
      .leftJoin(users, eq(users.id, emailDeliveries.userId))
      .where(where)
      .orderBy(asc(name), asc(emailDeliveries.id))
      .limit(first)
      .offset(offset);
    const totalCount = total?.n ?? 0;
    const results = rows.map((r): EmailDeliveryView => ({
      _id: r.delivery.id,
      person: r.personId && r.personEmail !== null ? { _id: r.personId, fullName: r.personName, email: r.personEmail } : null,
      address: r.delivery.address,
      status: r.status,
      sentAt: r.status === 'sent' ? (r.outboxSentAt ?? r.delivery.createdAt) : null,
      failureReason: r.status === 'failed' ? (r.delivery.failureReason ?? r.outboxError ?? 'Not delivered.') : null,
    }));
    return { results, totalCount, nextCursor: offset + rows.length < totalCount ? encodeCursor(offset + rows.length) : null };
  });
}

export function templateView(row: typeof emailTemplates.$inferSelect): EmailTemplateView {
  return { _id: row.id, kind: row.kind, name: row.name, subject: row.kind === 'template' ? row.subject : null, body: row.body, updatedAt: row.updatedAt };
}

const templatesSchema = z.object({ kind: z.enum(['template', 'content']) });

/** The templates of a kind, by name. */
export async function getEmailTemplates(ctx: AppContext, input: unknown): Promise<EmailTemplateView[]> {
  requireViewer(ctx);
  const { kind } = parseEmailInput(templatesSchema, input);
  return ctx.data.run(async (tx) => {
    const rows = await tx.select().from(emailTemplates).where(eq(emailTemplates.kind, kind)).orderBy(asc(sql`lower(${emailTemplates.name})`), asc(emailTemplates.id));
    return rows.map(templateView);
  });
}
