/**
 * A learner's progress (D-583): any signed-in person marks a lesson of a published course done, or not done again.
 * A draft's lesson is not there for a learner (NotFound, as for an unknown id); a course manager, who sees the draft,
 * is told to publish it first — progress on a draft would be progress on a course nobody else can follow yet.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { courseLessonCompletions, courseLessons, courses } from '../../db/schema/index.js';
import { validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { courseAbilities, courseIn, idField, requireCourses, type CourseView } from './courses.service.js';
import { lessonNotFound } from './course-editing.service.js';

export const PUBLISH_FIRST = 'Publish the course first.';

const completionSchema = z.object({ id: idField, completed: z.boolean({ error: 'must be true or false' }) });

export async function setCourseLessonCompleted(ctx: AppContext, input: unknown): Promise<CourseView> {
  const viewer = requireViewer(ctx);
  const { id, completed } = parseInput(completionSchema, input);
  const abilities = await courseAbilities(ctx, viewer);
  return ctx.data.run(async (tx) => {
    await requireCourses(tx);
    const [lesson] = await tx
      .select({ courseId: courseLessons.courseId, status: courses.status })
      .from(courseLessons)
      .innerJoin(courses, eq(courses.id, courseLessons.courseId))
      .where(eq(courseLessons.id, id));
    if (!lesson || (lesson.status !== 'published' && !abilities.manage)) throw lessonNotFound();
    if (lesson.status !== 'published') throw validationError(PUBLISH_FIRST);
    if (completed) {
      // Done twice is done once: the first time is the one that counts (the report's activity and finish dates).
      await tx
        .insert(courseLessonCompletions)
        .values({ incubatorId: ctx.data.incubatorId, userId: viewer.userId, courseId: lesson.courseId, lessonId: id })
        .onConflictDoNothing();
    } else {
      await tx.delete(courseLessonCompletions).where(and(eq(courseLessonCompletions.userId, viewer.userId), eq(courseLessonCompletions.lessonId, id)));
    }
    return courseIn(tx, viewer, abilities, lesson.courseId);
  });
}
