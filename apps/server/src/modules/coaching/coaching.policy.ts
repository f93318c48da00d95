/**
 * Who may call the coaching operations (D-106; D-338, D-395). Availability is read and edited by hosts — people of the
 * internal role group (CHR-23) — for themselves, and by holders of AVAILABILITY:EDIT (D2 §6.1) for another internal
 * person of the tenant; the service decides which of the two a call is. Booking (issue 17 item 2): the founder side
 * books for its own startups the hosts assigned to them, staff for any startup (rows checked in booking-access.ts);
 * hosts and staff invite and publish office hours; the cancel-meeting link is open (its token is the right).
 * Evaluations (issue 17 item 3, D-448..D-451): administrators configure which form a session's evaluation uses (as
 * the other /admin/configuration pages); a host evaluates their session; hosts and staff read the evaluations, the
 * startup's people only shared ones (rows in evaluation.service.ts); the CSV export needs COACHING_SESSION:EXPORT.
 */
import { AVAILABILITY_KEYS, COACHING_SESSION_KEYS } from '@hatchery/domain';
import { ADMIN, ORGANISATION_ADMIN, adminGroup, allowAnyOf, authenticated, permission, publicAccess, roleGroup } from '../permissions/index.js';

const AVAILABILITY_EDITORS = allowAnyOf([roleGroup('internal'), permission(AVAILABILITY_KEYS.edit)], {
  note: "own availability (an internal-group host), or another internal person's with AVAILABILITY:EDIT",
});
const SLOT_READERS = allowAnyOf([roleGroup('internal'), permission(AVAILABILITY_KEYS.edit), roleGroup('founderSide')], {
  note: "own or (AVAILABILITY:EDIT) another host's; founder side: a host assigned to the viewer's startup (startupId)",
});
// D-459: the spec names no hour-allocation key; hours with a mentor are part of the startup's mentor connections.
const HOUR_ALLOCATORS = allowAnyOf([ADMIN, permission('STARTUP:CONNECTIONS_EDIT')], {
  note: 'STARTUP:CONNECTIONS_EDIT for the startup (assigned: own startups only); flag hoursAllocation and the plan gate "hour allocation"',
});
const STARTUP_SIDE = allowAnyOf([roleGroup('founderSide'), roleGroup('staff')], {
  note: "founder side: a member of the startup (booking: a host assigned to it); staff: any startup",
});

const SESSION_MANAGERS = allowAnyOf([roleGroup('internal')], {
  note: 'the session’s hosts, or staff with a Coaching session key for its startup (session-access.ts); readers only: Forbidden',
});
// Mentor matching (issue 17 item 5, D-467): the rules are an organisation setting; suggesting and accepting change a
// startup's connections, the mentor directory's right (STARTUP:CONNECTIONS_EDIT, assigned: own startups only).
const CONNECTION_EDITORS = allowAnyOf([ADMIN, permission('STARTUP:CONNECTIONS_EDIT')], {
  note: 'STARTUP:CONNECTIONS_EDIT for the startup (assigned: own startups only)',
});
const PAIRING_ANSWERERS = allowAnyOf([roleGroup('founderSide')], { note: "a member of the question's startup; anyone else: not found" });

export const coachingPolicy = {
  hostAvailability: AVAILABILITY_EDITORS,
  availabilityHosts: allowAnyOf([permission(AVAILABILITY_KEYS.edit)], { note: 'the host picker of /availability' }),
  freeSlots: SLOT_READERS,
  setWeeklyAvailability: AVAILABILITY_EDITORS,
  addAvailabilityException: AVAILABILITY_EDITORS,
  removeAvailabilityException: AVAILABILITY_EDITORS,
  saveHostSettings: AVAILABILITY_EDITORS,
  bookSlot: STARTUP_SIDE,
  bookableHosts: STARTUP_SIDE,
  upcomingCoachingSessions: STARTUP_SIDE,
  respondToInvitation: STARTUP_SIDE,
  openOfficeHours: STARTUP_SIDE,
  takeOfficeHour: STARTUP_SIDE,
  inviteStartup: allowAnyOf([roleGroup('internal')], { note: 'staff: any hosts; a mentor, expert or evaluator: only themselves, for a startup assigned to them' }),
  publishOfficeHours: AVAILABILITY_EDITORS,
  hostOfficeHours: AVAILABILITY_EDITORS,
  hostInvitations: AVAILABILITY_EDITORS,
  coachingInvitation: authenticated('the startup’s people, its hosts and staff; anyone else: not found'),
  hourBudgets: allowAnyOf([roleGroup('internal'), roleGroup('founderSide')], {
    note: "staff any startup; the startup's people; its assigned hosts; STARTUP:CONNECTIONS_EDIT for it",
  }),
  allocateHours: HOUR_ALLOCATORS,
  updateHourAllocation: HOUR_ALLOCATORS,
  deleteHourAllocation: HOUR_ALLOCATORS,
  mentorMatchingRules: ORGANISATION_ADMIN,
  saveMentorMatchingRules: ORGANISATION_ADMIN,
  suggestedMatches: CONNECTION_EDITORS,
  acceptMatch: CONNECTION_EDITORS,
  pendingPairingFeedback: PAIRING_ANSWERERS,
  answerPairingFeedback: PAIRING_ANSWERERS,
  cancelMeetingByLink: publicAccess('the token of the link sent by e-mail (stored hashed) is the right; once'),
  coachingEvaluationForms: adminGroup({ note: 'the evaluation-form rules and what they may name' }),
  saveCoachingEvaluationForms: adminGroup({ note: 'replaces the rules wholesale' }),
  sessionEvaluation: allowAnyOf([roleGroup('internal'), roleGroup('founderSide')], {
    note: "the session's hosts and the staff who see its startup: every evaluation; the startup's people: shared ones only; others: not found",
  }),
  submitSessionEvaluation: allowAnyOf([roleGroup('internal')], { note: 'a host of the session, once it took place, once' }),
  coachingSession: authenticated('its hosts, its startup’s people, internal people with a Coaching session key for its startup; anyone else: not found'),
  updateCoachingSession: SESSION_MANAGERS,
  addActionItem: SESSION_MANAGERS,
  rescheduleCoachingSession: SESSION_MANAGERS,
  cancelCoachingSession: SESSION_MANAGERS,
  holdCoachingSession: SESSION_MANAGERS,
  savePrivateNote: allowAnyOf([roleGroup('internal')], { note: 'a host of the session, their own note only' }),
} as const;

/** REST routes. */
export const coachingRoutePolicy = {
  exportSessions: allowAnyOf([permission(COACHING_SESSION_KEYS.export)], { note: "'assigned': the sessions of the viewer's startups only" }),
} as const;
