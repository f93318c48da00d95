/**
 * Courses (D-583): course managers build chapters of lessons and publish them; every member follows a published course
 * and sees their progress; managers read who is learning. Every refusal changes nothing: a member building, a draft
 * for a learner, another tenant, the flag `course` off, bad input.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseChapters, courseLessonCompletions, courseLessons, courses } from '../../src/db/schema/index.js';
import { seedCourses } from '../../src/seed/courses.js';
import { ACME, closeTestDatabase, DEMO, fails, login, ok, startTestApp, type TestApp } from '../support/helpers.js';
import { setFlag } from '../support/flags.js';

const COURSE_FIELDS = `_id title summary status lessonCount viewerCompletedCount viewerNextLessonId viewerLastActivityAt learnerCount publishedAt updatedAt viewerCanManage`;
const OUTLINE = `chapters { _id title lessons { _id chapterId courseId title body videoUrl durationMinutes viewerCompleted } }`;
const FULL = `${COURSE_FIELDS} ${OUTLINE}`;
const LIBRARY = `query L($search: String) { courseLibrary(search: $search) { courses { ${COURSE_FIELDS} } inProgress { _id viewerCompletedCount } completed { _id } viewerCanCreate viewerCanManage } }`;
const MANAGED = `query M($search: String) { managedCourses(search: $search) { ${COURSE_FIELDS} } }`;
const COURSE = `query C($id: ID!) { course(id: $id) { ${FULL} } }`;
const LEARNERS = `query R($courseId: ID!) { courseLearners(courseId: $courseId) { courseId lessonCount learners { userId name roleName completedCount lastActivityAt finishedAt } } }`;
const CREATE = `mutation CC($input: CourseInput!) { createCourse(input: $input) { ${FULL} } }`;
const UPDATE = `mutation UC($id: ID!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { ${COURSE_FIELDS} } }`;
const PUBLISH = `mutation P($id: ID!, $published: Boolean!) { setCoursePublished(id: $id, published: $published) { ${COURSE_FIELDS} } }`;
const DELETE = `mutation DC($id: ID!) { deleteCourse(id: $id) }`;
const CREATE_CHAPTER = `mutation CCh($courseId: ID!, $title: String!) { createCourseChapter(courseId: $courseId, title: $title) { ${FULL} } }`;
const UPDATE_CHAPTER = `mutation UCh($id: ID!, $title: String!) { updateCourseChapter(id: $id, title: $title) { ${FULL} } }`;
const DELETE_CHAPTER = `mutation DCh($id: ID!) { deleteCourseChapter(id: $id) { ${FULL} } }`;
const MOVE_CHAPTER = `mutation MCh($id: ID!, $position: Int!) { moveCourseChapter(id: $id, position: $position) { ${FULL} } }`;
const CREATE_LESSON = `mutation CL($chapterId: ID!, $input: CourseLessonInput!) { createCourseLesson(chapterId: $chapterId, input: $input) { ${FULL} } }`;
const UPDATE_LESSON = `mutation UL($id: ID!, $input: CourseLessonInput!) { updateCourseLesson(id: $id, input: $input) { ${FULL} } }`;
const DELETE_LESSON = `mutation DL($id: ID!) { deleteCourseLesson(id: $id) { ${FULL} } }`;
const MOVE_LESSON = `mutation ML($id: ID!, $chapterId: ID!, $position: Int!) { moveCourseLesson(id: $id, chapterId: $chapterId, position: $position) { ${FULL} } }`;
const COMPLETE = `mutation SC($id: ID!, $completed: Boolean!) { setCourseLessonCompleted(id: $id, completed: $completed) { ${FULL} } }`;

interface Lesson {
  _id: string;
  chapterId: string;
  courseId: string;
  title: string;
  body: string;
  videoUrl: string | null;
  durationMinutes: number | null;
  viewerCompleted: boolean;
}
interface Chapter {
  _id: string;
  title: string;
  lessons: Lesson[];
}
interface Course {
  _id: string;
  title: string;
  summary: string;
  status: 'draft' | 'published';
  lessonCount: number;
  viewerCompletedCount: number;
  viewerNextLessonId: string | null;
  viewerLastActivityAt: string | null;
  learnerCount: number;
  publishedAt: string | null;
  updatedAt: string;
  viewerCanManage: boolean;
  chapters: Chapter[];
}
interface Library {
  courses: Course[];
  inProgress: Array<{ _id: string; viewerCompletedCount: number }>;
  completed: Array<{ _id: string }>;
  viewerCanCreate: boolean;
  viewerCanManage: boolean;
}
interface Learner {
  userId: string;
  name: string;
  roleName: string;
  completedCount: number;
  lastActivityAt: string;
  finishedAt: string | null;
}
interface Report {
  courseId: string;
  lessonCount: number;
  learners: Learner[];
}

const STAFF = 'staff@demo.test';
const LEARNER = 'cofounder@demo.test';
const SECOND_LEARNER = 'cofounder2@demo.test';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
const tokens: Record<string, string> = {};
const as = (who: string) => tokens[who]!;
const demoRows = <T>(read: (tx: Parameters<Parameters<TestApp['db']['tenant']>[1]>[0]) => Promise<T>) => t.db.tenant(t.incubatorIds.demo!, read);

/** Runs a mutation or query answering one field and returns that field. */
async function answer<T>(who: string, query: string, variables: Record<string, unknown> = {}, host = DEMO): Promise<T> {
  const data = await ok<Record<string, T>>(t.app, host, as(who), query, variables);
  return Object.values(data)[0]!;
}
const library = (who: string, search?: string) => answer<Library>(who, LIBRARY, { search });
const course = (who: string, id: string) => answer<Course>(who, COURSE, { id });
const learners = (courseId: string) => answer<Report>(STAFF, LEARNERS, { courseId });
const complete = (who: string, id: string, completed = true) => answer<Course>(who, COMPLETE, { id, completed });
const lessonIds = (c: Course) => c.chapters.flatMap((ch) => ch.lessons.map((l) => l._id));
const positionsOf = async (courseId: string) => ({
  chapters: (await demoRows((tx) => tx.select().from(courseChapters).where(eq(courseChapters.courseId, courseId)))).map((r) => r.position).sort(),
  lessons: Object.values(
    (await demoRows((tx) => tx.select().from(courseLessons).where(eq(courseLessons.courseId, courseId)))).reduce<Record<string, number[]>>((by, r) => {
      (by[r.chapterId] ??= []).push(r.position);
      return by;
    }, {}),
  )
    .map((list) => list.sort())
    // Longest first: the chapters' own order is what the outline checks, this only that each is dense.
    .sort((x, y) => y.length - x.length),
});

/** A course of `chapters` chapters with `lessons[i]` lessons each, published unless told otherwise. */
async function buildCourse(title: string, lessons: number[], publish = true): Promise<Course> {
  let built = await answer<Course>(STAFF, CREATE, { input: { title, summary: `About ${title}.` } });
  for (const [index, count] of lessons.entries()) {
    built = await answer<Course>(STAFF, CREATE_CHAPTER, { courseId: built._id, title: `Chapter ${index + 1}` });
    const chapterId = built.chapters.at(-1)!._id;
    for (let n = 1; n <= count; n += 1) built = await answer<Course>(STAFF, CREATE_LESSON, { chapterId, input: { title: `Lesson ${index + 1}.${n}`, body: 'Read this.' } });
  }
  if (publish) await answer<Course>(STAFF, PUBLISH, { id: built._id, published: true });
  return course(STAFF, built._id);
}

beforeAll(async () => {
  t = await startTestApp();
  for (const email of ['admin@demo.test', STAFF, LEARNER, SECOND_LEARNER, 'mentor@demo.test']) tokens[email] = await login(t.app, DEMO, email);
  tokens['admin@acme.test'] = await login(t.app, ACME, 'admin@acme.test');
});
afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

describe('courses (D-583)', () => {
  it('the demo is seeded: two published courses with progress and a draft; seeding again writes nothing', async () => {
    const seen = await library(LEARNER);
    expect(seen.courses.map((c) => c.title)).toEqual(['Fundraising 101', 'Founder foundations']);
    const foundations = seen.courses.find((c) => c.title === 'Founder foundations')!;
    expect(foundations).toMatchObject({ lessonCount: 7, viewerCompletedCount: 4, learnerCount: 2, status: 'published', viewerCanManage: false });
    expect(seen.inProgress.map((c) => c._id)).toEqual([foundations._id]);
    expect(seen.completed.map((c) => c._id)).toEqual([seen.courses.find((c) => c.title === 'Fundraising 101')!._id]);
    const outline = await course(LEARNER, foundations._id);
    expect(outline.chapters.map((c) => c.lessons.length)).toEqual([3, 2, 2]);
    expect(outline.viewerNextLessonId).toBe(outline.chapters[1]!.lessons[1]!._id);
    expect(outline.chapters[0]!.lessons[0]!.videoUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
    expect((await library(SECOND_LEARNER)).inProgress).toEqual([{ _id: foundations._id, viewerCompletedCount: 2 }]);
    expect((await answer<Course[]>(STAFF, MANAGED, {})).map((c) => c.title)).toEqual(expect.arrayContaining(['Go-to-market sprint', 'Founder foundations', 'Fundraising 101']));
    expect(await t.db.tenant(t.incubatorIds.demo!, (tx) => seedCourses(tx, t.incubatorIds.demo!))).toBe(0);
  });

  it('build, publish, learn, report: progress counts and the next lesson follow the outline’s order', async () => {
    let built = await answer<Course>(STAFF, CREATE, { input: { title: '  Pricing basics  ', summary: 'How to set a first price.' } });
    expect(built).toMatchObject({ title: 'Pricing basics', status: 'draft', lessonCount: 0, chapters: [], publishedAt: null, viewerCanManage: true, viewerNextLessonId: null });
    expect(await fails(t.app, DEMO, as(STAFF), PUBLISH, { id: built._id, published: true })).toMatchObject({ code: 'ValidationError', message: expect.stringMatching(/^published: /) });

    built = await answer<Course>(STAFF, CREATE_CHAPTER, { courseId: built._id, title: 'Value' });
    built = await answer<Course>(STAFF, CREATE_CHAPTER, { courseId: built._id, title: 'Packaging' });
    const [value, packaging] = built.chapters;
    built = await answer<Course>(STAFF, CREATE_LESSON, { chapterId: value!._id, input: { title: 'What customers pay for', body: 'Outcomes,\nnot features.', videoUrl: 'youtube.com/watch?v=abc123', durationMinutes: 12 } });
    built = await answer<Course>(STAFF, CREATE_LESSON, { chapterId: value!._id, input: { title: 'Willingness to pay' } });
    built = await answer<Course>(STAFF, CREATE_LESSON, { chapterId: value!._id, input: { title: 'Anchors', videoUrl: '  ' } });
    built = await answer<Course>(STAFF, CREATE_LESSON, { chapterId: packaging!._id, input: { title: 'Tiers', durationMinutes: 600 } });
    expect(built.chapters.map((c) => [c.title, c.lessons.map((l) => l.title)])).toEqual([
      ['Value', ['What customers pay for', 'Willingness to pay', 'Anchors']],
      ['Packaging', ['Tiers']],
    ]);
    expect(built.chapters[0]!.lessons[0]).toMatchObject({ body: 'Outcomes,\nnot features.', videoUrl: 'https://youtube.com/watch?v=abc123', durationMinutes: 12, courseId: built._id, chapterId: value!._id });
    expect(built.chapters[0]!.lessons[1]).toMatchObject({ body: '', videoUrl: null, durationMinutes: null });
    expect(built.chapters[0]!.lessons[2]!.videoUrl).toBeNull();
    expect(built.lessonCount).toBe(4);
    const [l1, l2, l3, l4] = lessonIds(built);

    // Not in the library while a draft.
    expect((await library(LEARNER)).courses.map((c) => c._id)).not.toContain(built._id);
    const published = await answer<Course>(STAFF, PUBLISH, { id: built._id, published: true });
    expect(published.status).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    expect((await library(LEARNER)).courses[0]!._id).toBe(built._id);
    expect((await library(LEARNER, 'FIRST PRICE')).courses.map((c) => c._id)).toEqual([built._id]);

    let mine = await course(LEARNER, built._id);
    expect(mine).toMatchObject({ viewerCompletedCount: 0, viewerNextLessonId: l1, viewerLastActivityAt: null, learnerCount: 0, viewerCanManage: false });
    // Out of order: the next lesson is the first one not done.
    mine = await complete(LEARNER, l1!);
    mine = await complete(LEARNER, l3!);
    expect(mine).toMatchObject({ viewerCompletedCount: 2, viewerNextLessonId: l2, learnerCount: 1 });
    expect(mine.viewerLastActivityAt).not.toBeNull();
    expect(mine.chapters[0]!.lessons.map((l) => l.viewerCompleted)).toEqual([true, false, true]);
    // Done twice is done once.
    expect((await complete(LEARNER, l3!)).viewerCompletedCount).toBe(2);
    expect((await library(LEARNER)).inProgress).toContainEqual({ _id: built._id, viewerCompletedCount: 2 });
    mine = await complete(LEARNER, l2!);
    expect(mine.viewerNextLessonId).toBe(l4);
    mine = await complete(LEARNER, l4!);
    expect(mine).toMatchObject({ viewerCompletedCount: 4, viewerNextLessonId: null });
    const done = await library(LEARNER);
    expect(done.completed.map((c) => c._id)).toContain(built._id);
    expect(done.inProgress.map((c) => c._id)).not.toContain(built._id);

    await complete(SECOND_LEARNER, l2!);
    const report = await learners(built._id);
    expect(report).toMatchObject({ courseId: built._id, lessonCount: 4 });
    expect(report.learners.map((l) => [l.name, l.roleName, l.completedCount, l.finishedAt === null])).toEqual([
      ['Maya Chen', expect.any(String), 1, true],
      ['Liam Carter', expect.any(String), 4, false],
    ]);
    expect(report.learners[1]!.finishedAt).toBe(report.learners[1]!.lastActivityAt);
    expect((await course(STAFF, built._id)).learnerCount).toBe(2);

    // Undoing a lesson reopens the course.
    mine = await complete(LEARNER, l2!, false);
    expect(mine).toMatchObject({ viewerCompletedCount: 3, viewerNextLessonId: l2 });
    expect((await learners(built._id)).learners.find((l) => l.name === 'Liam Carter')).toMatchObject({ completedCount: 3, finishedAt: null });

    // Staff edit titles and lessons; a course goes back to draft and out of the library.
    const renamed = await answer<Course>(STAFF, UPDATE, { id: built._id, input: { title: 'Pricing 101' } });
    expect(renamed).toMatchObject({ title: 'Pricing 101', summary: '' });
    const changed = await answer<Course>(STAFF, UPDATE_LESSON, { id: l4, input: { title: 'Good, better, best', body: 'Three tiers.', videoUrl: 'http://example.com/v', durationMinutes: 5 } });
    expect(changed.chapters[1]!.lessons[0]).toMatchObject({ title: 'Good, better, best', videoUrl: 'http://example.com/v', durationMinutes: 5 });
    expect((await answer<Course>(STAFF, UPDATE_CHAPTER, { id: packaging!._id, title: 'Tiers and bundles' })).chapters[1]!.title).toBe('Tiers and bundles');
    const unpublished = await answer<Course>(STAFF, PUBLISH, { id: built._id, published: false });
    expect(unpublished).toMatchObject({ status: 'draft', publishedAt: null });
    expect((await library(LEARNER)).inProgress.map((c) => c._id)).not.toContain(built._id);
    expect(await fails(t.app, DEMO, as(LEARNER), COURSE, { id: built._id })).toMatchObject({ code: 'NotFound' });

    expect(await answer<string>(STAFF, DELETE, { id: built._id })).toBe(built._id);
    expect(await fails(t.app, DEMO, as(STAFF), COURSE, { id: built._id })).toMatchObject({ code: 'NotFound' });
    expect(await demoRows((tx) => tx.select().from(courseLessonCompletions).where(eq(courseLessonCompletions.courseId, built._id)))).toEqual([]);
    expect(await demoRows((tx) => tx.select().from(courseChapters).where(eq(courseChapters.courseId, built._id)))).toEqual([]);
  });

  it('drafts: hidden from a learner (NotFound), listed for managers; a draft’s lesson cannot be completed', async () => {
    const draft = await buildCourse('Hiring your first engineer', [2], false);
    const lessonId = lessonIds(draft)[0]!;
    expect(await fails(t.app, DEMO, as(LEARNER), COURSE, { id: draft._id })).toMatchObject({ code: 'NotFound' });
    expect((await library(LEARNER)).courses.map((c) => c._id)).not.toContain(draft._id);
    expect(await fails(t.app, DEMO, as(LEARNER), COMPLETE, { id: lessonId, completed: true })).toMatchObject({ code: 'NotFound' });
    expect(await fails(t.app, DEMO, as(STAFF), COMPLETE, { id: lessonId, completed: true })).toMatchObject({ code: 'ValidationError', message: 'Publish the course first.' });
    const managed = await answer<Course[]>(STAFF, MANAGED, {});
    expect(managed[0]).toMatchObject({ _id: draft._id, status: 'draft', viewerCanManage: true });
    expect((await answer<Course[]>(STAFF, MANAGED, { search: 'engineer' })).map((c) => c._id)).toEqual([draft._id]);
    expect((await course(STAFF, draft._id)).status).toBe('draft');
    expect(await demoRows((tx) => tx.select().from(courseLessonCompletions).where(eq(courseLessonCompletions.courseId, draft._id)))).toEqual([]);
    const staffLibrary = await library(STAFF);
    expect(staffLibrary).toMatchObject({ viewerCanCreate: true, viewerCanManage: true });
    expect(staffLibrary.courses.map((c) => c._id)).not.toContain(draft._id);
    expect(await library(LEARNER)).toMatchObject({ viewerCanCreate: false, viewerCanManage: false });
  });

  it('a member may not build or follow as a manager; nothing changes when they try', async () => {
    const target = await buildCourse('Legal basics', [1]);
    const chapterId = target.chapters[0]!._id;
    const lessonId = lessonIds(target)[0]!;
    const attempts: Array<[string, Record<string, unknown>, string]> = [
      [CREATE, { input: { title: 'Mine' } }, 'Only course creators can do this.'],
      [UPDATE, { id: target._id, input: { title: 'Hacked' } }, 'Only course managers can do this.'],
      [PUBLISH, { id: target._id, published: false }, 'Only course managers can do this.'],
      [DELETE, { id: target._id }, 'Only course managers can do this.'],
      [CREATE_CHAPTER, { courseId: target._id, title: 'Spam' }, 'Only course managers can do this.'],
      [UPDATE_CHAPTER, { id: chapterId, title: 'Hacked' }, 'Only course managers can do this.'],
      [MOVE_CHAPTER, { id: chapterId, position: 3 }, 'Only course managers can do this.'],
      [CREATE_LESSON, { chapterId, input: { title: 'Spam' } }, 'Only course managers can do this.'],
      [DELETE_LESSON, { id: lessonId }, 'Only course managers can do this.'],
      [MANAGED, {}, 'Only course managers can do this.'],
      [LEARNERS, { courseId: target._id }, 'Only course managers can do this.'],
    ];
    for (const who of [LEARNER, 'mentor@demo.test']) {
      for (const [query, variables, message] of attempts) {
        expect(await fails(t.app, DEMO, as(who), query, variables), `${who} ${query.slice(0, 30)}`).toMatchObject({ code: 'Forbidden', message });
      }
    }
    const after = await course(STAFF, target._id);
    expect(after).toMatchObject({ title: 'Legal basics', status: 'published', lessonCount: 1 });
    expect(after.chapters.map((c) => c.title)).toEqual(['Chapter 1']);
    expect((await fails(t.app, DEMO, undefined, LIBRARY)).code).toBe('AuthenticationRequiredError');
  });

  it('another tenant neither reads nor changes these courses (NotFound), even with the flag on there', async () => {
    const target = await buildCourse('Demo only course', [1]);
    const lessonId = lessonIds(target)[0]!;
    await setFlag(t, 'acme', 'course', true, true);
    try {
      const acme = await answer<Library>('admin@acme.test', LIBRARY, {}, ACME);
      expect(acme.courses.map((c) => c._id)).not.toContain(target._id);
      expect((await answer<Course[]>('admin@acme.test', MANAGED, {}, ACME)).map((c) => c._id)).not.toContain(target._id);
      for (const [query, variables] of [
        [COURSE, { id: target._id }],
        [LEARNERS, { courseId: target._id }],
        [UPDATE, { id: target._id, input: { title: 'Taken' } }],
        [DELETE, { id: target._id }],
        [CREATE_CHAPTER, { courseId: target._id, title: 'In' }],
        [DELETE_CHAPTER, { id: target.chapters[0]!._id }],
        [UPDATE_LESSON, { id: lessonId, input: { title: 'Taken' } }],
        [COMPLETE, { id: lessonId, completed: true }],
      ] as const) {
        expect(await fails(t.app, ACME, as('admin@acme.test'), query, variables)).toMatchObject({ code: 'NotFound' });
      }
      // A demo token on another tenant's host is no one there.
      expect((await fails(t.app, ACME, as(STAFF), LIBRARY)).code).toBe('AuthenticationRequiredError');
    } finally {
      await setFlag(t, 'acme', 'course', false, false);
    }
    const after = await course(STAFF, target._id);
    expect(after).toMatchObject({ title: 'Demo only course', lessonCount: 1, learnerCount: 0 });
  });

  it('with the flag course off, every operation is plan-gated and changes nothing', async () => {
    const target = await buildCourse('Gated course', [1]);
    await setFlag(t, 'demo', 'course', true, false);
    try {
      const gated = { code: 'Forbidden', message: 'This feature is not available in your selected plan' };
      expect(await fails(t.app, DEMO, as(LEARNER), LIBRARY)).toMatchObject(gated);
      expect(await fails(t.app, DEMO, as(LEARNER), COURSE, { id: target._id })).toMatchObject(gated);
      expect(await fails(t.app, DEMO, as(STAFF), MANAGED)).toMatchObject(gated);
      expect(await fails(t.app, DEMO, as(STAFF), CREATE, { input: { title: 'While off' } })).toMatchObject(gated);
      expect(await fails(t.app, DEMO, as(STAFF), UPDATE, { id: target._id, input: { title: 'While off' } })).toMatchObject(gated);
      expect(await fails(t.app, DEMO, as(STAFF), DELETE, { id: target._id })).toMatchObject(gated);
      expect(await fails(t.app, DEMO, as(LEARNER), COMPLETE, { id: lessonIds(target)[0], completed: true })).toMatchObject(gated);
    } finally {
      await setFlag(t, 'demo', 'course', true, true);
    }
    expect(await demoRows((tx) => tx.select().from(courses).where(eq(courses.title, 'While off')))).toEqual([]);
    expect(await course(STAFF, target._id)).toMatchObject({ title: 'Gated course', learnerCount: 0 });
  });

  it('bad input names the field and changes nothing', async () => {
    const target = await buildCourse('Validation course', [1]);
    const chapterId = target.chapters[0]!._id;
    const lessonId = lessonIds(target)[0]!;
    const staff = as(STAFF);
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [CREATE, { input: { title: '   ' } }, 'title: is required'],
      [CREATE, { input: { title: 'x'.repeat(201) } }, 'title: at most 200 characters'],
      [CREATE, { input: { title: 'Long summary', summary: 'x'.repeat(2001) } }, 'summary: at most 2000 characters'],
      [UPDATE, { id: target._id, input: { title: '' } }, 'title: is required'],
      [UPDATE, { id: target._id, input: { title: 'x'.repeat(201) } }, 'title: at most 200 characters'],
      [CREATE_CHAPTER, { courseId: target._id, title: ' ' }, 'title: is required'],
      [UPDATE_CHAPTER, { id: chapterId, title: 'x'.repeat(201) }, 'title: at most 200 characters'],
      [CREATE_LESSON, { chapterId, input: { title: '' } }, 'title: is required'],
      [CREATE_LESSON, { chapterId, input: { title: 'Video', videoUrl: 'javascript:alert(1)' } }, 'videoUrl: is not a web address (http or https)'],
      [CREATE_LESSON, { chapterId, input: { title: 'Video', videoUrl: 'not a link' } }, 'videoUrl: is not a web address (http or https)'],
      [CREATE_LESSON, { chapterId, input: { title: 'Zero', durationMinutes: 0 } }, 'durationMinutes: must be between 1 and 600'],
      [CREATE_LESSON, { chapterId, input: { title: 'Long', durationMinutes: 601 } }, 'durationMinutes: must be between 1 and 600'],
      [CREATE_LESSON, { chapterId, input: { title: 'Huge', body: 'x'.repeat(20_001) } }, 'body: at most 20000 characters'],
      [UPDATE_LESSON, { id: lessonId, input: { title: 'x'.repeat(201) } }, 'title: at most 200 characters'],
      [UPDATE_LESSON, { id: lessonId, input: { title: 'Zero', durationMinutes: 0 } }, 'durationMinutes: must be between 1 and 600'],
      [COURSE, { id: 'nope' }, 'id: is not a valid id'],
      [MANAGED, { search: 'x'.repeat(101) }, 'search: at most 100 characters'],
    ];
    for (const [query, variables, message] of cases) {
      expect(await fails(t.app, DEMO, staff, query, variables), message).toMatchObject({ code: 'ValidationError', message });
    }
    const after = await course(STAFF, target._id);
    expect(after).toMatchObject({ title: 'Validation course', lessonCount: 1 });
    expect(after.chapters.map((c) => [c.title, c.lessons.map((l) => [l.title, l.durationMinutes])])).toEqual([['Chapter 1', [['Lesson 1.1', null]]]]);
    expect(await demoRows((tx) => tx.select().from(courses).where(eq(courses.title, 'Long summary')))).toEqual([]);
    // Unknown ids are NotFound.
    for (const [query, variables] of [
      [COURSE, { id: UNKNOWN_ID }],
      [UPDATE, { id: UNKNOWN_ID, input: { title: 'Lost' } }],
      [CREATE_CHAPTER, { courseId: UNKNOWN_ID, title: 'Lost' }],
      [CREATE_LESSON, { chapterId: UNKNOWN_ID, input: { title: 'Lost' } }],
      [MOVE_LESSON, { id: lessonId, chapterId: UNKNOWN_ID, position: 0 }],
      [COMPLETE, { id: UNKNOWN_ID, completed: true }],
    ] as const) {
      expect(await fails(t.app, DEMO, staff, query, variables)).toMatchObject({ code: 'NotFound' });
    }
  });

  it('removing a chapter takes its lessons and their progress; the learners report counts drop', async () => {
    const target = await buildCourse('Cascades', [2, 1]);
    const [first, second] = target.chapters;
    const [a, b] = first!.lessons.map((l) => l._id);
    const c = second!.lessons[0]!._id;
    await complete(LEARNER, a!);
    await complete(LEARNER, b!);
    await complete(LEARNER, c);
    await complete(SECOND_LEARNER, a!);
    expect((await learners(target._id)).learners.map((l) => [l.name, l.completedCount])).toEqual([
      ['Maya Chen', 1],
      ['Liam Carter', 3],
    ]);
    const after = await answer<Course>(STAFF, DELETE_CHAPTER, { id: first!._id });
    expect(after).toMatchObject({ lessonCount: 1, learnerCount: 1 });
    expect(after.chapters.map((ch) => ch._id)).toEqual([second!._id]);
    expect(await demoRows((tx) => tx.select().from(courseLessons).where(eq(courseLessons.chapterId, first!._id)))).toEqual([]);
    expect((await demoRows((tx) => tx.select().from(courseLessonCompletions).where(eq(courseLessonCompletions.courseId, target._id)))).map((r) => r.lessonId)).toEqual([c]);
    const report = await learners(target._id);
    expect(report).toMatchObject({ lessonCount: 1 });
    expect(report.learners.map((l) => [l.name, l.completedCount, l.finishedAt !== null])).toEqual([['Liam Carter', 1, true]]);
    expect(await positionsOf(target._id)).toEqual({ chapters: [0], lessons: [[0]] });

    // A lesson removed takes its progress too, and its chapter closes the gap.
    const grown = await answer<Course>(STAFF, CREATE_LESSON, { chapterId: second!._id, input: { title: 'Extra' } });
    const extra = grown.chapters[0]!.lessons[1]!._id;
    await complete(SECOND_LEARNER, extra);
    const pruned = await answer<Course>(STAFF, DELETE_LESSON, { id: c });
    expect(pruned.chapters[0]!.lessons.map((l) => l._id)).toEqual([extra]);
    expect((await learners(target._id)).learners.map((l) => [l.name, l.completedCount])).toEqual([['Maya Chen', 1]]);
    expect(await positionsOf(target._id)).toEqual({ chapters: [0], lessons: [[0]] });
  });

  it('moves: a chapter to an index, a lesson across chapters; positions stay dense and progress follows the lesson', async () => {
    const target = await buildCourse('Moves', [2, 2, 1]);
    const [one, two, three] = target.chapters.map((c) => c._id);
    const moved = await answer<Course>(STAFF, MOVE_CHAPTER, { id: three, position: 0 });
    expect(moved.chapters.map((c) => c._id)).toEqual([three, one, two]);
    const clamped = await answer<Course>(STAFF, MOVE_CHAPTER, { id: three, position: 99 });
    expect(clamped.chapters.map((c) => c._id)).toEqual([one, two, three]);
    expect((await answer<Course>(STAFF, MOVE_CHAPTER, { id: two, position: -4 })).chapters.map((c) => c._id)).toEqual([two, one, three]);
    expect(await positionsOf(target._id)).toEqual({ chapters: [0, 1, 2], lessons: [[0, 1], [0, 1], [0]] });

    const lesson = target.chapters[0]!.lessons[1]!;
    await complete(LEARNER, lesson._id);
    const across = await answer<Course>(STAFF, MOVE_LESSON, { id: lesson._id, chapterId: three, position: 0 });
    const byId = Object.fromEntries(across.chapters.map((c) => [c._id, c.lessons.map((l) => l._id)]));
    expect(byId[one!]).toEqual([target.chapters[0]!.lessons[0]!._id]);
    expect(byId[three!]).toEqual([lesson._id, target.chapters[2]!.lessons[0]!._id]);
    expect(across.chapters.find((c) => c._id === three)!.lessons[0]!.chapterId).toBe(three);
    expect((await course(LEARNER, target._id)).chapters.find((c) => c._id === three)!.lessons[0]!.viewerCompleted).toBe(true);
    expect(await positionsOf(target._id)).toEqual({ chapters: [0, 1, 2], lessons: [[0, 1], [0, 1], [0]] });

    // Within its chapter, clamped at the end.
    const within = await answer<Course>(STAFF, MOVE_LESSON, { id: lesson._id, chapterId: three, position: 10 });
    expect(within.chapters.find((c) => c._id === three)!.lessons.map((l) => l._id)).toEqual([target.chapters[2]!.lessons[0]!._id, lesson._id]);

    // Not into another course's chapter.
    const other = await buildCourse('Other course', [1]);
    expect(await fails(t.app, DEMO, as(STAFF), MOVE_LESSON, { id: lesson._id, chapterId: other.chapters[0]!._id, position: 0 })).toMatchObject({
      code: 'ValidationError',
      message: expect.stringMatching(/^chapterId: /),
    });
    expect((await course(STAFF, other._id)).lessonCount).toBe(1);
    const final = await positionsOf(target._id);
    expect(final.chapters).toEqual([0, 1, 2]);
    for (const list of final.lessons) expect(list).toEqual(list.map((_, i) => i));
  });
});
