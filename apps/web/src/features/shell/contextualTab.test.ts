import { describe, expect, it } from 'vitest';
import { CONTEXT_AREAS, contextTabFor } from './contextualTab';

describe('contextual extra tab (CHR-04)', () => {
  it('appears on the pages of each of the ten areas', () => {
    const samples: Record<(typeof CONTEXT_AREAS)[number], string> = {
      calendar: '/calendar',
      settings: '/admin/configuration/branding',
      feedback: '/feedback/management',
      tasks: '/tasks/users',
      emails: '/emails/templates',
      forms: '/forms/management/new',
      articles: '/articles/management/article/7',
      management: '/startups/management',
      coaching: '/coaching',
      taxonomy: '/admin/tags/startup',
    };
    for (const area of CONTEXT_AREAS) expect(contextTabFor(samples[area])?.area, samples[area]).toBe(area);
  });

  it('leads to the area’s first page', () => {
    expect(contextTabFor('/admin/configuration/plan')).toEqual({ area: 'settings', to: '/admin/configuration/general' });
    expect(contextTabFor('/account/settings/security')).toEqual({ area: 'settings', to: '/account/settings' });
    expect(contextTabFor('/tasks/startups')).toEqual({ area: 'tasks', to: '/tasks' });
    expect(contextTabFor('/admin/startups')).toEqual({ area: 'management', to: '/startups/management' });
    expect(contextTabFor('/admin/programs')).toEqual({ area: 'management', to: '/startups/programs/incubator-plans' });
  });

  it('uses the longest matching prefix and whole path segments', () => {
    expect(contextTabFor('/courses/management/course/3/dashboard')?.area).toBe('management');
    expect(contextTabFor('/setup/forms/1/compare/2')?.area).toBe('settings');
    expect(contextTabFor('/tasksboard')).toBeNull();
  });

  it('is absent on pages that have their own top-bar item or none', () => {
    for (const path of ['/', '/applications/overview', '/community/people', '/courses/home', '/resources', '/events', '/profile/1']) {
      expect(contextTabFor(path), path).toBeNull();
    }
  });
});
