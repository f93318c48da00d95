/** Fixtures of the emails area's tests (used by *.test.tsx only): answers shaped as the documents select them. */
import type { ReactElement } from 'react';
import { renderAreaRoutes } from '../../test/areaRoutes';
import type { OperationHandler } from '../../test/testClient';

type Fields = Record<string, unknown>;

export function person(id: string, fullName: string) {
  return { __typename: 'EmailPerson', _id: id, fullName, email: `${id}@demo.test` };
}

export function emailSummary(id: string, overrides: Fields = {}) {
  return {
    __typename: 'OutgoingEmail',
    _id: id,
    subject: `Subject ${id}`,
    status: 'DRAFT',
    recipientCount: null,
    sentCount: 0,
    failedCount: 0,
    operationId: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    sentAt: null,
    scheduledAt: null,
    createdBy: person('u-admin', 'Ada Admin'),
    ...overrides,
  };
}

export function emailDetail(id: string, overrides: Fields = {}) {
  return {
    ...emailSummary(id),
    body: `Hello {{firstName}},\n\nBody of ${id}.`,
    audience: { __typename: 'EmailAudience', roles: [], programs: [], tags: [], people: [] },
    sentBy: null,
    scheduledBy: null,
    scheduleFailure: null,
    ...overrides,
  };
}

export function template(id: string, kind: 'TEMPLATE' | 'CONTENT', overrides: Fields = {}) {
  return {
    __typename: 'EmailTemplate',
    _id: id,
    kind,
    name: `Template ${id}`,
    subject: kind === 'TEMPLATE' ? `Subject of ${id}` : null,
    body: `Body of ${id}`,
    updatedAt: '2026-11-15T10:00:00.000Z',
    ...overrides,
  };
}

export const AUDIENCE_OPTIONS = {
  __typename: 'EmailAudienceOptions',
  roles: [
    { __typename: 'EmailAudienceRole', _id: 'r-cofounder', label: 'Co-founder' },
    { __typename: 'EmailAudienceRole', _id: 'r-mentor', label: 'Mentor' },
  ],
  programs: [{ __typename: 'EmailAudienceProgram', _id: 'p-growth', name: 'Growth Lab 2026' }],
  tags: [{ __typename: 'EmailAudienceTag', _id: 't-climate', name: 'Climate', color: 'teal' }],
};

/** The answers every composer asks for: the picker's options, the content templates, a preview of `count` people. */
export function composerHandlers(count = 0): Record<string, OperationHandler> {
  const sample = [person('u-1', 'Maya Chen'), person('u-2', 'Ben Okafor')].slice(0, count);
  return {
    EmailAudienceOptions: () => ({ data: { emailAudienceOptions: AUDIENCE_OPTIONS } }),
    EmailTemplates: (variables) => ({ data: { emailTemplates: variables.kind === 'CONTENT' ? [template('c-1', 'CONTENT', { name: 'Signature', body: 'The programme team' })] : [] } }),
    EmailAudiencePreview: () => ({ data: { emailAudiencePreview: { __typename: 'EmailAudiencePreview', count, sample } } }),
    EmailPeopleSearch: () => ({ data: { emailPeopleSearch: [] } }),
  };
}

const AREA_PATHS = ['/emails/management', '/emails/templates', '/emails/content-templates', '/emails/email/:id'];

/** The area's routes: `ui` at the one `route` matches, a stand-in page at the others, with the location probe. */
export function renderEmails(ui: ReactElement, route: string, handlers: Record<string, OperationHandler>) {
  return renderAreaRoutes(ui, route, AREA_PATHS, handlers);
}
