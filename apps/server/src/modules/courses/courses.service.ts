/**
 * The courses' reads (/courses, flag course, D-583): the library of published courses with the viewer's progress, the
 * managers' list (drafts too), one course, its outline of chapters and lessons, and the learners report. A draft is
 * seen by holders of COURSES:MANAGE only; to anyone else it does not exist (NotFound, as another tenant's id).
 *
 * Every course answer carries counts and the viewer's progress; they are computed for a whole list in the statement
 * that reads it (`courseStats`), so a list costs one statement, not one per course. The outline (chapters with their
 * lessons) is read only when a client asks for `chapters`, for every course of the answer at once (`courseOutlineOf`).
 */
import { and, asc, desc, eq, getTableName, ilike, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import DataLoader from 'dataloader';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { courseChapters, courseLessonCompletions, courseLessons, courses, roles, users, type CourseRow, type CourseStatus } from '../../db/schema/index.js';
import { notFoundError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { likePattern } from '../../core/lists.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { featureIsOn } from '../milestones/index.js';
import { accessAllows, loadActor, planGatedError } from '../permissions/index.js';
import { coursesPolicy } from './courses.policy.js';

export type { CourseStatus };

export const COURSE_SEARCH_MAX = 100;
/** The feature flag of the whole module: off, every course operation is refused as plan-gated. */
export const COURSE_FLAG = 'course';

export interface CourseLessonView {
  _id: string;
  chapterId: string;
  courseId: string;
  title: string;
  body: string;
  videoUrl: string | null;
  durationMinutes: number | null;
  viewerCompleted: boolean;
}

export interface CourseChapterView {
  _id: string;
  title: string;
  lessons: CourseLessonView[];
}

export interface CourseView {
  _id: string;
  title: string;
  summary: string;
  status: CourseStatus;
  lessonCount: number;
  viewerCompletedCount: number;
  /** The first lesson (chapter order, then lesson order) the viewer has not completed; null when none is left. */
  viewerNextLessonId: string | null;
  viewerLastActivityAt: Date | null;
  /** People who completed at least one lesson. */
  learnerCount: number;
  publishedAt: Date | null;
  updatedAt: Date;
  /** The viewer holds COURSES:MANAGE. */
  viewerCanManage: boolean;
}

export interface CourseLibraryView {
  courses: CourseView[];
  inProgress: CourseView[];
  completed: CourseView[];
  viewerCanCreate: boolean;
  viewerCanManage: boolean;
}

export interface CourseLearnerView {
  userId: string;
  name: string;
  roleName: string;
  completedCount: number;
  lastActivityAt: Date;
  finishedAt: Date | null;
}

export interface CourseLearnersReportView {
  courseId: string;
  lessonCount: number;
  learners: CourseLearnerView[];
}

/** What the viewer may do with courses, by the same rules the root fields run (D-92). */
export interface CourseAbilities {
  manage: boolean;
  create: boolean;
}

export const idField = z.string().refine(isUuid, 'is not a valid id');
const idSchema = z.object({ id: idField });
const reportSchema = z.object({ courseId: idField });
const searchSchema = z.object({ search: z.string().trim().max(COURSE_SEARCH_MAX, `at most ${COURSE_SEARCH_MAX} characters`).nullish() });

export const courseNotFound = () => notFoundError('This course does not exist or is not published.');

/** Refuses every course operation when the tenant's plan or switch has the flag off. */
export async function requireCourses(tx: Tx): Promise<void> {
  if (!(await featureIsOn(tx, COURSE_FLAG))) throw planGatedError();
}

export async function courseAbilities(ctx: AppContext, viewer: Viewer): Promise<CourseAbilities> {
  const actor = await loadActor(ctx, viewer);
  return { manage: accessAllows(coursesPolicy.managedCourses, viewer, actor), create: accessAllows(coursesPolicy.createCourse, viewer, actor) };
}

/** Which statuses the viewer may see: managers every course, anyone else the published ones. */
const visibleTo = (manage: boolean): SQL | undefined => (manage ? undefined : eq(courses.status, 'published'));

const k = courseLessonCompletions;
const l = courseLessons;

/**
 * `"table"."column"`: a select from one table renders its own columns unqualified, even inside a subquery, where
 * `"id"` would be ambiguous between the course and the subquery's rows.
 */
const q = (column: Column) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** A course row with its counts and the viewer's progress, as correlated subqueries of the one statement reading the list. */
function courseColumns(viewerId: string) {
  const viewer = sql`${viewerId}::uuid`;
  const course = q(courses.id);
  const mine = sql`${q(k.courseId)} = ${course} and ${q(k.userId)} = ${viewer}`;
  return {
    course: courses,
    lessonCount: sql<number>`(select count(*) from ${l} where ${q(l.courseId)} = ${course})`.mapWith(Number),
    learnerCount: sql<number>`(select count(distinct ${q(k.userId)}) from ${k} where ${q(k.courseId)} = ${course})`.mapWith(Number),
    viewerCompletedCount: sql<number>`(select count(*) from ${k} where ${mine})`.mapWith(Number),
    viewerLastActivityAt: sql<Date | null>`(select max(${q(k.completedAt)}) from ${k} where ${mine})`.mapWith(k.completedAt),
    viewerNextLessonId: sql<string | null>`(
      select ${q(l.id)} from ${l} inner join ${courseChapters} on ${q(courseChapters.id)} = ${q(l.chapterId)}
      where ${q(l.courseId)} = ${course}
        and not exists (select 1 from ${k} where ${q(k.lessonId)} = ${q(l.id)} and ${q(k.userId)} = ${viewer})
      order by ${q(courseChapters.position)}, ${q(l.position)}, ${q(l.id)} limit 1)`,
  };
}

interface CourseStatsRow {
  course: CourseRow;
  lessonCount: number;
  learnerCount: number;
  viewerCompletedCount: number;
  viewerLastActivityAt: Date | null;
  viewerNextLessonId: string | null;
}

function courseView(row: CourseStatsRow, abilities: CourseAbilities): CourseView {
  const { course } = row;
  return {
    _id: course.id,
    title: course.title,
    summary: course.summary,
    status: course.status,
    lessonCount: row.lessonCount,
    viewerCompletedCount: row.viewerCompletedCount,
    viewerNextLessonId: row.viewerNextLessonId,
    viewerLastActivityAt: row.viewerLastActivityAt,
    learnerCount: row.learnerCount,
    publishedAt: course.status === 'published' ? course.publishedAt : null,
    updatedAt: course.updatedAt,
    viewerCanManage: abilities.manage,
  };
}

/** `search` in a title or a summary (case-insensitive; `%` and `_` are text). */
const matching = (search: string | null | undefined): SQL | undefined =>
  search ? or(ilike(courses.title, likePattern(search)), ilike(courses.summary, likePattern(search))) : undefined;

/** Whether the viewer has completed every lesson of a course that has lessons. */
export const finished = (c: Pick<CourseView, 'lessonCount' | 'viewerCompletedCount'>): boolean => c.lessonCount > 0 && c.viewerCompletedCount >= c.lessonCount;
/** Whether the viewer has started a course and not finished it. */
export const started = (c: Pick<CourseView, 'lessonCount' | 'viewerCompletedCount'>): boolean => c.viewerCompletedCount > 0 && !finished(c);

/** Latest activity first; courses without any (none in these lists) last. */
const byActivity = (a: CourseView, b: CourseView): number => (b.viewerLastActivityAt?.getTime() ?? 0) - (a.viewerLastActivityAt?.getTime() ?? 0);

export async function getCourseLibrary(ctx: AppContext, input: unknown): Promise<CourseLibraryView> {
  const viewer = requireViewer(ctx);
  const { search } = parseInput(searchSchema, input);
  const abilities = await courseAbilities(ctx, viewer);
  return ctx.data.run(async (tx) => {
    await requireCourses(tx);
    // One statement: every published course with the viewer's progress, and whether it matches the search — the
    // viewer's own lists (in progress, completed) are not narrowed by what is typed in the library's search box.
    const rows = await tx
      .select({ ...courseColumns(viewer.userId), matches: search ? sql<boolean>`coalesce(${matching(search)}, false)` : sql<boolean>`true` })
      .from(courses)
      .where(eq(courses.status, 'published'))
      .orderBy(desc(courses.publishedAt), desc(courses.id));
    const all = rows.map((row) => ({ view: courseView(row, abilities), matches: row.matches }));
    const views = all.map((c) => c.view);
    return {
      courses: all.filter((c) => c.matches).map((c) => c.view),
      inProgress: views.filter(started).sort(byActivity),
      completed: views.filter(finished).sort(byActivity),
      viewerCanCreate: abilities.create,
      viewerCanManage: abilities.manage,
    };
  });
}

export async function getManagedCourses(ctx: AppContext, input: unknown): Promise<CourseView[]> {
  const viewer = requireViewer(ctx);
  const { search } = parseInput(searchSchema, input);
  const abilities = await courseAbilities(ctx, viewer);
  return ctx.data.run(async (tx) => {
    await requireCourses(tx);
    const rows = await tx.select(courseColumns(viewer.userId)).from(courses).where(matching(search)).orderBy(desc(courses.updatedAt), desc(courses.id));
    return rows.map((row) => courseView(row, abilities));
  });
}

/** One course the viewer sees (a draft: managers only), read inside `tx`; the editing services answer with it. */
export async function courseIn(tx: Tx, viewer: Viewer, abilities: CourseAbilities, id: string): Promise<CourseView> {
  const [row] = await tx.select(courseColumns(viewer.userId)).from(courses).where(and(eq(courses.id, id), visibleTo(abilities.manage)));
  if (!row) throw courseNotFound();
  return courseView(row, abilities);
}

export async function getCourse(ctx: AppContext, input: unknown): Promise<CourseView> {
  const viewer = requireViewer(ctx);
  const { id } = parseInput(idSchema, input);
  const abilities = await courseAbilities(ctx, viewer);
  return ctx.data.run(async (tx) => {
    await requireCourses(tx);
    return courseIn(tx, viewer, abilities, id);
  });
}

export async function getCourseLearners(ctx: AppContext, input: unknown): Promise<CourseLearnersReportView> {
  const viewer = requireViewer(ctx);
  const { courseId } = parseInput(reportSchema, input);
  const abilities = await courseAbilities(ctx, viewer);
  return ctx.data.run(async (tx) => {
    await requireCourses(tx);
    const course = await courseIn(tx, viewer, abilities, courseId);
    const lastActivity = sql<Date>`max(${k.completedAt})`.mapWith(k.completedAt);
    const rows = await tx
      .select({ userId: k.userId, name: users.fullName, roleName: roles.label, completedCount: sql<number>`count(*)`.mapWith(Number), lastActivityAt: lastActivity })
      .from(k)
      .innerJoin(users, eq(users.id, k.userId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(k.courseId, courseId))
      .groupBy(k.userId, users.fullName, roles.label)
      .orderBy(desc(lastActivity), asc(k.userId));
    return {
      courseId,
      lessonCount: course.lessonCount,
      learners: rows.map((r) => ({
        ...r,
        // Completions go with their lessons, so all of them done means the latest one finished the course.
        finishedAt: course.lessonCount > 0 && r.completedCount >= course.lessonCount ? r.lastActivityAt : null,
      })),
    };
  });
}

/** The outlines of `courseIds` for the viewer, in two statements (chapters; lessons with the viewer's completions). */
export async function courseOutlines(tx: Tx, viewerId: string, courseIds: readonly string[]): Promise<Map<string, CourseChapterView[]>> {
  const ids = [...new Set(courseIds)];
  const chapters = await tx
    .select({ id: courseChapters.id, courseId: courseChapters.courseId, title: courseChapters.title })
    .from(courseChapters)
    .where(inArray(courseChapters.courseId, ids))
    .orderBy(asc(courseChapters.position), asc(courseChapters.id));
  const lessons = await tx
    .select({ lesson: l, completedAt: k.completedAt })
    .from(l)
    .leftJoin(k, and(eq(k.lessonId, l.id), eq(k.userId, viewerId)))
    .where(inArray(l.courseId, ids))
    .orderBy(asc(l.position), asc(l.id));
  const byChapter = new Map<string, CourseLessonView[]>();
  for (const { lesson, completedAt } of lessons) {
    const list = byChapter.get(lesson.chapterId) ?? [];
    list.push({
      _id: lesson.id,
      chapterId: lesson.chapterId,
      courseId: lesson.courseId,
      title: lesson.title,
      body: lesson.body,
      videoUrl: lesson.videoUrl,
      durationMinutes: lesson.durationMinutes,
      viewerCompleted: completedAt !== null,
    });
    byChapter.set(lesson.chapterId, list);
  }
  const outlines = new Map<string, CourseChapterView[]>(ids.map((id) => [id, []]));
  for (const chapter of chapters) outlines.get(chapter.courseId)?.push({ _id: chapter.id, title: chapter.title, lessons: byChapter.get(chapter.id) ?? [] });
  return outlines;
}

const outlineLoaders = new WeakMap<AppContext, DataLoader<string, CourseChapterView[]>>();

/**
 * A course's chapters for `Course.chapters`: the courses of one answer are read together. Not cached beyond the batch,
 * so the answer of a second mutation in the same request shows its own change. The course itself was already checked
 * by the field that answered it (visibility, flag).
 */
export function courseOutlineOf(ctx: AppContext, courseId: string): Promise<CourseChapterView[]> {
  const viewer = requireViewer(ctx);
  let loader = outlineLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<string, CourseChapterView[]>(
      async (ids) => {
        const outlines = await ctx.data.run((tx) => courseOutlines(tx, viewer.userId, ids));
        return ids.map((id) => outlines.get(id) ?? []);
      },
      { cache: false },
    );
    outlineLoaders.set(ctx, loader);
  }
  return loader.load(courseId);
}
