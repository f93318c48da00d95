/** Test support for the timeline (used by *.test.tsx only): one item of every kind, shaped like the server's union. */
import type { TimelineEventItem, TimelineItem, TimelineUser } from './documents';

export const STARTUP_ID = '11111111-1111-4111-8111-111111111111';

export const ALICE: TimelineUser = {
  __typename: 'User',
  _id: 'u-alice',
  fullName: 'Alice Founder',
  avatar: null,
  gender: 'female',
  role: { __typename: 'Role', _id: 'r-1', label: 'Cofounder', type: ['cofounder'] },
};
export const STAFF: TimelineUser = { ...ALICE, _id: 'u-staff', fullName: 'Sam Staff', role: { __typename: 'Role', _id: 'r-2', label: 'Staff', type: ['staff'] } };

const metric = (id: string, name: string, unitType: string) => ({
  __typename: 'TimelineMetric' as const,
  _id: id,
  label: name,
  unitType,
});

export function post(id: string, extra: Partial<TimelineEventItem> = {}): TimelineEventItem {
  return {
    __typename: 'TimelineEvent',
    _id: id,
    eventType: 'COMMENT',
    message: `Message ${id}`,
    isPublic: true,
    isPinned: false,
    isUpdate: false,
    attr1: null,
    start: null,
    end: null,
    createdAt: '2024-03-10T10:00:00.000Z',
    editedAt: null,
    createdBy: ALICE,
    attachments: [],
    viewerCanDelete: false,
    ...extra,
  };
}

export function everyKind(): TimelineItem[] {
  return [
    post('e-1', { attachments: [{ __typename: 'TimelineAttachment', _id: 'f-1', name: 'deck.pdf', fileType: 'application/pdf', url: '/files/f-1/deck.pdf', pdfUrl: '/files/f-1/deck.pdf' }] }),
    { __typename: 'TimelineDataDueEvent', _id: 'd-1', dueDate: '2024-03-01T00:00:00.000Z', createdAt: '2024-03-01T08:00:00.000Z', startup: { __typename: 'Startup', _id: STARTUP_ID, name: 'Orbital Labs' } },
    {
      __typename: 'TimelineDataSubmitted',
      _id: 's-1',
      dueDate: '2024-03-01T00:00:00.000Z',
      createdAt: '2024-03-02T08:00:00.000Z',
      createdBy: ALICE,
      editedBy: null,
      editedAt: null,
      data: [
        { __typename: 'TimelineDataEntry', id: 'v-1', isPoint0: false, value: '12000', dateValue: null, unit: 'MONETARY', metric: metric('m-rev', 'Revenue', 'MONETARY'), metadata: { __typename: 'TimelineDataEntryMetadata', diff: 2000, change: 20, useArrow: true } },
        { __typename: 'TimelineDataEntry', id: 'v-2', isPoint0: false, value: '40', dateValue: null, unit: 'CUSTOMER', metric: metric('m-cus', 'Customers', 'CUSTOMER'), metadata: { __typename: 'TimelineDataEntryMetadata', diff: -10, change: -20, useArrow: true } },
        { __typename: 'TimelineDataEntry', id: 'v-3', isPoint0: true, value: '5', dateValue: null, unit: 'EMPLOYEE', metric: metric('m-emp', 'Employees', 'EMPLOYEE'), metadata: { __typename: 'TimelineDataEntryMetadata', diff: null, change: null, useArrow: false } },
      ],
    },
    { __typename: 'TimelineDataSubmittedUpdate', _id: 'su-1', dueDate: '2024-03-01T00:00:00.000Z', createdAt: '2024-03-03T08:00:00.000Z', createdBy: ALICE, editedBy: ALICE, data: [{ __typename: 'TimelineDataUpdateEntry', id: 'v-1', metric: metric('m-rev', 'Revenue', 'MONETARY') }] },
    { __typename: 'TimelineCategorizationUpdate', _id: 'c-1', createdAt: '2024-02-01T08:00:00.000Z', createdBy: ALICE, message: 'Answered 3 questions' },
    { __typename: 'TimelineCategorizationSkip', _id: 'c-2', createdAt: '2024-01-01T08:00:00.000Z', createdBy: ALICE, dueDate: '2024-01-01T00:00:00.000Z' },
    {
      __typename: 'TimelineCoachingSessionPost',
      _id: 'cs-1',
      createdAt: '2024-01-05T08:00:00.000Z',
      createdBy: STAFF,
      appEvent: { __typename: 'TimelineSessionAppEvent', conferenceData: { __typename: 'TimelineConferenceData', url: 'https://meet.example.org/abc' } },
      coachingSession: {
        __typename: 'TimelineCoachingSession',
        _id: 'sess-1',
        name: 'Pricing workshop',
        date: '2024-01-10T14:00:00.000Z',
        expectedDuration: 60,
        editor: 'We discussed pricing.',
        staffEditor: null,
        staffEditorPublic: false,
        topics: [{ __typename: 'TimelineIdName', _id: 't-1', name: 'Pricing' }],
        sessionStartDateTime: '2024-01-10T14:00:00.000Z',
        sessionEndDateTime: null,
        estimatedDuration: 60,
        coachs: [STAFF],
        attendees: [ALICE],
        evaluationForms: [],
      },
      changelogs: [],
    },
    {
      __typename: 'TimelineCoachingInvitePost',
      _id: 'ci-1',
      createdAt: '2024-01-04T08:00:00.000Z',
      createdBy: STAFF,
      appEvent: { __typename: 'TimelineInviteAppEvent', source: 'calendar', location: 'Room 2' },
      invite: { __typename: 'TimelineCoachingInvite', _id: 'inv-1', status: 'accepted', expires: null, incubatorInvitees: [STAFF], startupInvitees: [ALICE], session: { __typename: 'TimelineInviteSession', date: '2024-01-10T14:00:00.000Z', name: 'Intro call', attendees: [] } },
    },
    {
      __typename: 'TimelineEmailThreadPost',
      _id: 'em-1',
      createdAt: '2024-01-03T08:00:00.000Z',
      createdBy: STAFF,
      emailMessage: {
        __typename: 'TimelineEmailMessage', subject: 'Welcome aboard', emailContent: 'Hello team', recipients: ['alice@demo.test'], cc: [], bcc: [],
        openedCount: 2, opened: true, deliveredCount: 1, delivered: true, bouncedCount: 0, bounced: false, deferredCount: 0, deferred: false, droppedCount: 0, dropped: false, spamCount: 0, spam: false, lastOpenedAt: null,
      },
    },
  ];
}

export function page(results: TimelineItem[], next: string | null = null, pinned: TimelineEventItem[] = []) {
  return { data: { startupTimeline: { __typename: 'TimelinePage', results, pinned, next, viewerCanPost: true, viewerCanPostPrivate: false, viewerCanPin: false } } };
}
