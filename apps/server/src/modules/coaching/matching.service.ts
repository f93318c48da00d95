/**
 * Mentor matching (issue 17 item 5; docs/contract-coaching.md §3.5; D-462..D-467): the tenant's rules, the ranked
 * suggestions for one startup with their explanation, and accepting one — which assigns the mentor through the
 * mentors module's public surface (assignMentorInTx), the same rule and notification as the directory's Assign.
 *
 * Suggestions are computed with bounded reads: one statement reads the startup, one reads the candidates of this
 * tenant (RLS) within the viewer's user visibility, each with only what intersects the startup's wants (its matching
 * industries, tag and skill names, the stages of their startups, the pair's latest answer); the pure domain function
 * scores them (packages/domain/src/coaching/matching.ts).
 */
import {
  DEFAULT_MATCHING_RULES,
  MATCHING_MESSAGES,
  MATCH_SUGGESTIONS_MAX,
  MENTOR_ROLE_TYPES,
  matchingRulesSchema,
  rankMatches,
  scoreMatch,
  type MatchLine,
  type MatchMentor,
  type MatchingRules,
  type PairingAnswer,
  type RoleType,
  type StartupStage,
} from '@hatchery/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import {
  mentorMatchFeedback,
  mentorMatchingRules,
  roles,
  startups,
  tags,
  userAssignedStartups,
  userIndustries,
  users,
  userTags,
} from '../../db/schema/index.js';
import { forbiddenError, validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { assignMentorInTx, mayEditConnections } from '../mentors/index.js';
import { deliverNotifications } from '../notifications/index.js';
import { loadActor, loadVisibility, NOT_ALLOWED_MESSAGE, seesNoUsers } from '../permissions/index.js';

export interface MatchingRulesView extends MatchingRules {
  /** false: the tenant never saved rules, these are the defaults. */
  saved: boolean;
}

/** A line of the explanation with the startup's items the mentor matched (names as the startup's lists spell them). */
export interface SuggestionLine extends MatchLine {
  matched: string[];
}

export interface SuggestedMatch {
  mentor: { id: string; fullName: string; roleType: RoleType; capacity: number | null; load: number };
  score: number;
  atCapacity: boolean;
  feedback: PairingAnswer | null;
  lines: SuggestionLine[];
}

export interface StartupSuggestions {
  startup: { id: string; name: string; stage: StartupStage | null };
  suggestions: SuggestedMatch[];
}

type RulesRow = typeof mentorMatchingRules.$inferSelect;
const fromRow = (row: RulesRow): MatchingRules => ({
  weights: { tags: row.weightTags, skills: row.weightSkills, industries: row.weightIndustries, stage: row.weightStage, capacity: row.weightCapacity },
  capacityRule: row.capacityRule,
  capacityPenaltyPercent: row.capacityPenaltyPercent,
});

/** The tenant's rules, or the defaults when it never saved any. */
export async function loadMatchingRules(tx: Tx): Promise<MatchingRulesView> {
  const [row] = await tx.select().from(mentorMatchingRules).limit(1);
  return row ? { ...fromRow(row), saved: true } : { ...DEFAULT_MATCHING_RULES, saved: false };
}

export async function mentorMatchingRulesOf(ctx: AppContext): Promise<MatchingRulesView> {
  requireViewer(ctx);
  return ctx.data.run(loadMatchingRules);
}

/** Replaces the tenant's rules (one row per tenant: an upsert on incubator_id). */
export async function saveMentorMatchingRules(ctx: AppContext, raw: unknown): Promise<MatchingRulesView> {
  const viewer = requireViewer(ctx);
  const input = parseInput(matchingRulesSchema, raw);
  const values = {
    weightTags: input.weights.tags,
    weightSkills: input.weights.skills,
    weightIndustries: input.weights.industries,
    weightStage: input.weights.stage,
    weightCapacity: input.weights.capacity,
    capacityRule: input.capacityRule,
    capacityPenaltyPercent: input.capacityPenaltyPercent,
    updatedBy: viewer.userId,
  };
  return ctx.data.run(async (tx) => {
    const before = await loadMatchingRules(tx);
    await tx.insert(mentorMatchingRules).values({ incubatorId: ctx.incubator.id, ...values }).onConflictDoUpdate({ target: mentorMatchingRules.incubatorId, set: { ...values, updatedAt: new Date() } });
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'matching.rulesSaved', entityType: 'mentorMatchingRules', before: before.saved ? { ...before } : null, after: { ...input } });
    return { ...input, saved: true };
  });
}

const startupIdSchema = z.object({ startupId: z.string().refine(isUuid, MATCHING_MESSAGES.startupNotFound) });
const acceptSchema = startupIdSchema.extend({ mentorUserId: z.string().refine(isUuid, MATCHING_MESSAGES.notMentor) });

interface StartupWants {
  id: string;
  name: string;
  stage: StartupStage | null;
  industries: Array<{ id: string; name: string }>;
  tagNames: string[];
}

/** The startup (this tenant's, RLS) with what it wants; refused unless the viewer may change its connections. */
async function loadWants(ctx: AppContext, tx: Tx, startupId: string): Promise<StartupWants> {
  const viewer = requireViewer(ctx);
  const [row] = await tx
    .select({
      id: startups.id,
      name: startups.name,
      stage: startups.stage,
      // A select from one table leaves its columns unqualified, so the subqueries name theirs through aliases.
      industries: sql<Array<{ id: string; name: string }>>`(select coalesce(json_agg(json_build_object('id', i.id, 'name', i.name)), '[]'::json)
        from startup_industries si join industries i on i.id = si.industry_id where si.startup_id = "startups"."id")`,
      tagNames: sql<string[]>`(select coalesce(json_agg(tg.name), '[]'::json) from startup_tags st join tags tg on tg.id = st.tag_id where st.startup_id = "startups"."id")`,
    })
    .from(startups)
    .where(eq(startups.id, startupId))
    .limit(1);
  if (!row) throw validationError(`startupId: ${MATCHING_MESSAGES.startupNotFound}`);
  if (!mayEditConnections(viewer, await loadActor(ctx, viewer), row.id)) throw forbiddenError(NOT_ALLOWED_MESSAGE);
  return row;
}

interface CandidateRow {
  id: string;
  fullName: string;
  roleType: RoleType;
  capacity: number | null;
  load: number;
  industryIds: string[];
  skillNames: string[];
  tagNames: string[];
  assignedStages: StartupStage[];
  feedback: PairingAnswer | null;
}

/** Mentors, coaches and experts not yet assigned to the startup, each with only what meets the startup's wants. */
async function loadCandidates(tx: Tx, wants: StartupWants, scope: Awaited<ReturnType<typeof loadVisibility>>['users'], onlyUserId?: string): Promise<CandidateRow[]> {
  const wanted = [...new Set(wants.tagNames.map((n) => n.trim().toLowerCase()))];
  const industryIds = wants.industries.map((i) => i.id);
  const nameMatches = (skills: boolean): SQL => sql`(select coalesce(json_agg(distinct lower(${tags.name})), '[]'::json) from ${userTags} join ${tags} on ${tags.id} = ${userTags.tagId}
    where ${userTags.userId} = ${users.id} and ${skills ? sql`${tags.kind} = 'skills'` : sql`${tags.kind} <> 'skills'`} and ${inArray(sql`lower(${tags.name})`, wanted)})`;
  const conditions: SQL[] = [
    eq(users.status, 'active'),
    inArray(roles.type, [...MENTOR_ROLE_TYPES]),
    sql`not exists (select 1 from user_assigned_startups ua where ua.user_id = "users"."id" and ua.startup_id = ${wants.id})`,
  ];
  if (scope.kind === 'ids') conditions.push(inArray(users.id, [...scope.ids]));
  if (scope.kind === 'roles') conditions.push(inArray(roles.type, [...scope.roles]));
  if (onlyUserId) conditions.push(eq(users.id, onlyUserId));
  return tx
    .select({
      id: users.id,
      fullName: users.fullName,
      roleType: roles.type,
      capacity: users.mentorCapacity,
      load: sql<number>`(select count(*) from ${userAssignedStartups} a join ${startups} s on s.id = a.startup_id where a.user_id = ${users.id} and s.status = 'active')::int`,
      industryIds: sql<string[]>`(select coalesce(json_agg(${userIndustries.industryId}), '[]'::json) from ${userIndustries}
        where ${userIndustries.userId} = ${users.id} and ${inArray(userIndustries.industryId, industryIds)})`,
      skillNames: sql<string[]>`${nameMatches(true)}`,
      tagNames: sql<string[]>`${nameMatches(false)}`,
      assignedStages: sql<StartupStage[]>`(select coalesce(json_agg(s.stage), '[]'::json) from ${userAssignedStartups} a join ${startups} s on s.id = a.startup_id
        where a.user_id = ${users.id} and s.stage is not null)`,
      feedback: sql<PairingAnswer | null>`(select f.answer from ${mentorMatchFeedback} f where f.startup_id = ${wants.id} and f.mentor_user_id = ${users.id})`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(...conditions));
}

const asMentor = (c: CandidateRow): MatchMentor => c;

function explain(wants: StartupWants, c: CandidateRow, lines: MatchLine[]): SuggestionLine[] {
  const hasName = (names: string[]) => (n: string) => names.includes(n.trim().toLowerCase());
  const matchedOf = (line: MatchLine): string[] => {
    switch (line.factor) {
      case 'tags':
        return wants.tagNames.filter(hasName(c.tagNames));
      case 'skills':
        return wants.tagNames.filter(hasName(c.skillNames));
      case 'industries':
        return wants.industries.filter((i) => c.industryIds.includes(i.id)).map((i) => i.name);
      case 'stage':
        return line.fit > 0 && wants.stage ? [wants.stage] : [];
      default:
        return [];
    }
  };
  return lines.map((line) => ({ ...line, matched: matchedOf(line) }));
}

/** The mentors to suggest for a startup, best first (at most MATCH_SUGGESTIONS_MAX), each with its explanation. */
export async function suggestedMatches(ctx: AppContext, raw: { startupId: unknown }): Promise<StartupSuggestions> {
  const viewer = requireViewer(ctx);
  const input = parseInput(startupIdSchema, raw);
  const { users: scope } = await loadVisibility(ctx, viewer);
  return ctx.data.run(async (tx) => {
    const wants = await loadWants(ctx, tx, input.startupId);
    const startup = { id: wants.id, name: wants.name, stage: wants.stage };
    if (seesNoUsers(scope)) return { startup, suggestions: [] };
    const rules = await loadMatchingRules(tx);
    const candidates = await loadCandidates(tx, wants, scope);
    const ranked = rankMatches(rules, { stage: wants.stage, industryIds: wants.industries.map((i) => i.id), tagNames: wants.tagNames }, candidates, asMentor, (c) => `${c.fullName}\u0000${c.id}`);
    return {
      startup,
      suggestions: ranked.slice(0, MATCH_SUGGESTIONS_MAX).map(({ mentor: c, result }) => ({
        mentor: { id: c.id, fullName: c.fullName, roleType: c.roleType, capacity: c.capacity, load: c.load },
        score: result.score,
        atCapacity: result.atCapacity,
        feedback: c.feedback,
        lines: explain(wants, c, result.lines),
      })),
    };
  });
}

export interface AcceptedMatch {
  startupId: string;
  mentorUserId: string;
}

/**
 * Accepts a suggestion: assigns the mentor to the startup (assignMentorInTx — the directory's rule and its
 * startupAssigned notification, delivered after commit). A mentor the rule excludes (no place left under
 * `exclude`) is refused, as suggestions never offered them.
 */
export async function acceptMatch(ctx: AppContext, raw: { startupId: unknown; mentorUserId: unknown }): Promise<AcceptedMatch> {
  const viewer = requireViewer(ctx);
  const input = parseInput(acceptSchema, raw);
  const done = await ctx.data.run(async (tx) => {
    const wants = await loadWants(ctx, tx, input.startupId);
    const rules = await loadMatchingRules(tx);
    const [candidate] = await loadCandidates(tx, wants, { kind: 'all' }, input.mentorUserId);
    if (candidate) {
      const result = scoreMatch(rules, { stage: wants.stage, industryIds: wants.industries.map((i) => i.id), tagNames: wants.tagNames }, candidate);
      if (result.excluded) throw validationError(`mentorUserId: ${MATCHING_MESSAGES.atCapacity}`);
    }
    const assigned = await assignMentorInTx(tx, { incubatorId: ctx.incubator.id, incubatorName: ctx.incubator.name, actorUserId: viewer.userId }, wants, input.mentorUserId);
    if (assigned.refusal) throw validationError(`mentorUserId: ${MATCHING_MESSAGES[assigned.refusal]}`);
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'matching.accepted', entityType: 'startup', entityId: wants.id, after: { mentorUserId: input.mentorUserId } });
    return assigned.notification;
  });
  if (done) await deliverNotifications(ctx, [done]);
  return { startupId: input.startupId, mentorUserId: input.mentorUserId };
}
