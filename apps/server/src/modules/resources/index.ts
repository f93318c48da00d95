/**
 * The public surface of modules/resources (D-109, D-582): the resource library. Lint refuses a deep import from outside.
 */
import './resources.graphql.js';
import './resource-files.js';

export { resourcesPolicy } from './resources.policy.js';
