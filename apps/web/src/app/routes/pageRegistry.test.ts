import { describe, expect, it } from 'vitest';
import { isBuiltPage, pageKeys } from './pageRegistry';

const PAGE_KEYS = pageKeys();
import { ROUTE_TABLE } from './routeTable';

/** D-113: the registry lists every page a route may name — built or planned — and nothing else. */
describe('page registry', () => {
  it('lists each page once, built or planned', () => {
    expect(new Set(PAGE_KEYS).size).toBe(PAGE_KEYS.length);
  });

  it('every route names a page of the registry (or is a redirect)', () => {
    const keys = new Set<string>(PAGE_KEYS);
    for (const entry of ROUTE_TABLE) {
      if (entry.redirect) expect(entry.page, entry.path).toBe('redirect');
      else expect(keys.has(entry.page), `${entry.path} → ${entry.page}`).toBe(true);
    }
  });

  it('every page of the registry is shown by some route, so the registry does not keep dead pages', () => {
    const routed = new Set(ROUTE_TABLE.map((entry) => entry.page));
    expect(PAGE_KEYS.filter((key) => !routed.has(key))).toEqual([]);
    expect(isBuiltPage('tasks')).toBe(true);
    expect(isBuiltPage('calendar')).toBe(true);
    expect(isBuiltPage('coachingSession')).toBe(true);
    expect(isBuiltPage('assessmentTab.evaluations')).toBe(true);
    expect(isBuiltPage('welcome')).toBe(false);
  });

  it('the chat pages are built, no longer placeholders (D-592)', () => {
    expect(isBuiltPage('chat')).toBe(true);
    expect(isBuiltPage('chatManagement')).toBe(true);
  });

  it('the course pages are built, no longer placeholders (D-583)', () => {
    for (const page of ['coursesHome', 'courses', 'course', 'courseware', 'coursesManagement', 'courseDashboard', 'courseBuilder']) {
      expect(isBuiltPage(page), page).toBe(true);
    }
  });

  it('the email pages are built, no longer placeholders (D-584)', () => {
    for (const page of ['emails', 'emailsManagement', 'emailTemplates', 'contentTemplates', 'email']) {
      expect(isBuiltPage(page), page).toBe(true);
    }
  });

  it('the file page is built, no longer a placeholder (GAP-06)', () => {
    expect(isBuiltPage('file')).toBe(true);
  });
});
