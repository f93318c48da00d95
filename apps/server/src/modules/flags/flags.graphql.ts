/** availableFeatureFlags, incubatorFeatureFlags, featureFlagsByName and setFeatureFlag (D1 §7.4, D2 §3.5). */
import { builder } from '../../graphql/builder.js';
import { forbiddenError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import { FeatureFlagRef } from '../incubator/index.js';
import { listFeatureFlags } from '../incubator/index.js';
import { featureFlagsByName, listAvailableFeatureFlags, setFeatureFlag, type AvailableFeatureFlag } from './flags.service.js';
import { flagsPolicy } from './flags.policy.js';

const AvailableFeatureFlagRef = builder.objectRef<AvailableFeatureFlag>('FeatureFlag').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    name: t.exposeString('name'),
    type: t.exposeString('type', { description: 'feature or integration.' }),
    enabled: t.exposeBoolean('enabled', { description: "Included in the tenant's plan." }),
    activated: t.exposeBoolean('activated', { description: 'Switched on by the organisation.' }),
  }),
});

builder.queryFields((t) => ({
  availableFeatureFlags: t.field({
    access: flagsPolicy.availableFeatureFlags,
    type: [AvailableFeatureFlagRef],
    description: 'The whole flag catalogue with each type and this tenant’s state (signed-in users).',
    resolve: (_root, _args, ctx) => listAvailableFeatureFlags(ctx),
  }),
  incubatorFeatureFlags: t.field({
    access: flagsPolicy.incubatorFeatureFlags,
    type: [FeatureFlagRef],
    description: "The tenant's flags (signed-in users; incubatorId, when given, must be the host's tenant).",
    args: { incubatorId: t.arg.id() },
    resolve: (_root, args, ctx) => {
      requireViewer(ctx);
      if (args.incubatorId != null && String(args.incubatorId) !== ctx.incubator.id) throw forbiddenError();
      return listFeatureFlags(ctx);
    },
  }),
  featureFlagsByName: t.field({
    access: flagsPolicy.featureFlagsByName,
    type: [FeatureFlagRef],
    args: { names: t.arg.stringList({ required: true }) },
    resolve: (_root, args, ctx) => {
      requireViewer(ctx);
      return featureFlagsByName(ctx, args.names);
    },
  }),
}));

builder.mutationFields((t) => ({
  setFeatureFlag: t.field({
    access: flagsPolicy.setFeatureFlag,
    type: FeatureFlagRef,
    description: 'Admin role group: include a feature in the plan (enabled) and switch it on (activated).',
    args: {
      name: t.arg.string({ required: true }),
      enabled: t.arg.boolean({ required: true }),
      activated: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, ctx) => setFeatureFlag(ctx, args),
  }),
}));
