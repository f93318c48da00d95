/**
 * Hour budgets (issue 17 item 4; docs/contract-coaching.md §2.4; D-454..D-461): a startup's coaching time, with one
 * mentor (a pair) or with any host (program-wide, mentor null), optionally tied to one program; and the ledger of
 * minute lines whose sums are the REF-08 counters (packages/domain coaching/hour-budget.ts). Both tenant-owned
 * (forced RLS in drizzle/0040_hour_budgets.sql), every reference a composite (incubator_id, id) key.
 */
import type { HourAllocationUnit, HourLedgerKind } from '@hatchery/domain';
import { HOUR_ALLOCATION_UNITS, HOUR_LEDGER_KINDS } from '@hatchery/domain';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { hostBookings } from './coaching.js';
import { coachingSessions } from './coaching-booking.js';
import { createdAt, id, incubatorId, updatedAt } from './columns.js';
import { users } from './people.js';
import { programs, startups } from './startups.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

/** What a startup may spend: `amount` of `unit`; the minutes themselves are the ledger's allocated lines. */
export const hourAllocations = pgTable(
  'hour_allocations',
  {
    id: id(),
    incubatorId: incubatorId(),
    startupId: uuid('startup_id').notNull(),
    /** The one host this budget is with; null = program-wide (any host of the startup). */
    mentorUserId: uuid('mentor_user_id'),
    /** The program it belongs to; it applies only while the startup is in that program. null = any. */
    programId: uuid('program_id'),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    unit: text('unit').$type<HourAllocationUnit>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('hour_allocations_incubator_id_id_uq').on(t.incubatorId, t.id),
    // One allocation per (startup, mentor or none, program or none): the draw rule (D-456) never has to pick.
    unique('hour_allocations_scope_uq').on(t.incubatorId, t.startupId, t.mentorUserId, t.programId).nullsNotDistinct(),
    index('hour_allocations_mentor_idx').on(t.incubatorId, t.mentorUserId),
    check('hour_allocations_amount_ck', sql`${t.amount} > 0`),
    check('hour_allocations_unit_ck', sql`${t.unit} in (${inList(HOUR_ALLOCATION_UNITS)})`),
    foreignKey({ name: 'hour_allocations_startup_fk', columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('cascade'),
    foreignKey({ name: 'hour_allocations_mentor_fk', columns: [t.incubatorId, t.mentorUserId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'hour_allocations_program_fk', columns: [t.incubatorId, t.programId], foreignColumns: [programs.incubatorId, programs.id] }).onDelete('cascade'),
    foreignKey({ name: 'hour_allocations_created_by_fk', columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

/** One minute line of an allocation (append-only; see the domain module for what each kind adds up to). */
export const hourLedger = pgTable(
  'hour_ledger',
  {
    id: id(),
    incubatorId: incubatorId(),
    allocationId: uuid('allocation_id').notNull(),
    /** The session the minutes are for; null for allocated lines. */
    sessionId: uuid('session_id'),
    /** Or the one-on-one event booking they are for (issue 18, D-469: an event booking makes no session, D-490). */
    hostBookingId: uuid('host_booking_id'),
    kind: text('kind').$type<HourLedgerKind>().notNull(),
    /** Minutes, positive; only an allocated line may be negative (the allocation was lowered). */
    minutes: integer('minutes').notNull(),
    // The clock, not the transaction's start: lines written by one transaction (a move) keep their order.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    unique('hour_ledger_incubator_id_id_uq').on(t.incubatorId, t.id),
    index('hour_ledger_allocation_idx').on(t.incubatorId, t.allocationId, t.createdAt),
    index('hour_ledger_session_idx').on(t.incubatorId, t.sessionId),
    index('hour_ledger_host_booking_idx').on(t.incubatorId, t.hostBookingId),
    check('hour_ledger_kind_ck', sql`${t.kind} in (${inList(HOUR_LEDGER_KINDS)})`),
    check('hour_ledger_minutes_ck', sql`${t.minutes} <> 0 and (${t.kind} = 'allocated' or ${t.minutes} > 0)`),
    // An allocated line belongs to nobody; every other line to exactly one session or event booking (D-469).
    check('hour_ledger_holder_ck', sql`case when ${t.kind} = 'allocated' then ${t.sessionId} is null and ${t.hostBookingId} is null else num_nonnulls(${t.sessionId}, ${t.hostBookingId}) = 1 end`),
    foreignKey({ name: 'hour_ledger_allocation_fk', columns: [t.incubatorId, t.allocationId], foreignColumns: [hourAllocations.incubatorId, hourAllocations.id] }).onDelete('cascade'),
    foreignKey({ name: 'hour_ledger_session_fk', columns: [t.incubatorId, t.sessionId], foreignColumns: [coachingSessions.incubatorId, coachingSessions.id] }).onDelete('cascade'),
    foreignKey({ name: 'hour_ledger_host_booking_fk', columns: [t.incubatorId, t.hostBookingId], foreignColumns: [hostBookings.incubatorId, hostBookings.id] }).onDelete('cascade'),
  ],
);

export type HourAllocationRow = typeof hourAllocations.$inferSelect;
export type HourLedgerRow = typeof hourLedger.$inferSelect;
