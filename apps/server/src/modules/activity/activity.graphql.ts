/** activityLogs(cursor, limit, entityType): who changed what, when, before and after (admin role group). */
import { builder } from '../../graphql/builder.js';
import { listActivityLogs, type ActivityLogEntry, type ActivityLogPage } from './activity.service.js';
import { activityPolicy } from './activity.policy.js';

export const ActivityLogEntryRef = builder.objectRef<ActivityLogEntry>('ActivityLogEntry').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    action: t.exposeString('action', { description: 'Dotted verb, e.g. settings.branding.updated, flag.updated.' }),
    entityType: t.exposeString('entityType'),
    entityId: t.exposeString('entityId', { nullable: true }),
    before: t.field({ type: 'JSON', nullable: true, description: 'The changed fields before.', resolve: (e) => e.before }),
    after: t.field({ type: 'JSON', nullable: true, description: 'The changed fields after.', resolve: (e) => e.after }),
    createdAt: t.field({ type: 'DateTime', resolve: (e) => e.createdAt }),
  }),
});

const ActivityLogPageRef = builder.objectRef<ActivityLogPage>('ActivityLogPage').implement({
  fields: (t) => ({
    entries: t.field({ type: [ActivityLogEntryRef], resolve: (p) => p.entries }),
    nextCursor: t.exposeString('nextCursor', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  activityLogs: t.field({
    access: activityPolicy.activityLogs,
    type: ActivityLogPageRef,
    description: 'The organisation activity feed, newest first (admin role group).',
    args: { cursor: t.arg.string(), limit: t.arg.int(), entityType: t.arg.string() },
    resolve: (_root, args, ctx) => listActivityLogs(ctx, args),
  }),
}));
