/**
 * User management (/admin/configuration/users, issue 4 item 6): the admin list with search, role and status
 * filters and paging, role changes (licence seats checked), licence usage; and the `users` directory every role
 * gets, limited by its userAccess visibility (ALL, ASSIGNED, SELECTED roles, NONE).
 */
import { RECORD_STATUSES, ROLE_TYPES, roleLabel, type RecordStatus, type RoleType } from '@hatchery/domain';
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../../db/contract.js';
import { isUuid } from '../../../db/index.js';
import { roles, userIndustries, users, userTags } from '../../../db/schema/index.js';
import { notFoundError } from '../../../core/errors.js';
import { requireViewer } from '../../../core/viewer.js';
import type { AppContext } from '../../../http/context.js';
import { recordActivity } from '../../activity/index.js';
import { decodeCursor, encodeCursor, likePattern } from '../../../core/lists.js';
import { parseArgs } from '../../../core/input.js';
import { validationError } from '../../../core/errors.js';
import { loadVisibility, seesNoUsers } from '../../permissions/index.js';
import { notifyUserRoleChanged } from './role-change-port.js';
import { assertLicenceSeat, licenceUsage, type LicenceUsage } from './licences.js';
import type { UserSource } from './user-records.js';

export const USER_PAGE_MAX = 100;

/**
 * A listed user, handed to the one `User` type (D-107a). The role is left to the user loader: its label is the
 * holder's (the Founder rule needs the user's startups), the same on every path.
 */
export type UserListItem = UserSource;

const statusSchema = z.enum(RECORD_STATUSES);
const search = z.string().trim().max(100).optional();

function listColumns() {
  return {
    id: users.id,
    fullName: users.fullName,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    avatar: users.avatar,
    status: users.status,
    createdAt: users.createdAt,
    roleId: roles.id,
    roleType: roles.type,
    roleLabel: roles.label,
    roleIsDefault: roles.isDefault,
  };
}

interface ListRow {
  id: string;
  fullName: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  avatar: string | null;
  status: RecordStatus;
  createdAt: Date;
  roleId: string;
  roleType: RoleType;
  roleLabel: string;
  roleIsDefault: boolean;
}

function toItem(row: ListRow): UserListItem {
  return {
    _id: row.id,
    fullName: row.fullName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    avatar: row.avatar,
    status: row.status,
    createdAt: row.createdAt,
  };
}

function searchCondition(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = likePattern(text);
  return or(ilike(users.fullName, pattern), ilike(users.email, pattern));
}

async function page(tx: Tx, where: SQL | undefined, limit: number, offset: number): Promise<{ rows: UserListItem[]; totalCount: number }> {
  const [total] = await tx.select({ n: count() }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where);
  const rows = await tx
    .select(listColumns())
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(where)
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(limit)
    .offset(offset);
  return { rows: rows.map(toItem), totalCount: Number(total?.n ?? 0) };
}

const adminListSchema = z.object({
  search,
  roleId: z.string().refine(isUuid, 'not an id').optional(),
  status: statusSchema.optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(USER_PAGE_MAX).default(20),
});

export interface AdminUserPage {
  results: UserListItem[];
  totalCount: number;
  page: number;
  pageSize: number;
}

export interface AdminUsersArgs {
  search?: string | null;
  roleId?: string | null;
  status?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

/** Admin group: every user but the System account; deleted users only when asked for by status. */
export async function adminUsers(ctx: AppContext, raw: AdminUsersArgs): Promise<AdminUserPage> {
  const input = parseArgs(adminListSchema, { ...raw });
  const where = and(
    ne(roles.type, 'System'),
    input.status ? eq(users.status, input.status) : ne(users.status, 'deleted'),
    input.roleId ? eq(users.roleId, input.roleId) : undefined,
    searchCondition(input.search),
  );
  const result = await ctx.data.run((tx) => page(tx, where, input.pageSize, (input.page - 1) * input.pageSize));
  return { results: result.rows, totalCount: result.totalCount, page: input.page, pageSize: input.pageSize };
}

export async function adminLicenceUsage(ctx: AppContext): Promise<LicenceUsage> {
  return ctx.data.run((tx) => licenceUsage(tx, ctx.incubator.id));
}

/** Admin group: gives a user another role (not the System role, not oneself); a licensed seat must be free. */
export async function changeUserRole(ctx: AppContext, userId: string, roleId: string): Promise<UserListItem> {
  const viewer = requireViewer(ctx);
  if (!isUuid(userId)) throw validationError('userId: not an id');
  if (!isUuid(roleId)) throw validationError('roleId: not an id');
  if (userId === viewer.userId) throw validationError('You cannot change your own role.');
  const changed = await ctx.data.run((tx) => changeRoleInTx(tx, ctx.incubator.id, viewer.userId, userId, roleId));
  // After commit: a new hosting role without weekly rules is asked for availability (avail / availCoaching, D-410).
  await notifyUserRoleChanged(ctx, userId);
  return changed;
}

/**
 * The role change itself, in the caller's transaction (the bulk role change of modules/batch marks its item done in the
 * same one, D-132): NotFound for an unknown user or role, the plan-gating error when the licensed seats are full.
 * The caller has already refused a change of the actor's own role.
 */
export async function changeRoleInTx(tx: Tx, incubatorId: string, actorUserId: string, userId: string, roleId: string): Promise<UserListItem> {
  const [current] = await tx.select(listColumns()).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(users.id, userId)).limit(1);
  if (!current || current.roleType === 'System') throw notFoundError('User not found');
  const [role] = await tx.select().from(roles).where(eq(roles.id, roleId)).limit(1);
  if (!role || role.type === 'System') throw notFoundError('Role not found');
  if (role.id === current.roleId) return toItem(current);
  await assertLicenceSeat(tx, incubatorId, role.type, current.status === 'active' || current.status === 'pending' ? userId : null);
  await tx.update(users).set({ roleId: role.id }).where(eq(users.id, userId));
  const before = { roleId: current.roleId, roleType: current.roleType, roleLabel: roleLabel({ type: current.roleType, label: current.roleLabel }) };
  const after = { roleId: role.id, roleType: role.type, roleLabel: roleLabel({ type: role.type, label: role.label }) };
  await recordActivity(tx, incubatorId, actorUserId, { action: 'user.role_changed', entityType: 'user', entityId: userId, before, after });
  return toItem({ ...current, roleId: role.id, roleType: role.type, roleLabel: role.label, roleIsDefault: role.isDefault });
}

const directorySchema = z.object({
  search,
  role: z.enum(ROLE_TYPES).optional(),
  status: statusSchema.optional(),
  /** The community directory's filters (D-163): people carrying this tag, covering this industry. */
  tagId: z.string().refine(isUuid, 'not an id').optional(),
  industryId: z.string().refine(isUuid, 'not an id').optional(),
  cursor: z.string().max(100).optional(),
  limit: z.number().int().min(1).max(USER_PAGE_MAX).default(25),
});

export interface UserDirectoryPage {
  results: UserListItem[];
  totalCount: number;
  nextCursor: string | null;
}

/** The people the viewer's role may see (userAccess), active ones unless a status is asked for. */
export async function visibleUsers(
  ctx: AppContext,
  raw: { search?: string | null; role?: string | null; status?: string | null; tagId?: string | null; industryId?: string | null; cursor?: string | null; limit?: number | null },
): Promise<UserDirectoryPage> {
  const viewer = requireViewer(ctx);
  const input = parseArgs(directorySchema, raw);
  const offset = decodeCursor(input.cursor);
  const { users: scope } = await loadVisibility(ctx, viewer);
  if (seesNoUsers(scope)) return { results: [], totalCount: 0, nextCursor: null };
  const result = await ctx.data.run((tx) => {
    const where = and(
      ne(roles.type, 'System'),
      eq(users.status, input.status ?? 'active'),
      input.role ? eq(roles.type, input.role) : undefined,
      scope.kind === 'ids' ? inArray(users.id, [...scope.ids]) : undefined,
      scope.kind === 'roles' ? inArray(roles.type, [...scope.roles]) : undefined,
      searchCondition(input.search),
      // Uncorrelated subqueries (RLS keeps them in the tenant): the planner turns each into a semi-join.
      input.tagId ? inArray(users.id, tx.select({ id: userTags.userId }).from(userTags).where(eq(userTags.tagId, input.tagId))) : undefined,
      input.industryId ? inArray(users.id, tx.select({ id: userIndustries.userId }).from(userIndustries).where(eq(userIndustries.industryId, input.industryId))) : undefined,
    );
    return page(tx, where, input.limit, offset);
  });
  const next = offset + result.rows.length;
  return { results: result.rows, totalCount: result.totalCount, nextCursor: next < result.totalCount ? encodeCursor(next) : null };
}
