/**
 * Who may call the coaching operations (D-106; D-338, D-395). Availability is read and edited by hosts — people of the
 * internal role group (CHR-23) — for themselves, and by holders of AVAILABILITY:EDIT (D2 §6.1) for another internal
 * person of the tenant; the service decides which of the two a call is. Booking (issue 17 item 2): the founder side
 * books for its own startups the hosts assigned to them, staff for any startup (rows checked in booking-access.ts);
 * hosts and staff invite and publish office hours; the cancel-meeting link is open (its token is the right).
 */
import { AVAILABILITY_KEYS } from '@hatchery/domain';
import { ADMIN, ORGANISATION_ADMIN, allowAnyOf, authenticated, permission, publicAccess, roleGroup } from '../permissions/index.js';

const AVAILABILITY_EDITORS = allowAnyOf([roleGroup('internal'), permission(AVAILABILITY_KEYS.edit)], {
  note: "own availability (an internal-group host), or another internal person's with AVAILABILITY:EDIT",
});
const SLOT_READERS = allowAnyOf([roleGroup('internal'), permission(AVAILABILITY_KEYS.edit), roleGroup('founderSide')], {
  note: "own or (AVAILABILITY:EDIT) another host's; founder side: a host assigned to the viewer's startup (startupId)",
});
const STARTUP_SIDE = allowAnyOf([roleGroup('founderSide'), roleGroup('staff')], {
  note: "founder side: a member of the startup (booking: a host assigned to it); staff: any startup",
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
  mentorMatchingRules: ORGANISATION_ADMIN,
  saveMentorMatchingRules: ORGANISATION_ADMIN,
  suggestedMatches: CONNECTION_EDITORS,
  acceptMatch: CONNECTION_EDITORS,
  pendingPairingFeedback: PAIRING_ANSWERERS,
  answerPairingFeedback: PAIRING_ANSWERERS,
  cancelMeetingByLink: publicAccess('the token of the link sent by e-mail (stored hashed) is the right; once'),
} as const;
