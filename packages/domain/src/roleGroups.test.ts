import { describe, expect, it } from 'vitest';
import { ROLE_GROUPS, isInRoleGroup, type RoleGroup, type RoleType } from './roles.js';

/** Members written from D1 §6 (checklist ROL-05..08); compared as sets, the order carries no meaning. */
const members = (group: RoleGroup): string[] => [...ROLE_GROUPS[group]].sort();
const sorted = (roles: readonly RoleType[]): string[] => [...roles].sort();

describe('role gating groups (D1 §6)', () => {
  it('ROL-05: the internal staff set is Staff, Coach, Evaluator, Expert, Mentor, SubAdmin, Admin, AdminCoach', () => {
    expect(members('internal')).toEqual(sorted(['Staff', 'Coach', 'Evaluator', 'Expert', 'Mentor', 'SubAdmin', 'Admin', 'AdminCoach']));
    expect(isInRoleGroup('Cofounder', 'internal')).toBe(false);
  });
  it('ROL-06: "all roles" holds every role a user can have (System is the platform, not a user role); "Staff, Coach, AdminCoach, Admin"', () => {
    expect(members('all')).toEqual(
      sorted(['Admin', 'AdminCoach', 'Applicant', 'Coach', 'Cofounder', 'CommunityMember', 'Evaluator', 'Expert', 'Mentor', 'Staff', 'SubAdmin']),
    );
    expect(members('staffCore')).toEqual(sorted(['Staff', 'Coach', 'AdminCoach', 'Admin']));
    // The staff group of GAP-14 is that group with SubAdmin added (ROL-08's variant).
    expect(members('staff')).toEqual(sorted(['Staff', 'Coach', 'AdminCoach', 'Admin', 'SubAdmin']));
  });
  it('ROL-07: external is Evaluator, Expert, Mentor, Applicant, Cofounder, CommunityMember', () => {
    expect(members('external')).toEqual(sorted(['Evaluator', 'Expert', 'Mentor', 'Applicant', 'Cofounder', 'CommunityMember']));
    expect(isInRoleGroup('Staff', 'external')).toBe(false);
  });
  it('ROL-08: Mentor and Expert; Mentor, Expert, Evaluator; Applicant, Cofounder, CommunityMember; Admin and AdminCoach', () => {
    expect(members('mentorExpert')).toEqual(sorted(['Mentor', 'Expert']));
    expect(members('reviewers')).toEqual(sorted(['Mentor', 'Expert', 'Evaluator']));
    expect(members('founderSide')).toEqual(sorted(['Applicant', 'Cofounder', 'CommunityMember']));
    expect(members('admin')).toEqual(sorted(['Admin', 'AdminCoach']));
  });
  it('ROL-08: each of those groups also exists with Coach or SubAdmin added', () => {
    expect(members('mentorExpertWithCoach')).toEqual(sorted(['Mentor', 'Expert', 'Coach']));
    expect(members('mentorExpertWithSubAdmin')).toEqual(sorted(['Mentor', 'Expert', 'SubAdmin']));
    expect(members('reviewersWithCoach')).toEqual(sorted(['Mentor', 'Expert', 'Evaluator', 'Coach']));
    expect(members('reviewersWithSubAdmin')).toEqual(sorted(['Mentor', 'Expert', 'Evaluator', 'SubAdmin']));
    expect(members('founderSideWithCoach')).toEqual(sorted(['Applicant', 'Cofounder', 'CommunityMember', 'Coach']));
    expect(members('founderSideWithSubAdmin')).toEqual(sorted(['Applicant', 'Cofounder', 'CommunityMember', 'SubAdmin']));
    expect(members('adminWithCoach')).toEqual(sorted(['Admin', 'AdminCoach', 'Coach']));
    expect(members('adminWithSubAdmin')).toEqual(sorted(['Admin', 'AdminCoach', 'SubAdmin']));
  });
  it('D-581: the community (the activity feed) is every role but Applicant', () => {
    expect(members('community')).toEqual(sorted(['Admin', 'AdminCoach', 'Coach', 'Cofounder', 'CommunityMember', 'Evaluator', 'Expert', 'Mentor', 'Staff', 'SubAdmin']));
    expect(isInRoleGroup('Applicant', 'community')).toBe(false);
  });
});
