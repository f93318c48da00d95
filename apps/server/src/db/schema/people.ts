import type { RecordStatus, RoleType } from '@hatchery/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, updatedAt } from './columns.js';
import type { RolePermission, StartupAccess, UserAccess, UserSessionStatus, UserSocialInfo } from './types.js';

/** Roles of a tenant (D2 §3.2). Tenant-owned. */
export const roles = pgTable(
  'roles',
  {
    id: id(),
    incubatorId: incubatorId(),
    type: text('type').$type<RoleType>().notNull(),
    label: text('label').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    permissions: jsonb('permissions').$type<RolePermission[]>().notNull().default(sql`'[]'::jsonb`),
    userAccess: jsonb('user_access').$type<UserAccess>().notNull().default({ roles: [], visibilitySettings: 'NONE' }),
    startupAccess: jsonb('startup_access').$type<StartupAccess>().notNull().default({ visibilitySettings: 'NONE' }),
    createdAt: createdAt(),
  },
  (t) => [
    // Target of composite foreign keys: a row can only point at a role of its own tenant.
    unique('roles_incubator_id_id_uq').on(t.incubatorId, t.id),
    index('roles_incubator_type_idx').on(t.incubatorId, t.type),
  ],
);

/** Users of a tenant (D2 §3.1). Tenant-owned; email unique per tenant and stored lower-cased. */
export const users = pgTable(
  'users',
  {
    id: id(),
    incubatorId: incubatorId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    fullName: text('full_name').notNull().default(''),
    phone: text('phone'),
    avatar: text('avatar'),
    cover: text('cover'),
    headline: text('headline'),
    bio: text('bio'),
    wordFrom: text('word_from'),
    timezone: text('timezone'),
    language: text('language'),
    country: text('country'),
    countryOrigin: text('country_origin'),
    gender: text('gender'),
    birthday: date('birthday'),
    expertise: text('expertise'),
    status: text('status').$type<RecordStatus>().notNull().default('active'),
    validated: boolean('validated').notNull().default(false),
    adminValidated: boolean('admin_validated').notNull().default(false),
    workStatus: text('work_status'),
    isLead: boolean('is_lead').notNull().default(false),
    chatNotification: boolean('chat_notification').notNull().default(true),
    info: jsonb('info').$type<UserSocialInfo>().notNull().default({}),
    roleId: uuid('role_id').notNull(),
    /** How many startups a mentor, coach or expert takes at once (the mentor directory's capacity); null: no limit. */
    mentorCapacity: integer('mentor_capacity'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('users_incubator_id_id_uq').on(t.incubatorId, t.id),
    unique('users_incubator_email_uq').on(t.incubatorId, t.email),
    check('users_email_lower_ck', sql`${t.email} = lower(${t.email})`),
    index('users_incubator_role_idx').on(t.incubatorId, t.roleId),
    index('users_incubator_status_idx').on(t.incubatorId, t.status),
    foreignKey({
      name: 'users_role_fk',
      columns: [t.incubatorId, t.roleId],
      foreignColumns: [roles.incubatorId, roles.id],
    }),
  ],
);

/** Bearer tokens (only a SHA-256 hash is stored). Tenant-owned. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    incubatorId: incubatorId(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('auth_tokens_incubator_user_idx').on(t.incubatorId, t.userId),
    foreignKey({
      name: 'auth_tokens_user_fk',
      columns: [t.incubatorId, t.userId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
  ],
);

/** Server sessions of D1 §4 (upsert every 30 s, capped by incubators.max_sessions_per_user). Tenant-owned. */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: id(),
    incubatorId: incubatorId(),
    userId: uuid('user_id').notNull(),
    authTokenId: uuid('auth_token_id').references(() => authTokens.id, { onDelete: 'set null' }),
    status: text('status').$type<UserSessionStatus>().notNull().default('active'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_sessions_incubator_user_status_idx').on(t.incubatorId, t.userId, t.status),
    index('user_sessions_auth_token_idx').on(t.authTokenId),
    foreignKey({
      name: 'user_sessions_user_fk',
      columns: [t.incubatorId, t.userId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
  ],
);

export type Role = typeof roles.$inferSelect;
export type NewRole = typeof roles.$inferInsert;
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type AuthToken = typeof authTokens.$inferSelect;
export type UserSession = typeof userSessions.$inferSelect;
