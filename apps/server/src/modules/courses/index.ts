/**
 * The public surface of modules/courses (D-109, D-583): courses of chapters and lessons, the learners' progress. Lint
 * refuses a deep import from outside.
 */
import './courses.graphql.js';

export { coursesPolicy } from './courses.policy.js';
