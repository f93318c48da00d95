import { describe, expect, it } from 'vitest';
import { topBarItems, type NavViewer } from './navItems';

const viewer = (extra: Partial<NavViewer>): NavViewer => ({
  userId: 'u-1',
  roles: ['Staff'],
  startupIds: [],
  userVisibility: 'ALL',
  startupVisibility: 'ALL',
  ...extra,
});
const names = (...list: string[]) => list.map((name) => ({ name }));
const keys = (items: ReturnType<typeof topBarItems>) => items.map((item) => item.key);
const target = (items: ReturnType<typeof topBarItems>, key: string) => items.find((item) => item.key === key)?.to;

describe('top bar follows the side bar (D-92)', () => {
  it('an applicant, whose side bar has no Community and no startups entry, gets neither in the top bar', () => {
    const applicant = viewer({ roles: ['Applicant'], userVisibility: 'NONE', startupVisibility: 'NONE' });
    const sidebar = names('applications', 'courses', 'events', 'resources', 'calendar', 'profile');
    expect(keys(topBarItems(applicant, sidebar))).toEqual(['home', 'applications', 'courses', 'resources', 'events']);
    expect(target(topBarItems(applicant, sidebar), 'applications')).toBe('/applications-manager');
  });

  it('a community member sees Community (their side bar has it) but no startups item (their role sees no startup)', () => {
    const member = viewer({ roles: ['CommunityMember'], userVisibility: 'SELECTED', startupVisibility: 'NONE' });
    expect(keys(topBarItems(member, names('applications', 'community', 'events', 'tasks')))).toEqual(['home', 'applications', 'community', 'courses', 'resources', 'events']);
  });

  it('the startups item leads where the side bar does: staff to /startups, a founder to their file, a mentor to the community startups', () => {
    expect(target(topBarItems(viewer({}), names('startupsManagement', 'community')), 'startups')).toBe('/startups');
    const founder = viewer({ roles: ['Cofounder'], startupIds: ['s-1'], startupVisibility: 'ASSIGNED' });
    expect(target(topBarItems(founder, names('startupProfile', 'community')), 'startups')).toBe('/startup/s-1/file');
    const mentor = viewer({ roles: ['Mentor'], startupVisibility: 'ASSIGNED' });
    expect(target(topBarItems(mentor, names('portfolio', 'community')), 'startups')).toBe('/community/startups');
  });

  it('until the side bar arrives, neither gated item is offered', () => {
    expect(keys(topBarItems(viewer({}), null))).toEqual(['home', 'applications', 'courses', 'resources', 'events']);
  });
});
