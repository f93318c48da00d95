/**
 * Coaching availability vocabulary (issue 17 item 1; docs/contract-coaching.md §1): weekly rules per REF-27 weekday in
 * the host's own IANA zone, date exceptions, the host's booking settings (the /account/settings/coaching defaults),
 * the kinds and statuses of the host bookings that the database keeps from overlapping, the Availability keys of
 * D2 §6.1 and the server's messages (English "field: text", translated by key on the web).
 */
import { z } from 'zod';
import { SESSION_DURATIONS_MINUTES, VIDEO_CONFERENCING, WEEKDAY_CODES } from '../reference.js';
import { isKnownTimeZone } from './zone-clock.js';

export type WeekdayCode = (typeof WEEKDAY_CODES)[number];
export type VideoProvider = (typeof VIDEO_CONFERENCING)[number];

/** D2 §6.1 Availability: a host edits their own availability; AVAILABILITY:EDIT edits other people's. */
export const AVAILABILITY_KEYS = { edit: 'AVAILABILITY:EDIT' } as const;
/** D2 §6.1 Coaching session keys (the sessions waves use them). */
export const COACHING_SESSION_KEYS = { delete: 'COACHING_SESSION:DELETE', export: 'COACHING_SESSION:EXPORT' } as const;

/** blocked: the host is away (the whole day, or the given hours); extra: hours added on that date only. */
export const AVAILABILITY_EXCEPTION_KINDS = ['blocked', 'extra'] as const;
export type AvailabilityExceptionKind = (typeof AVAILABILITY_EXCEPTION_KINDS)[number];

/**
 * What holds a host's time (one table, so one exclusion constraint covers all three ways of booking, item 2):
 * session — a booked or scheduled coaching session; invitation — a time proposed in an open invitation (held until
 * it is accepted, declined or expires); office_hours — an office-hours slot published for any eligible startup;
 * event — a slot booked on a one-on-one incubator event (issue 18 wave 2, D-486: `event_id` names the event).
 */
export const HOST_BOOKING_KINDS = ['session', 'invitation', 'office_hours', 'event'] as const;
export type HostBookingKind = (typeof HOST_BOOKING_KINDS)[number];
/** active holds the time (the constraint applies); released gave it back (cancelled, declined, expired, moved). */
export const HOST_BOOKING_STATUSES = ['active', 'released'] as const;
export type HostBookingStatus = (typeof HOST_BOOKING_STATUSES)[number];

/** The calendar period the per-startup maximum counts in (host-local; weeks start on Monday, REF-27's order). */
export const STARTUP_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type StartupLimitPeriod = (typeof STARTUP_LIMIT_PERIODS)[number];

export const MINUTES_PER_DAY = 1440;
export const MAX_BUFFER_MINUTES = 240;
export const MAX_NOTICE_MINUTES = 60 * 24 * 60;
export const MAX_SESSIONS_LIMIT = 50;
export const MAX_HORIZON_DAYS = 366;
/** A freeSlots question may span at most this many days (the budget is measured for a year). */
export const MAX_SLOT_RANGE_DAYS = 366;

export const COACHING_MESSAGES = {
  timeZoneUnknown: 'This time zone is not known.',
  minuteRange: 'Give a time between 00:00 and 24:00, on a 5-minute step.',
  endBeforeStart: 'The end must be after the start.',
  rulesOverlap: 'These hours overlap other hours of the same day.',
  dateInvalid: 'Give a date as YYYY-MM-DD.',
  validRange: 'The last day must not be before the first.',
  extraNeedsHours: 'Extra hours need a start and an end.',
  hoursBothOrNone: 'Give both a start and an end, or neither for the whole day.',
  slotLength: 'Choose one of the session lengths offered.',
  notANumber: 'Give a whole number within the allowed range.',
  videoLink: 'Give a web address starting with https://.',
  rangeTooLong: 'Ask for at most 366 days at a time.',
  hostNotFound: 'This person does not exist or does not host sessions.',
  exceptionNotFound: 'This exception does not exist.',
  startupNotFound: 'This startup does not exist.',
  dateTimeInvalid: 'Give a date and time.',
  slotTaken: 'This time was just taken. Choose another one.',
} as const;
export type CoachingMessageKey = keyof typeof COACHING_MESSAGES;

const minuteOfDay = z.number().int().min(0).max(MINUTES_PER_DAY).refine((m) => m % 5 === 0, COACHING_MESSAGES.minuteRange);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, COACHING_MESSAGES.dateInvalid).refine(
  (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
  COACHING_MESSAGES.dateInvalid,
);

/** A weekly recurring window: on `weekday`, from `startMinute` to `endMinute` local (24:00 = 1440), between two dates. */
export const weeklyRuleSchema = z
  .object({
    weekday: z.enum(WEEKDAY_CODES),
    startMinute: minuteOfDay,
    endMinute: minuteOfDay,
    /** First local date the rule applies (inclusive); null = always. */
    validFrom: isoDate.nullable().default(null),
    /** Last local date the rule applies (inclusive); null = no end. */
    validUntil: isoDate.nullable().default(null),
  })
  .refine((rule) => rule.endMinute > rule.startMinute, { message: COACHING_MESSAGES.endBeforeStart, path: ['endMinute'] })
  .refine((rule) => !rule.validFrom || !rule.validUntil || rule.validFrom <= rule.validUntil, {
    message: COACHING_MESSAGES.validRange,
    path: ['validUntil'],
  });
export type WeeklyRule = z.infer<typeof weeklyRuleSchema>;

export const availabilityExceptionSchema = z
  .object({
    date: isoDate,
    kind: z.enum(AVAILABILITY_EXCEPTION_KINDS),
    startMinute: minuteOfDay.nullable().default(null),
    endMinute: minuteOfDay.nullable().default(null),
  })
  .refine((e) => (e.startMinute === null) === (e.endMinute === null), {
    message: COACHING_MESSAGES.hoursBothOrNone,
    path: ['endMinute'],
  })
  .refine((e) => e.kind === 'blocked' || e.startMinute !== null, { message: COACHING_MESSAGES.extraNeedsHours, path: ['startMinute'] })
  .refine((e) => e.startMinute === null || e.endMinute === null || e.endMinute > e.startMinute, {
    message: COACHING_MESSAGES.endBeforeStart,
    path: ['endMinute'],
  });
export type AvailabilityException = z.infer<typeof availabilityExceptionSchema>;

const count = (max: number) => z.number({ error: COACHING_MESSAGES.notANumber }).int(COACHING_MESSAGES.notANumber).min(0, COACHING_MESSAGES.notANumber).max(max, COACHING_MESSAGES.notANumber);

/** The host's booking settings; the defaults of /account/settings/coaching (item 6) and what the slot engine needs. */
export const hostSettingsSchema = z.object({
  timeZone: z.string().refine(isKnownTimeZone, COACHING_MESSAGES.timeZoneUnknown),
  /** REF-06 lengths. */
  slotMinutes: z.number().refine((m) => (SESSION_DURATIONS_MINUTES as readonly number[]).includes(m), COACHING_MESSAGES.slotLength),
  /** Distance between slot starts; null = the slot length (back-to-back slots). */
  slotStepMinutes: z.number().int().min(5).max(240).refine((m) => m % 5 === 0, COACHING_MESSAGES.notANumber).nullable().default(null),
  bufferBeforeMinutes: count(MAX_BUFFER_MINUTES).default(0),
  bufferAfterMinutes: count(MAX_BUFFER_MINUTES).default(0),
  minNoticeMinutes: count(MAX_NOTICE_MINUTES).default(0),
  /** How far ahead a slot may be booked, in days; null = no limit. */
  horizonDays: count(MAX_HORIZON_DAYS).nullable().default(null),
  maxSessionsPerDay: count(MAX_SESSIONS_LIMIT).nullable().default(null),
  maxSessionsPerStartup: count(MAX_SESSIONS_LIMIT).nullable().default(null),
  startupLimitPeriod: z.enum(STARTUP_LIMIT_PERIODS).default('week'),
});
export type HostSettings = z.infer<typeof hostSettingsSchema>;

/** A setting row's defaults (a host who never saved settings: the tenant's zone is passed in). */
export function defaultHostSettings(timeZone: string): HostSettings {
  return {
    timeZone,
    slotMinutes: 60,
    slotStepMinutes: null,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minNoticeMinutes: 24 * 60,
    horizonDays: 90,
    maxSessionsPerDay: null,
    maxSessionsPerStartup: null,
    startupLimitPeriod: 'week',
  };
}

/** Where the host meets (the /account/settings/coaching defaults a new session starts from; REF-17 providers). */
export const meetingDefaultsSchema = z.object({
  videoProvider: z.enum(VIDEO_CONFERENCING).nullable().default(null),
  videoLink: z.string().trim().max(2000).regex(/^https:\/\/\S+$/, COACHING_MESSAGES.videoLink).nullable().default(null),
  location: z.string().trim().max(500).nullable().default(null),
});
export type MeetingDefaults = z.infer<typeof meetingDefaultsSchema>;
