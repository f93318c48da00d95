import { FEATURE_FLAGS, ROUTE_GATING_FLAGS } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import { buildSidebar, buildSitemap, type NavigationEntry, type NavigationFacts } from './navigation.catalogue.js';

type FlagStates = Record<string, { enabled: boolean; activated: boolean }>;

/** Every catalogue flag on, then the given overrides. */
function adminFacts(overrides: FlagStates = {}): NavigationFacts {
  const all: FlagStates = Object.fromEntries(FEATURE_FLAGS.map((name) => [name, { enabled: true, activated: true }]));
  return {
    roleType: 'Admin',
    permissions: new Set<string>(),
    userVisibility: 'ALL',
    startupVisibility: 'ALL',
    startupCount: 0,
    usesDataCollection: true,
    flags: new Map(Object.entries({ ...all, ...overrides })),
  };
}

/** The entry at a path of names (section → page → sub-page), or undefined. */
function entryAt(entries: NavigationEntry[], path: readonly string[]): NavigationEntry | undefined {
  const [head, ...rest] = path;
  const entry = entries.find((e) => e.name === head);
  return entry && rest.length > 0 ? entryAt(entry.subMenu, rest) : entry;
}

/** Flags beyond the four route-gating ones, each with the navigation entry it names. */
const CASES: ReadonlyArray<{ flag: string; build: (f: NavigationFacts) => NavigationEntry[]; path: readonly string[] }> = [
  { flag: 'activityFeed', build: buildSidebar, path: ['activityFeed'] },
  { flag: 'applicationsDashboard', build: buildSidebar, path: ['applications', 'analytics'] },
  { flag: 'milestones', build: buildSitemap, path: ['startupsManagement', 'programs', 'milestoneTemplates'] },
  { flag: 'dataCollection', build: buildSitemap, path: ['startupsManagement', 'programs', 'metricsDataCollection'] },
  { flag: 'editIndustries', build: buildSitemap, path: ['organisationSettings', 'industries'] },
];

describe('flags switch the navigation entries they name (GAP-18)', () => {
  it('the flags shown here are catalogue flags other than the four route-gating ones', () => {
    for (const { flag } of CASES) {
      expect(FEATURE_FLAGS as readonly string[]).toContain(flag);
      expect(ROUTE_GATING_FLAGS as readonly string[]).not.toContain(flag);
    }
  });

  it.each(CASES)('$flag: on → shown, in the plan but switched off → hidden, not in the plan → locked', ({ flag, build, path }) => {
    expect(entryAt(build(adminFacts()), path)).toMatchObject({ locked: false });
    expect(entryAt(build(adminFacts({ [flag]: { enabled: true, activated: false } })), path)).toBeUndefined();
    expect(entryAt(build(adminFacts({ [flag]: { enabled: false, activated: false } })), path)).toEqual({
      name: path[path.length - 1],
      locked: true,
      subMenu: [],
    });
  });

  it('a tenant with no row for a flag gets its entry locked', () => {
    const facts = adminFacts();
    const flags = new Map(facts.flags);
    flags.delete('activityFeed');
    expect(entryAt(buildSidebar({ ...facts, flags }), ['activityFeed'])).toMatchObject({ locked: true });
  });
});

describe('entries follow what the viewer may do there (D-92)', () => {
  it('metrics data collection: only for a viewer who may set it up or ask for data', () => {
    const path = ['startupsManagement', 'programs', 'metricsDataCollection'] as const;
    expect(entryAt(buildSitemap(adminFacts()), path)).toMatchObject({ locked: false });
    expect(entryAt(buildSitemap({ ...adminFacts(), roleType: 'Coach', usesDataCollection: false }), path)).toBeUndefined();
  });
});
