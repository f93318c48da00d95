import { sql } from 'drizzle-orm';
import type { ProgramMode, ProgramStatus, ProgramType, StartupStage, StartupStatus } from '@hatchery/domain';
import { boolean, check, date, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, updatedAt } from './columns.js';
import { users } from './people.js';
import type { PersonGroup, StartupInfo } from './types.js';

/** Startups of a tenant (D2 §3.3). Tenant-owned. */
export const startups = pgTable(
  'startups',
  {
    id: id(),
    incubatorId: incubatorId(),
    name: text('name').notNull(),
    logo: text('logo'),
    website: text('website'),
    info: jsonb('info').$type<StartupInfo>().notNull().default({}),
    initialCategorizationComplete: boolean('initial_categorization_complete').notNull().default(false),
    /** Profile (issue 14): a one-line pitch, a description, stage, founding date, location and team size. */
    oneLiner: text('one_liner'),
    description: text('description'),
    stage: text('stage').$type<StartupStage>(),
    foundedOn: date('founded_on'),
    location: text('location'),
    teamSize: integer('team_size'),
    status: text('status').$type<StartupStatus>().notNull().default('active'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('startups_incubator_id_id_uq').on(t.incubatorId, t.id),
    index('startups_incubator_name_idx').on(t.incubatorId, t.name),
    // Names are unique per tenant whatever their case (D-161): the service's check gives the translated error, the
    // index settles a race between two writers.
    uniqueIndex('startups_incubator_lower_name_uq').on(t.incubatorId, sql`lower(${t.name})`),
    index('startups_incubator_status_name_idx').on(t.incubatorId, t.status, t.name),
    check('startups_status_ck', sql`${t.status} in ('active', 'archived')`),
    check('startups_stage_ck', sql`${t.stage} is null or ${t.stage} in ('idea', 'prototype', 'mvp', 'seed', 'growth', 'scale')`),
    check('startups_team_size_ck', sql`${t.teamSize} is null or ${t.teamSize} >= 0`),
  ],
);

/** People of a startup: cofounders and startup staff. Tenant-owned. */
export const startupPeople = pgTable(
  'startup_people',
  {
    id: id(),
    incubatorId: incubatorId(),
    startupId: uuid('startup_id').notNull(),
    userId: uuid('user_id').notNull(),
    personGroup: text('person_group').$type<PersonGroup>().notNull().default('cofounder'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('startup_people_startup_user_uq').on(t.incubatorId, t.startupId, t.userId),
    index('startup_people_incubator_user_idx').on(t.incubatorId, t.userId),
    check('startup_people_group_ck', sql`${t.personGroup} in ('cofounder', 'staff')`),
    foreignKey({
      name: 'startup_people_startup_fk',
      columns: [t.incubatorId, t.startupId],
      foreignColumns: [startups.incubatorId, startups.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'startup_people_user_fk',
      columns: [t.incubatorId, t.userId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
  ],
);

/** Programs (cohorts, tracks) of a tenant. Tenant-owned. */
export const programs = pgTable(
  'programs',
  {
    id: id(),
    incubatorId: incubatorId(),
    name: text('name').notNull(),
    shortName: text('short_name'),
    programType: text('program_type').$type<ProgramType>().notNull().default('startup'),
    mode: text('mode').$type<ProgramMode>(),
    description: text('description'),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    status: text('status').$type<ProgramStatus>().notNull().default('active'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('programs_incubator_id_id_uq').on(t.incubatorId, t.id),
    index('programs_incubator_name_idx').on(t.incubatorId, t.name),
    uniqueIndex('programs_incubator_lower_name_uq').on(t.incubatorId, sql`lower(${t.name})`),
    check('programs_type_ck', sql`${t.programType} in ('startup', 'user')`),
    check('programs_mode_ck', sql`${t.mode} is null or ${t.mode} in ('online', 'offline', 'hybrid')`),
    check('programs_status_ck', sql`${t.status} in ('active', 'archived')`),
    check('programs_dates_ck', sql`${t.startsOn} is null or ${t.endsOn} is null or ${t.startsOn} <= ${t.endsOn}`),
  ],
);

/** Startups enrolled in programs. Tenant-owned. */
export const startupPrograms = pgTable(
  'startup_programs',
  {
    id: id(),
    incubatorId: incubatorId(),
    startupId: uuid('startup_id').notNull(),
    programId: uuid('program_id').notNull(),
    /** Who enrolled it (null for the seed and for removed users); the join/leave history is program_membership_events. */
    addedBy: uuid('added_by'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('startup_programs_startup_program_uq').on(t.incubatorId, t.startupId, t.programId),
    index('startup_programs_incubator_program_idx').on(t.incubatorId, t.programId),
    foreignKey({
      name: 'startup_programs_startup_fk',
      columns: [t.incubatorId, t.startupId],
      foreignColumns: [startups.incubatorId, startups.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'startup_programs_program_fk',
      columns: [t.incubatorId, t.programId],
      foreignColumns: [programs.incubatorId, programs.id],
    }).onDelete('cascade'),
  ],
);

/** Startups assigned to a mentor/coach/expert (the ASSIGNED visibility). Tenant-owned. */
export const userAssignedStartups = pgTable(
  'user_assigned_startups',
  {
    id: id(),
    incubatorId: incubatorId(),
    userId: uuid('user_id').notNull(),
    startupId: uuid('startup_id').notNull(),
    /** Who assigned (null for the seed and for removed users). */
    assignedBy: uuid('assigned_by'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_assigned_startups_user_startup_uq').on(t.incubatorId, t.userId, t.startupId),
    index('user_assigned_startups_incubator_startup_idx').on(t.incubatorId, t.startupId),
    foreignKey({
      name: 'user_assigned_startups_user_fk',
      columns: [t.incubatorId, t.userId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'user_assigned_startups_startup_fk',
      columns: [t.incubatorId, t.startupId],
      foreignColumns: [startups.incubatorId, startups.id],
    }).onDelete('cascade'),
  ],
);

export type Startup = typeof startups.$inferSelect;
export type NewStartup = typeof startups.$inferInsert;
export type StartupPerson = typeof startupPeople.$inferSelect;
export type Program = typeof programs.$inferSelect;
