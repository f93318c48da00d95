/**
 * The viewer's own public profile of /community/people/profile (issue 14 item 7): headline, bio, expertise,
 * country, the industries they cover and their skills and topics (tags of kinds skills and topic, replaced
 * wholesale — ENT-13; tags of other kinds, put on them by staff, stay). Bad input changes nothing.
 */
import { publicProfileSchema, TAGS_PER_RECORD_MAX, TAXONOMY_MESSAGES, type PublicProfileInput } from '@hatchery/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { isUuid } from '../../db/index.js';
import { users } from '../../db/schema/index.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { replaceUserIndustries } from '../mentors/index.js';
import { replaceUserTags } from '../tags/index.js';
import { syncUserProfileTask } from '../tasks/index.js';

const ids = (field: string) =>
  z
    .array(z.string().refine(isUuid, `${field}: not an id`))
    .max(TAGS_PER_RECORD_MAX, TAXONOMY_MESSAGES.tooMany)
    .transform((list) => [...new Set(list)]);

const schema = publicProfileSchema.extend({ industryIds: ids('industryIds'), tagIds: ids('tagIds') });

export type MyProfileInput = PublicProfileInput & { industryIds: readonly string[]; tagIds: readonly string[] };

export async function updateMyProfile(ctx: AppContext, raw: Record<string, unknown>): Promise<{ _id: string; fullName: string }> {
  const viewer = requireViewer(ctx);
  const input = parseInput(schema, raw);
  const saved = await ctx.data.run(async (tx) => {
    await replaceUserIndustries(tx, ctx.incubator.id, viewer.userId, input.industryIds);
    await replaceUserTags(tx, ctx.incubator.id, viewer.userId, input.tagIds, ['skills', 'topic']);
    const [row] = await tx
      .update(users)
      .set({ headline: input.headline, bio: input.bio, expertise: input.expertise, country: input.country })
      .where(eq(users.id, viewer.userId))
      .returning({ _id: users.id, fullName: users.fullName });
    return row!;
  });
  // After commit: a headline and a bio may complete the completeUserProfile task (as PUT /user does).
  await syncUserProfileTask(ctx, viewer.userId);
  return saved;
}
