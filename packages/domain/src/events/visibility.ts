/**
 * Who may see and register for a published event (D2 §3.7 visibility; issue 18 item 2; D-420). Four dimensions — the
 * viewer's role, the viewer's user tags, the tags of the viewer's startups and the programs of the viewer's startups —
 * each with an `is` and an `isNot` list of ids. A dimension lets the viewer through when its `is` list is empty or the
 * viewer holds one of its ids, and none of the viewer's ids is in its `isNot` list; the viewer sees the event when all
 * four let them through. Empty lists everywhere: the whole tenant. The server runs the same rule in SQL
 * (events.visibility.ts); the property tests hold the two definitions together through the example table.
 */
export interface VisibilityRule {
  readonly is: readonly string[];
  readonly isNot: readonly string[];
}

export interface EventVisibility {
  readonly userRoles: VisibilityRule;
  readonly userTags: VisibilityRule;
  readonly startupTags: VisibilityRule;
  readonly startupPrograms: VisibilityRule;
}

/** What the rule looks at about a viewer: their role id and the ids they hold in each dimension. */
export interface VisibilityFacts {
  readonly roleIds: readonly string[];
  readonly userTagIds: readonly string[];
  readonly startupTagIds: readonly string[];
  readonly programIds: readonly string[];
}

export const VISIBILITY_DIMENSIONS = ['userRoles', 'userTags', 'startupTags', 'startupPrograms'] as const;
export type VisibilityDimension = (typeof VISIBILITY_DIMENSIONS)[number];

const FACT_OF: Record<VisibilityDimension, keyof VisibilityFacts> = {
  userRoles: 'roleIds',
  userTags: 'userTagIds',
  startupTags: 'startupTagIds',
  startupPrograms: 'programIds',
};

export const OPEN_VISIBILITY: EventVisibility = {
  userRoles: { is: [], isNot: [] },
  userTags: { is: [], isNot: [] },
  startupTags: { is: [], isNot: [] },
  startupPrograms: { is: [], isNot: [] },
};

export function passesRule(rule: VisibilityRule, held: readonly string[]): boolean {
  const mine = new Set(held);
  if (rule.isNot.some((id) => mine.has(id))) return false;
  return rule.is.length === 0 || rule.is.some((id) => mine.has(id));
}

/** The dimension that keeps the viewer out, or null when they may see (and so register for) the event. */
export function visibilityRefusal(visibility: EventVisibility, facts: VisibilityFacts): VisibilityDimension | null {
  for (const dimension of VISIBILITY_DIMENSIONS) {
    if (!passesRule(visibility[dimension], facts[FACT_OF[dimension]])) return dimension;
  }
  return null;
}

export function mayViewerSeeEvent(visibility: EventVisibility, facts: VisibilityFacts): boolean {
  return visibilityRefusal(visibility, facts) === null;
}

export function isOpenVisibility(visibility: EventVisibility): boolean {
  return VISIBILITY_DIMENSIONS.every((d) => visibility[d].is.length === 0 && visibility[d].isNot.length === 0);
}
