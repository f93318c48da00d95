/**
 * The hour-budget API (issue 17 item 4; docs/contract-coaching.md §3.4): a startup's allocations with their REF-08
 * counters and ledger, and their management. Over budget, a booking answers extensions.code OverBudget (409) with
 * neededMinutes and remainingMinutes.
 */
import { HOUR_ALLOCATION_UNITS, HOUR_LEDGER_KINDS } from '@hatchery/domain';
import { builder } from '../../graphql/builder.js';
import { coachingPolicy } from './coaching.policy.js';
import {
  allocateHours,
  deleteHourAllocation,
  hourBudgets,
  updateHourAllocation,
  type HourAllocationView,
  type HourBudgetsView,
  type LedgerLineView,
} from './hour-budgets.service.js';

const UnitEnum = builder.enumType('HourAllocationUnit', { values: HOUR_ALLOCATION_UNITS, description: 'REF-08: HOUR = 60 minutes, DAY = the REF-07 business day (660 minutes).' });
const LedgerKindEnum = builder.enumType('HourLedgerKind', { values: HOUR_LEDGER_KINDS });

const LedgerLineRef = builder.objectRef<LedgerLineView>('HourLedgerLine').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    kind: t.field({ type: LedgerKindEnum, resolve: (l) => l.kind }),
    minutes: t.exposeInt('minutes', { description: 'Positive; an allocated line is negative when the allocation was lowered.' }),
    sessionId: t.exposeID('sessionId', { nullable: true }),
    sessionStartsAt: t.field({ type: 'DateTime', nullable: true, description: 'When the session, or the event booking, starts.', resolve: (l) => l.sessionStartsAt }),
    hostBookingId: t.exposeID('hostBookingId', { nullable: true, description: 'Set when the minutes are for a one-on-one event booking (no session).' }),
    eventTitle: t.exposeString('eventTitle', { nullable: true, description: "The event booking's event title; null once the event is deleted or for a session." }),
    createdAt: t.field({ type: 'DateTime', resolve: (l) => l.createdAt }),
  }),
});

const NamedRef = builder.objectRef<{ id: string; name: string }>('HourAllocationProgram').implement({
  fields: (t) => ({ _id: t.exposeID('id'), name: t.exposeString('name') }),
});
const MentorRef = builder.objectRef<{ id: string; fullName: string }>('HourAllocationMentor').implement({
  fields: (t) => ({ _id: t.exposeID('id'), fullName: t.exposeString('fullName') }),
});

const AllocationRef = builder.objectRef<HourAllocationView>('HourAllocation').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    startupId: t.exposeID('startupId'),
    mentor: t.field({ type: MentorRef, nullable: true, description: 'The one host it is with; null = program-wide (any host).', resolve: (a) => a.mentor }),
    program: t.field({ type: NamedRef, nullable: true, description: 'The program it belongs to; null = any.', resolve: (a) => a.program }),
    amount: t.exposeFloat('amount'),
    unit: t.field({ type: UnitEnum, resolve: (a) => a.unit }),
    applies: t.exposeBoolean('applies', { description: 'Bookings draw from it now (no program, or the startup is in its program).' }),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.createdAt }),
    allocatedMinutes: t.exposeInt('allocated'),
    pendingMinutes: t.exposeInt('pending'),
    usedMinutes: t.exposeInt('used'),
    remainingMinutes: t.exposeInt('remaining'),
    ledger: t.field({ type: [LedgerLineRef], description: 'The latest 50 lines, newest first.', resolve: (a) => a.ledger }),
  }),
});

const BudgetsRef = builder.objectRef<HourBudgetsView>('HourBudgets').implement({
  fields: (t) => ({
    startupId: t.exposeID('startupId'),
    state: t.exposeString('state', { description: 'The plan gate "hour allocation": locked (not in the plan), off, on. Allocations are listed only when on.' }),
    viewerCanAllocate: t.exposeBoolean('viewerCanAllocate', { description: 'The viewer may manage this startup’s allocations once the feature is on (the card shows the plan state to them otherwise).' }),
    allocations: t.field({ type: [AllocationRef], resolve: (b) => b.allocations }),
  }),
});

builder.queryFields((t) => ({
  hourBudgets: t.field({
    type: BudgetsRef,
    description: 'A startup’s hour budgets (staff, its people, its assigned hosts).',
    args: { startupId: t.arg.id({ required: true }) },
    access: coachingPolicy.hourBudgets,
    resolve: (_r, args, ctx) => hourBudgets(ctx, { startupId: String(args.startupId) }),
  }),
}));

builder.mutationFields((t) => ({
  allocateHours: t.field({
    type: AllocationRef,
    description: 'Allocates hours to a startup with one mentor (mentorId) or program-wide (no mentorId), optionally for one program.',
    args: {
      startupId: t.arg.id({ required: true }),
      mentorId: t.arg.id(),
      programId: t.arg.id(),
      amount: t.arg.float({ required: true }),
      unit: t.arg({ type: UnitEnum, required: true }),
    },
    access: coachingPolicy.allocateHours,
    resolve: (_r, args, ctx) => allocateHours(ctx, {
      startupId: String(args.startupId), mentorId: args.mentorId == null ? null : String(args.mentorId), programId: args.programId == null ? null : String(args.programId), amount: args.amount, unit: args.unit,
    }),
  }),
  updateHourAllocation: t.field({
    type: AllocationRef,
    description: 'Changes the amount; never below the minutes pending or used.',
    args: { id: t.arg.id({ required: true }), amount: t.arg.float({ required: true }), unit: t.arg({ type: UnitEnum, required: true }) },
    access: coachingPolicy.updateHourAllocation,
    resolve: (_r, args, ctx) => updateHourAllocation(ctx, { id: String(args.id), amount: args.amount, unit: args.unit }),
  }),
  deleteHourAllocation: t.field({
    type: 'ID',
    description: 'Removes the allocation and its ledger; answers its id.',
    args: { id: t.arg.id({ required: true }) },
    access: coachingPolicy.deleteHourAllocation,
    resolve: (_r, args, ctx) => deleteHourAllocation(ctx, { id: String(args.id) }),
  }),
}));
