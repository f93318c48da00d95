/** Public tenant data: the incubator row (from the request context) and its feature flags. */
import { DEFAULT_STARTUP_LABEL, FEATURE_FLAGS, normalizeLocale } from '@hatchery/domain';
import { incubatorFeatureFlags, type Incubator, type StartupNameAlternative } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';

export interface FeatureFlagState {
  name: string;
  enabled: boolean;
  activated: boolean;
}

/** Every catalogue flag with this tenant's state (a flag the tenant has no row for is off). */
export async function listFeatureFlags(ctx: AppContext): Promise<FeatureFlagState[]> {
  const rows = await ctx.data.run((tx) =>
    tx
      .select({
        name: incubatorFeatureFlags.flagName,
        enabled: incubatorFeatureFlags.enabled,
        activated: incubatorFeatureFlags.activated,
      })
      .from(incubatorFeatureFlags),
  );
  const byName = new Map(rows.map((row) => [row.name, row]));
  const known = FEATURE_FLAGS.map((name) => byName.get(name) ?? { name, enabled: false, activated: false });
  const extra = rows.filter((row) => !(FEATURE_FLAGS as readonly string[]).includes(row.name));
  return [...known, ...extra];
}

/** D1 §1 / TEN-05: the tenant's alternative label for the language, else its default language's, else "Startup". */
export function startupLabelFor(incubator: Pick<Incubator, 'defaultLanguage'> & { startupNameAlternative: StartupNameAlternative }, language?: string | null): string {
  const alternative = incubator.startupNameAlternative;
  if (!alternative.active || alternative.label.length === 0) return DEFAULT_STARTUP_LABEL;
  const wanted = [normalizeLocale(language), normalizeLocale(incubator.defaultLanguage)];
  for (const locale of wanted) {
    const match = locale ? alternative.label.find((entry) => normalizeLocale(entry.language) === locale) : undefined;
    if (match && match.value.trim() !== '') return match.value;
  }
  return alternative.label.find((entry) => entry.value.trim() !== '')?.value ?? DEFAULT_STARTUP_LABEL;
}
