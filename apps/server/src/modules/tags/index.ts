/**
 * The public surface of modules/tags (D-109): the tag lists of /taxonomy/tags/*, Startup.tags and User.tags, and
 * what the mentors and community modules and the seed use. Lint refuses a deep import from outside.
 */
import './tags.graphql.js';

export { TagRef, TagKindEnum } from './tags.graphql.js';
export type { TagSource } from './tags.graphql.js';
export { addStartupTagsInTx, replaceUserTags, startupTagsUsable } from './tags.service.js';
export { tagsPolicy } from './tags.policy.js';
