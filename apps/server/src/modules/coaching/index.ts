/**
 * The public surface of modules/coaching (D-109): availability, free slots, host bookings, booking and hour budgets (issue 17;
 * docs/contract-coaching.md). Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
import './availability.graphql.js';
import './booking.graphql.js';
import './hour-budgets.graphql.js';

export { coachingPolicy } from './coaching.policy.js';
export { hostFreeSlots } from './availability.service.js';
export { markSessionMinutesUsed, moveSessionMinutes, releaseSessionMinutes, reserveSessionMinutes } from './hour-ledger.js';
export { runInvitationExpiry, scheduleInvitationExpiry } from './invitation-expiry.js';
