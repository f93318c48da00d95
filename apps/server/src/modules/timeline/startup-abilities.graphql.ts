/**
 * The startupAbilities query: what the viewer may do with one startup's file. It lives with the timeline, the
 * highest of the three modules whose rules it reads (startups ← metrics ← timeline), so that no two of them import
 * each other (D-110). Its access rule stays in the startups policy.
 */
import { builder } from '../../graphql/builder.js';
import { startupsPolicy } from '../startups/index.js';
import { startupAbilities, type StartupAbilities } from './startup-abilities.service.js';

const StartupAbilitiesRef = builder.objectRef<StartupAbilities>('StartupAbilities').implement({
  description: "What the viewer may do with one startup's file; the same rules the operations enforce (D-92).",
  fields: (t) => ({
    startupId: t.exposeID('startupId'),
    viewerCanSeeTimeline: t.exposeBoolean('viewerCanSeeTimeline', { description: 'startupTimeline answers (one of its people, assigned, or role visibility).' }),
    viewerCanPostOnTimeline: t.exposeBoolean('viewerCanPostOnTimeline', { description: 'createTimelineEvent with a public post.' }),
    viewerCanPostPrivate: t.exposeBoolean('viewerCanPostPrivate', { description: 'Private posts and items (TIMELINE:PRIVATE_COMMENT).' }),
    viewerCanPin: t.exposeBoolean('viewerCanPin', { description: 'Pinning and unpinning posts.' }),
    viewerCanSeeMetrics: t.exposeBoolean('viewerCanSeeMetrics', { description: 'startupMetricSeries answers (its people, or METRICS/EDIT:VIEW or METRICS:EDIT for it).' }),
  }),
});

builder.queryFields((t) => ({
  startupAbilities: t.field({
    type: StartupAbilitiesRef,
    description: "The viewer's abilities on a startup's file; NotFound when no such startup in this tenant.",
    args: { startupId: t.arg.id({ required: true }) },
    access: startupsPolicy.startupAbilities,
    resolve: (_root, args, ctx) => startupAbilities(ctx, String(args.startupId)),
  }),
}));
