import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../app/routes/routeTable';
import { canSeeCreateMenu, CREATE_ITEMS, createItemsFor } from './createMenu';

describe('Create menu (CHR-24, CHR-26)', () => {
  it('holds task, funnel, course, program, form, event, startup, application lead and user', () => {
    expect(CREATE_ITEMS.map((i) => i.key)).toEqual(['task', 'funnel', 'course', 'program', 'form', 'event', 'startup', 'applicationLead', 'user']);
  });
  it('shows for staff and admin roles and for holders of a create permission', () => {
    expect(canSeeCreateMenu(['Admin'], [])).toBe(true);
    expect(canSeeCreateMenu(['Staff'], [])).toBe(true);
    expect(canSeeCreateMenu(['Mentor'], [])).toBe(false);
    expect(canSeeCreateMenu(['Mentor'], ['EVENT:CREATE'])).toBe(true);
  });
  it('never for applicants, co-founders or community members', () => {
    for (const role of ['Applicant', 'Cofounder', 'CommunityMember'] as const) expect(canSeeCreateMenu([role], ['EVENT:CREATE'])).toBe(false);
  });
  it('D-92: an item is offered only to roles its page lets in (the route guard of routeTable.ts)', () => {
    const routes = ROUTE_TABLE.map((entry) => ({ path: entry.path, entry }));
    for (const item of CREATE_ITEMS) {
      const entry = matchRoutes(routes, item.to)?.at(-1)?.route.entry;
      expect({ item: item.key, roles: item.roles }).toEqual({ item: item.key, roles: entry?.roles });
    }
    expect(createItemsFor(['Coach']).map((i) => i.key)).not.toContain('user');
    expect(createItemsFor(['Admin']).map((i) => i.key)).toContain('user');
    expect(createItemsFor(['Mentor']).map((i) => i.key)).not.toContain('task');
  });
});
