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
export const EVENT_AVAILABILITY_METHODS = ['hosts_availability', 'event_specific'] as const;

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
  alreadyWaitlisted: 'You are already on the waitlist of this event.',
  notWaitlisted: 'You are not on the waitlist of this event.',
  cancelled: 'This event was cancelled.',
  attendanceTooEarly: 'Attendance can be marked from the day of the event.',
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
  })
  .superRefine((value, ctx) => {
    if (value.startTime && value.endTime && value.endTime.getTime() <= value.startTime.getTime()) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: EVENT_MESSAGES.endBeforeStart });
    }
  });
export type EventInput = z.infer<typeof eventInputSchema>;
