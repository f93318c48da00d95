/** Fixtures of article management's tests (used by *.test.tsx only): answers shaped as the documents select them. */
import type { ReactElement } from 'react';
import { renderAreaRoutes } from '../../test/areaRoutes';
import type { OperationHandler } from '../../test/testClient';

export function article(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ManagedArticle',
    _id: id,
    title: `Article ${id}`,
    summary: `Summary of ${id}.`,
    body: `## About ${id}\n\nSome **bold** words.`,
    audience: ['INCUBATOR', 'MENTOR', 'FOUNDER', 'APPLICANT', 'EVALUATOR', 'COMMUNITY_MEMBER'],
    language: 'en',
    status: 'DRAFT',
    helpSlug: `org/${id}`,
    publishedAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    authorName: 'Ada Admin',
    updatedByName: 'Sam Staff',
    ...overrides,
  };
}

const AREA_PATHS = ['/articles/management', '/articles/management/article/:id'];

/** The area's routes: `ui` at the one `route` matches, a stand-in page at the others, with the location probe. */
export function renderArticles(ui: ReactElement, route: string, handlers: Record<string, OperationHandler>) {
  return renderAreaRoutes(ui, route, AREA_PATHS, handlers);
}
