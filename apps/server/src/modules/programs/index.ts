/**
 * The public surface of modules/programs (D-109): programs, their admins and the startups' membership with its
 * history (issue 14 item 2). The `Program` type is startups' (D-107); its fields are registered here.
 */
import './programs.graphql.js';

export { programsPolicy } from './programs.policy.js';
export { joinProgramInTx, visibleProgramIds } from './programs.service.js';
export type { MembershipActor, ProgramJoinRefusal } from './programs.service.js';
