import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { resolveRedirect } from './redirects';
import { ROUTE_TABLE } from './routeTable';
import type { RouteEntry } from './types';

function redirectOf(url: string): string | null {
  const [pathname = '', query] = url.split('?');
  const search = query ? `?${query}` : '';
  const matches = matchRoutes(ROUTE_TABLE.map((e) => ({ path: e.path, entry: e })), pathname);
  const match = matches?.[matches.length - 1];
  const entry = (match?.route as { entry: RouteEntry } | undefined)?.entry;
  if (!match || !entry?.redirect) return null;
  return resolveRedirect(entry.redirect, match.params, search, entry.keepSearch ?? false);
}

describe('redirect routes (D1 §2.3)', () => {
  it.each([
    ['/calendar/sync', '/calendar'],
    ['/application/confirmation', '/account/confirmation'],
    ['/application/a1/show', '/application/a1/activities'],
    ['/coaching/session/s1/c9?tab=notes', '/coaching/session/c9?tab=notes'],
    ['/coaching/session/s1/c9', '/coaching/session/c9'],
    ['/startup/timeline/s1', '/startup/s1/file/activities'],
    ['/startup/s1/timeline', '/startup/s1/file/activities'],
    ['/startup/milestones/s1', '/startup/s1/file/milestones'],
    ['/startup/milestones/s1/plan/p2', '/startup/s1/file/milestones?planId=p2'],
  ])('%s → %s', (from, to) => {
    expect(redirectOf(from)).toBe(to);
  });

  it('does not redirect ordinary pages', () => {
    expect(redirectOf('/calendar')).toBeNull();
    expect(redirectOf('/application/a1')).toBeNull();
  });

  it('keeps the query string only where asked', () => {
    expect(resolveRedirect('/a/:id', { id: 'x' }, '?q=1', false)).toBe('/a/x');
    expect(resolveRedirect('/a/:id?p=:id', { id: 'x' }, '?q=1', true)).toBe('/a/x?p=x&q=1');
  });
});
