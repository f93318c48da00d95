/**
 * The public surface of modules/incubator (D-109): what other modules, app.ts, the schema assembly, the seed and
 * the jobs may use. Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
import './incubator.graphql.js';

export { BrandPaletteRef, CustomLoginRef, FeatureFlagRef, IncubatorSeoRef, LoginProviderRef, PublicIncubatorRef, SsoConfigurationRef, StartupNameAlternativeRef } from './incubator.graphql.js';
export { listFeatureFlags } from './incubator.service.js';
export type { FeatureFlagState } from './incubator.service.js';
