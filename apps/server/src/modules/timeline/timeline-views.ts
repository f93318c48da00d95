/**
 * Timeline items as the API shows them (D2 §3.11, one view per kind, told apart by `kind` → `__typename`), built
 * from rows in batches: the people, attachments and metrics a page names come with the page's rows (withRelated). What the
 * viewer may not see is removed here: private staff notes of a coaching session without TIMELINE:PRIVATE_COMMENT,
 * e-mail counts and flags without TIMELINE:EMAIL_METADATA_VIEW (GAP-39).
 */
import type { MetricUnitType } from '@hatchery/domain';
import { sql, type SQL } from 'drizzle-orm';
import { onceValueOf, withOnceColumn, type SelectSource } from '../../db/rendered-statements.js';
import { files, metrics as metricsTable, roles, timelineEventAttachments, users, type TimelineEventRow, type TimelineKind } from '../../db/schema/index.js';
import { unitLabel, type LocalizedText } from '../metrics/index.js';
import type { DataEntryPayload } from './timeline-write.js';

export interface TimelineUserView {
  _id: string;
  fullName: string;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  gender: string | null;
  role: { _id: string; label: string; type: string[] } | null;
}

export interface TimelineAttachmentView {
  _id: string;
  name: string;
  fileType: string;
  url: string;
  pdfUrl: string | null;
}

export interface TimelineMetricView {
  _id: string;
  name: LocalizedText[];
  unitType: string;
}

interface Base {
  _id: string;
  kind: TimelineKind;
  createdAt: Date;
  createdBy: TimelineUserView | null;
  startup: { _id: string; name: string };
}

export interface EventItem extends Base {
  kind: 'EVENT';
  eventType: string;
  message: string;
  isPublic: boolean;
  isPinned: boolean;
  isUpdate: boolean;
  attr1: string | null;
  start: Date | null;
  end: Date | null;
  attachments: TimelineAttachmentView[];
  editedAt: Date | null;
  /** The viewer may delete (and edit) this post: the rule of timeline.service.ts, mayChangePost. */
  viewerCanDelete: boolean;
}
export interface DataDueItem extends Base {
  kind: 'DATA_DUE';
  dueDate: Date | null;
}
export interface DataSubmittedItem extends Base {
  kind: 'DATA_SUBMITTED';
  dueDate: Date | null;
  editedBy: TimelineUserView | null;
  editedAt: Date | null;
  data: Array<{ id: string; isPoint0: boolean; value: string | null; dateValue: Date | null; unit: string; metric: TimelineMetricView; metadata: { diff: number | null; change: number | null; useArrow: boolean } }>;
}
export interface DataSubmittedUpdateItem extends Base {
  kind: 'DATA_SUBMITTED_UPDATE';
  dueDate: Date | null;
  editedBy: TimelineUserView | null;
  data: Array<{ id: string; metric: TimelineMetricView }>;
}
export interface CategorizationUpdateItem extends Base {
  kind: 'CATEGORIZATION_UPDATE';
  message: string;
}
export interface CategorizationSkipItem extends Base {
  kind: 'CATEGORIZATION_SKIP';
  dueDate: Date | null;
}
export interface ChangeValue {
  type: 'string' | 'date';
  value: string | null;
}
export interface CoachingSessionPostItem extends Base {
  kind: 'COACHING_SESSION_POST';
  appEvent: { conferenceData: { url: string | null } | null } | null;
  coachingSession: {
    _id: string;
    name: string;
    date: Date | null;
    expectedDuration: number | null;
    editor: string | null;
    staffEditor: string | null;
    staffEditorPublic: boolean;
    topics: Array<{ _id: string; name: string }>;
    sessionStartDateTime: Date | null;
    sessionEndDateTime: Date | null;
    estimatedDuration: number | null;
    coachs: TimelineUserView[];
    attendees: TimelineUserView[];
    invite: { _id: string } | null;
    evaluationForms: Array<{ _id: string; name: string }>;
    evaluationAnswers: Array<{ _id: string; questionId: string; textValue: string | null; numberValue: number | null; arrayValue: string[]; formId: string | null; createdBy: string | null }>;
  } | null;
  changelogs: Array<{ initiator: TimelineUserView | null; type: string; changeTime: Date | null; groupId: string | null; oldValue: ChangeValue | null; newValue: ChangeValue | null }>;
}
export interface CoachingInvitePostItem extends Base {
  kind: 'COACHING_INVITE_POST';
  appEvent: { source: string | null; location: string | null } | null;
  invite: {
    _id: string;
    status: string;
    expires: Date | null;
    incubatorInvitees: TimelineUserView[];
    startupInvitees: TimelineUserView[];
    session: { date: Date | null; name: string | null; attendees: TimelineUserView[] } | null;
  } | null;
}
export interface EmailThreadPostItem extends Base {
  kind: 'EMAIL_THREAD_POST';
  emailMessage: {
    subject: string | null;
    emailContent: string | null;
    recipients: string[];
    cc: string[];
    bcc: string[];
    /** Counts, flags and lastOpenedAt: null without TIMELINE:EMAIL_METADATA_VIEW. */
    metadata: {
      openedCount: number;
      opened: boolean;
      bouncedCount: number;
      bounced: boolean;
      deferredCount: number;
      deferred: boolean;
      droppedCount: number;
      dropped: boolean;
      deliveredCount: number;
      delivered: boolean;
      spamCount: number;
      spam: boolean;
      lastOpenedAt: Date | null;
    } | null;
  } | null;
}

export type TimelineItemView =
  | EventItem
  | DataDueItem
  | DataSubmittedItem
  | DataSubmittedUpdateItem
  | CategorizationUpdateItem
  | CategorizationSkipItem
  | CoachingSessionPostItem
  | CoachingInvitePostItem
  | EmailThreadPostItem;

export interface ViewOptions {
  startup: { _id: string; name: string };
  canSeePrivate: boolean;
  canSeeEmailMetadata: boolean;
  /** The viewer's link to an attachment (signed for them, files.service fileUrl). */
  fileLink: (file: { id: string; originalName: string }) => string;
  /** Whether the viewer may change a post written by this user id (the service's rule). */
  mayChangePost: (createdBy: string | null) => boolean;
}

type Json = Record<string, unknown>;
const obj = (value: unknown): Json | null => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null);
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const bool = (value: unknown): boolean => value === true;
const date = (value: unknown): Date | null => {
  if (typeof value !== 'string') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};
const ids = (value: unknown): string[] => arr(value).filter((v): v is string => typeof v === 'string');

/**
 * Where a row's payload names people (user ids) and metrics, as SQL/JSON paths: the related rows of a page are read in
 * the page's own statement (`withRelated`), not by a second one (D-546). Lax paths: a missing key names nothing, and a
 * value that is not a user's id matches no user — reading more than the views use is harmless, less is not, so the
 * views below read no person or metric from anywhere else in a payload.
 */
const PEOPLE_PATHS = [
  '$.session.coachIds[*]',
  '$.session.attendeeIds[*]',
  '$.changelogs[*].initiatorId',
  '$.invite.incubatorInviteeIds[*]',
  '$.invite.startupInviteeIds[*]',
  '$.invite.session.attendeeIds[*]',
] as const;
const METRIC_PATHS = ['$.entries[*].metricId'] as const;

interface PersonRow {
  id: string;
  fullName: string;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  gender: TimelineUserView['gender'];
  roleId: string | null;
  roleLabel: string | null;
  roleType: string | null;
}

interface AttachmentRow {
  eventId: string;
  id: string;
  name: string;
  contentType: string;
}

interface MetricRow {
  id: string;
  name: LocalizedText[];
  unitType: MetricUnitType;
  customName: string | null;
}

export type RelatedRows = {
  people: PersonRow[];
  attachments: AttachmentRow[];
  metrics: MetricRow[];
};

/** The name the page's rows have inside the statement `withRelated` makes. */
const FOUND_NAME = 'timeline_found';
const FOUND = sql.identifier(FOUND_NAME);
const UUID_TEXT = `'^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'`;
const pathList = (paths: readonly string[]) => sql.raw(paths.map((p) => `('${p}'::jsonpath)`).join(', '));
/** The ids the found rows' payloads name at these paths, as uuids (anything else left out before the cast). */
const idsAt = (paths: readonly string[], also: SQL | null) => sql`select ref::uuid from (
    ${also ? sql`${also} union ` : sql``}select jsonb_path_query(${FOUND}."payload", paths.path) #>> '{}' from ${FOUND} cross join (values ${pathList(paths)}) as paths(path)
  ) as refs(ref) where ref ~ ${sql.raw(UUID_TEXT)}`;

/**
 * The people the found rows name (with their role), the events' attachments and the metrics of submitted data, as one
 * JSON value computed once per statement (withOnceColumn). Before D-546 a second statement (and round trip) read them,
 * by ids the server gathered from the rows.
 */
const RELATED = sql`select json_build_object(
  'people', (select coalesce(json_agg(json_build_object('id', ${users.id}, 'fullName', ${users.fullName}, 'firstName', ${users.firstName},
      'lastName', ${users.lastName}, 'avatar', ${users.avatar}, 'gender', ${users.gender}, 'roleId', ${roles.id}, 'roleLabel', ${roles.label},
      'roleType', ${roles.type})), '[]'::json)
     from ${users} left join ${roles} on ${roles.incubatorId} = ${users.incubatorId} and ${roles.id} = ${users.roleId}
     where ${users.id} in (${idsAt(PEOPLE_PATHS, sql`select ${FOUND}."created_by"::text from ${FOUND} union select ${FOUND}."edited_by"::text from ${FOUND}`)})),
  'attachments', (select coalesce(json_agg(json_build_object('eventId', ${timelineEventAttachments.eventId}, 'id', ${files.id}, 'name', ${files.originalName},
      'contentType', ${files.contentType}) order by ${timelineEventAttachments.createdAt}), '[]'::json)
     from ${timelineEventAttachments} inner join ${files} on ${files.id} = ${timelineEventAttachments.fileId}
     where ${timelineEventAttachments.eventId} in (select ${FOUND}."id" from ${FOUND} where ${FOUND}."kind" = 'EVENT')),
  'metrics', (select coalesce(json_agg(json_build_object('id', ${metricsTable.id}, 'name', ${metricsTable.name}, 'unitType', ${metricsTable.unitType},
      'customName', ${metricsTable.customUnitName})), '[]'::json)
     from ${metricsTable} where ${metricsTable.id} in (${idsAt(METRIC_PATHS, null)}))
)`;

/**
 * A select of timeline rows (every column of timeline_events among its fields, under their own names) with one more
 * field, `related`: what the rows' views name (RELATED), non-null on one row of the answer.
 */
export function withRelated(select: SelectSource): SelectSource {
  return withOnceColumn(select, FOUND_NAME, 'related', RELATED);
}

const NOTHING_RELATED: RelatedRows = { people: [], attachments: [], metrics: [] };

/** The related rows a `withRelated` statement brought (none when it found no row). */
export function relatedOf(found: ReadonlyArray<{ related: RelatedRows | null }>): RelatedRows {
  return onceValueOf<RelatedRows>(found, 'related') ?? NOTHING_RELATED;
}

/**
 * The views of the rows (same order), with what the viewer may not see left out. The options are one startup's, or
 * (a feed across startups) a function giving each row's startup its own: the viewer's rights differ per startup.
 */
export function toItemViews(rows: readonly TimelineEventRow[], found: RelatedRows, optionsFor: ViewOptions | ((startupId: string) => ViewOptions)): TimelineItemView[] {
  if (rows.length === 0) return [];
  const people = new Map<string, TimelineUserView>();
  for (const u of found.people) {
    people.set(u.id, {
      _id: u.id,
      fullName: u.fullName,
      firstName: u.firstName,
      lastName: u.lastName,
      avatar: u.avatar,
      gender: u.gender,
      role: u.roleId ? { _id: u.roleId, label: u.roleLabel ?? '', type: u.roleType ? [u.roleType] : [] } : null,
    });
  }
  const person = (id: unknown): TimelineUserView | null => (typeof id === 'string' ? (people.get(id) ?? null) : null);
  const persons = (list: unknown): TimelineUserView[] => ids(list).flatMap((id) => people.get(id) ?? []);

  const attachments = new Map<string, AttachmentRow[]>();
  for (const a of found.attachments) attachments.set(a.eventId, [...(attachments.get(a.eventId) ?? []), a]);
  const attachmentViews = (eventId: string, options: ViewOptions): TimelineAttachmentView[] =>
    (attachments.get(eventId) ?? []).map((a) => {
      const url = options.fileLink({ id: a.id, originalName: a.name });
      return { _id: a.id, name: a.name, fileType: a.contentType, url, pdfUrl: a.contentType === 'application/pdf' ? url : null };
    });
  const metrics = new Map(found.metrics.map((m) => [m.id, m]));
  const metricOf = (id: string): TimelineMetricView => {
    const m = metrics.get(id);
    return { _id: id, name: m?.name ?? [], unitType: m?.unitType ?? 'CUSTOM' };
  };

  return rows.map((row): TimelineItemView => {
    const options = typeof optionsFor === 'function' ? optionsFor(row.startupId) : optionsFor;
    // Spread last: on Node 20 each key written after a spread costs ~0.6 µs (V8 slow path), a key before it nothing (D-546).
    const base = { _id: row.id, createdAt: row.createdAt, createdBy: person(row.createdBy), startup: options.startup };
    const p = row.payload;
    switch (row.kind) {
      case 'EVENT':
        return {
          kind: 'EVENT',
          eventType: row.eventType ?? 'COMMENT',
          message: row.message ?? '',
          isPublic: row.isPublic,
          isPinned: row.isPinned,
          isUpdate: row.eventType === 'UPDATE',
          attr1: row.attr1,
          start: row.startsAt,
          end: row.endsAt,
          attachments: attachmentViews(row.id, options),
          editedAt: row.editedAt,
          viewerCanDelete: options.mayChangePost(row.createdBy),
          ...base,
        };
      case 'DATA_DUE':
        return { kind: 'DATA_DUE', dueDate: row.dueDate, ...base };
      case 'DATA_SUBMITTED':
        return {
          kind: 'DATA_SUBMITTED',
          dueDate: row.dueDate,
          editedBy: person(row.editedBy),
          editedAt: row.editedAt,
          data: arr(p.entries).flatMap((raw) => {
            const e = obj(raw) as Partial<DataEntryPayload> | null;
            if (!e?.metricId) return [];
            const metric = metricOf(e.metricId);
            const found = metrics.get(e.metricId);
            return [
              {
                id: e.dataId ?? `${row.id}:${e.metricId}`,
                isPoint0: bool(e.isPoint0),
                value: e.value ?? null,
                dateValue: date(e.dateValue),
                unit: found ? unitLabel({ unitOfMeasure: { unitType: found.unitType, customName: found.customName } }) : metric.unitType,
                metric,
                metadata: { diff: num(e.diff), change: num(e.change), useArrow: bool(e.useArrow) },
              },
            ];
          }),
          ...base,
        };
      case 'DATA_SUBMITTED_UPDATE':
        return {
          kind: 'DATA_SUBMITTED_UPDATE',
          dueDate: row.dueDate,
          editedBy: person(row.editedBy ?? row.createdBy),
          data: arr(p.entries).flatMap((raw) => {
            const e = obj(raw);
            const metricId = str(e?.metricId);
            return metricId ? [{ id: str(e?.dataId) ?? `${row.id}:${metricId}`, metric: metricOf(metricId) }] : [];
          }),
          ...base,
        };
      case 'CATEGORIZATION_UPDATE':
        return { kind: 'CATEGORIZATION_UPDATE', message: row.message ?? '', ...base };
      case 'CATEGORIZATION_SKIP':
        return { kind: 'CATEGORIZATION_SKIP', dueDate: row.dueDate, ...base };
      case 'COACHING_SESSION_POST': {
        const s = obj(p.session);
        const conference = obj(obj(p.appEvent)?.conferenceData);
        const staffEditorPublic = bool(s?.staffEditorPublic);
        return {
          kind: 'COACHING_SESSION_POST',
          appEvent: obj(p.appEvent) ? { conferenceData: conference ? { url: str(conference.url) } : null } : null,
          coachingSession: s
            ? {
                _id: str(s._id) ?? row.id,
                name: str(s.name) ?? '',
                date: date(s.date),
                expectedDuration: num(s.expectedDuration),
                editor: str(s.editor),
                staffEditor: staffEditorPublic || options.canSeePrivate ? str(s.staffEditor) : null,
                staffEditorPublic,
                topics: arr(s.topics).flatMap((topic) => {
                  const o = obj(topic);
                  return o && str(o._id) ? [{ _id: str(o._id)!, name: str(o.name) ?? '' }] : [];
                }),
                sessionStartDateTime: date(s.sessionStartDateTime),
                sessionEndDateTime: date(s.sessionEndDateTime),
                estimatedDuration: num(s.estimatedDuration),
                coachs: persons(s.coachIds),
                attendees: persons(s.attendeeIds),
                invite: str(obj(s.invite)?._id) ? { _id: str(obj(s.invite)?._id)! } : null,
                evaluationForms: arr(s.evaluationForms).flatMap((f) => {
                  const o = obj(f);
                  return o && str(o._id) ? [{ _id: str(o._id)!, name: str(o.name) ?? '' }] : [];
                }),
                evaluationAnswers: arr(s.evaluationAnswers).flatMap((a) => {
                  const o = obj(a);
                  if (!o || !str(o._id)) return [];
                  return [{ _id: str(o._id)!, questionId: str(o.questionId) ?? '', textValue: str(o.textValue), numberValue: num(o.numberValue), arrayValue: ids(o.arrayValue), formId: str(o.formId), createdBy: str(o.createdBy) }];
                }),
              }
            : null,
          changelogs: arr(p.changelogs).flatMap((c) => {
            const o = obj(c);
            if (!o) return [];
            const value = (v: unknown): ChangeValue | null => {
              const x = obj(v);
              return x ? { type: x.type === 'date' ? 'date' : 'string', value: str(x.value) } : null;
            };
            return [{ initiator: person(o.initiatorId), type: str(o.type) ?? '', changeTime: date(o.changeTime), groupId: str(o.groupId), oldValue: value(o.oldValue), newValue: value(o.newValue) }];
          }),
          ...base,
        };
      }
      case 'COACHING_INVITE_POST': {
        const appEvent = obj(p.appEvent);
        const invite = obj(p.invite);
        const session = obj(invite?.session);
        return {
          kind: 'COACHING_INVITE_POST',
          appEvent: appEvent ? { source: str(appEvent.source), location: str(appEvent.location) } : null,
          invite: invite
            ? {
                _id: str(invite._id) ?? row.id,
                status: str(invite.status) ?? 'pending',
                expires: date(invite.expires),
                incubatorInvitees: persons(invite.incubatorInviteeIds),
                startupInvitees: persons(invite.startupInviteeIds),
                session: session ? { date: date(session.date), name: str(session.name), attendees: persons(session.attendeeIds) } : null,
              }
            : null,
          ...base,
        };
      }
      case 'EMAIL_THREAD_POST': {
        const m = obj(p.emailMessage);
        const count = (key: string) => num(m?.[key]) ?? 0;
        return {
          kind: 'EMAIL_THREAD_POST',
          emailMessage: m
            ? {
                subject: str(m.subject),
                emailContent: str(m.emailContent),
                recipients: ids(m.recipients),
                cc: ids(m.cc),
                bcc: ids(m.bcc),
                metadata: options.canSeeEmailMetadata
                  ? {
                      openedCount: count('openedCount'),
                      opened: bool(m.opened),
                      bouncedCount: count('bouncedCount'),
                      bounced: bool(m.bounced),
                      deferredCount: count('deferredCount'),
                      deferred: bool(m.deferred),
                      droppedCount: count('droppedCount'),
                      dropped: bool(m.dropped),
                      deliveredCount: count('deliveredCount'),
                      delivered: bool(m.delivered),
                      spamCount: count('spamCount'),
                      spam: bool(m.spam),
                      lastOpenedAt: date(m.lastOpenedAt),
                    }
                  : null,
              }
            : null,
          ...base,
        };
      }
    }
  });
}
