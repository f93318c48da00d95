import { describe, expect, it } from 'vitest';
import { canSeeCreateMenu, CREATE_ITEMS } from './createMenu';

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
});
