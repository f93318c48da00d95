/**
 * The event editor's form model (issue 18 wave 1): the values the form holds (text, datetime-local in the browser's
 * zone, D-425), the zod rules that mirror the server's (eventInputSchema, same messages), and the conversions to and
 * from the API.
 */
import { EVENT_AVAILABILITY_METHODS, EVENT_MESSAGES, EVENT_NOTICE_UNITS, VISIBILITY_DIMENSIONS, type VisibilityDimension } from '@hatchery/domain';
import { z } from 'zod';
import { fromLocalInput, toLocalInput } from '../../lib/dates/localInput';
import type { EventInput, EventItem } from './documents';

const link = z.string().trim().max(2000).refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), EVENT_MESSAGES.link);
const ids = z.array(z.string());
const rule = z.object({ is: ids, isNot: ids });

export const eventFormSchema = z
  .object({
    title: z.string().trim().min(1, EVENT_MESSAGES.titleRequired).max(200, EVENT_MESSAGES.titleTooLong),
    description: z.string().max(20000, EVENT_MESSAGES.descriptionTooLong),
    capacity: z.string().refine((v) => v.trim() === '' || (/^\d+$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= 100000), EVENT_MESSAGES.capacityRange),
    startTime: z.string().min(1, EVENT_MESSAGES.timesRequired),
    endTime: z.string().min(1, EVENT_MESSAGES.timesRequired),
    timezone: z.string(),
    locationText: z.string().max(500),
    locationLink: link,
    conferenceUrl: link,
    coverUrl: link,
    hostIds: ids,
    topicIds: ids,
    tagIds: ids,
    editPermission: z.enum(['hosts', 'editors']),
    visibility: z.object({ userRoles: rule, userTags: rule, startupTags: rule, startupPrograms: rule }),
    // One-on-one (wave 2, D-486..D-488): text fields as the inputs hold them, checked below.
    eventType: z.enum(['group', 'one_on_one']),
    sessionMinutes: z.string(),
    timeslotIncrement: z.string(),
    numberOfSessions: z.string(),
    oneOnOneDates: z.array(z.string()),
    availabilityMethod: z.enum(EVENT_AVAILABILITY_METHODS),
    noticeValue: z.string(),
    noticeUnit: z.enum(EVENT_NOTICE_UNITS),
    ignoreHourAllocation: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.startTime && value.endTime && new Date(value.endTime).getTime() <= new Date(value.startTime).getTime()) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: EVENT_MESSAGES.endBeforeStart });
    }
    if (value.eventType !== 'one_on_one') return;
    if (!value.sessionMinutes) ctx.addIssue({ code: 'custom', path: ['sessionMinutes'], message: EVENT_MESSAGES.sessionLength });
    const sessions = value.numberOfSessions.trim();
    if (sessions !== '' && !(/^\d+$/.test(sessions) && Number(sessions) >= 1 && Number(sessions) <= 20)) {
      ctx.addIssue({ code: 'custom', path: ['numberOfSessions'], message: EVENT_MESSAGES.sessionsRange });
    }
    const notice = value.noticeValue.trim();
    if (notice !== '' && !(/^\d+$/.test(notice) && Number(notice) >= 1 && Number(notice) <= 10000)) {
      ctx.addIssue({ code: 'custom', path: ['noticeValue'], message: EVENT_MESSAGES.noticeRange });
    }
    if (value.hostIds.length === 0) ctx.addIssue({ code: 'custom', path: ['hostIds'], message: EVENT_MESSAGES.hostsRequired });
  });
export type EventFormValues = z.input<typeof eventFormSchema>;

const copyRule = (r: { is: readonly string[]; isNot: readonly string[] }) => ({ is: [...r.is], isNot: [...r.isNot] });

export function eventFormValues(event: EventItem, browserZone: string): EventFormValues {
  const visibility = Object.fromEntries(VISIBILITY_DIMENSIONS.map((d) => [d, copyRule(event.visibility[d])])) as Record<VisibilityDimension, { is: string[]; isNot: string[] }>;
  return {
    title: event.title ?? '',
    description: event.description ?? '',
    capacity: event.capacity === null ? '' : String(event.capacity),
    startTime: toLocalInput(event.startTime),
    endTime: toLocalInput(event.endTime),
    timezone: event.timezone ?? browserZone,
    locationText: event.location.text ?? '',
    locationLink: event.location.link ?? '',
    conferenceUrl: event.conferenceData.url ?? '',
    coverUrl: event.cover ?? '',
    hostIds: event.hosts.map((h) => h._id),
    topicIds: event.topics.map((t) => t._id),
    tagIds: event.tags.map((t) => t._id),
    editPermission: event.editPermission,
    visibility,
    eventType: event.eventType,
    sessionMinutes: event.eventType === 'one_on_one' && event.duration ? String(event.duration) : '30',
    timeslotIncrement: event.timeslotIncrement ? String(event.timeslotIncrement) : '',
    numberOfSessions: event.numberOfSessions ? String(event.numberOfSessions) : '',
    oneOnOneDates: [...event.oneOnOneDates],
    availabilityMethod: event.availability.method ?? 'hosts_availability',
    noticeValue: event.registrationNoticePeriod?.meetingRegistrationHasNoticePeriod ? String(event.registrationNoticePeriod.periodValue ?? '') : '',
    noticeUnit: event.registrationNoticePeriod?.periodUnit ?? 'hours',
    ignoreHourAllocation: event.ignoreHourAllocation,
  };
}

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The API input of the form's values: empty text is null, capacity a number or null (no limit). */
export function eventInputOf(values: EventFormValues): EventInput {
  return {
    title: values.title.trim(),
    description: orNull(values.description),
    capacity: values.capacity.trim() === '' ? null : Number(values.capacity),
    startTime: fromLocalInput(values.startTime),
    endTime: fromLocalInput(values.endTime),
    timezone: orNull(values.timezone),
    locationText: orNull(values.locationText),
    locationLink: orNull(values.locationLink),
    conferenceUrl: orNull(values.conferenceUrl),
    coverUrl: orNull(values.coverUrl),
    hostIds: values.hostIds,
    topicIds: values.topicIds,
    tagIds: values.tagIds,
    editPermission: values.editPermission,
    visibility: values.visibility,
    eventType: values.eventType,
    ...(values.eventType === 'one_on_one'
      ? {
          sessionMinutes: numberOrNull(values.sessionMinutes),
          timeslotIncrement: numberOrNull(values.timeslotIncrement),
          numberOfSessions: numberOrNull(values.numberOfSessions),
          oneOnOneDates: values.oneOnOneDates,
          availabilityMethod: values.availabilityMethod,
          noticePeriod: values.noticeValue.trim() === '' ? null : { value: Number(values.noticeValue), unit: values.noticeUnit },
          ignoreHourAllocation: values.ignoreHourAllocation,
        }
      : {}),
  };
}
