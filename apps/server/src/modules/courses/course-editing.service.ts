/**
 * Building courses (D-583): holders of COURSES:CREATE start one (a draft without chapters), holders of COURSES:MANAGE
 * change, arrange, publish and remove courses, chapters and lessons. Who may call these is the policy's rule
 * (courses.policy.ts); the service checks what only the data can tell — the flag `course`, that a course, chapter or
 * lesson exists in this organisation, that a lesson moves within its own course, that a published course has a lesson.
 * Positions stay dense (0, 1, 2…) after every move and removal, so the outline's order is its positions'.
 * Every write answers the course (its outline is read when the client asks for `chapters`).
 */
import { asc, count, eq, max } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { courseChapters, courseLessons, courses, type CourseChapterRow, type CourseLessonRow, type CourseRow } from '../../db/schema/index.js';
import { notFoundError, validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { normaliseLink } from '../../core/links.js';
import { movedTo } from '../../core/ordering.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { courseAbilities, courseIn, courseNotFound, idField, requireCourses, type CourseView } from './courses.service.js';

export const COURSE_TITLE_MAX = 200;
export const COURSE_SUMMARY_MAX = 2000;
export const LESSON_BODY_MAX = 20_000;
export const VIDEO_URL_MAX = 2000;
export const DURATION_MIN = 1;
export const DURATION_MAX = 600;
/** The refusal of a publish without a lesson (the web shows it on the publish switch). */
export const PUBLISH_NEEDS_LESSON = 'published: add a lesson before publishing the course';

const titleField = z.string({ error: 'is required' }).trim().min(1, 'is required').max(COURSE_TITLE_MAX, `at most ${COURSE_TITLE_MAX} characters`);

/** An optional video link: blank means none; anything else must be a web address (http or https). */
const videoUrlField = z
  .string()
  .max(VIDEO_URL_MAX, `at most ${VIDEO_URL_MAX} characters`)
  .transform((value, issue) => {
    if (!value.trim()) return null;
    const url = normaliseLink(value);
    if (!url) issue.addIssue({ code: 'custom', message: 'is not a web address (http or https)' });
    return url;
  })
  .nullish();

export const courseInputSchema = z.object({
  title: titleField,
  summary: z.string().trim().max(COURSE_SUMMARY_MAX, `at most ${COURSE_SUMMARY_MAX} characters`).nullish(),
});

export const lessonInputSchema = z.object({
  title: titleField,
  body: z.string().max(LESSON_BODY_MAX, `at most ${LESSON_BODY_MAX} characters`).nullish(),
  videoUrl: videoUrlField,
  durationMinutes: z
    .number({ error: 'must be a whole number of minutes' })
    .int('must be a whole number of minutes')
    .min(DURATION_MIN, `must be between ${DURATION_MIN} and ${DURATION_MAX}`)
    .max(DURATION_MAX, `must be between ${DURATION_MIN} and ${DURATION_MAX}`)
    .nullish(),
});

const idSchema = z.object({ id: idField });
const coursePatchSchema = courseInputSchema.extend({ id: idField });
const publishSchema = z.object({ id: idField, published: z.boolean({ error: 'must be true or false' }) });
const chapterSchema = z.object({ courseId: idField, title: titleField });
const chapterPatchSchema = z.object({ id: idField, title: titleField });
const positionField = z.number({ error: 'must be a whole number' }).int('must be a whole number');
const chapterMoveSchema = z.object({ id: idField, position: positionField });
const lessonSchema = lessonInputSchema.extend({ chapterId: idField });
const lessonPatchSchema = lessonInputSchema.extend({ id: idField });
const lessonMoveSchema = z.object({ id: idField, chapterId: idField, position: positionField });

export const chapterNotFound = () => notFoundError('This chapter does not exist.');
export const lessonNotFound = () => notFoundError('This lesson does not exist.');

async function lockCourse(tx: Tx, id: string): Promise<CourseRow> {
  const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
  if (!row) throw courseNotFound();
  return row;
}

/** The chapter, after locking its course: every change of an outline holds its course's row, so two never interleave. */
async function lockChapter(tx: Tx, id: string): Promise<CourseChapterRow> {
  const [found] = await tx.select({ courseId: courseChapters.courseId }).from(courseChapters).where(eq(courseChapters.id, id));
  if (!found) throw chapterNotFound();
  await lockCourse(tx, found.courseId);
  const [row] = await tx.select().from(courseChapters).where(eq(courseChapters.id, id));
  if (!row) throw chapterNotFound();
  return row;
}

async function lockLesson(tx: Tx, id: string): Promise<CourseLessonRow> {
  const [found] = await tx.select({ courseId: courseLessons.courseId }).from(courseLessons).where(eq(courseLessons.id, id));
  if (!found) throw lessonNotFound();
  await lockCourse(tx, found.courseId);
  const [row] = await tx.select().from(courseLessons).where(eq(courseLessons.id, id));
  if (!row) throw lessonNotFound();
  return row;
}

/** The managers' list is ordered by the latest change, and a change of an outline is a change of its course. */
async function touchCourse(tx: Tx, id: string): Promise<void> {
  await tx.update(courses).set({ updatedAt: new Date() }).where(eq(courses.id, id));
}

/** Writes `ids` as the chapters' positions 0, 1, 2… (`chapterId` set too when lessons are renumbered). */
async function renumberChapters(tx: Tx, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries()) await tx.update(courseChapters).set({ position }).where(eq(courseChapters.id, id));
}

async function renumberLessons(tx: Tx, chapterId: string, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries()) await tx.update(courseLessons).set({ chapterId, position }).where(eq(courseLessons.id, id));
}

async function chapterIdsOf(tx: Tx, courseId: string): Promise<string[]> {
  const rows = await tx.select({ id: courseChapters.id }).from(courseChapters).where(eq(courseChapters.courseId, courseId)).orderBy(asc(courseChapters.position), asc(courseChapters.id));
  return rows.map((r) => r.id);
}

async function lessonIdsOf(tx: Tx, chapterId: string): Promise<string[]> {
  const rows = await tx.select({ id: courseLessons.id }).from(courseLessons).where(eq(courseLessons.chapterId, chapterId)).orderBy(asc(courseLessons.position), asc(courseLessons.id));
  return rows.map((r) => r.id);
}

/** Runs a write of the course module: the flag first, then the write, then the course as the viewer now sees it. */
async function writeCourse(ctx: AppContext, write: (tx: Tx) => Promise<string>): Promise<CourseView> {
  const viewer = requireViewer(ctx);
  const abilities = await courseAbilities(ctx, viewer);
  return ctx.data.run(async (tx) => {
    await requireCourses(tx);
    const courseId = await write(tx);
    return courseIn(tx, viewer, abilities, courseId);
  });
}

export async function createCourse(ctx: AppContext, input: unknown): Promise<CourseView> {
  const viewer = requireViewer(ctx);
  const data = parseInput(courseInputSchema, input);
  // A creator without COURSES:MANAGE still gets the draft they made as the answer (they cannot open it later).
  const abilities = await courseAbilities(ctx, viewer);
  return ctx.data.run(async (tx) => {
    await requireCourses(tx);
    const [row] = await tx
      .insert(courses)
      .values({ incubatorId: ctx.data.incubatorId, title: data.title, summary: data.summary ?? '', status: 'draft', createdBy: viewer.userId })
      .returning({ id: courses.id });
    const course = await courseIn(tx, viewer, { ...abilities, manage: true }, row!.id);
    return { ...course, viewerCanManage: abilities.manage };
  });
}

export async function updateCourse(ctx: AppContext, input: unknown): Promise<CourseView> {
  const data = parseInput(coursePatchSchema, input);
  return writeCourse(ctx, async (tx) => {
    await lockCourse(tx, data.id);
    await tx.update(courses).set({ title: data.title, summary: data.summary ?? '' }).where(eq(courses.id, data.id));
    return data.id;
  });
}

export async function setCoursePublished(ctx: AppContext, input: unknown): Promise<CourseView> {
  const { id, published } = parseInput(publishSchema, input);
  return writeCourse(ctx, async (tx) => {
    const course = await lockCourse(tx, id);
    if (published) {
      const [lessons] = await tx.select({ n: count() }).from(courseLessons).where(eq(courseLessons.courseId, id));
      if (!lessons || lessons.n === 0) throw validationError(PUBLISH_NEEDS_LESSON);
    }
    // Publishing again keeps the first date (the library's order does not jump); unpublishing forgets it.
    const publishedAt = published ? (course.status === 'published' ? course.publishedAt : new Date()) : null;
    await tx.update(courses).set({ status: published ? 'published' : 'draft', publishedAt }).where(eq(courses.id, id));
    return id;
  });
}

export async function deleteCourse(ctx: AppContext, input: unknown): Promise<string> {
  const viewer = requireViewer(ctx);
  const { id } = parseInput(idSchema, input);
  return ctx.data.run(async (tx) => {
    await requireCourses(tx);
    const course = await lockCourse(tx, id);
    // Chapters, lessons and everyone's progress go with it (ON DELETE CASCADE).
    await tx.delete(courses).where(eq(courses.id, id));
    await recordActivity(tx, ctx.data.incubatorId, viewer.userId, {
      action: 'course.deleted',
      entityType: 'course',
      entityId: id,
      before: { title: course.title, status: course.status },
    });
    return id;
  });
}

export async function createCourseChapter(ctx: AppContext, input: unknown): Promise<CourseView> {
  const data = parseInput(chapterSchema, input);
  return writeCourse(ctx, async (tx) => {
    await lockCourse(tx, data.courseId);
    const [last] = await tx.select({ position: max(courseChapters.position) }).from(courseChapters).where(eq(courseChapters.courseId, data.courseId));
    await tx.insert(courseChapters).values({ incubatorId: ctx.data.incubatorId, courseId: data.courseId, title: data.title, position: (last?.position ?? -1) + 1 });
    await touchCourse(tx, data.courseId);
    return data.courseId;
  });
}

export async function updateCourseChapter(ctx: AppContext, input: unknown): Promise<CourseView> {
  const data = parseInput(chapterPatchSchema, input);
  return writeCourse(ctx, async (tx) => {
    const chapter = await lockChapter(tx, data.id);
    await tx.update(courseChapters).set({ title: data.title }).where(eq(courseChapters.id, data.id));
    await touchCourse(tx, chapter.courseId);
    return chapter.courseId;
  });
}

export async function deleteCourseChapter(ctx: AppContext, input: unknown): Promise<CourseView> {
  const { id } = parseInput(idSchema, input);
  return writeCourse(ctx, async (tx) => {
    const chapter = await lockChapter(tx, id);
    // Its lessons and their progress go with it (ON DELETE CASCADE).
    await tx.delete(courseChapters).where(eq(courseChapters.id, id));
    await renumberChapters(tx, await chapterIdsOf(tx, chapter.courseId));
    await touchCourse(tx, chapter.courseId);
    return chapter.courseId;
  });
}

export async function moveCourseChapter(ctx: AppContext, input: unknown): Promise<CourseView> {
  const { id, position } = parseInput(chapterMoveSchema, input);
  return writeCourse(ctx, async (tx) => {
    const chapter = await lockChapter(tx, id);
    await renumberChapters(tx, movedTo(await chapterIdsOf(tx, chapter.courseId), id, position));
    await touchCourse(tx, chapter.courseId);
    return chapter.courseId;
  });
}

/** The lesson's columns from its input: blank text is none. */
function lessonValues(data: z.output<typeof lessonInputSchema>) {
  return { title: data.title, body: data.body ?? '', videoUrl: data.videoUrl ?? null, durationMinutes: data.durationMinutes ?? null };
}

export async function createCourseLesson(ctx: AppContext, input: unknown): Promise<CourseView> {
  const data = parseInput(lessonSchema, input);
  return writeCourse(ctx, async (tx) => {
    const chapter = await lockChapter(tx, data.chapterId);
    const [last] = await tx.select({ position: max(courseLessons.position) }).from(courseLessons).where(eq(courseLessons.chapterId, chapter.id));
    await tx.insert(courseLessons).values({
      incubatorId: ctx.data.incubatorId,
      courseId: chapter.courseId,
      chapterId: chapter.id,
      ...lessonValues(data),
      position: (last?.position ?? -1) + 1,
    });
    await touchCourse(tx, chapter.courseId);
    return chapter.courseId;
  });
}

export async function updateCourseLesson(ctx: AppContext, input: unknown): Promise<CourseView> {
  const data = parseInput(lessonPatchSchema, input);
  return writeCourse(ctx, async (tx) => {
    const lesson = await lockLesson(tx, data.id);
    await tx.update(courseLessons).set(lessonValues(data)).where(eq(courseLessons.id, data.id));
    await touchCourse(tx, lesson.courseId);
    return lesson.courseId;
  });
}

export async function deleteCourseLesson(ctx: AppContext, input: unknown): Promise<CourseView> {
  const { id } = parseInput(idSchema, input);
  return writeCourse(ctx, async (tx) => {
    const lesson = await lockLesson(tx, id);
    // Its progress goes with it (ON DELETE CASCADE).
    await tx.delete(courseLessons).where(eq(courseLessons.id, id));
    await renumberLessons(tx, lesson.chapterId, await lessonIdsOf(tx, lesson.chapterId));
    await touchCourse(tx, lesson.courseId);
    return lesson.courseId;
  });
}

export async function moveCourseLesson(ctx: AppContext, input: unknown): Promise<CourseView> {
  const { id, chapterId, position } = parseInput(lessonMoveSchema, input);
  return writeCourse(ctx, async (tx) => {
    const lesson = await lockLesson(tx, id);
    const [target] = await tx.select({ courseId: courseChapters.courseId }).from(courseChapters).where(eq(courseChapters.id, chapterId));
    if (!target) throw chapterNotFound();
    if (target.courseId !== lesson.courseId) throw validationError('chapterId: is not a chapter of this lesson’s course');
    const into = movedTo(await lessonIdsOf(tx, chapterId), id, position);
    if (chapterId !== lesson.chapterId) {
      // The chapter it leaves closes its gap; the lesson's progress moves with it (it is the lesson's).
      const left = (await lessonIdsOf(tx, lesson.chapterId)).filter((other) => other !== id);
      await renumberLessons(tx, lesson.chapterId, left);
    }
    await renumberLessons(tx, chapterId, into);
    await touchCourse(tx, lesson.courseId);
    return lesson.courseId;
  });
}
