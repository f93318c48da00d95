import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId } from './columns.js';
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
    createdAt: createdAt(),
  },
  (t) => [
    unique('startups_incubator_id_id_uq').on(t.incubatorId, t.id),
    index('startups_incubator_name_idx').on(t.incubatorId, t.name),
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
    description: text('description'),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('programs_incubator_id_id_uq').on(t.incubatorId, t.id),
    index('programs_incubator_name_idx').on(t.incubatorId, t.name),
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
