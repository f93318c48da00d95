/**
 * The coaching session's own vocabulary (issue 17 item 3; docs/contract-coaching.md §1.3, §3.3): the kinds of change
 * its changelog records (D2 §3.11: initiator, type, changeTime, groupId, old and new value as a string or a date),
 * the attendance a held session records per attendee, the limits of its texts and the session messages (English
 * "field: text", translated by key on the web under coaching:session.errors).
 */
import { z } from 'zod';
import { VIDEO_CONFERENCING } from '../reference.js';

/** What a changelog row records; one save of several fields writes one row per field under one group id. */
export const SESSION_CHANGE_TYPES = [
  'scheduled',
  'title',
  'topics',
  'location',
  'videoProvider',
  'videoLink',
  'sharedNotes',
  'rescheduled',
  'cancelled',
  'held',
  'attendance',
  'actionItem',
] as const;
export type SessionChangeType = (typeof SESSION_CHANGE_TYPES)[number];

/** How a changelog value reads: a date is an ISO instant the page shows in the viewer's zone. */
export const SESSION_CHANGE_VALUE_TYPES = ['string', 'date'] as const;
export type SessionChangeValueType = (typeof SESSION_CHANGE_VALUE_TYPES)[number];

/** Attendance a held session records per attendee (REF-26's "attended" and "no show" as codes). */
export const SESSION_ATTENDANCE = ['attended', 'no_show'] as const;
export type SessionAttendance = (typeof SESSION_ATTENDANCE)[number];

export const MAX_SESSION_TITLE = 200;
export const MAX_SESSION_LOCATION = 500;
export const MAX_SESSION_NOTES = 20_000;
export const MAX_SESSION_TOPICS = 20;
export const MAX_ACTION_ITEM_NAME = 300;

export const SESSION_MESSAGES = {
  sessionNotFound: 'This coaching session does not exist.',
  notManager: 'Only the session’s hosts and staff may change it.',
  notHost: 'Only a host of the session keeps private notes on it.',
  notScheduled: 'This session is no longer scheduled.',
  titleTooLong: 'Use at most 200 characters.',
  locationTooLong: 'Use at most 500 characters.',
  notesTooLong: 'Use at most 20,000 characters.',
  topicNotFound: 'This topic does not exist.',
  tooManyTopics: 'Choose at most 20 topics.',
  videoLink: 'Give a web address starting with https://.',
  videoProvider: 'Choose one of the video providers offered.',
  nothingToChange: 'Change at least one field.',
  actionItemName: 'Give the action item a name of at most 300 characters.',
  dueDate: 'Give a due date (YYYY-MM-DD) that is not in the past.',
  notStarted: 'A session is held once it has started.',
  attendeeNotFound: 'This person is not an attendee of the session.',
  attendanceRequired: 'Record the attendance of every attendee.',
  sameTime: 'Choose a time other than the current one.',
} as const;
export type SessionMessageKey = keyof typeof SESSION_MESSAGES;

/** What a host or staff may edit on the page; each field optional, null clears (title, location, link, notes). */
export const sessionEditSchema = z.object({
  title: z.string().trim().max(MAX_SESSION_TITLE, SESSION_MESSAGES.titleTooLong).nullable().optional(),
  topicIds: z.array(z.string()).max(MAX_SESSION_TOPICS, SESSION_MESSAGES.tooManyTopics).optional(),
  location: z.string().trim().max(MAX_SESSION_LOCATION, SESSION_MESSAGES.locationTooLong).nullable().optional(),
  videoProvider: z.enum(VIDEO_CONFERENCING, { error: SESSION_MESSAGES.videoProvider }).nullable().optional(),
  videoLink: z
    .string()
    .trim()
    .max(2000, SESSION_MESSAGES.videoLink)
    .refine((v) => v === '' || /^https:\/\/\S+$/.test(v), SESSION_MESSAGES.videoLink)
    .nullable()
    .optional(),
  sharedNotes: z.string().max(MAX_SESSION_NOTES, SESSION_MESSAGES.notesTooLong).nullable().optional(),
});
export type SessionEdit = z.infer<typeof sessionEditSchema>;
