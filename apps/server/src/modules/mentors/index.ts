/**
 * The public surface of modules/mentors (D-109): the mentor directory and one-by-one assignment; what the community
 * module and the seed use. Lint refuses a deep import from outside.
 */
import './mentors.graphql.js';

export { replaceUserIndustries } from './mentors.service.js';
export { mentorsPolicy } from './mentors.policy.js';
export { assignMentorInTx, isMentorCandidate } from './mentors.service.js';
export { mayEditConnections } from './mentors-abilities.js';
export type { MentorAssignRefusal, MentorAssignResult } from './mentors.service.js';
