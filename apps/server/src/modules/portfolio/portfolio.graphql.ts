/** The portfolio list, its filter options and saved views (issue 14 item 3; docs/decisions.md D-120..D-124). */
import { ATTENTION_REASONS, PORTFOLIO_COLUMNS, PORTFOLIO_PAGE_MAX, PORTFOLIO_SORT_KEYS, SORT_DIRECTIONS, STARTUP_STAGES, STARTUP_STATUSES, type PortfolioViewState } from '@hatchery/domain';
import { builder } from '../../graphql/builder.js';
import { UserRef } from '../identity/users/index.js';
import { ExportFormatEnum, ExportJobRef } from '../metrics/index.js';
import { exportPortfolio } from './portfolio-export.service.js';
import { StartupRef } from '../startups/index.js';
import type { AttentionReason } from './portfolio-attention.js';
import { portfolioFilterOptions, type PortfolioFilterOptions } from './portfolio-options.service.js';
import { listPortfolio, type Named, type PortfolioEntry, type PortfolioPage } from './portfolio-list.service.js';
import { portfolioPolicy } from './portfolio.policy.js';
import { createSavedView, deleteSavedView, listSavedViews, updateSavedView, type SavedViewView } from './saved-views.service.js';

const PortfolioSortEnum = builder.enumType('PortfolioSort', { values: PORTFOLIO_SORT_KEYS });
const PortfolioSortDirectionEnum = builder.enumType('PortfolioSortDirection', { values: SORT_DIRECTIONS });
// The list's own names for the profile's lists (the startups module's StartupStage / StartupStatus are its own; the
// values are the same @hatchery/domain lists).
const PortfolioStageEnum = builder.enumType('PortfolioStage', { values: STARTUP_STAGES });
const PortfolioStatusEnum = builder.enumType('PortfolioStatus', { values: STARTUP_STATUSES });
const PortfolioColumnEnum = builder.enumType('PortfolioColumn', { values: PORTFOLIO_COLUMNS });
const AttentionReasonKindEnum = builder.enumType('AttentionReasonKind', {
  description: 'Why a startup needs attention (D-121).',
  values: ATTENTION_REASONS,
});

const AttentionReasonRef = builder.objectRef<AttentionReason>('AttentionReason').implement({
  fields: (t) => ({
    kind: t.field({ type: AttentionReasonKindEnum, resolve: (r) => r.kind }),
    days: t.exposeInt('days', { nullable: true, description: 'NO_RECENT_CONTACT: days since the last contact, or since the startup was created.' }),
    count: t.exposeInt('count', { nullable: true, description: 'OVERDUE_TASKS: tasks; METRICS_OVERDUE: data forms; METRICS_OUT_OF_RANGE: metrics.' }),
  }),
});

const PortfolioLabelRef = builder.objectRef<Named>('PortfolioLabel').implement({
  fields: (t) => ({ _id: t.exposeID('_id'), name: t.exposeString('name') }),
});

const PortfolioTagRef = builder.objectRef<Named & { color: string | null }>('PortfolioTag').implement({
  fields: (t) => ({ _id: t.exposeID('_id'), name: t.exposeString('name'), color: t.exposeString('color', { nullable: true }) }),
});

const PortfolioEntryRef = builder.objectRef<PortfolioEntry>('PortfolioEntry').implement({
  description: 'One row of the portfolio list: the startup and what the list shows about it.',
  fields: (t) => ({
    startup: t.field({ type: StartupRef, resolve: (e) => e.startup }),
    stage: t.field({ type: PortfolioStageEnum, nullable: true, resolve: (e) => e.stage }),
    status: t.field({ type: PortfolioStatusEnum, resolve: (e) => e.status }),
    location: t.exposeString('location', { nullable: true }),
    teamSize: t.exposeInt('teamSize', { nullable: true }),
    foundedOn: t.exposeString('foundedOn', { nullable: true, description: 'YYYY-MM-DD.' }),
    industries: t.field({ type: [PortfolioLabelRef], resolve: (e) => e.industries }),
    tags: t.field({ type: [PortfolioTagRef], resolve: (e) => e.tags }),
    mentors: t.field({ type: [UserRef], description: 'The mentors, coaches and experts assigned to the startup.', resolve: (e) => e.mentors }),
    lastContactAt: t.expose('lastContactAt', { type: 'DateTime', nullable: true, description: 'The latest timeline activity by a coach, mentor or expert (D-121).' }),
    attention: t.field({ type: [AttentionReasonRef], description: 'Empty when the startup needs no attention.', resolve: (e) => e.attention }),
  }),
});

const PortfolioPageRef = builder.objectRef<PortfolioPage>('PortfolioPage').implement({
  fields: (t) => ({
    results: t.field({ type: [PortfolioEntryRef], resolve: (p) => p.results }),
    totalCount: t.exposeInt('totalCount'),
    nextCursor: t.exposeString('nextCursor', { nullable: true }),
  }),
});

const PortfolioViewInput = builder.inputType('PortfolioViewInput', {
  description: 'Filters, sort and columns of the portfolio list (what a saved view stores).',
  fields: (t) => ({
    search: t.string(),
    programIds: t.idList(),
    tagIds: t.idList(),
    industryIds: t.idList(),
    mentorIds: t.idList({ description: 'Assigned mentors, coaches or experts.' }),
    stages: t.field({ type: [PortfolioStageEnum] }),
    status: t.field({ type: PortfolioStatusEnum, description: 'active (default) or archived.' }),
    needsAttention: t.boolean(),
    sort: t.field({ type: PortfolioSortEnum }),
    direction: t.field({ type: PortfolioSortDirectionEnum }),
    columns: t.field({ type: [PortfolioColumnEnum] }),
  }),
});

const PortfolioViewRef = builder.objectRef<PortfolioViewState>('PortfolioView').implement({
  fields: (t) => ({
    search: t.string({ nullable: true, resolve: (v) => v.search ?? null }),
    programIds: t.idList({ resolve: (v) => v.programIds ?? [] }),
    tagIds: t.idList({ resolve: (v) => v.tagIds ?? [] }),
    industryIds: t.idList({ resolve: (v) => v.industryIds ?? [] }),
    mentorIds: t.idList({ resolve: (v) => v.mentorIds ?? [] }),
    stages: t.field({ type: [PortfolioStageEnum], resolve: (v) => v.stages ?? [] }),
    status: t.field({ type: PortfolioStatusEnum, nullable: true, resolve: (v) => v.status ?? null }),
    needsAttention: t.boolean({ nullable: true, resolve: (v) => v.needsAttention ?? null }),
    sort: t.field({ type: PortfolioSortEnum, nullable: true, resolve: (v) => v.sort ?? null }),
    direction: t.field({ type: PortfolioSortDirectionEnum, nullable: true, resolve: (v) => v.direction ?? null }),
    columns: t.field({ type: [PortfolioColumnEnum], nullable: true, resolve: (v) => v.columns ?? null }),
  }),
});

const SavedViewRef = builder.objectRef<SavedViewView>('SavedView').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    name: t.exposeString('name'),
    state: t.field({ type: PortfolioViewRef, resolve: (v) => v.state }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const PortfolioFilterOptionsRef = builder.objectRef<PortfolioFilterOptions>('PortfolioFilterOptions').implement({
  fields: (t) => ({
    programs: t.field({ type: [PortfolioLabelRef], resolve: (o) => o.programs }),
    tags: t.field({ type: [PortfolioTagRef], resolve: (o) => o.tags }),
    industries: t.field({ type: [PortfolioLabelRef], resolve: (o) => o.industries }),
    mentors: t.field({ type: [UserRef], resolve: (o) => o.mentors }),
  }),
});

type ViewArg = Record<string, unknown> | null | undefined;
/** GraphQL ids arrive as strings or numbers; the schema wants strings. */
const viewOf = (view: ViewArg): unknown =>
  view ? Object.fromEntries(Object.entries(view).map(([k, v]) => [k, Array.isArray(v) ? v.map((x) => (typeof x === 'number' ? String(x) : x)) : v])) : undefined;

builder.queryFields((t) => ({
  portfolio: t.field({
    type: PortfolioPageRef,
    description: `The portfolio list (/startups; /coaching with coaching: true — only the startups assigned to the viewer); limit ≤ ${PORTFOLIO_PAGE_MAX}.`,
    args: { view: t.arg({ type: PortfolioViewInput }), coaching: t.arg.boolean(), cursor: t.arg.string(), limit: t.arg.int() },
    access: portfolioPolicy.portfolio,
    resolve: (_root, args, ctx) => listPortfolio(ctx, { view: viewOf(args.view as ViewArg), coaching: args.coaching, cursor: args.cursor, limit: args.limit }),
  }),
  portfolioFilterOptions: t.field({
    type: PortfolioFilterOptionsRef,
    description: "What the portfolio filters offer: programs, startup tags, industries, and the mentors assigned to the viewer's startups.",
    access: portfolioPolicy.portfolioFilterOptions,
    resolve: (_root, _args, ctx) => portfolioFilterOptions(ctx),
  }),
  savedViews: t.field({
    type: [SavedViewRef],
    description: "The viewer's saved views of the portfolio list (flag savedViewsStartups).",
    access: portfolioPolicy.savedViews,
    resolve: (_root, _args, ctx) => listSavedViews(ctx),
  }),
}));

builder.mutationFields((t) => ({
  exportPortfolio: t.field({
    type: ExportJobRef,
    description: 'Queues the portfolio list (this view, every page) as CSV or XLSX; poll exportJob(id) for progress and the file.',
    args: { view: t.arg({ type: PortfolioViewInput }), coaching: t.arg.boolean(), format: t.arg({ type: ExportFormatEnum, required: true }) },
    access: portfolioPolicy.exportPortfolio,
    resolve: (_root, args, ctx) => exportPortfolio(ctx, { view: viewOf(args.view as ViewArg), coaching: args.coaching, format: args.format }),
  }),
  createSavedView: t.field({
    type: SavedViewRef,
    args: { name: t.arg.string({ required: true }), state: t.arg({ type: PortfolioViewInput, required: true }) },
    access: portfolioPolicy.createSavedView,
    resolve: (_root, args, ctx) => createSavedView(ctx, { name: args.name, state: viewOf(args.state as ViewArg) ?? {} }),
  }),
  updateSavedView: t.field({
    type: SavedViewRef,
    args: { id: t.arg.id({ required: true }), name: t.arg.string(), state: t.arg({ type: PortfolioViewInput }) },
    access: portfolioPolicy.updateSavedView,
    resolve: (_root, args, ctx) => updateSavedView(ctx, { id: String(args.id), name: args.name, state: viewOf(args.state as ViewArg) }),
  }),
  deleteSavedView: t.field({
    type: 'Boolean',
    args: { id: t.arg.id({ required: true }) },
    access: portfolioPolicy.deleteSavedView,
    resolve: (_root, args, ctx) => deleteSavedView(ctx, String(args.id)),
  }),
}));
