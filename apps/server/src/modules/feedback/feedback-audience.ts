/**
 * Who a feedback request reaches (issue 15 item 6): the co-founders of the chosen startups and of the startups in the
 * chosen programs or carrying a chosen startup tag, and the chosen people and the people carrying a chosen user tag.
 * People who may not sign in (BLOCKED_STATUSES) are left out. A person reached through a startup answers for it
 * (startupId); reached several ways, they are asked once (the first startup found, by name).
 */
import { BLOCKED_STATUSES, FEEDBACK_MESSAGES } from '@hatchery/domain';
import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { programs, startupPeople, startupPrograms, startups, startupTags, tags, users, userTags, type FeedbackAudience } from '../../db/schema/index.js';
import { validationError } from '../../core/errors.js';

export interface ResolvedRecipient {
  userId: string;
  startupId: string | null;
}

const unknown = () => validationError(`audience: ${FEEDBACK_MESSAGES.unknownAudience}`);

export async function resolveAudience(tx: Tx, audience: FeedbackAudience): Promise<ResolvedRecipient[]> {
  const startupIds = new Set(audience.startupIds);
  const userIds = new Set(audience.userIds);
  if (audience.programIds.length) {
    const found = await tx.select({ id: programs.id }).from(programs).where(inArray(programs.id, audience.programIds));
    if (found.length !== new Set(audience.programIds).size) throw unknown();
    const rows = await tx.select({ startupId: startupPrograms.startupId }).from(startupPrograms).where(inArray(startupPrograms.programId, audience.programIds));
    for (const row of rows) startupIds.add(row.startupId);
  }
  if (audience.tagIds.length) {
    const found = await tx.select({ id: tags.id, kind: tags.kind }).from(tags).where(inArray(tags.id, audience.tagIds));
    if (found.length !== new Set(audience.tagIds).size || found.some((tag) => tag.kind !== 'startup' && tag.kind !== 'user')) throw unknown();
    const startupTagIds = found.filter((tag) => tag.kind === 'startup').map((tag) => tag.id);
    const userTagIds = found.filter((tag) => tag.kind === 'user').map((tag) => tag.id);
    if (startupTagIds.length) {
      for (const row of await tx.select({ startupId: startupTags.startupId }).from(startupTags).where(inArray(startupTags.tagId, startupTagIds))) startupIds.add(row.startupId);
    }
    if (userTagIds.length) {
      for (const row of await tx.select({ userId: userTags.userId }).from(userTags).where(inArray(userTags.tagId, userTagIds))) userIds.add(row.userId);
    }
  }
  if (audience.startupIds.length) {
    const found = await tx.select({ id: startups.id }).from(startups).where(inArray(startups.id, audience.startupIds));
    if (found.length !== new Set(audience.startupIds).size) throw unknown();
  }
  if (audience.userIds.length) {
    const found = await tx.select({ id: users.id }).from(users).where(inArray(users.id, audience.userIds));
    if (found.length !== new Set(audience.userIds).size) throw unknown();
  }
  const blocked = [...BLOCKED_STATUSES];
  const byUser = new Map<string, string | null>();
  if (startupIds.size) {
    const cofounders = await tx
      .select({ userId: startupPeople.userId, startupId: startupPeople.startupId })
      .from(startupPeople)
      .innerJoin(startups, and(eq(startups.incubatorId, startupPeople.incubatorId), eq(startups.id, startupPeople.startupId)))
      .innerJoin(users, and(eq(users.incubatorId, startupPeople.incubatorId), eq(users.id, startupPeople.userId)))
      .where(and(inArray(startupPeople.startupId, [...startupIds]), eq(startupPeople.personGroup, 'cofounder'), isNull(startups.archivedAt), notInArray(users.status, blocked)))
      .orderBy(asc(startups.name), asc(users.fullName));
    for (const row of cofounders) if (!byUser.has(row.userId)) byUser.set(row.userId, row.startupId);
  }
  if (userIds.size) {
    const people = await tx.select({ id: users.id }).from(users).where(and(inArray(users.id, [...userIds]), notInArray(users.status, blocked)));
    for (const person of people) if (!byUser.has(person.id)) byUser.set(person.id, null);
  }
  return [...byUser].map(([userId, startupId]) => ({ userId, startupId }));
}
