/**
 * The public surface of modules/coaching (D-109): availability, free slots, host bookings and booking (issue 17;
 * docs/contract-coaching.md). Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
import './availability.graphql.js';
import './booking.graphql.js';
import './matching.graphql.js';

export { coachingPolicy } from './coaching.policy.js';
export { hostFreeSlots } from './availability.service.js';
export { runInvitationExpiry, scheduleInvitationExpiry } from './invitation-expiry.js';
// Mentor matching's triggers (D-464, D-466): the service that marks a session held or an attendance no_show calls them
// in its transaction and delivers what they return after its commit.
export { askPairingFeedback, deliverMatchingNotifications, recordNoShow } from './matching-feedback.js';
