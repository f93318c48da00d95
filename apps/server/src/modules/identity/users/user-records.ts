/**
 * The one backing shape of the GraphQL `User` type (D-107): a user record, loaded per request through a DataLoader
 * over the tenant-bound context (never a raw database handle). A resolver may hand the type either a full record
 * or a row it already read (a task's assignee, a timeline author: `UserSource`); a field the row does not carry is
 * read from the loader, so every path that reaches a user can select every field, and lists that preload their
 * people keep their statement count.
 */
import { ROLE_LABELS, roleLabel } from '@hatchery/domain';
import DataLoader from 'dataloader';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/contract.js';
import { isUuid } from '../../../db/index.js';
import { roles, startupPeople, startups, users } from '../../../db/schema/index.js';
import type { AppContext } from '../../../http/context.js';
import type { CurrentUserView } from './current-user.service.js';

/** Every field of a user the schema can show; the same shape as the current-user view. */
export type UserRecord = CurrentUserView;

/**
 * The role as the `Role` type shows it; visibility settings and `isDefault` only when the row carried them (the
 * resolvers read the role's row otherwise).
 */
export type RoleSource = Pick<UserRecord['role'], '_id' | 'label'> & { type: readonly string[]; isDefault?: boolean } & Partial<
    Pick<UserRecord['role'], 'userAccess' | 'startupAccess'>
  >;

/** A user as a resolver hands it over: the id and name always, anything else it happened to read. */
export type UserSource = Pick<UserRecord, '_id' | 'fullName'> & Partial<Omit<UserRecord, '_id' | 'fullName' | 'role'>> & { role?: RoleSource | null };

const displayName = (u: { fullName: string; firstName: string | null; lastName: string | null }): string =>
  u.fullName || [u.firstName, u.lastName].filter(Boolean).join(' ');

/** Two statements for any number of users (the row with its role, then the startups they belong to). */
export async function loadUserRecords(tx: Tx, ids: readonly string[]): Promise<Map<string, UserRecord>> {
  const wanted = [...new Set(ids.filter(isUuid))];
  const result = new Map<string, UserRecord>();
  if (wanted.length === 0) return result;
  const rows = await tx.select({ user: users, role: roles }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(inArray(users.id, wanted));
  if (rows.length === 0) return result;
  const memberships = await tx
    .select({
      userId: startupPeople.userId,
      id: startups.id,
      name: startups.name,
      peopleCount: sql<number>`(select count(*) from ${startupPeople} p where p.startup_id = ${startups.id})::int`,
    })
    .from(startupPeople)
    .innerJoin(startups, eq(startups.id, startupPeople.startupId))
    .where(inArray(startupPeople.userId, rows.map((r) => r.user.id)))
    .orderBy(asc(startups.name));
  for (const { user, role } of rows) {
    const own = memberships.filter((m) => m.userId === user.id);
    result.set(user.id, {
      _id: user.id,
      fullName: displayName(user),
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      timezone: user.timezone,
      status: user.status,
      validated: user.validated,
      language: user.language,
      info: user.info,
      avatar: user.avatar,
      phone: user.phone,
      cover: user.cover,
      headline: user.headline,
      bio: user.bio,
      wordFrom: user.wordFrom,
      country: user.country,
      countryOrigin: user.countryOrigin,
      gender: user.gender,
      birthday: user.birthday,
      expertise: user.expertise,
      adminValidated: user.adminValidated,
      workStatus: user.workStatus,
      isLead: user.isLead,
      chatNotification: user.chatNotification,
      createdAt: user.createdAt,
      role: {
        _id: role.id,
        type: [role.type],
        label: roleLabel({
          type: role.type,
          // A stored label equal to the type's default is not a custom label: it must not hide "Founder", the label
          // of the sole person of a startup.
          label: role.label !== ROLE_LABELS[role.type] ? role.label : null,
          startupPeopleCount: own.length === 1 ? (own[0]?.peopleCount ?? null) : null,
        }),
        isDefault: role.isDefault,
        userAccess: { roles: role.userAccess.roles ?? [], visibilitySettings: role.userAccess.visibilitySettings },
        startupAccess: { visibilitySettings: role.startupAccess.visibilitySettings, startups: role.startupAccess.startups ?? [] },
      },
      startups: own.map((s) => ({ _id: s.id, name: s.name })),
    });
  }
  return result;
}

const loaders = new WeakMap<AppContext, DataLoader<string, UserRecord | null>>();

function userLoader(ctx: AppContext): DataLoader<string, UserRecord | null> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<string, UserRecord | null>(async (ids) => {
      const found = await ctx.data.run((tx) => loadUserRecords(tx, ids));
      return ids.map((id) => found.get(id) ?? null);
    });
    loaders.set(ctx, loader);
  }
  return loader;
}

/** The user's record for this request (null: no such user in the tenant); one batch per tick for all users asked for. */
export function loadUserRecord(ctx: AppContext, id: string): Promise<UserRecord | null> {
  return userLoader(ctx).load(id);
}

/** Lets a resolver that read a whole record (currentUser) spare the loader a second read. */
export function primeUserRecord(ctx: AppContext, record: UserRecord): void {
  userLoader(ctx).prime(record._id, record);
}

/** A field of the user: from the row the resolver already holds, else from the request's loader. */
export async function userField<K extends keyof UserRecord>(ctx: AppContext, source: UserSource, key: K): Promise<UserRecord[K] | null> {
  const held = (source as Partial<UserRecord>)[key];
  if (held !== undefined) return held;
  const record = await loadUserRecord(ctx, source._id);
  return record ? record[key] : null;
}
