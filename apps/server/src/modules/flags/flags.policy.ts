/**
 * Who may call the feature-flag operations (D-106), one rule per root field, run before the resolver. Switching a
 * flag belongs to the plan page of the organisation settings and shares its admin rule.
 */
import { authenticated } from '../permissions/index.js';
import { ORGANISATION_ADMIN } from '../permissions/index.js';

export const flagsPolicy = {
  availableFeatureFlags: authenticated(),
  // An incubatorId argument must name the request's own tenant: checked by the resolver with the argument.
  incubatorFeatureFlags: authenticated('own tenant only'),
  featureFlagsByName: authenticated(),
  setFeatureFlag: ORGANISATION_ADMIN,
} as const;
