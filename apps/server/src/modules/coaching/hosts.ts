/**
 * Which host a coaching call is about, and whether the viewer may act for them (D-338): a host is a person of the
 * internal role group who is not blocked; the viewer acts for themselves, or for another host of the tenant with
 * AVAILABILITY:EDIT. Another tenant's id, an unknown one or a person who does not host all answer the same
 * "hostId: …" message, so the answer tells nothing about other tenants.
 */
import { AVAILABILITY_KEYS, BLOCKED_STATUSES, COACHING_MESSAGES, ROLE_GROUPS, isInRoleGroup, isKnownTimeZone, type RoleType } from '@hatchery/domain';
import { and, asc, eq, ilike, inArray, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { roles, users } from '../../db/schema/index.js';
import { forbiddenError, validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { likePattern } from '../../core/lists.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { can, loadActor, NOT_ALLOWED_MESSAGE } from '../permissions/index.js';

export interface Host {
  userId: string;
  /** The zone a host without saved settings starts from: their profile's, else the organisation's, else UTC. */
  defaultTimeZone: string;
}

/** Checks the viewer may act for `hostId` (default: themselves); outside any transaction (the actor loads its own). */
export async function authorizeHost(ctx: AppContext, hostId: string | null | undefined): Promise<string> {
  const viewer = requireViewer(ctx);
  const id = hostId ?? viewer.userId;
  if (id === viewer.userId) {
    if (!isInRoleGroup(viewer.roleType, 'internal')) throw forbiddenError(NOT_ALLOWED_MESSAGE);
    return id;
  }
  const actor = await loadActor(ctx, viewer);
  if (!can(actor, AVAILABILITY_KEYS.edit)) throw forbiddenError(NOT_ALLOWED_MESSAGE);
  if (!isUuid(id)) throw validationError(`hostId: ${COACHING_MESSAGES.hostNotFound}`);
  return id;
}

/** The host's row in this tenant (RLS: another tenant's id finds nothing). */
export async function loadHost(ctx: AppContext, tx: Tx, hostUserId: string): Promise<Host> {
  const [row] = await tx
    .select({ id: users.id, status: users.status, timezone: users.timezone, roleType: roles.type })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, hostUserId))
    .limit(1);
  if (!row || BLOCKED_STATUSES.has(row.status) || !isInRoleGroup(row.roleType, 'internal')) {
    throw validationError(`hostId: ${COACHING_MESSAGES.hostNotFound}`);
  }
  const zone = [row.timezone, ctx.incubator.timezone].find((candidate): candidate is string => !!candidate && isKnownTimeZone(candidate));
  return { userId: row.id, defaultTimeZone: zone ?? 'UTC' };
}

/** Whether the viewer may act for hosts other than themselves (the page shows its person picker then). */
export async function viewerEditsOthers(ctx: AppContext): Promise<boolean> {
  const actor = await loadActor(ctx, requireViewer(ctx));
  return can(actor, AVAILABILITY_KEYS.edit);
}

export interface HostOption {
  id: string;
  fullName: string;
  roleType: RoleType;
  roleLabel: string | null;
}

const HOST_SEARCH_LIMIT = 50;
const hostSearchSchema = z.object({ search: z.string().trim().max(200).nullable().default(null) });

/**
 * The hosts a holder of AVAILABILITY:EDIT may pick on /availability: internal, not blocked people of the tenant,
 * by name (at most 50, by name). Anyone else: Forbidden.
 */
export async function availabilityHosts(ctx: AppContext, raw: { search?: string | null }): Promise<HostOption[]> {
  const { search } = parseInput(hostSearchSchema, { search: raw.search ?? null });
  if (!(await viewerEditsOthers(ctx))) throw forbiddenError(NOT_ALLOWED_MESSAGE);
  return ctx.data.run(async (tx) => {
    const rows = await tx
      .select({ id: users.id, fullName: users.fullName, roleType: roles.type, roleLabel: roles.label })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(
        inArray(roles.type, [...ROLE_GROUPS.internal]),
        notInArray(users.status, [...BLOCKED_STATUSES]),
        search ? ilike(users.fullName, likePattern(search)) : undefined,
      ))
      .orderBy(asc(users.fullName), asc(users.id))
      .limit(HOST_SEARCH_LIMIT);
    return rows;
  });
}
