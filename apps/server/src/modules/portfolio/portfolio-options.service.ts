/** What the portfolio filters offer (issue 14 item 3): four statements, each a short list of the tenant's. */
import { STARTUP_TAG_KINDS } from '@hatchery/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { requireViewer } from '../../core/viewer.js';
import { industries, programs, tags, userAssignedStartups, users } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { loadVisibility } from '../permissions/index.js';
import type { Named } from './portfolio-list.service.js';

export interface PortfolioFilterOptions {
  programs: Named[];
  tags: Array<Named & { color: string | null }>;
  industries: Named[];
  /** Only the mentors assigned to startups the viewer sees: the filter names no one the list could not show. */
  mentors: Array<{ _id: string; fullName: string }>;
}

export async function portfolioFilterOptions(ctx: AppContext): Promise<PortfolioFilterOptions> {
  const viewer = requireViewer(ctx);
  const scope = (await loadVisibility(ctx, viewer)).startups;
  return ctx.data.run(async (tx) => {
    const programRows = await tx.select({ _id: programs.id, name: programs.name }).from(programs).where(eq(programs.status, 'active')).orderBy(asc(programs.name));
    const tagRows = await tx
      .select({ _id: tags.id, name: tags.name, color: tags.color })
      .from(tags)
      .where(inArray(tags.kind, [...STARTUP_TAG_KINDS]))
      .orderBy(asc(tags.name));
    const industryRows = await tx.select({ _id: industries.id, name: industries.name }).from(industries).orderBy(asc(industries.name));
    const mentorRows =
      scope.kind === 'ids' && scope.ids.length === 0
        ? []
        : await tx
            .selectDistinct({ _id: users.id, fullName: users.fullName })
            .from(userAssignedStartups)
            .innerJoin(users, eq(users.id, userAssignedStartups.userId))
            .where(scope.kind === 'ids' ? inArray(userAssignedStartups.startupId, [...scope.ids]) : undefined)
            .orderBy(asc(users.fullName), asc(users.id));
    return { programs: programRows, tags: tagRows, industries: industryRows, mentors: mentorRows };
  });
}
