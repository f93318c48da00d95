/** The public surface of features/tags: the tag badge, the shared alerts of the taxonomy pages and the badge fragment. */
export { TAG_BADGE_FIELDS } from './documents';
export { TagBadge, TagBadges, taxonomyMessageKey, useTaxonomyAlerts } from './taxonomyUi';
export type { TagLike } from './taxonomyUi';
