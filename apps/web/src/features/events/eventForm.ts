/**
 * The event editor's form model (issue 18 wave 1): the values the form holds (text, datetime-local in the browser's
 * zone, D-425), the zod rules that mirror the server's (eventInputSchema, same messages), and the conversions to and
 * from the API.
 */
import { EVENT_MESSAGES, VISIBILITY_DIMENSIONS, type VisibilityDimension } from '@hatchery/domain';
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
  })
  .superRefine((value, ctx) => {
    if (value.startTime && value.endTime && new Date(value.endTime).getTime() <= new Date(value.startTime).getTime()) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: EVENT_MESSAGES.endBeforeStart });
    }
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
  };
}

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
  };
}
