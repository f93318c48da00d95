/**
 * Funnels (issue 16 item 1; docs/contract-applications.md §3): the list, one funnel, create, edit the settings,
 * publish, close, archive and restore. The rounds are in funnel-rounds.service.ts, the closing job in
 * funnel-closing.ts. Bad input names its field and changes nothing; another tenant's program, form or funnel is
 * invisible (RLS) and answers as an unknown one.
 */
import { APPLICATIONS_MESSAGES as M, FUNNEL_CATEGORIES, FUNNEL_DESCRIPTION_MAX, FUNNEL_NAME_MAX, FUNNEL_REAPPLY_RULES, FUNNEL_SLUG_MAX, FUNNEL_SLUG_PATTERN, FUNNEL_STATUSES, slugify } from '@hatchery/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { applications, forms, funnelRounds, funnels, programs, type Funnel } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../core/db-errors.js';
import { forbiddenError, notFoundError, validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { decodeCursor, encodeCursor, likePattern } from '../../core/lists.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { loadActor, NOT_ALLOWED_MESSAGE, type Actor } from '../permissions/index.js';
import { visibleProgramIds } from '../programs/index.js';
import { assignedFunnelIds, mayArchiveFunnel, mayEditFunnel, readableFunnelIds } from './funnel-access.js';

const PAGE_DEFAULT = 30;
const PAGE_MAX = 100;

const funnelNotFound = () => notFoundError(M.funnelNotFound);

// ── Access ────────────────────────────────────────────────────────────────────────────────────────────────────────

export interface FunnelAccess {
  viewer: Viewer;
  actor: Actor;
  assigned: Set<string>;
}

const accessCache = new WeakMap<AppContext, Promise<FunnelAccess>>();

/** The viewer's funnel scope, once per request (loaded before a service opens its transaction: no nested one). */
export function funnelAccess(ctx: AppContext): Promise<FunnelAccess> {
  let found = accessCache.get(ctx);
  if (!found) {
    const viewer = requireViewer(ctx);
    found = loadActor(ctx, viewer).then(async (actor) => ({ viewer, actor, assigned: await ctx.data.run((tx) => assignedFunnelIds(tx, viewer.userId)) }));
    accessCache.set(ctx, found);
  }
  return found;
}

export async function viewerMayEditFunnel(ctx: AppContext, funnel: Funnel): Promise<boolean> {
  if (!ctx.viewer) return false;
  const { viewer, actor, assigned } = await funnelAccess(ctx);
  return mayEditFunnel(viewer, actor, assigned, funnel);
}

export async function viewerMayArchiveFunnel(ctx: AppContext, funnel: Funnel): Promise<boolean> {
  if (!ctx.viewer) return false;
  const { viewer, actor, assigned } = await funnelAccess(ctx);
  return mayArchiveFunnel(viewer, actor, assigned, funnel);
}

async function findFunnel(tx: Tx, id: string, field: string, lock = false): Promise<Funnel> {
  if (!isUuid(id)) throw validationError(`${field}: ${M.funnelNotFound}`);
  const query = tx.select().from(funnels).where(eq(funnels.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw funnelNotFound();
  return row;
}

/** The funnel for a change: it exists, the viewer may change it, and it is not archived. */
export async function editableFunnel(access: FunnelAccess, tx: Tx, id: string, field = 'funnelId'): Promise<{ viewer: Viewer; funnel: Funnel }> {
  const { viewer, actor, assigned } = access;
  const funnel = await findFunnel(tx, id, field, true);
  if (!mayEditFunnel(viewer, actor, assigned, funnel)) {
    // A funnel outside the viewer's reach is not even named (as if unknown); one they see but may not change is refused.
    const readable = await readableFunnelIds(tx, viewer, actor);
    if (readable && !readable.has(funnel.id)) throw funnelNotFound();
    throw forbiddenError(NOT_ALLOWED_MESSAGE);
  }
  if (funnel.status === 'archived') throw validationError(`${field}: ${M.archived}`);
  return { viewer, funnel };
}

// ── Reading ───────────────────────────────────────────────────────────────────────────────────────────────────────

export interface FunnelPage {
  results: Funnel[];
  nextCursor: string | null;
}

const listSchema = z.object({
  search: z.string().trim().max(200, M.tooLong).optional(),
  status: z.enum(FUNNEL_STATUSES).optional(),
  programId: z.string().refine(isUuid, M.programNotFound).optional(),
  first: z.number().int().min(1).max(PAGE_MAX).default(PAGE_DEFAULT),
  after: z.string().max(100).optional(),
});

/** Funnels by last change; without a status every funnel that is not archived. Limited to the viewer's scope. */
export async function listFunnels(
  ctx: AppContext,
  raw: { search?: string | null; status?: string | null; programId?: string | null; first?: number | null; after?: string | null },
): Promise<FunnelPage> {
  const input = parseInput(listSchema, {
    search: raw.search || undefined,
    status: raw.status ?? undefined,
    programId: raw.programId ?? undefined,
    first: raw.first ?? undefined,
    after: raw.after ?? undefined,
  });
  const { viewer, actor } = await funnelAccess(ctx);
  const offset = decodeCursor(input.after);
  const rows = await ctx.data.run(async (tx) => {
    const scope = await readableFunnelIds(tx, viewer, actor);
    if (scope && scope.size === 0) return [];
    return tx
      .select()
      .from(funnels)
      .where(
        and(
          input.status ? eq(funnels.status, input.status) : ne(funnels.status, 'archived'),
          input.programId ? eq(funnels.programId, input.programId) : undefined,
          input.search ? or(ilike(funnels.name, likePattern(input.search)), ilike(funnels.slug, likePattern(input.search))) : undefined,
          scope ? inArray(funnels.id, [...scope]) : undefined,
        ),
      )
      .orderBy(desc(funnels.updatedAt), asc(funnels.id))
      .limit(input.first + 1)
      .offset(offset);
  });
  return { results: rows.slice(0, input.first), nextCursor: rows.length > input.first ? encodeCursor(offset + input.first) : null };
}

export async function getFunnel(ctx: AppContext, id: string): Promise<Funnel> {
  const { viewer, actor } = await funnelAccess(ctx);
  return ctx.data.run(async (tx) => {
    const funnel = await findFunnel(tx, id, 'id');
    const scope = await readableFunnelIds(tx, viewer, actor);
    if (scope && !scope.has(funnel.id)) throw funnelNotFound();
    return funnel;
  });
}

/** Rounds and applications (not archived) per funnel, for the list. */
export async function funnelCounts(tx: Tx, ids: readonly string[]): Promise<{ rounds: Map<string, number>; applications: Map<string, number> }> {
  if (ids.length === 0) return { rounds: new Map(), applications: new Map() };
  const rounds = await tx.select({ id: funnelRounds.funnelId, n: count() }).from(funnelRounds).where(inArray(funnelRounds.funnelId, [...ids])).groupBy(funnelRounds.funnelId);
  const apps = await tx
    .select({ id: applications.funnelId, n: count() })
    .from(applications)
    .where(and(inArray(applications.funnelId, [...ids]), isNull(applications.archivedAt)))
    .groupBy(applications.funnelId);
  return { rounds: new Map(rounds.map((r) => [r.id, r.n])), applications: new Map(apps.map((r) => [r.id, r.n])) };
}

// ── Settings ──────────────────────────────────────────────────────────────────────────────────────────────────────

const dateField = z.iso.datetime({ offset: true, error: M.invalidDate }).transform((v) => new Date(v)).nullish();

const settingsSchema = z.object({
  programId: z.string({ error: M.required }).refine(isUuid, M.programNotFound),
  name: z.string({ error: M.required }).trim().min(1, M.required).max(FUNNEL_NAME_MAX, M.tooLong),
  description: z.string().trim().max(FUNNEL_DESCRIPTION_MAX, M.tooLong).nullish().transform((v) => (v ? v : null)),
  slug: z.string().trim().toLowerCase().max(FUNNEL_SLUG_MAX, M.tooLong).refine((v) => v === '' || FUNNEL_SLUG_PATTERN.test(v), M.slugInvalid).nullish(),
  category: z.enum(FUNNEL_CATEGORIES).default('startup'),
  intakeFormId: z.string().refine(isUuid, M.formNotFound).nullish(),
  opensAt: dateField,
  closesAt: dateField,
  reapplyRule: z.enum(FUNNEL_REAPPLY_RULES).default('never'),
});
type FunnelSettings = z.output<typeof settingsSchema>;

export interface FunnelSettingsInput {
  programId?: unknown;
  name?: unknown;
  description?: unknown;
  slug?: unknown;
  category?: unknown;
  intakeFormId?: unknown;
  opensAt?: unknown;
  closesAt?: unknown;
  reapplyRule?: unknown;
}

function parseSettings(raw: FunnelSettingsInput): FunnelSettings & { slug: string } {
  const input = parseInput(settingsSchema, raw);
  if (input.opensAt && input.closesAt && input.closesAt.getTime() <= input.opensAt.getTime()) throw validationError(`closesAt: ${M.closesBeforeOpens}`);
  const slug = input.slug || slugify(input.name);
  if (!FUNNEL_SLUG_PATTERN.test(slug)) throw validationError(`slug: ${M.slugInvalid}`);
  return { ...input, slug };
}

/** A form a funnel or round may name: this tenant's, published, of the kind the place needs. */
export async function requireUsableForm(tx: Tx, formId: string, kind: 'intake' | 'evaluation', field: string): Promise<void> {
  const [form] = await tx.select({ kind: forms.kind, status: forms.status }).from(forms).where(eq(forms.id, formId)).limit(1);
  if (!form) throw validationError(`${field}: ${M.formNotFound}`);
  if (form.kind !== kind) throw validationError(`${field}: ${M.formWrongKind}`);
  if (form.status !== 'published') throw validationError(`${field}: ${M.formNotPublished}`);
}

async function checkSettings(tx: Tx, visible: readonly string[] | null, input: FunnelSettings & { slug: string }, exceptId: string | null): Promise<void> {
  const [program] = await tx.select({ id: programs.id, status: programs.status }).from(programs).where(eq(programs.id, input.programId)).limit(1);
  if (!program || (visible && !visible.includes(program.id))) throw validationError(`programId: ${M.programNotFound}`);
  if (program.status === 'archived') throw validationError(`programId: ${M.programArchived}`);
  if (input.intakeFormId) await requireUsableForm(tx, input.intakeFormId, 'intake', 'intakeFormId');
  const [taken] = await tx
    .select({ id: funnels.id })
    .from(funnels)
    .where(and(eq(funnels.slug, input.slug), exceptId ? ne(funnels.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw validationError(`slug: ${M.slugTaken}`);
}

async function slugUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw validationError(`slug: ${M.slugTaken}`);
    throw error;
  }
}

const settingsColumns = (input: FunnelSettings & { slug: string }) => ({
  programId: input.programId,
  name: input.name,
  description: input.description,
  slug: input.slug,
  category: input.category,
  intakeFormId: input.intakeFormId ?? null,
  opensAt: input.opensAt ?? null,
  closesAt: input.closesAt ?? null,
  reapplyRule: input.reapplyRule,
});

export async function createFunnel(ctx: AppContext, raw: FunnelSettingsInput): Promise<Funnel> {
  const viewer = requireViewer(ctx);
  const input = parseSettings(raw);
  const visible = await visibleProgramIds(ctx, viewer);
  return slugUnique(() =>
    ctx.data.run(async (tx) => {
      await checkSettings(tx, visible, input, null);
      const [row] = await tx
        .insert(funnels)
        .values({ incubatorId: ctx.incubator.id, ...settingsColumns(input), createdBy: viewer.userId })
        .returning();
      await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'funnel.created', entityType: 'funnel', entityId: row!.id, after: { name: row!.name, slug: row!.slug } });
      return row!;
    }),
  );
}

/**
 * Saves the settings. A closed funnel given a closing date in the future opens again (its archived drafts stay
 * archived); a published funnel keeps its intake form (D-235: answers already given name its version).
 */
export async function updateFunnel(ctx: AppContext, id: string, raw: FunnelSettingsInput): Promise<Funnel> {
  const input = parseSettings(raw);
  const access = await funnelAccess(ctx);
  const visible = await visibleProgramIds(ctx, access.viewer);
  return slugUnique(() =>
    ctx.data.run(async (tx) => {
      const { viewer, funnel } = await editableFunnel(access, tx, id);
      await checkSettings(tx, visible, input, funnel.id);
      if (funnel.status !== 'draft' && !input.intakeFormId) throw validationError(`intakeFormId: ${M.intakeFormNeeded}`);
      const reopens = funnel.status === 'closed' && (!input.closesAt || input.closesAt.getTime() > Date.now());
      const [row] = await tx
        .update(funnels)
        .set({ ...settingsColumns(input), ...(reopens ? { status: 'published' as const, closedAt: null } : {}) })
        .where(eq(funnels.id, funnel.id))
        .returning();
      await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'funnel.updated', entityType: 'funnel', entityId: funnel.id, after: { name: row!.name, slug: row!.slug } });
      return row!;
    }),
  );
}

/** Publishes a draft funnel: it needs its intake form and at least one round; it takes applications between its dates. */
export async function publishFunnel(ctx: AppContext, id: string): Promise<Funnel> {
  const access = await funnelAccess(ctx);
  return ctx.data.run(async (tx) => {
    const { viewer, funnel } = await editableFunnel(access, tx, id);
    if (funnel.status !== 'draft') throw validationError(`funnelId: ${M.alreadyPublished}`);
    if (!funnel.intakeFormId) throw validationError(`intakeFormId: ${M.intakeFormNeeded}`);
    await requireUsableForm(tx, funnel.intakeFormId, 'intake', 'intakeFormId');
    const [round] = await tx.select({ id: funnelRounds.id }).from(funnelRounds).where(eq(funnelRounds.funnelId, funnel.id)).limit(1);
    if (!round) throw validationError(`rounds: ${M.noRounds}`);
    const [row] = await tx.update(funnels).set({ status: 'published', publishedAt: new Date() }).where(eq(funnels.id, funnel.id)).returning();
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'funnel.published', entityType: 'funnel', entityId: funnel.id });
    return row!;
  });
}

export async function setFunnelArchived(ctx: AppContext, id: string, archived: boolean): Promise<Funnel> {
  const { viewer, actor, assigned } = await funnelAccess(ctx);
  return ctx.data.run(async (tx) => {
    const funnel = await findFunnel(tx, id, 'funnelId', true);
    if (!mayArchiveFunnel(viewer, actor, assigned, funnel)) {
      const readable = await readableFunnelIds(tx, viewer, actor);
      if (readable && !readable.has(funnel.id)) throw funnelNotFound();
      throw forbiddenError(NOT_ALLOWED_MESSAGE);
    }
    if (archived && funnel.status === 'archived') throw validationError(`funnelId: ${M.archived}`);
    if (!archived && funnel.status !== 'archived') throw validationError(`funnelId: ${M.notArchived}`);
    // Restored, a funnel is a draft again: staff look at its dates and publish it on purpose.
    const [row] = await tx
      .update(funnels)
      .set(archived ? { status: 'archived', archivedAt: new Date() } : { status: 'draft', archivedAt: null, closedAt: null, publishedAt: null })
      .where(eq(funnels.id, funnel.id))
      .returning();
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: archived ? 'funnel.archived' : 'funnel.restored', entityType: 'funnel', entityId: funnel.id });
    return row!;
  });
}
