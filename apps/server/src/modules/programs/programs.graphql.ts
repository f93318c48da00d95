/**
 * Programs on the one `Program` type (D-107; the type is startups', here its fields), the programs list, one program,
 * the membership history, and the management mutations (issue 14 item 2).
 */
import { PROGRAM_MEMBERSHIP_ACTIONS, PROGRAM_MODES, PROGRAM_STATUSES, PROGRAM_TYPES, programPhase, safeTimeZone, calendarDateIn } from '@hatchery/domain';
import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import { builder } from '../../graphql/builder.js';
import { programs } from '../../db/schema/index.js';
import { isUuid } from '../../db/index.js';
import type { AppContext } from '../../http/context.js';
import { UserRef } from '../identity/users/index.js';
import { ProgramRef, StartupRef } from '../startups/index.js';
import { programsPolicy } from './programs.policy.js';
import {
  addStartupToProgram,
  createProgram,
  getProgram,
  listPrograms,
  mayManageProgram,
  programDetails,
  programMembershipHistory,
  removeStartupFromProgram,
  setProgramAdmins,
  setProgramArchived,
  updateProgram,
  type MembershipEvent,
  type MembershipPage,
  type ProgramRow,
} from './programs.service.js';

const ProgramTypeEnum = builder.enumType('ProgramType', { values: PROGRAM_TYPES });
const ProgramModeEnum = builder.enumType('ProgramMode', { values: PROGRAM_MODES });
const ProgramStatusEnum = builder.enumType('ProgramStatus', { values: PROGRAM_STATUSES });
const ProgramPhaseEnum = builder.enumType('ProgramPhase', { values: ['upcoming', 'running', 'finished', 'undated'] as const });
const MembershipActionEnum = builder.enumType('ProgramMembershipAction', { values: PROGRAM_MEMBERSHIP_ACTIONS });

type ProgramSource = { _id: string; name: string };
type Details = { row: ProgramRow | null; admins: Array<{ _id: string; fullName: string }>; startupCount: number };

const loaders = new WeakMap<AppContext, DataLoader<string, Details>>();

/** The program's row, admins and startup count: three statements per request for any number of programs. */
function programLoader(ctx: AppContext): DataLoader<string, Details> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<string, Details>(async (ids) => {
      const wanted = ids.filter(isUuid);
      const { rows, details } = await ctx.data.run(async (tx) => ({
        rows: wanted.length ? await tx.select().from(programs).where(inArray(programs.id, wanted)) : [],
        details: await programDetails(tx, wanted),
      }));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => ({ row: byId.get(id) ?? null, admins: details.admins.get(id) ?? [], startupCount: details.counts.get(id) ?? 0 }));
    });
    loaders.set(ctx, loader);
  }
  return loader;
}

const rowOf = async (ctx: AppContext, p: ProgramSource) => (await programLoader(ctx).load(p._id)).row;
const toSource = (row: ProgramRow): ProgramSource => ({ _id: row.id, name: row.name });

function todayIn(ctx: AppContext): string {
  const { year, month, day } = calendarDateIn(new Date(), safeTimeZone(ctx.incubator.timezone));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

builder.objectFields(ProgramRef, (t) => ({
  shortName: t.string({ nullable: true, resolve: async (p, _a, ctx) => (await rowOf(ctx, p))?.shortName ?? null }),
  programType: t.field({ type: ProgramTypeEnum, nullable: true, resolve: async (p, _a, ctx) => (await rowOf(ctx, p))?.programType ?? null }),
  mode: t.field({ type: ProgramModeEnum, nullable: true, resolve: async (p, _a, ctx) => (await rowOf(ctx, p))?.mode ?? null }),
  description: t.string({ nullable: true, resolve: async (p, _a, ctx) => (await rowOf(ctx, p))?.description ?? null }),
  startsOn: t.string({ nullable: true, description: 'YYYY-MM-DD.', resolve: async (p, _a, ctx) => (await rowOf(ctx, p))?.startsOn ?? null }),
  endsOn: t.string({ nullable: true, description: 'YYYY-MM-DD.', resolve: async (p, _a, ctx) => (await rowOf(ctx, p))?.endsOn ?? null }),
  status: t.field({ type: ProgramStatusEnum, nullable: true, resolve: async (p, _a, ctx) => (await rowOf(ctx, p))?.status ?? null }),
  archivedAt: t.field({ type: 'DateTime', nullable: true, resolve: async (p, _a, ctx) => (await rowOf(ctx, p))?.archivedAt ?? null }),
  phase: t.field({
    type: ProgramPhaseEnum,
    nullable: true,
    description: "From its dates and the tenant's today.",
    resolve: async (p, _a, ctx) => {
      const row = await rowOf(ctx, p);
      return row ? programPhase(row.startsOn, row.endsOn, todayIn(ctx)) : null;
    },
  }),
  admins: t.field({ type: [UserRef], resolve: async (p, _a, ctx) => (await programLoader(ctx).load(p._id)).admins }),
  startupCount: t.int({ resolve: async (p, _a, ctx) => (await programLoader(ctx).load(p._id)).startupCount }),
  viewerCanManage: t.boolean({
    resolve: (p, _a, ctx) => (ctx.viewer ? ctx.data.run((tx) => mayManageProgram(tx, ctx.viewer!, p._id)) : false),
  }),
}));

const MembershipEventRef = builder.objectRef<MembershipEvent>('ProgramMembershipEvent').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    action: t.field({ type: MembershipActionEnum, resolve: (e) => e.action }),
    createdAt: t.field({ type: 'DateTime', resolve: (e) => e.createdAt }),
    program: t.field({ type: ProgramRef, resolve: (e) => e.program }),
    startup: t.field({ type: StartupRef, resolve: (e) => e.startup }),
    actor: t.field({ type: UserRef, nullable: true, resolve: (e) => e.actor }),
  }),
});

const MembershipPageRef = builder.objectRef<MembershipPage>('ProgramMembershipPage').implement({
  fields: (t) => ({
    results: t.field({ type: [MembershipEventRef], resolve: (p) => p.results }),
    nextCursor: t.exposeString('nextCursor', { nullable: true }),
  }),
});

const ProgramInput = builder.inputType('ProgramInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    shortName: t.string(),
    programType: t.field({ type: ProgramTypeEnum }),
    mode: t.field({ type: ProgramModeEnum }),
    description: t.string(),
    startsOn: t.string({ description: 'YYYY-MM-DD.' }),
    endsOn: t.string({ description: 'YYYY-MM-DD, on or after startsOn.' }),
  }),
});

type ProgramInputValue = { name: string; shortName?: string | null; programType?: string | null; mode?: string | null; description?: string | null; startsOn?: string | null; endsOn?: string | null };
/** GraphQL null for the type means the default; the schema reads undefined as "use the default". */
const programInput = (input: ProgramInputValue) => ({ ...input, programType: input.programType ?? undefined });

builder.queryFields((t) => ({
  programs: t.field({
    type: [ProgramRef],
    description: 'The programs the viewer sees (all with startup visibility ALL; else those they run or that hold a startup they see), newest first.',
    args: { includeArchived: t.arg.boolean(), search: t.arg.string() },
    access: programsPolicy.programs,
    resolve: async (_r, args, ctx) => (await listPrograms(ctx, args)).map(toSource),
  }),
  program: t.field({
    type: ProgramRef,
    args: { id: t.arg.id({ required: true }) },
    access: programsPolicy.program,
    resolve: async (_r, args, ctx) => toSource(await getProgram(ctx, String(args.id))),
  }),
  programMembershipHistory: t.field({
    type: MembershipPageRef,
    description: 'Startups joining and leaving programs, newest first, within what the viewer sees.',
    args: { programId: t.arg.id(), startupId: t.arg.id(), cursor: t.arg.string(), limit: t.arg.int() },
    access: programsPolicy.programMembershipHistory,
    resolve: (_r, args, ctx) =>
      programMembershipHistory(ctx, { ...args, programId: args.programId == null ? null : String(args.programId), startupId: args.startupId == null ? null : String(args.startupId) }),
  }),
}));

builder.mutationFields((t) => ({
  createProgram: t.field({
    type: ProgramRef,
    args: { input: t.arg({ type: ProgramInput, required: true }) },
    access: programsPolicy.createProgram,
    resolve: async (_r, args, ctx) => toSource(await createProgram(ctx, programInput(args.input))),
  }),
  updateProgram: t.field({
    type: ProgramRef,
    args: { programId: t.arg.id({ required: true }), input: t.arg({ type: ProgramInput, required: true }) },
    access: programsPolicy.updateProgram,
    resolve: async (_r, args, ctx) => toSource(await updateProgram(ctx, String(args.programId), programInput(args.input))),
  }),
  archiveProgram: t.field({
    type: ProgramRef,
    args: { programId: t.arg.id({ required: true }) },
    access: programsPolicy.archiveProgram,
    resolve: async (_r, args, ctx) => toSource(await setProgramArchived(ctx, String(args.programId), true)),
  }),
  restoreProgram: t.field({
    type: ProgramRef,
    args: { programId: t.arg.id({ required: true }) },
    access: programsPolicy.restoreProgram,
    resolve: async (_r, args, ctx) => toSource(await setProgramArchived(ctx, String(args.programId), false)),
  }),
  setProgramAdmins: t.field({
    type: ProgramRef,
    description: 'Replaces the program admins wholesale (staff roles only).',
    args: { programId: t.arg.id({ required: true }), userIds: t.arg.idList({ required: true }) },
    access: programsPolicy.setProgramAdmins,
    resolve: async (_r, args, ctx) => toSource(await setProgramAdmins(ctx, String(args.programId), args.userIds.map(String))),
  }),
  addStartupToProgram: t.field({
    type: ProgramRef,
    args: { programId: t.arg.id({ required: true }), startupId: t.arg.id({ required: true }) },
    access: programsPolicy.addStartupToProgram,
    resolve: async (_r, args, ctx) => toSource(await addStartupToProgram(ctx, String(args.programId), String(args.startupId))),
  }),
  removeStartupFromProgram: t.field({
    type: ProgramRef,
    args: { programId: t.arg.id({ required: true }), startupId: t.arg.id({ required: true }) },
    access: programsPolicy.removeStartupFromProgram,
    resolve: async (_r, args, ctx) => toSource(await removeStartupFromProgram(ctx, String(args.programId), String(args.startupId))),
  }),
}));
