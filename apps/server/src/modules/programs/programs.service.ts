/**
 * Programs (issue 14 item 2): create, edit, archive and restore; program admins; startups joining and leaving one by
 * one with the history kept in program_membership_events. Who manages a program (D-116): the administrators, Staff
 * and Coach, and the program's own admins (a Sub-Admin runs only the programs they are admin of). Which programs a
 * viewer sees: all with startup visibility ALL; otherwise the programs they run and those holding a startup they see.
 */
import { isInRoleGroup, PORTFOLIO_MESSAGES, programSchema, type ProgramMembershipAction, type RoleType } from '@hatchery/domain';
import { and, asc, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { programAdmins, programMembershipEvents, programs, roles, startupPrograms, startups, users, type Program } from '../../db/schema/index.js';
import { forbiddenError, notFoundError, validationError } from '../../core/errors.js';
import { isUniqueViolation } from '../../core/db-errors.js';
import { parseInput } from '../../core/input.js';
import { likePattern } from '../../core/lists.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { loadActor, loadVisibility } from '../permissions/index.js';
import { requireStartup } from '../startups/index.js';

export type ProgramRow = Program;

const programNotFound = () => notFoundError('Program not found');
const nameTaken = () => validationError(`name: ${PORTFOLIO_MESSAGES.programNameTaken}`);

/** Staff-side roles that manage every program (the Sub-Admin only those they run). */
const PROGRAM_MANAGERS: readonly RoleType[] = ['Admin', 'AdminCoach', 'Staff', 'Coach'];

async function runsProgram(tx: Tx, userId: string, programId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: programAdmins.id })
    .from(programAdmins)
    .where(and(eq(programAdmins.programId, programId), eq(programAdmins.userId, userId)))
    .limit(1);
  return !!row;
}

export async function mayManageProgram(tx: Tx, viewer: Viewer, programId: string): Promise<boolean> {
  return PROGRAM_MANAGERS.includes(viewer.roleType) || (await runsProgram(tx, viewer.userId, programId));
}

/** The ids of the programs the viewer sees; null = every program. */
export async function visibleProgramIds(ctx: AppContext, viewer: Viewer): Promise<string[] | null> {
  const scope = (await loadVisibility(ctx, viewer)).startups;
  if (scope.kind === 'all') return null;
  return ctx.data.run(async (tx) => {
    const run = await tx.select({ id: programAdmins.programId }).from(programAdmins).where(eq(programAdmins.userId, viewer.userId));
    const holding = scope.ids.length
      ? await tx.select({ id: startupPrograms.programId }).from(startupPrograms).where(inArray(startupPrograms.startupId, [...scope.ids]))
      : [];
    return [...new Set([...run, ...holding].map((r) => r.id))];
  });
}

/** The program as the viewer may reach it: NotFound when absent or not visible to them. */
async function requireProgram(ctx: AppContext, viewer: Viewer, programId: string): Promise<ProgramRow> {
  if (!isUuid(programId)) throw programNotFound();
  const visible = await visibleProgramIds(ctx, viewer);
  if (visible && !visible.includes(programId)) throw programNotFound();
  const [row] = await ctx.data.run((tx) => tx.select().from(programs).where(eq(programs.id, programId)).limit(1));
  if (!row) throw programNotFound();
  return row;
}

async function requireManagedProgram(ctx: AppContext, viewer: Viewer, programId: string): Promise<ProgramRow> {
  const program = await requireProgram(ctx, viewer, programId);
  if (!(await ctx.data.run((tx) => mayManageProgram(tx, viewer, programId)))) throw forbiddenError('You may not manage this program.');
  return program;
}

const listSchema = z.object({ includeArchived: z.boolean().default(false), search: z.string().trim().max(100).optional() });

export async function listPrograms(ctx: AppContext, raw: { includeArchived?: boolean | null; search?: string | null }): Promise<ProgramRow[]> {
  const viewer = requireViewer(ctx);
  const input = parseInput(listSchema, { includeArchived: raw.includeArchived ?? undefined, search: raw.search ?? undefined });
  const visible = await visibleProgramIds(ctx, viewer);
  if (visible && visible.length === 0) return [];
  const conditions: SQL[] = [];
  if (visible) conditions.push(inArray(programs.id, visible));
  if (!input.includeArchived) conditions.push(eq(programs.status, 'active'));
  if (input.search) conditions.push(ilike(programs.name, likePattern(input.search)));
  return ctx.data.run((tx) =>
    tx
      .select()
      .from(programs)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(sql`${programs.startsOn} desc nulls last`, asc(programs.name)),
  );
}

export async function getProgram(ctx: AppContext, programId: string): Promise<ProgramRow> {
  return requireProgram(ctx, requireViewer(ctx), programId);
}

async function writeOrNameTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

async function assertNameFree(tx: Tx, name: string, exceptId: string | null): Promise<void> {
  const [clash] = await tx
    .select({ id: programs.id })
    .from(programs)
    .where(and(sql`lower(${programs.name}) = lower(${name})`, exceptId ? sql`${programs.id} <> ${exceptId}` : undefined))
    .limit(1);
  if (clash) throw nameTaken();
}

/** createProgram: a staff role; a Sub-Admin who creates one becomes its admin, so they keep running it. */
export async function createProgram(ctx: AppContext, input: unknown): Promise<ProgramRow> {
  const viewer = requireViewer(ctx);
  const value = parseInput(programSchema, input);
  return writeOrNameTaken(() =>
    ctx.data.run(async (tx) => {
      await assertNameFree(tx, value.name, null);
      const [row] = await tx
        .insert(programs)
        .values({
          incubatorId: ctx.incubator.id,
          name: value.name,
          shortName: value.shortName ?? null,
          programType: value.programType,
          mode: value.mode ?? null,
          description: value.description ?? null,
          startsOn: value.startsOn ?? null,
          endsOn: value.endsOn ?? null,
        })
        .returning();
      if (!row) throw new Error('program insert returned nothing');
      if (!PROGRAM_MANAGERS.includes(viewer.roleType)) {
        await tx.insert(programAdmins).values({ incubatorId: ctx.incubator.id, programId: row.id, userId: viewer.userId });
      }
      await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'program.created', entityType: 'program', entityId: row.id, after: { name: row.name } });
      return row;
    }),
  );
}

export async function updateProgram(ctx: AppContext, programId: string, input: unknown): Promise<ProgramRow> {
  const viewer = requireViewer(ctx);
  const current = await requireManagedProgram(ctx, viewer, programId);
  const value = parseInput(programSchema, input);
  return writeOrNameTaken(() =>
    ctx.data.run(async (tx) => {
      await assertNameFree(tx, value.name, programId);
      const [row] = await tx
        .update(programs)
        .set({
          name: value.name,
          shortName: value.shortName ?? null,
          programType: value.programType,
          mode: value.mode ?? null,
          description: value.description ?? null,
          startsOn: value.startsOn ?? null,
          endsOn: value.endsOn ?? null,
          updatedAt: new Date(),
        })
        .where(eq(programs.id, programId))
        .returning();
      if (!row) throw programNotFound();
      await recordActivity(tx, ctx.incubator.id, viewer.userId, {
        action: 'program.updated',
        entityType: 'program',
        entityId: programId,
        before: { name: current.name, startsOn: current.startsOn, endsOn: current.endsOn },
        after: { name: row.name, startsOn: row.startsOn, endsOn: row.endsOn },
      });
      return row;
    }),
  );
}

export async function setProgramArchived(ctx: AppContext, programId: string, archived: boolean): Promise<ProgramRow> {
  const viewer = requireViewer(ctx);
  await requireManagedProgram(ctx, viewer, programId);
  return ctx.data.run(async (tx) => {
    const [row] = await tx
      .update(programs)
      .set(archived ? { status: 'archived', archivedAt: new Date(), updatedAt: new Date() } : { status: 'active', archivedAt: null, updatedAt: new Date() })
      .where(eq(programs.id, programId))
      .returning();
    if (!row) throw programNotFound();
    await recordActivity(tx, ctx.incubator.id, viewer.userId, {
      action: archived ? 'program.archived' : 'program.restored',
      entityType: 'program',
      entityId: programId,
      after: { name: row.name, status: row.status },
    });
    return row;
  });
}

const adminsSchema = z.object({ userIds: z.array(z.uuid({ error: 'userIds: unknown user' })).max(50) });

/** setProgramAdmins: replaces the list wholesale; every admin must hold a staff-side role. */
export async function setProgramAdmins(ctx: AppContext, programId: string, userIds: readonly string[]): Promise<ProgramRow> {
  const viewer = requireViewer(ctx);
  const program = await requireManagedProgram(ctx, viewer, programId);
  const { userIds: wanted } = parseInput(adminsSchema, { userIds: [...new Set(userIds)] });
  await ctx.data.run(async (tx) => {
    const found = wanted.length
      ? await tx.select({ id: users.id, roleType: roles.type }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(inArray(users.id, wanted))
      : [];
    if (found.length !== wanted.length) throw validationError('userIds: unknown user');
    if (found.some((u) => !isInRoleGroup(u.roleType, 'staff'))) throw validationError(`userIds: ${PORTFOLIO_MESSAGES.programAdminRole}`);
    const before = await tx.select({ userId: programAdmins.userId }).from(programAdmins).where(eq(programAdmins.programId, programId));
    await tx.delete(programAdmins).where(eq(programAdmins.programId, programId));
    if (wanted.length) await tx.insert(programAdmins).values(wanted.map((userId) => ({ incubatorId: ctx.incubator.id, programId, userId })));
    await recordActivity(tx, ctx.incubator.id, viewer.userId, {
      action: 'program.admins.set',
      entityType: 'program',
      entityId: programId,
      before: { admins: before.map((b) => b.userId).join(',') },
      after: { admins: wanted.join(',') },
    });
  });
  return program;
}

/** Why a startup cannot join a program (the one rule for one-by-one and bulk assignment). */
export type ProgramJoinRefusal = 'programNotFound' | 'programArchived' | 'userProgram' | 'alreadyInProgram';

/** Who makes a membership change: the tenant and the actor of the history row and the activity log. */
export interface MembershipActor {
  incubatorId: string;
  actorUserId: string | null;
}

/**
 * A startup joins a program, in the caller's transaction: the program must be an active startup program and the
 * startup not in it yet; the membership, its history event and the activity log entry are written together. The
 * caller has checked that the actor may manage the program and reach the startup. Used by addStartupToProgram and by
 * the bulk action (modules/batch), so the rule lives here once.
 */
export async function joinProgramInTx(tx: Tx, who: MembershipActor, programId: string, startup: { id: string; name: string }): Promise<ProgramJoinRefusal | null> {
  const [program] = await tx.select({ status: programs.status, programType: programs.programType }).from(programs).where(eq(programs.id, programId)).limit(1);
  if (!program) return 'programNotFound';
  if (program.status === 'archived') return 'programArchived';
  if (program.programType === 'user') return 'userProgram';
  const added = await tx
    .insert(startupPrograms)
    .values({ incubatorId: who.incubatorId, startupId: startup.id, programId, addedBy: who.actorUserId })
    .onConflictDoNothing()
    .returning({ id: startupPrograms.id });
  if (added.length === 0) return 'alreadyInProgram';
  await recordMembership(tx, who, programId, startup, 'joined');
  return null;
}

async function recordMembership(tx: Tx, who: MembershipActor, programId: string, startup: { id: string; name: string }, action: ProgramMembershipAction): Promise<void> {
  await tx.insert(programMembershipEvents).values({ incubatorId: who.incubatorId, startupId: startup.id, programId, action, actorId: who.actorUserId });
  await recordActivity(tx, who.incubatorId, who.actorUserId, {
    action: action === 'joined' ? 'program.startup.added' : 'program.startup.removed',
    entityType: 'program',
    entityId: programId,
    after: { startupId: startup.id, startupName: startup.name },
  });
}

const JOIN_REFUSALS: Record<ProgramJoinRefusal, () => Error> = {
  programNotFound: programNotFound,
  programArchived: () => validationError(`programId: ${PORTFOLIO_MESSAGES.programArchived}`),
  userProgram: () => validationError(`programId: ${PORTFOLIO_MESSAGES.userProgram}`),
  alreadyInProgram: () => validationError(`startupId: ${PORTFOLIO_MESSAGES.alreadyInProgram}`),
};

async function membershipChange(ctx: AppContext, programId: string, startupId: string, action: ProgramMembershipAction): Promise<ProgramRow> {
  const viewer = requireViewer(ctx);
  const program = await requireManagedProgram(ctx, viewer, programId);
  const actor = await loadActor(ctx, viewer);
  const who: MembershipActor = { incubatorId: ctx.incubator.id, actorUserId: viewer.userId };
  await ctx.data.run(async (tx) => {
    const access = await requireStartup(tx, viewer, actor, startupId);
    const startup = { id: startupId, name: access.name };
    if (action === 'joined') {
      const refusal = await joinProgramInTx(tx, who, programId, startup);
      if (refusal) throw JOIN_REFUSALS[refusal]();
      return;
    }
    const removed = await tx
      .delete(startupPrograms)
      .where(and(eq(startupPrograms.programId, programId), eq(startupPrograms.startupId, startupId)))
      .returning({ id: startupPrograms.id });
    if (removed.length === 0) throw notFoundError('The startup is not in this program');
    await recordMembership(tx, who, programId, startup, 'left');
  });
  return program;
}

export const addStartupToProgram = (ctx: AppContext, programId: string, startupId: string) => membershipChange(ctx, programId, startupId, 'joined');
export const removeStartupFromProgram = (ctx: AppContext, programId: string, startupId: string) => membershipChange(ctx, programId, startupId, 'left');

export interface MembershipEvent {
  _id: string;
  action: ProgramMembershipAction;
  createdAt: Date;
  program: { _id: string; name: string };
  startup: { _id: string; name: string };
  actor: { _id: string; fullName: string } | null;
}

export interface MembershipPage {
  results: MembershipEvent[];
  nextCursor: string | null;
}

const historySchema = z.object({
  programId: z.uuid().optional(),
  startupId: z.uuid().optional(),
  before: z.string().max(100).optional(),
  limit: z.number().int().min(1).max(100).default(50),
});

/**
 * programMembershipHistory: joins and leaves, newest first, of the programs and startups the viewer sees. The cursor
 * is the last event's `createdAt|id`, so paging is stable while new events arrive.
 */
export async function programMembershipHistory(
  ctx: AppContext,
  raw: { programId?: string | null; startupId?: string | null; cursor?: string | null; limit?: number | null },
): Promise<MembershipPage> {
  const viewer = requireViewer(ctx);
  const input = parseInput(historySchema, {
    programId: raw.programId ?? undefined,
    startupId: raw.startupId ?? undefined,
    before: raw.cursor ?? undefined,
    limit: raw.limit ?? undefined,
  });
  const visiblePrograms = await visibleProgramIds(ctx, viewer);
  const scope = (await loadVisibility(ctx, viewer)).startups;
  const conditions: SQL[] = [];
  if (visiblePrograms) conditions.push(inArray(programMembershipEvents.programId, visiblePrograms.length ? visiblePrograms : ['00000000-0000-0000-0000-000000000000']));
  if (scope.kind === 'ids') conditions.push(inArray(programMembershipEvents.startupId, scope.ids.length ? [...scope.ids] : ['00000000-0000-0000-0000-000000000000']));
  if (input.programId) conditions.push(eq(programMembershipEvents.programId, input.programId));
  if (input.startupId) conditions.push(eq(programMembershipEvents.startupId, input.startupId));
  if (input.before) {
    const [at, id] = input.before.split('|');
    const when = at ? new Date(at) : null;
    if (!when || Number.isNaN(when.getTime()) || !id || !isUuid(id)) throw validationError('cursor: not a cursor of this list');
    const older = or(lt(programMembershipEvents.createdAt, when), and(eq(programMembershipEvents.createdAt, when), lt(programMembershipEvents.id, id)));
    if (older) conditions.push(older);
  }
  const rows = await ctx.data.run((tx) =>
    tx
      .select({
        _id: programMembershipEvents.id,
        action: programMembershipEvents.action,
        createdAt: programMembershipEvents.createdAt,
        programId: programs.id,
        programName: programs.name,
        startupId: startups.id,
        startupName: startups.name,
        actorId: users.id,
        actorName: users.fullName,
      })
      .from(programMembershipEvents)
      .innerJoin(programs, eq(programs.id, programMembershipEvents.programId))
      .innerJoin(startups, eq(startups.id, programMembershipEvents.startupId))
      .leftJoin(users, eq(users.id, programMembershipEvents.actorId))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(programMembershipEvents.createdAt), desc(programMembershipEvents.id))
      .limit(input.limit + 1),
  );
  const page = rows.slice(0, input.limit);
  const last = page[page.length - 1];
  return {
    results: page.map((r) => ({
      _id: r._id,
      action: r.action,
      createdAt: r.createdAt,
      program: { _id: r.programId, name: r.programName },
      startup: { _id: r.startupId, name: r.startupName },
      actor: r.actorId ? { _id: r.actorId, fullName: r.actorName ?? '' } : null,
    })),
    nextCursor: rows.length > input.limit && last ? `${last.createdAt.toISOString()}|${last._id}` : null,
  };
}

/** The admins of these programs (users), and the count of startups in each, for the list: two statements. */
export async function programDetails(tx: Tx, ids: readonly string[]): Promise<{ admins: Map<string, Array<{ _id: string; fullName: string }>>; counts: Map<string, number> }> {
  const admins = new Map<string, Array<{ _id: string; fullName: string }>>();
  const counts = new Map<string, number>();
  if (ids.length === 0) return { admins, counts };
  const adminRows = await tx
    .select({ programId: programAdmins.programId, _id: users.id, fullName: users.fullName })
    .from(programAdmins)
    .innerJoin(users, eq(users.id, programAdmins.userId))
    .where(inArray(programAdmins.programId, [...ids]))
    .orderBy(asc(users.fullName));
  for (const row of adminRows) admins.set(row.programId, [...(admins.get(row.programId) ?? []), { _id: row._id, fullName: row.fullName }]);
  const countRows = await tx
    .select({ programId: startupPrograms.programId, n: sql<number>`count(*)::int` })
    .from(startupPrograms)
    .where(inArray(startupPrograms.programId, [...ids]))
    .groupBy(startupPrograms.programId);
  for (const row of countRows) counts.set(row.programId, Number(row.n));
  return { admins, counts };
}
