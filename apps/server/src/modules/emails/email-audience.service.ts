/**
 * Who an email goes to (D-584). An audience is four lists of ids — roles, programmes, startup tags (D-591), people —
 * and its recipients are the organisation's people who may get mail (status not blocked: BLOCKED_STATUSES, the rule
 * notifications and every other mail follow; not the System user; with an address) who hold one of the roles, OR are a
 * co-founder of a startup in one of the programmes or carrying one of the tags, OR are picked by name — each person
 * once. One statement answers the preview and,
 * at send time, the job's items, so what the sender previewed is what the job sends.
 */
import { BLOCKED_STATUSES, STARTUP_TAG_KINDS, type RecordStatus } from '@hatchery/domain';
import { and, asc, count, eq, ilike, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { programs, roles, startupPeople, startupPrograms, startupTags, tags, users, type EmailAudienceIds } from '../../db/schema/index.js';
import { likePattern } from '../../core/lists.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { audienceSchema, fieldError, PEOPLE_SEARCH_MAX, parseEmailInput, type AudienceInput } from './email-input.js';

export interface EmailPersonView {
  _id: string;
  fullName: string;
  email: string;
}
export interface EmailAudienceRoleView {
  _id: string;
  label: string;
}
export interface EmailAudienceProgramView {
  _id: string;
  name: string;
}
export interface EmailAudienceTagView {
  _id: string;
  name: string;
  color: string | null;
}
export interface EmailAudienceView {
  roles: EmailAudienceRoleView[];
  programs: EmailAudienceProgramView[];
  tags: EmailAudienceTagView[];
  people: EmailPersonView[];
}
export interface EmailAudiencePreviewView {
  count: number;
  sample: EmailPersonView[];
}
export interface EmailAudienceOptionsView {
  roles: EmailAudienceRoleView[];
  programs: EmailAudienceProgramView[];
  tags: EmailAudienceTagView[];
}

/** How many recipients the preview names. */
export const PREVIEW_SAMPLE = 8;

const BLOCKED = [...BLOCKED_STATUSES] as RecordStatus[];

/** A person's name as lists show it: the full name, else the address. */
export const personName = sql<string>`coalesce(nullif(trim(${users.fullName}), ''), ${users.email})`;
export const personColumns = { _id: users.id, fullName: personName, email: users.email };
const byName = [asc(sql`lower(${personName})`), asc(users.id)];
const tagColumns = { _id: tags.id, name: tags.name, color: tags.color };

/** People who may get mail at all: not blocked, not the System user, with an address (joined with roles). */
const reachable: SQL = and(notInArray(users.status, BLOCKED), ne(roles.type, 'System'), ne(users.email, ''))!;

/** The audience's condition on users (joined with roles); null when it names nobody. */
function audienceCondition(audience: EmailAudienceIds): SQL | null {
  const terms: SQL[] = [];
  if (audience.roleIds.length > 0) terms.push(inArray(users.roleId, audience.roleIds));
  if (audience.userIds.length > 0) terms.push(inArray(users.id, audience.userIds));
  if (audience.programIds.length > 0) {
    terms.push(sql`exists (
      select 1 from ${startupPeople} inner join ${startupPrograms} on ${startupPrograms.startupId} = ${startupPeople.startupId}
      where ${startupPeople.userId} = ${users.id} and ${startupPeople.personGroup} = 'cofounder' and ${inArray(startupPrograms.programId, audience.programIds)})`);
  }
  const tagIds = audience.tagIds ?? [];
  if (tagIds.length > 0) {
    terms.push(sql`exists (
      select 1 from ${startupPeople} inner join ${startupTags} on ${startupTags.startupId} = ${startupPeople.startupId}
      where ${startupPeople.userId} = ${users.id} and ${startupPeople.personGroup} = 'cofounder' and ${inArray(startupTags.tagId, tagIds)})`);
  }
  return terms.length > 0 ? or(...terms)! : null;
}

/** Every recipient's id, by name: the send's job items. */
export async function audienceRecipientIds(tx: Tx, audience: EmailAudienceIds): Promise<string[]> {
  const condition = audienceCondition(audience);
  if (!condition) return [];
  const rows = await tx.select({ id: users.id }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(and(reachable, condition)).orderBy(...byName);
  return rows.map((r) => r.id);
}

export async function audiencePreviewIn(tx: Tx, audience: EmailAudienceIds): Promise<EmailAudiencePreviewView> {
  const condition = audienceCondition(audience);
  if (!condition) return { count: 0, sample: [] };
  const where = and(reachable, condition);
  const [total] = await tx.select({ n: count() }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where);
  const sample = await tx.select(personColumns).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where).orderBy(...byName).limit(PREVIEW_SAMPLE);
  return { count: total?.n ?? 0, sample };
}

/** Ids unique and in the order given, so a saved audience reads back as it was picked. */
export function normaliseAudience(audience: AudienceInput): EmailAudienceIds {
  const unique = (list: readonly string[]) => [...new Set(list.map((id) => id.toLowerCase()))];
  return { roleIds: unique(audience.roleIds), programIds: unique(audience.programIds), userIds: unique(audience.userIds), tagIds: unique(audience.tagIds) };
}

/** A saved audience names only this organisation's roles, programmes and people (another tenant's id is unknown here). */
export async function checkAudienceIn(tx: Tx, audience: EmailAudienceIds): Promise<void> {
  const known = (found: Array<{ id: string }>, wanted: readonly string[]) => found.length === new Set(wanted).size;
  if (audience.roleIds.length > 0) {
    const found = await tx.select({ id: roles.id }).from(roles).where(and(inArray(roles.id, audience.roleIds), ne(roles.type, 'System')));
    if (!known(found, audience.roleIds)) throw fieldError('audience', 'names a role that does not exist');
  }
  if (audience.programIds.length > 0) {
    const found = await tx.select({ id: programs.id }).from(programs).where(inArray(programs.id, audience.programIds));
    if (!known(found, audience.programIds)) throw fieldError('audience', 'names a programme that does not exist');
  }
  const tagIds = audience.tagIds ?? [];
  if (tagIds.length > 0) {
    const found = await tx.select({ id: tags.id }).from(tags).where(and(inArray(tags.id, tagIds), inArray(tags.kind, [...STARTUP_TAG_KINDS])));
    if (!known(found, tagIds)) throw fieldError('audience', 'names a startup tag that does not exist');
  }
  if (audience.userIds.length > 0) {
    const found = await tx.select({ id: users.id }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(and(inArray(users.id, audience.userIds), ne(roles.type, 'System')));
    if (!known(found, audience.userIds)) throw fieldError('audience', 'names a person who does not exist');
  }
}

/** The audience as the editor shows it: the roles', programmes' and people's names (those that still exist). */
export async function audienceViewIn(tx: Tx, audience: EmailAudienceIds): Promise<EmailAudienceView> {
  const inOrder = <T extends { _id: string }>(rows: T[], ids: readonly string[]) => ids.flatMap((id) => rows.filter((r) => r._id === id));
  const roleRows = audience.roleIds.length > 0 ? await tx.select({ _id: roles.id, label: roles.label }).from(roles).where(inArray(roles.id, audience.roleIds)) : [];
  const programRows = audience.programIds.length > 0 ? await tx.select({ _id: programs.id, name: programs.name }).from(programs).where(inArray(programs.id, audience.programIds)) : [];
  const tagIds = audience.tagIds ?? [];
  const tagRows = tagIds.length > 0 ? await tx.select(tagColumns).from(tags).where(inArray(tags.id, tagIds)) : [];
  const people = audience.userIds.length > 0 ? await tx.select(personColumns).from(users).where(inArray(users.id, audience.userIds)) : [];
  return {
    roles: inOrder(roleRows, audience.roleIds),
    programs: inOrder(programRows, audience.programIds),
    tags: inOrder(tagRows, tagIds),
    people: inOrder(people, audience.userIds),
  };
}

export async function getEmailAudiencePreview(ctx: AppContext, input: unknown): Promise<EmailAudiencePreviewView> {
  requireViewer(ctx);
  const { audience } = parseEmailInput(z.object({ audience: audienceSchema }), input);
  return ctx.data.run((tx) => audiencePreviewIn(tx, normaliseAudience(audience)));
}

/** What the picker offers: the roles people hold (not System), the active startup programmes and the startup tags. */
export async function getEmailAudienceOptions(ctx: AppContext): Promise<EmailAudienceOptionsView> {
  requireViewer(ctx);
  return ctx.data.run(async (tx) => {
    const roleRows = await tx.select({ _id: roles.id, label: roles.label }).from(roles).where(ne(roles.type, 'System')).orderBy(asc(sql`lower(${roles.label})`), asc(roles.id));
    const programRows = await tx
      .select({ _id: programs.id, name: programs.name })
      .from(programs)
      .where(and(eq(programs.programType, 'startup'), eq(programs.status, 'active')))
      .orderBy(asc(sql`lower(${programs.name})`), asc(programs.id));
    const tagRows = await tx
      .select(tagColumns)
      .from(tags)
      .where(inArray(tags.kind, [...STARTUP_TAG_KINDS]))
      .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));
    return { roles: roleRows, programs: programRows, tags: tagRows };
  });
}

const peopleSearchSchema = z.object({
  search: z.string({ error: 'is required' }).trim().max(100, 'at most 100 characters'),
  first: z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, `must be between 1 and ${PEOPLE_SEARCH_MAX}`)
    .max(PEOPLE_SEARCH_MAX, `must be between 1 and ${PEOPLE_SEARCH_MAX}`)
    .nullish()
    .transform((n) => n ?? 20),
});

/** People who may get mail whose name or address contains `search`, by name (an empty search: the first by name). */
export async function searchEmailPeople(ctx: AppContext, input: unknown): Promise<EmailPersonView[]> {
  requireViewer(ctx);
  const { search, first } = parseEmailInput(peopleSearchSchema, input);
  const matching = search ? or(ilike(users.fullName, likePattern(search)), ilike(users.email, likePattern(search))) : undefined;
  return ctx.data.run((tx) =>
    tx.select(personColumns).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(and(reachable, matching)).orderBy(...byName).limit(first),
  );
}
