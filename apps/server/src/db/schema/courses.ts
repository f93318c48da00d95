/**
 * Courses (/courses, flag course, D-583): a course holds chapters, a chapter holds lessons (text, an optional video
 * link and length), and a learner's completed lessons are their progress. Tenant-owned, forced RLS
 * (drizzle/0046_course_library.sql); every reference is a composite (incubator_id, x_id) key, so nothing points into
 * another tenant, and removing a course, chapter, lesson or person takes what hangs below it (ON DELETE CASCADE).
 */
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, updatedAt } from './columns.js';
import { users } from './people.js';

export const COURSE_STATUSES = ['draft', 'published'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export const courses = pgTable(
  'courses',
  {
    id: id(),
    incubatorId: incubatorId(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    status: text('status').$type<CourseStatus>().notNull().default('draft'),
    /** Who started it (no foreign key: the course stays when its author leaves). */
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the course was published (the library's order); null while it is a draft. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    unique('courses_incubator_id_id_uq').on(t.incubatorId, t.id),
    // The library (published, newest first) and the managers' list (latest updated first).
    index('courses_status_idx').on(t.incubatorId, t.status, t.publishedAt),
    index('courses_updated_idx').on(t.incubatorId, t.updatedAt),
    check('courses_status_ck', sql`${t.status} in ('draft', 'published')`),
  ],
);
export type CourseRow = typeof courses.$inferSelect;

export const courseChapters = pgTable(
  'course_chapters',
  {
    id: id(),
    incubatorId: incubatorId(),
    courseId: uuid('course_id').notNull(),
    title: text('title').notNull(),
    /** The course's order (ascending, dense from 0); new chapters go last. */
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The lessons' key: a lesson's chapter is of the lesson's own course.
    unique('course_chapters_course_id_uq').on(t.incubatorId, t.courseId, t.id),
    index('course_chapters_course_idx').on(t.incubatorId, t.courseId, t.position),
    foreignKey({ name: 'course_chapters_course_fk', columns: [t.incubatorId, t.courseId], foreignColumns: [courses.incubatorId, courses.id] }).onDelete('cascade'),
  ],
);
export type CourseChapterRow = typeof courseChapters.$inferSelect;

export const courseLessons = pgTable(
  'course_lessons',
  {
    id: id(),
    incubatorId: incubatorId(),
    /** The chapter's course, kept on the lesson so a course's lessons and progress are read without the chapters. */
    courseId: uuid('course_id').notNull(),
    chapterId: uuid('chapter_id').notNull(),
    title: text('title').notNull(),
    /** Plain text; line breaks kept, links drawn by the web app. */
    body: text('body').notNull().default(''),
    /** An optional http(s) link to a video. */
    videoUrl: text('video_url'),
    durationMinutes: integer('duration_minutes'),
    /** The chapter's order (ascending, dense from 0); new lessons go last. */
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The completions' key: a completion's lesson is of the completion's own course.
    unique('course_lessons_course_id_uq').on(t.incubatorId, t.courseId, t.id),
    index('course_lessons_chapter_idx').on(t.incubatorId, t.chapterId, t.position),
    check('course_lessons_duration_ck', sql`${t.durationMinutes} is null or ${t.durationMinutes} between 1 and 600`),
    // Through the chapter (of the same course): removing a chapter, or its course, removes its lessons.
    foreignKey({ name: 'course_lessons_chapter_fk', columns: [t.incubatorId, t.courseId, t.chapterId], foreignColumns: [courseChapters.incubatorId, courseChapters.courseId, courseChapters.id] }).onDelete('cascade'),
  ],
);
export type CourseLessonRow = typeof courseLessons.$inferSelect;

export const courseLessonCompletions = pgTable(
  'course_lesson_completions',
  {
    incubatorId: incubatorId(),
    userId: uuid('user_id').notNull(),
    /** The lesson's course, so a course's progress (counts, learners) is one indexed read. */
    courseId: uuid('course_id').notNull(),
    lessonId: uuid('lesson_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Completing a lesson twice is a no-op.
    primaryKey({ name: 'course_lesson_completions_pk', columns: [t.userId, t.lessonId] }),
    index('course_lesson_completions_course_idx').on(t.incubatorId, t.courseId, t.userId),
    index('course_lesson_completions_lesson_idx').on(t.incubatorId, t.lessonId),
    // Through the lesson (of the same course): removing a lesson, its chapter or its course removes the progress.
    foreignKey({ name: 'course_lesson_completions_lesson_fk', columns: [t.incubatorId, t.courseId, t.lessonId], foreignColumns: [courseLessons.incubatorId, courseLessons.courseId, courseLessons.id] }).onDelete('cascade'),
    foreignKey({ name: 'course_lesson_completions_user_fk', columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);
export type CourseLessonCompletionRow = typeof courseLessonCompletions.$inferSelect;
