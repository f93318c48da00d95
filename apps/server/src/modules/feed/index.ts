/**
 * The public surface of modules/feed (D-109, D-581): the organisation's activity feed. Lint refuses a deep import from
 * outside.
 */
import './feed.graphql.js';

export { feedPolicy } from './feed.policy.js';
