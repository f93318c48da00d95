/**
 * The availability API (issue 17 item 1; docs/contract-coaching.md §3.1). Minutes are minutes of the host's local day
 * (0–1440) in `settings.timeZone`; dates are the host's local dates (YYYY-MM-DD); free slots are instants.
 */
import { AVAILABILITY_EXCEPTION_KINDS, STARTUP_LIMIT_PERIODS, WEEKDAY_CODES, type FreeSlot } from '@hatchery/domain';
import { builder } from '../../graphql/builder.js';
import type { AvailabilityExceptionRow, AvailabilityRuleRow } from '../../db/schema/index.js';
import { coachingPolicy } from './coaching.policy.js';
import { availabilityHosts, viewerEditsOthers, type HostOption } from './hosts.js';
import {
  addAvailabilityException,
  hostAvailability,
  hostFreeSlots,
  removeAvailabilityException,
  saveHostSettings,
  setWeeklyAvailability,
  type HostAvailabilityView,
  type HostSettingsView,
} from './availability.service.js';

const WeekdayEnum = builder.enumType('Weekday', { values: WEEKDAY_CODES, description: 'REF-27 weekday codes.' });
const ExceptionKindEnum = builder.enumType('AvailabilityExceptionKind', {
  values: AVAILABILITY_EXCEPTION_KINDS,
  description: 'blocked: away (the whole day when no hours are given); extra: hours added on that date.',
});
const StartupLimitPeriodEnum = builder.enumType('StartupLimitPeriod', { values: STARTUP_LIMIT_PERIODS, description: 'Host-local; weeks start on Monday.' });

const HostSettingsRef = builder.objectRef<HostSettingsView>('HostSettings').implement({
  description: 'A host’s booking settings and meeting defaults (/account/settings/coaching); the defaults while `saved` is false.',
  fields: (t) => ({
    timeZone: t.exposeString('timeZone', { description: 'IANA zone the rules and exceptions are read in.' }),
    slotMinutes: t.exposeInt('slotMinutes', { description: 'REF-06 session length.' }),
    slotStepMinutes: t.exposeInt('slotStepMinutes', { nullable: true, description: 'Distance between slot starts; null: the slot length.' }),
    bufferBeforeMinutes: t.exposeInt('bufferBeforeMinutes'),
    bufferAfterMinutes: t.exposeInt('bufferAfterMinutes'),
    minNoticeMinutes: t.exposeInt('minNoticeMinutes'),
    horizonDays: t.exposeInt('horizonDays', { nullable: true }),
    maxSessionsPerDay: t.exposeInt('maxSessionsPerDay', { nullable: true }),
    maxSessionsPerStartup: t.exposeInt('maxSessionsPerStartup', { nullable: true }),
    startupLimitPeriod: t.field({ type: StartupLimitPeriodEnum, resolve: (s) => s.startupLimitPeriod }),
    videoProvider: t.exposeString('videoProvider', { nullable: true, description: 'REF-17 provider name.' }),
    videoLink: t.exposeString('videoLink', { nullable: true }),
    location: t.exposeString('location', { nullable: true }),
    saved: t.exposeBoolean('saved'),
  }),
});

const AvailabilityRuleRef = builder.objectRef<AvailabilityRuleRow>('AvailabilityRule').implement({
  description: 'A weekly recurring window (D1 "recurring availability", keyed by availabilityId = _id).',
  fields: (t) => ({
    _id: t.exposeID('id'),
    weekday: t.field({ type: WeekdayEnum, resolve: (r) => r.weekday }),
    startMinute: t.exposeInt('startMinute'),
    endMinute: t.exposeInt('endMinute'),
    validFrom: t.exposeString('validFrom', { nullable: true }),
    validUntil: t.exposeString('validUntil', { nullable: true }),
  }),
});

const AvailabilityExceptionRef = builder.objectRef<AvailabilityExceptionRow>('AvailabilityException').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    date: t.exposeString('date'),
    kind: t.field({ type: ExceptionKindEnum, resolve: (e) => e.kind }),
    startMinute: t.exposeInt('startMinute', { nullable: true }),
    endMinute: t.exposeInt('endMinute', { nullable: true }),
  }),
});

const HostAvailabilityRef = builder.objectRef<HostAvailabilityView>('HostAvailability').implement({
  fields: (t) => ({
    hostId: t.exposeID('hostId'),
    settings: t.field({ type: HostSettingsRef, resolve: (a) => a.settings }),
    rules: t.field({ type: [AvailabilityRuleRef], resolve: (a) => a.rules }),
    exceptions: t.field({ type: [AvailabilityExceptionRef], description: 'From yesterday on.', resolve: (a) => a.exceptions }),
    viewerCanEditOthers: t.boolean({
      description: 'The viewer holds AVAILABILITY:EDIT: they may pick another host (availabilityHosts) and edit theirs.',
      resolve: (_a, _args, ctx) => viewerEditsOthers(ctx),
    }),
  }),
});

const AvailabilityHostRef = builder.objectRef<HostOption>('AvailabilityHost').implement({
  description: 'A person whose availability a holder of AVAILABILITY:EDIT may edit.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    fullName: t.exposeString('fullName'),
    roleType: t.exposeString('roleType'),
    roleLabel: t.exposeString('roleLabel', { nullable: true }),
  }),
});

const FreeSlotRef = builder.objectRef<FreeSlot>('FreeSlot').implement({
  fields: (t) => ({
    start: t.field({ type: 'DateTime', resolve: (s) => new Date(s.start) }),
    end: t.field({ type: 'DateTime', resolve: (s) => new Date(s.end) }),
    date: t.exposeString('date', { description: 'The host’s local date.' }),
  }),
});

const WeeklyRuleInput = builder.inputType('WeeklyRuleInput', {
  fields: (t) => ({
    weekday: t.field({ type: WeekdayEnum, required: true }),
    startMinute: t.int({ required: true }),
    endMinute: t.int({ required: true }),
    validFrom: t.string(),
    validUntil: t.string(),
  }),
});

const AvailabilityExceptionInput = builder.inputType('AvailabilityExceptionInput', {
  fields: (t) => ({
    date: t.string({ required: true }),
    kind: t.field({ type: ExceptionKindEnum, required: true }),
    startMinute: t.int(),
    endMinute: t.int(),
  }),
});

const HostSettingsInput = builder.inputType('HostSettingsInput', {
  fields: (t) => ({
    timeZone: t.string({ required: true }),
    slotMinutes: t.int({ required: true }),
    slotStepMinutes: t.int(),
    bufferBeforeMinutes: t.int(),
    bufferAfterMinutes: t.int(),
    minNoticeMinutes: t.int(),
    horizonDays: t.int(),
    maxSessionsPerDay: t.int(),
    maxSessionsPerStartup: t.int(),
    startupLimitPeriod: t.field({ type: StartupLimitPeriodEnum }),
    videoProvider: t.string(),
    videoLink: t.string(),
    location: t.string(),
  }),
});

/** GraphQL null → absent for optional fields whose absence means "the default" (zod's defaults apply). */
function withoutNulls(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== null));
}

/** An optional ID argument as the services take it. */
const idOrNull = (value: string | number | null | undefined): string | null => (value === undefined || value === null ? null : String(value));

builder.queryFields((t) => ({
  hostAvailability: t.field({
    type: HostAvailabilityRef,
    args: { hostId: t.arg.id({ description: 'The host; omitted: the viewer.' }) },
    access: coachingPolicy.hostAvailability,
    resolve: (_r, args, ctx) => hostAvailability(ctx, { hostId: idOrNull(args.hostId) }),
  }),
  availabilityHosts: t.field({
    type: [AvailabilityHostRef],
    description: 'Hosts (internal, not blocked people) by name, at most 50; for holders of AVAILABILITY:EDIT.',
    args: { search: t.arg.string() },
    access: coachingPolicy.availabilityHosts,
    resolve: (_r, args, ctx) => availabilityHosts(ctx, { search: args.search ?? null }),
  }),
  freeSlots: t.field({
    type: [FreeSlotRef],
    description: 'Bookable slots of a host between two instants (at most 366 days); with startupId, that startup’s maximum applies.',
    args: { hostId: t.arg.id(), from: t.arg({ type: 'DateTime', required: true }), to: t.arg({ type: 'DateTime', required: true }), startupId: t.arg.id() },
    access: coachingPolicy.freeSlots,
    resolve: (_r, args, ctx) =>
      hostFreeSlots(ctx, {
        hostId: idOrNull(args.hostId),
        from: args.from,
        to: args.to,
        startupId: idOrNull(args.startupId),
      }),
  }),
}));

builder.mutationFields((t) => ({
  setWeeklyAvailability: t.field({
    type: HostAvailabilityRef,
    description: 'Replaces the host’s weekly rules; rules of one weekday may not overlap while their dates meet.',
    args: { hostId: t.arg.id(), rules: t.arg({ type: [WeeklyRuleInput], required: true }) },
    access: coachingPolicy.setWeeklyAvailability,
    resolve: (_r, args, ctx) =>
      setWeeklyAvailability(ctx, { hostId: idOrNull(args.hostId), rules: args.rules.map(withoutNulls) }),
  }),
  addAvailabilityException: t.field({
    type: AvailabilityExceptionRef,
    args: { hostId: t.arg.id(), input: t.arg({ type: AvailabilityExceptionInput, required: true }) },
    access: coachingPolicy.addAvailabilityException,
    resolve: (_r, args, ctx) =>
      addAvailabilityException(ctx, { hostId: idOrNull(args.hostId), input: withoutNulls(args.input) }),
  }),
  removeAvailabilityException: t.field({
    type: 'Boolean',
    args: { id: t.arg.id({ required: true }) },
    access: coachingPolicy.removeAvailabilityException,
    resolve: (_r, args, ctx) => removeAvailabilityException(ctx, { id: String(args.id) }),
  }),
  saveHostSettings: t.field({
    type: HostSettingsRef,
    args: { hostId: t.arg.id(), input: t.arg({ type: HostSettingsInput, required: true }) },
    access: coachingPolicy.saveHostSettings,
    resolve: (_r, args, ctx) =>
      saveHostSettings(ctx, { hostId: idOrNull(args.hostId), input: withoutNulls(args.input) }),
  }),
}));
