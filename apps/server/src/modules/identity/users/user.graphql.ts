/**
 * The one `User` type and its `Role` (D-107). Every path that shows a person — currentUser, a task's assignee or
 * author, a timeline author, a notification's actor, the activity feed, a startup's people, an invitation — answers
 * this type, so the client stores one user once. Fields not every viewer may see go through the gates of
 * users.policy.ts (userGateAllows) and resolve to null when hidden, the same for one viewer whatever the path.
 */
import { RECORD_STATUSES, type RoleType } from '@hatchery/domain';
import { eq } from 'drizzle-orm';
import { roles } from '../../../db/schema/index.js';
import { builder } from '../../../graphql/builder.js';
import type { AppContext } from '../../../http/context.js';
import { PublicIncubatorRef } from '../../incubator/index.js';
import { loadActor, loadVisibility } from '../../permissions/index.js';
import { RoleTypeEnum, StartupAccessRef, UserAccessRef } from '../../roles/index.js';
import { StartupRef, startupField } from '../../startups/index.js';
import { ActivityLogEntryRef } from '../../activity/index.js';
import { loadAssignedStartups } from './current-user.service.js';
import { LICENCE_GROUPS, licenceGroupOf } from './licences.js';
import { loadUserRecord, userField, type RoleSource, type UserRecord, type UserSource } from './user-records.js';
import { roleSettingsVisible, userGateAllows, type UserFieldGate } from './users.policy.js';

export const UserStatusEnum = builder.enumType('UserStatus', { values: RECORD_STATUSES });
export const LicenceGroupEnum = builder.enumType('LicenceGroup', { values: LICENCE_GROUPS });

/** The role as its holder carries it (label with the Founder rule). Visibility settings: holders and role readers. */
async function roleSetting<K extends 'userAccess' | 'startupAccess'>(ctx: AppContext, role: RoleSource, key: K): Promise<NonNullable<RoleSource[K]> | null> {
  const viewer = ctx.viewer;
  if (!viewer) return null;
  const actor = viewer.roleId === role._id ? null : await loadActor(ctx, viewer);
  if (!roleSettingsVisible(role._id, viewer, actor)) return null;
  const held = role[key];
  if (held) return held;
  const settings: Pick<RoleSource, 'userAccess' | 'startupAccess'> | null = await roleSettingsOf(ctx, role._id);
  return settings?.[key] ?? null;
}

type RoleRow = Required<Pick<RoleSource, 'userAccess' | 'startupAccess' | 'isDefault'>>;

const roleSettingsCache = new WeakMap<AppContext, Map<string, Promise<RoleRow | null>>>();

/** A role's visibility settings and default flag when the row that named the role did not carry them (once per role and request). */
function roleSettingsOf(ctx: AppContext, roleId: string): Promise<RoleRow | null> {
  let byRole = roleSettingsCache.get(ctx);
  if (!byRole) roleSettingsCache.set(ctx, (byRole = new Map()));
  let found = byRole.get(roleId);
  if (!found) {
    found = ctx.data.run(async (tx) => {
      const [row] = await tx
        .select({ userAccess: roles.userAccess, startupAccess: roles.startupAccess, isDefault: roles.isDefault })
        .from(roles)
        .where(eq(roles.id, roleId))
        .limit(1);
      return row
        ? {
            isDefault: row.isDefault,
            userAccess: { roles: row.userAccess.roles ?? [], visibilitySettings: row.userAccess.visibilitySettings },
            startupAccess: { visibilitySettings: row.startupAccess.visibilitySettings, startups: row.startupAccess.startups ?? [] },
          }
        : null;
    });
    byRole.set(roleId, found);
  }
  return found;
}

export const RoleRef = builder.objectRef<RoleSource>('Role').implement({
  description: "A user's role: type list, label (the holder's: a Cofounder alone in a startup is Founder), visibility settings.",
  fields: (t) => ({
    _id: t.exposeID('_id'),
    type: t.exposeStringList('type'),
    // D-107a: the role record's one type (the list above is D1's shape; a role has exactly one type).
    roleType: t.field({ type: RoleTypeEnum, description: "The role record's single type (`type` is D1's one-element list).", resolve: (role) => roleTypeOf(role) }),
    isDefault: t.boolean({
      description: "Whether this is the tenant's default role of its type (not a custom one).",
      resolve: async (role, _a, ctx) => role.isDefault ?? (await roleSettingsOf(ctx, role._id))?.isDefault ?? false,
    }),
    label: t.exposeString('label'),
    userAccess: t.field({ type: UserAccessRef, nullable: true, resolve: (role, _a, ctx) => roleSetting(ctx, role, 'userAccess') }),
    startupAccess: t.field({ type: StartupAccessRef, nullable: true, resolve: (role, _a, ctx) => roleSetting(ctx, role, 'startupAccess') }),
  }),
});

/** A role has exactly one type; `RoleSource.type` is D1's one-element list of it. */
function roleTypeOf(role: RoleSource): RoleType {
  const [type] = role.type;
  if (!type) throw new Error(`Role ${role._id} has no type`);
  return type as RoleType;
}

/** Whether the viewer may see a field behind `gate` of this user (users.policy.ts decides; this gathers the facts). */
async function gateOpen(ctx: AppContext, user: UserSource, gate: UserFieldGate): Promise<boolean> {
  const viewer = ctx.viewer;
  // Cheap answers first: public fields, the user themself and signed-out viewers need nothing loaded.
  if (gate === 'public' || !viewer || viewer.userId === user._id || gate === 'self') {
    return userGateAllows(gate, { viewer, actor: null, visibility: null, user: { _id: user._id, roleType: null, status: null } });
  }
  const [actor, visibility, status, role] = await Promise.all([
    loadActor(ctx, viewer),
    loadVisibility(ctx, viewer),
    userField(ctx, user, 'status'),
    user.role ? Promise.resolve(user.role) : userField(ctx, user, 'role'),
  ]);
  const roleType = (role?.type[0] ?? null) as RoleType | null;
  return userGateAllows(gate, { viewer, actor, visibility, user: { _id: user._id, roleType, status } });
}

/** A field behind a gate: the value when the viewer may see it, else null. */
function gated<K extends keyof UserRecord>(gate: UserFieldGate, key: K) {
  return async (user: UserSource, _args: unknown, ctx: AppContext): Promise<UserRecord[K] | null> =>
    (await gateOpen(ctx, user, gate)) ? userField(ctx, user, key) : null;
}

export const UserRef = builder.objectRef<UserSource>('User');

UserRef.implement({
  description: 'A person of the organisation (D-107). Fields the viewer may not see are null (users.policy.ts).',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    fullName: t.exposeString('fullName'),
    // public
    firstName: t.string({ nullable: true, resolve: gated('public', 'firstName') }),
    lastName: t.string({ nullable: true, resolve: gated('public', 'lastName') }),
    avatar: t.string({ nullable: true, resolve: gated('public', 'avatar') }),
    cover: t.string({ nullable: true, resolve: gated('public', 'cover') }),
    timezone: t.string({ nullable: true, resolve: gated('public', 'timezone') }),
    gender: t.string({ nullable: true, resolve: gated('public', 'gender') }),
    role: t.field({
      type: RoleRef,
      // Every user holds a role; a row read without one (a timeline author's left join) falls back to the loader.
      resolve: async (user, _a, ctx) => {
        const role = user.role ?? (await loadUserRecord(ctx, user._id))?.role;
        if (!role) throw new Error(`User ${user._id} has no role`);
        return role;
      },
    }),
    startups: t.field({ type: [StartupRef], resolve: async (user, _a, ctx) => (await userField(ctx, user, 'startups')) ?? [] }),
    incubator: t.field({
      type: PublicIncubatorRef,
      description: "The user's organisation (always the host's tenant).",
      resolve: (_user, _args, ctx) => ctx.incubator,
    }),
    // contact
    email: t.string({ nullable: true, resolve: gated('contact', 'email') }),
    status: t.field({ type: UserStatusEnum, nullable: true, resolve: gated('contact', 'status') }),
    licenceGroup: t.field({
      type: LicenceGroupEnum,
      nullable: true,
      description: "The licence grouping of the user's role (D1 §6); behind the contact gate, as the admin list showed it.",
      resolve: async (user, _a, ctx) => {
        if (!(await gateOpen(ctx, user, 'contact'))) return null;
        const role = user.role ?? (await userField(ctx, user, 'role'));
        return role ? licenceGroupOf(roleTypeOf(role)) : null;
      },
    }),
    createdAt: t.field({ type: 'DateTime', nullable: true, resolve: gated('contact', 'createdAt') }),
    // self
    validated: t.boolean({ nullable: true, resolve: gated('self', 'validated') }),
    language: t.string({ nullable: true, resolve: gated('self', 'language') }),
    info: t.field({ type: 'JSON', nullable: true, resolve: gated('self', 'info') }),
    phone: t.string({ nullable: true, resolve: gated('self', 'phone') }),
    headline: t.string({ nullable: true, resolve: gated('self', 'headline') }),
    bio: t.string({ nullable: true, resolve: gated('self', 'bio') }),
    wordFrom: t.string({ nullable: true, resolve: gated('self', 'wordFrom') }),
    country: t.string({ nullable: true, resolve: gated('self', 'country') }),
    countryOrigin: t.string({ nullable: true, resolve: gated('self', 'countryOrigin') }),
    birthday: t.string({ nullable: true, description: 'YYYY-MM-DD', resolve: gated('self', 'birthday') }),
    expertise: t.string({ nullable: true, resolve: gated('self', 'expertise') }),
    adminValidated: t.boolean({ nullable: true, resolve: gated('self', 'adminValidated') }),
    workStatus: t.string({ nullable: true, resolve: gated('self', 'workStatus') }),
    isLead: t.boolean({ nullable: true, resolve: gated('self', 'isLead') }),
    chatNotification: t.boolean({ nullable: true, resolve: gated('self', 'chatNotification') }),
    assignedStartups: t.field({
      type: [StartupRef],
      nullable: true,
      description: 'The startups assigned to the user (mentors, coaches, experts), by name.',
      resolve: async (user, _args, ctx) => ((await gateOpen(ctx, user, 'self')) ? ctx.data.run((tx) => loadAssignedStartups(tx, user._id)) : null),
    }),
  }),
});

// A startup's people are users: the field is registered here, since startups sits below identity/users (D-110).
builder.objectField(StartupRef, 'people', (t) =>
  t.field({
    type: [UserRef],
    description: 'Cofounders and startup staff, by name.',
    resolve: async (startup, _args, ctx) => (await startupField(ctx, startup, 'people')) ?? [],
  }),
);

// The activity feed's actor is a user; registered here for the same reason (activity sits below identity/users).
builder.objectField(ActivityLogEntryRef, 'actor', (t) =>
  t.field({
    type: UserRef,
    nullable: true,
    description: 'Null for system changes or a deleted user.',
    resolve: (entry) => (entry.actor ? { _id: entry.actor.id, fullName: entry.actor.fullName } : null),
  }),
);
