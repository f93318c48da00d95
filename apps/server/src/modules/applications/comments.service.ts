/**
 * Comments and staff-only notes on an application (issue 16 item 3; contract §3.4, D-252). Anyone who reaches the
 * application comments; only its staff write (and read) staff-only notes. A comment commits, then the notifications
 * go out (D1 §3 newCommentApplication to the applicant for comments they may read, newCommentApplicationStaff to the
 * funnel's staff: the program's admins and the funnel's creator).
 */
import { APPLICATION_COMMENT_MAX, APPLICATIONS_MESSAGES as M } from '@hatchery/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { forbiddenError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { isUuid } from '../../db/index.js';
import { applicationComments, funnels, programAdmins, type Application, type ApplicationComment } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { notifyComment } from '../notifications/index.js';
import { applicationAccess, readableApplication, reachOf } from './application-access.js';

const commentSchema = z.object({
  applicationId: z.string().refine(isUuid, M.applicationNotFound),
  body: z.string().trim().min(1, M.commentEmpty).max(APPLICATION_COMMENT_MAX, M.tooLong),
  staffOnly: z.boolean().default(false),
});

/** The comments the viewer may read, oldest first: staff read every one, evaluators those not staff-only. */
export async function listApplicationComments(ctx: AppContext, application: Application): Promise<ApplicationComment[]> {
  const staff = (await reachOf(ctx, application)) === 'staff';
  const rows = await ctx.data.run((tx) =>
    tx.select().from(applicationComments).where(eq(applicationComments.applicationId, application.id)).orderBy(asc(applicationComments.createdAt), asc(applicationComments.id)),
  );
  return staff ? rows : rows.filter((c) => !c.staffOnly);
}

/** The staff told of a comment: the admins of the funnel's program and the funnel's creator. */
async function funnelStaff(ctx: AppContext, funnelId: string): Promise<string[]> {
  return ctx.data.run(async (tx) => {
    const [funnel] = await tx.select({ programId: funnels.programId, createdBy: funnels.createdBy }).from(funnels).where(eq(funnels.id, funnelId)).limit(1);
    if (!funnel) return [];
    const admins = await tx.select({ userId: programAdmins.userId }).from(programAdmins).where(inArray(programAdmins.programId, [funnel.programId]));
    return [...new Set([...admins.map((a) => a.userId), ...(funnel.createdBy ? [funnel.createdBy] : [])])];
  });
}

/** addApplicationComment(applicationId, body, staffOnly). */
export async function addApplicationComment(ctx: AppContext, raw: unknown): Promise<ApplicationComment> {
  const input = parseInput(commentSchema, raw);
  const access = await applicationAccess(ctx);
  const { comment, application, reach } = await ctx.data.run(async (tx) => {
    const { application, reach } = await readableApplication(tx, access, input.applicationId, `applicationId: ${M.applicationNotFound}`);
    if (input.staffOnly && reach !== 'staff') throw forbiddenError(`staffOnly: ${M.staffOnlyNotAllowed}`);
    const [created] = await tx
      .insert(applicationComments)
      .values({ incubatorId: ctx.incubator.id, applicationId: application.id, authorId: access.viewer.userId, body: input.body, staffOnly: input.staffOnly })
      .returning();
    await recordActivity(tx, ctx.incubator.id, access.viewer.userId, {
      action: input.staffOnly ? 'application.noteAdded' : 'application.commented',
      entityType: 'application',
      entityId: application.id,
      after: { commentId: created!.id },
    });
    return { comment: created!, application, reach };
  });
  // After the commit (D-132 style): the applicant hears of comments they may read; the funnel's staff of every one.
  const staffIds = await funnelStaff(ctx, application.funnelId);
  await notifyComment(ctx, {
    applicationId: application.id,
    authorId: access.viewer.userId,
    text: input.body,
    url: `/application/${application.id}/activities`,
    // Applicants never learn a reviewer's name (blind review): only comments of the funnel's staff reach them.
    applicantUserIds: !input.staffOnly && reach === 'staff' ? [application.applicantUserId] : [],
    staffUserIds: staffIds,
  }).catch((error: unknown) => ctx.log.error({ err: error, applicationId: application.id }, 'comment notifications not delivered'));
  return comment;
}
