/**
 * The vocabulary of incubator events (issue 18, docs/contract-events.md §1; D2 §3.7–3.8, REF-26). Group events are
 * built in wave 1; one-on-one (office-hour) events share the table and are filled in by a later wave on coaching's
 * availability engine, so their names are fixed here already.
 */
import { z } from 'zod';
import { ATTENDANCE_VALUES, VIDEO_CONFERENCING } from '../reference.js';
import { isKnownTimeZone } from '../coaching/zone-clock.js';

export const EVENT_TYPES = ['group', 'one_on_one'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** D2 §3.7 leaves the statuses open (D-421): a draft is seen by its editors only; published by whom visibility allows. */
export const EVENT_STATUSES = ['draft', 'published'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** REF-26: the attendance of one registrant. */
export const EVENT_ATTENDANCE = ATTENDANCE_VALUES;
export type EventAttendance = (typeof ATTENDANCE_VALUES)[number];

/**
 * editPermission (D2 §3.7; values open, D-422): `hosts` — the creator, the hosts and EVENT:EDIT holders edit;
 * `editors` — only EVENT:EDIT holders.
 */
export const EVENT_EDIT_PERMISSIONS = ['hosts', 'editors'] as const;
export type EventEditPermission = (typeof EVENT_EDIT_PERMISSIONS)[number];

export const EVENT_NOTICE_UNITS = ['minutes', 'hours', 'days'] as const;
export type EventNoticeUnit = (typeof EVENT_NOTICE_UNITS)[number];
/**
 * How a one-on-one event finds its hosts' hours (D-487): `hosts_availability` — each host's weekly rules and
 * exceptions (coaching's engine) inside the event's window; `event_specific` — the event's window itself is the hosts'
 * hours (they were assigned to it), less whatever else they have booked.
 */
export const EVENT_AVAILABILITY_METHODS = ['hosts_availability', 'event_specific'] as const;
export type EventAvailabilityMethod = (typeof EVENT_AVAILABILITY_METHODS)[number];
/** Session lengths a one-on-one event offers (minutes, REF-06) and its slot increments. */
export const EVENT_SESSION_MINUTES = [15, 20, 30, 40, 45, 60, 75, 80, 90, 100, 105, 120] as const;
export const EVENT_INCREMENT_MINUTES = [5, 10, 15, 20, 30, 45, 60, 90, 120] as const;
const NOTICE_UNIT_MINUTES: Record<EventNoticeUnit, number> = { minutes: 1, hours: 60, days: 1440 };

/** The registration notice period in minutes (0 when the event has none). */
export function noticeMinutes(notice: { meetingRegistrationHasNoticePeriod: boolean; periodValue: number | null; periodUnit: string | null } | null | undefined): number {
  if (!notice?.meetingRegistrationHasNoticePeriod || !notice.periodValue) return 0;
  const unit = NOTICE_UNIT_MINUTES[notice.periodUnit as EventNoticeUnit] ?? 1;
  return notice.periodValue * unit;
}

/** D2 §6.1 keys Event (create, edit, delete). */
export const EVENT_KEYS = { create: 'EVENT:CREATE', edit: 'EVENT:EDIT', delete: 'EVENT:DELETE' } as const;

/** The server's English texts ("field: text"), translated by key on the web (namespace `events:errors.<key>`). */
export const EVENT_MESSAGES = {
  titleRequired: 'Give the event a title.',
  titleTooLong: 'Keep the title under 200 characters.',
  descriptionTooLong: 'Keep the description under 20,000 characters.',
  capacityRange: 'Give a capacity between 1 and 100,000, or leave it empty for no limit.',
  endBeforeStart: 'The end must be after the start.',
  timesRequired: 'Give a start and an end before publishing.',
  timeZoneUnknown: 'This time zone is not known.',
  link: 'Give a web address starting with https:// or http://.',
  unknownTag: 'One of these tags does not exist or is of another kind.',
  unknownHost: 'One of the hosts is not a person of this organisation.',
  unknownRole: 'One of these roles does not exist.',
  unknownProgram: 'One of these programs does not exist.',
  tooMany: 'Too many entries in this list.',
  notPublished: 'This event is not open for registration.',
  full: 'This event is full.',
  alreadyRegistered: 'You are already registered for this event.',
  notRegistered: 'You are not registered for this event.',
  ended: 'This event has already ended.',
  oneOnOneLater: 'One-on-one events are not available yet.',
  archived: 'This event is archived.',
  bookASlot: 'Book one of the slots of this one-on-one event instead.',
  sessionLength: 'Choose the length of one session.',
  incrementInvalid: 'Choose a time slot increment from the list.',
  sessionsRange: 'Give a number of sessions between 1 and 20.',
  noticeRange: 'Give a notice period between 1 and 10,000.',
  datesInvalid: 'Give the dates as YYYY-MM-DD, at most 60.',
  hostsRequired: 'A one-on-one event needs at least one host.',
  typeLocked: 'The type of an event with registrants cannot change.',
  slotNotOffered: 'This time is not one of the free slots of this event.',
  slotTaken: 'Someone else just booked this slot. Pick another one.',
  withinNotice: 'This slot starts within the notice period of the event.',
  sessionsUsed: 'You have booked every session this event allows.',
  notBooked: 'You have no booking at this time.',
  notOneOnOne: 'This is not a one-on-one event.',
  rangeTooLong: 'Ask for at most 62 days of slots at a time.',
  alreadyWaitlisted: 'You are already on the waitlist of this event.',
  notWaitlisted: 'You are not on the waitlist of this event.',
  cancelled: 'This event was cancelled.',
  attendanceTooEarly: 'Attendance can be marked from the day of the event.',
  slotNotStarted: 'Attendance of a booked slot can be marked once the slot has started.',
  unknownAttendee: 'One of these people does not hold a seat at this event.',
  feedbackTooEarly: 'Feedback can be requested once the event has ended.',
  noFeedbackRecipients: 'Nobody attended this event yet: mark attendance first.',
} as const;
export type EventMessageKey = keyof typeof EVENT_MESSAGES;

const idList = z.array(z.uuid({ error: EVENT_MESSAGES.unknownTag })).max(200, EVENT_MESSAGES.tooMany);
const ruleSchema = z.object({ is: idList.default([]), isNot: idList.default([]) });
export const eventVisibilitySchema = z.object({
  userRoles: ruleSchema.default({ is: [], isNot: [] }),
  userTags: ruleSchema.default({ is: [], isNot: [] }),
  startupTags: ruleSchema.default({ is: [], isNot: [] }),
  startupPrograms: ruleSchema.default({ is: [], isNot: [] }),
});

const webLink = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https?:\/\/\S+$/i, EVENT_MESSAGES.link);
const optionalText = (max: number, message: string) => z.string().trim().max(max, message).nullable().default(null);

/** The editor's fields for a group event (updateIncubatorEvent). Every field replaces the stored one. */
export const eventInputSchema = z
  .object({
    title: z.string().trim().max(200, EVENT_MESSAGES.titleTooLong).nullable().default(null),
    description: optionalText(20000, EVENT_MESSAGES.descriptionTooLong),
    capacity: z.number().int(EVENT_MESSAGES.capacityRange).min(1, EVENT_MESSAGES.capacityRange).max(100000, EVENT_MESSAGES.capacityRange).nullable().default(null),
    imageUrl: webLink.nullable().default(null),
    coverUrl: webLink.nullable().default(null),
    locationText: optionalText(500, EVENT_MESSAGES.titleTooLong),
    locationLink: webLink.nullable().default(null),
    conferenceUrl: webLink.nullable().default(null),
    conferenceSolution: z.enum(VIDEO_CONFERENCING).nullable().default(null),
    startTime: z.coerce.date().nullable().default(null),
    endTime: z.coerce.date().nullable().default(null),
    timezone: z.string().refine(isKnownTimeZone, EVENT_MESSAGES.timeZoneUnknown).nullable().default(null),
    editPermission: z.enum(EVENT_EDIT_PERMISSIONS).default('hosts'),
    hostIds: idList.default([]),
    topicIds: idList.default([]),
    tagIds: idList.default([]),
    visibility: eventVisibilitySchema.default({
      userRoles: { is: [], isNot: [] },
      userTags: { is: [], isNot: [] },
      startupTags: { is: [], isNot: [] },
      startupPrograms: { is: [], isNot: [] },
    }),
    attachmentLinks: z.array(z.object({ name: z.string().trim().min(1).max(200), link: webLink })).max(20, EVENT_MESSAGES.tooMany).default([]),
    // One-on-one fields (wave 2, D-486..D-488); ignored for group events. eventType omitted keeps the stored type.
    eventType: z.enum(EVENT_TYPES).optional(),
    sessionMinutes: z.number().int().refine((n) => (EVENT_SESSION_MINUTES as readonly number[]).includes(n), EVENT_MESSAGES.sessionLength).nullable().default(null),
    timeslotIncrement: z.number().int().refine((n) => (EVENT_INCREMENT_MINUTES as readonly number[]).includes(n), EVENT_MESSAGES.incrementInvalid).nullable().default(null),
    numberOfSessions: z.number().int(EVENT_MESSAGES.sessionsRange).min(1, EVENT_MESSAGES.sessionsRange).max(20, EVENT_MESSAGES.sessionsRange).nullable().default(null),
    oneOnOneDates: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, EVENT_MESSAGES.datesInvalid)).max(60, EVENT_MESSAGES.datesInvalid).default([]),
    availabilityMethod: z.enum(EVENT_AVAILABILITY_METHODS).default('hosts_availability'),
    noticePeriod: z
      .object({
        value: z.number().int(EVENT_MESSAGES.noticeRange).min(1, EVENT_MESSAGES.noticeRange).max(10000, EVENT_MESSAGES.noticeRange),
        unit: z.enum(EVENT_NOTICE_UNITS),
      })
      .nullable()
      .default(null),
    ignoreHostsLinkedCalendar: z.boolean().default(false),
    ignoreHourAllocation: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.startTime && value.endTime && value.endTime.getTime() <= value.startTime.getTime()) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: EVENT_MESSAGES.endBeforeStart });
    }
  });
export type EventInput = z.infer<typeof eventInputSchema>;
