/**
 * The public surface of modules/community (D-109): a person's public profile and industries on `User`, and the
 * viewer's own profile mutation. Lint refuses a deep import from outside.
 */
import './community.graphql.js';

export { communityPolicy } from './community.policy.js';
