import { ROLE_TYPES } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import { forbidden, outcome, rulesListedAs, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { coursesPolicy } from './courses.policy.js';

describe('courses policy (D-106, D-583)', () => {
  const readers = rulesListedAs(coursesPolicy, 'authenticated');
  const managers = rulesListedAs(coursesPolicy, 'permission:COURSES:MANAGE');

  it('reads and one’s own progress are everyone’s who is signed in; building is COURSES:MANAGE’s, starting COURSES:CREATE’s', () => {
    expect(readers.map(([field]) => field).sort()).toEqual(['course', 'courseLibrary', 'setCourseLessonCompleted']);
    expect(managers.map(([field]) => field).sort()).toEqual([
      'courseLearners', 'createCourseChapter', 'createCourseLesson', 'deleteCourse', 'deleteCourseChapter', 'deleteCourseLesson', 'managedCourses',
      'moveCourseChapter', 'moveCourseLesson', 'setCoursePublished', 'updateCourse', 'updateCourseChapter', 'updateCourseLesson',
    ]);
    expect(rulesListedAs(coursesPolicy, 'permission:COURSES:CREATE').map(([field]) => field)).toEqual(['createCourse']);
    expect(readers.length + managers.length + 1).toBe(Object.keys(coursesPolicy).length);
  });

  it.each(readers)('%s: any signed-in role; not the signed-out', async (_field, rule) => {
    for (const role of ROLE_TYPES.filter((r) => r !== 'System')) expect(await outcome(rule, role), role).toBe('allowed');
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });

  it.each(managers)('%s: the holders of COURSES:MANAGE (role defaults or a custom role), no one else', async (_field, rule) => {
    for (const role of ['Admin', 'AdminCoach', 'Staff', 'SubAdmin'] as const) expect(await outcome(rule, role), role).toBe('allowed');
    for (const role of ['Coach', 'Mentor', 'Expert', 'Evaluator', 'Cofounder', 'CommunityMember', 'Applicant'] as const) {
      expect(await outcome(rule, role), role).toBe(forbidden('Only course managers can do this.'));
    }
    expect(await outcome(rule, { roleType: 'Mentor', permissions: [{ key: 'COURSES:MANAGE', permissionCriteria: 'all' }] })).toBe('allowed');
    expect(await outcome(rule, { roleType: 'Staff', permissions: [{ key: 'COURSES:CREATE', permissionCriteria: 'all' }] })).toBe(forbidden('Only course managers can do this.'));
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });

  it('createCourse: the holders of COURSES:CREATE, not those of COURSES:MANAGE alone', async () => {
    const rule = coursesPolicy.createCourse;
    for (const role of ['Admin', 'AdminCoach', 'Staff', 'SubAdmin'] as const) expect(await outcome(rule, role), role).toBe('allowed');
    for (const role of ['Coach', 'Mentor', 'Cofounder', 'Applicant'] as const) expect(await outcome(rule, role), role).toBe(forbidden('Only course creators can do this.'));
    expect(await outcome(rule, { roleType: 'Staff', permissions: [{ key: 'COURSES:MANAGE', permissionCriteria: 'all' }] })).toBe(forbidden('Only course creators can do this.'));
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });
});
