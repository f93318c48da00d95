/**
 * The public surface of modules/coaching (D-109): availability, free slots, host bookings, booking and hour budgets (issue 17;
 * docs/contract-coaching.md). Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
import './availability.graphql.js';
import './booking.graphql.js';
import './evaluation.graphql.js';
import './session.graphql.js';
import './hour-budgets.graphql.js';
import './matching.graphql.js';

export { coachingPolicy, coachingRoutePolicy } from './coaching.policy.js';
export { registerCoachingRoutes } from './coaching.routes.js';
export { openEvaluationTasks, runEvaluationTasks, scheduleEvaluationTasks } from './evaluation-tasks.js';
export { hostFreeSlots } from './availability.service.js';
export { markSessionMinutesUsed, moveSessionMinutes, releaseSessionMinutes, reserveSessionMinutes } from './hour-ledger.js';
// One-on-one event bookings draw on the same budgets (issue 18 item 1, D-469).
export { markBookingMinutesUsed, releaseBookingMinutes, reserveBookingMinutes } from './hour-ledger.js';
export { runInvitationExpiry, scheduleInvitationExpiry } from './invitation-expiry.js';
// One-on-one incubator events book on the same engine and host_bookings (issue 18 wave 2, D-487).
export { eventHostFreeSlots, type EventHostSlotQuery } from './event-slots.js';
export { guardSlot, lockHosts, slotTakenError } from './booking-core.js';
// Mentor matching's triggers (D-464, D-466): the service that marks a session held or an attendance no_show calls them
// in its transaction and delivers what they return after its commit.
export { askPairingFeedback, deliverMatchingNotifications, recordNoShow } from './matching-feedback.js';
// The startup file's assessment reads the sessions' evaluations under D-449's rule (D-579).
export { readStartupSessionEvaluations } from './startup-evaluations.js';
export type { StartupSessionEvaluation, StartupStanding } from './startup-evaluations.js';
