/**
 * The overview's bulk surroundings (issue 16 item 3; D-290..D-295): the export of selected or filtered applications,
 * what a bulk action may name (tags an application carries, evaluators), the tags of an application, and the
 * overview's saved views (flag savedViewsApplications). The bulk actions themselves are `startApplicationBatch`
 * (modules/batch).
 */
import { APPLICATION_STATUSES, applicationViewStateSchema, type ApplicationViewState } from '@hatchery/domain';
import { builder } from '../../graphql/builder.js';
import { ExportFormatEnum, ExportJobRef } from '../metrics/index.js';
import { savedViewStore, type SavedViewView } from '../portfolio/index.js';
import { TagRef } from '../tags/index.js';
import { ApplicationRef, ApplicationSourceEnum } from './application.graphql.js';
import { applicationBulkOptions, applicationTagList, type ApplicationBulkOptions } from './application-bulk-options.service.js';
import { exportApplications } from './application-export.service.js';
import { viewerIsStaffOf } from './application-file.service.js';
import { ApplicationStatusEnum } from './applications.graphql.js';
import { applicationsPolicy } from './applications.policy.js';
import { ApplicationFilter, ApplicationQueueStageEnum, ApplicationStatusGroupEnum, filterArg } from './overview.graphql.js';
import { APPLICATIONS_MESSAGES as M } from '@hatchery/domain';

builder.objectField(ApplicationRef, 'tags', (t) =>
  t.field({
    type: [TagRef],
    nullable: true,
    description: 'The tags staff put on the application (kinds application and other); null for a viewer who reaches it only as an evaluator (staff’s working labels).',
    resolve: async (application, _a, ctx) => ((await viewerIsStaffOf(ctx, application)) ? applicationTagList(ctx, application.id) : null),
  }),
);

const ApplicationBulkOptionsRef = builder.objectRef<ApplicationBulkOptions>('ApplicationBulkOptions').implement({
  description: 'What a bulk action over applications may name.',
  fields: (t) => ({
    tags: t.field({ type: [TagRef], resolve: (o) => o.tags }),
    evaluators: t.field({
      type: [builder.objectRef<{ _id: string; fullName: string }>('ApplicationBulkEvaluator').implement({ fields: (f) => ({ _id: f.exposeID('_id'), fullName: f.exposeString('fullName') }) })],
      description: 'Active internal users (who may evaluate).',
      resolve: (o) => o.evaluators,
    }),
  }),
});

const ApplicationViewStateRef = builder.objectRef<ApplicationViewState>('ApplicationViewState').implement({
  fields: (t) => ({
    funnelId: t.id({ nullable: true, resolve: (s) => s.funnelId ?? null }),
    roundId: t.id({ nullable: true, resolve: (s) => s.roundId ?? null }),
    statuses: t.field({ type: [ApplicationStatusEnum], nullable: true, resolve: (s) => s.statuses ?? null }),
    group: t.field({ type: ApplicationStatusGroupEnum, nullable: true, resolve: (s) => s.group ?? null }),
    search: t.string({ nullable: true, resolve: (s) => s.search ?? null }),
    sources: t.field({ type: [ApplicationSourceEnum], nullable: true, resolve: (s) => s.sources ?? null }),
    tagIds: t.idList({ nullable: true, resolve: (s) => s.tagIds ?? null }),
    queue: t.field({ type: ApplicationQueueStageEnum, nullable: true, description: 'The queue bar stage the view filters by (D-386, D-495).', resolve: (s) => s.queue ?? null }),
  }),
});

const ApplicationViewStateInput = builder.inputType('ApplicationViewStateInput', {
  fields: (t) => ({
    funnelId: t.id(),
    roundId: t.id(),
    statuses: t.field({ type: [ApplicationStatusEnum], description: `Any of ${APPLICATION_STATUSES.length} statuses.` }),
    group: t.field({ type: ApplicationStatusGroupEnum }),
    search: t.string(),
    sources: t.field({ type: [ApplicationSourceEnum] }),
    tagIds: t.idList(),
    queue: t.field({ type: ApplicationQueueStageEnum }),
  }),
});

const ApplicationSavedViewRef = builder.objectRef<SavedViewView<ApplicationViewState>>('ApplicationSavedView').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    name: t.exposeString('name'),
    state: t.field({ type: ApplicationViewStateRef, resolve: (v) => v.state }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const views = savedViewStore<ApplicationViewState>({
  scope: 'applications',
  flag: 'savedViewsApplications',
  offMessage: M.savedViewsOff,
  stateSchema: applicationViewStateSchema,
});

type StateArg = { funnelId?: string | number | null; roundId?: string | number | null; tagIds?: ReadonlyArray<string | number> | null } & Record<string, unknown>;
const stateOf = (state: StateArg | null | undefined) => (state ? filterArg(state) : state);

builder.queryFields((t) => ({
  applicationBulkOptions: t.field({
    type: ApplicationBulkOptionsRef,
    description: 'The tags and evaluators the bulk bar may offer.',
    access: applicationsPolicy.applicationBulkOptions,
    resolve: (_r, _a, ctx) => applicationBulkOptions(ctx),
  }),
  applicationSavedViews: t.field({
    type: [ApplicationSavedViewRef],
    description: "The viewer's saved views of the applications overview (flag savedViewsApplications).",
    access: applicationsPolicy.applicationSavedViews,
    resolve: (_r, _a, ctx) => views.list(ctx),
  }),
}));

builder.mutationFields((t) => ({
  exportApplications: t.field({
    type: ExportJobRef,
    description: 'Queues the selected applications (or, without ids, every application the filter matches) as CSV or XLSX; poll exportJob(id). Plan gate "bulk application export".',
    args: { applicationIds: t.arg.idList(), filter: t.arg({ type: ApplicationFilter }), format: t.arg({ type: ExportFormatEnum, required: true }) },
    access: applicationsPolicy.exportApplications,
    resolve: (_r, args, ctx) =>
      exportApplications(ctx, { format: args.format, applicationIds: args.applicationIds?.map(String), filter: args.filter ? filterArg(args.filter) : null }),
  }),
  createApplicationSavedView: t.field({
    type: ApplicationSavedViewRef,
    args: { name: t.arg.string({ required: true }), state: t.arg({ type: ApplicationViewStateInput, required: true }) },
    access: applicationsPolicy.createApplicationSavedView,
    resolve: (_r, args, ctx) => views.create(ctx, { name: args.name, state: stateOf(args.state) ?? {} }),
  }),
  updateApplicationSavedView: t.field({
    type: ApplicationSavedViewRef,
    args: { id: t.arg.id({ required: true }), name: t.arg.string(), state: t.arg({ type: ApplicationViewStateInput }) },
    access: applicationsPolicy.updateApplicationSavedView,
    resolve: (_r, args, ctx) => views.update(ctx, { id: String(args.id), name: args.name, state: stateOf(args.state) }),
  }),
  deleteApplicationSavedView: t.field({
    type: 'Boolean',
    args: { id: t.arg.id({ required: true }) },
    access: applicationsPolicy.deleteApplicationSavedView,
    resolve: (_r, args, ctx) => views.remove(ctx, String(args.id)),
  }),
}));
