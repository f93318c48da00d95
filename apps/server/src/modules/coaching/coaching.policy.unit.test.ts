import { describe, expect, it } from 'vitest';
import { forbidden, outcome, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { NOT_ALLOWED_MESSAGE } from '../permissions/index.js';
import { coachingPolicy, coachingRoutePolicy } from './coaching.policy.js';

const REFUSED = forbidden(NOT_ALLOWED_MESSAGE);
const INTERNAL = ['Mentor', 'Coach', 'Expert', 'Evaluator', 'Staff', 'Admin'] as const;
const FOUNDER_SIDE = ['Cofounder', 'Applicant', 'CommunityMember'] as const;

describe('coaching policy (D-338, D-395)', () => {
  it('availability: internal roles (hosts) and AVAILABILITY:EDIT holders; founder side and visitors refused', async () => {
    const { hostAvailability, setWeeklyAvailability, addAvailabilityException, removeAvailabilityException, saveHostSettings, publishOfficeHours, hostOfficeHours, hostInvitations } = coachingPolicy;
    for (const rule of [hostAvailability, setWeeklyAvailability, addAvailabilityException, removeAvailabilityException, saveHostSettings, publishOfficeHours, hostOfficeHours, hostInvitations]) {
      for (const role of INTERNAL) expect(await outcome(rule, role)).toBe('allowed');
      for (const role of FOUNDER_SIDE) expect(await outcome(rule, role)).toBe(REFUSED);
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
  });

  it('free slots: hosts, editors and the founder side (the service checks the assignment)', async () => {
    for (const role of [...INTERNAL, ...FOUNDER_SIDE]) expect(await outcome(coachingPolicy.freeSlots, role)).toBe('allowed');
    expect(await outcome(coachingPolicy.freeSlots, null)).toBe(SIGNED_OUT);
  });

  it('booking for a startup: the founder side and staff; mentors, experts and evaluators refused', async () => {
    const { bookSlot, bookableHosts, upcomingCoachingSessions, respondToInvitation, openOfficeHours, takeOfficeHour } = coachingPolicy;
    for (const rule of [bookSlot, bookableHosts, upcomingCoachingSessions, respondToInvitation, openOfficeHours, takeOfficeHour]) {
      for (const role of [...FOUNDER_SIDE, 'Staff', 'Coach', 'Admin'] as const) expect(await outcome(rule, role)).toBe('allowed');
      for (const role of ['Mentor', 'Expert', 'Evaluator'] as const) expect(await outcome(rule, role)).toBe(REFUSED);
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
  });

  it('inviting: internal roles only; the cancel link is open; reading an invitation needs a sign-in', async () => {
    for (const role of INTERNAL) expect(await outcome(coachingPolicy.inviteStartup, role)).toBe('allowed');
    for (const role of FOUNDER_SIDE) expect(await outcome(coachingPolicy.inviteStartup, role)).toBe(REFUSED);
    expect(await outcome(coachingPolicy.cancelMeetingByLink, null)).toBe('allowed');
    expect(await outcome(coachingPolicy.coachingInvitation, null)).toBe(SIGNED_OUT);
    expect(await outcome(coachingPolicy.coachingInvitation, 'Cofounder')).toBe('allowed');
  });

  it('the host picker: AVAILABILITY:EDIT holders only (coaches, staff, admins by default; mentors, experts refused)', async () => {
    for (const role of ['Coach', 'Staff', 'Admin'] as const) expect(await outcome(coachingPolicy.availabilityHosts, role)).toBe('allowed');
    for (const role of ['Mentor', 'Expert', 'Evaluator', 'Cofounder'] as const) expect(await outcome(coachingPolicy.availabilityHosts, role)).toBe(REFUSED);
    expect(await outcome(coachingPolicy.availabilityHosts, null)).toBe(SIGNED_OUT);
  });

  it('evaluations (D-448..D-451): administrators configure; internal roles and the founder side read; hosts submit; export by key', async () => {
    const ADMIN_REFUSED = forbidden('Only administrators can do this.');
    for (const rule of [coachingPolicy.coachingEvaluationForms, coachingPolicy.saveCoachingEvaluationForms]) {
      for (const role of ['Admin', 'AdminCoach'] as const) expect(await outcome(rule, role)).toBe('allowed');
      for (const role of ['Staff', 'Coach', 'Mentor', 'Cofounder'] as const) expect(await outcome(rule, role)).toBe(ADMIN_REFUSED);
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
    for (const role of [...INTERNAL, ...FOUNDER_SIDE]) expect(await outcome(coachingPolicy.sessionEvaluation, role)).toBe('allowed');
    for (const role of INTERNAL) expect(await outcome(coachingPolicy.submitSessionEvaluation, role)).toBe('allowed');
    for (const role of FOUNDER_SIDE) expect(await outcome(coachingPolicy.submitSessionEvaluation, role)).toBe(REFUSED);
    for (const role of ['Admin', 'Staff', 'Coach', 'Mentor', 'Expert'] as const) expect(await outcome(coachingRoutePolicy.exportSessions, role)).toBe('allowed');
    for (const role of ['Cofounder', 'Evaluator', 'CommunityMember'] as const) expect(await outcome(coachingRoutePolicy.exportSessions, role)).toBe(REFUSED);
    expect(await outcome(coachingRoutePolicy.exportSessions, null)).toBe(SIGNED_OUT);
  });

  it('the session page (issue 17 item 3): any signed-in reader (the service decides); changes and private notes: internal roles only', async () => {
    expect(await outcome(coachingPolicy.coachingSession, 'Cofounder')).toBe('allowed');
    expect(await outcome(coachingPolicy.coachingSession, null)).toBe(SIGNED_OUT);
    const { updateCoachingSession, addActionItem, rescheduleCoachingSession, cancelCoachingSession, holdCoachingSession, savePrivateNote } = coachingPolicy;
    for (const rule of [updateCoachingSession, addActionItem, rescheduleCoachingSession, cancelCoachingSession, holdCoachingSession, savePrivateNote]) {
      for (const role of INTERNAL) expect(await outcome(rule, role)).toBe('allowed');
      for (const role of FOUNDER_SIDE) expect(await outcome(rule, role)).toBe(REFUSED);
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
  });

  it('hour budgets (D-459): read by every internal and founder-side role (rows checked by the service); allocated by the admin group and STARTUP:CONNECTIONS_EDIT holders', async () => {
    for (const role of [...INTERNAL, ...FOUNDER_SIDE]) expect(await outcome(coachingPolicy.hourBudgets, role)).toBe('allowed');
    expect(await outcome(coachingPolicy.hourBudgets, null)).toBe(SIGNED_OUT);
    for (const rule of [coachingPolicy.allocateHours, coachingPolicy.updateHourAllocation, coachingPolicy.deleteHourAllocation]) {
      for (const role of ['Staff', 'Admin', 'SubAdmin'] as const) expect(await outcome(rule, role)).toBe('allowed');
      for (const role of ['Mentor', 'Expert', 'Evaluator', 'Coach', ...FOUNDER_SIDE] as const) expect(await outcome(rule, role)).toBe(REFUSED);
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
  });

  it('mentor matching (D-467): rules for the admin group; suggestions and accepting for connection editors; the founder side answers', async () => {
    const SETTINGS_REFUSED = forbidden('Only administrators can change organisation settings.');
    for (const rule of [coachingPolicy.mentorMatchingRules, coachingPolicy.saveMentorMatchingRules]) {
      for (const role of ['Admin', 'AdminCoach'] as const) expect(await outcome(rule, role)).toBe('allowed');
      for (const role of ['Staff', 'Coach', 'Mentor', 'Cofounder'] as const) expect(await outcome(rule, role)).toBe(SETTINGS_REFUSED);
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
    for (const rule of [coachingPolicy.suggestedMatches, coachingPolicy.acceptMatch]) {
      expect(await outcome(rule, 'Admin')).toBe('allowed');
      for (const role of FOUNDER_SIDE) expect(await outcome(rule, role)).toBe(REFUSED);
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
    for (const rule of [coachingPolicy.pendingPairingFeedback, coachingPolicy.answerPairingFeedback]) {
      for (const role of FOUNDER_SIDE) expect(await outcome(rule, role)).toBe('allowed');
      for (const role of ['Mentor', 'Staff', 'Admin'] as const) expect(await outcome(rule, role)).toBe(REFUSED);
    }
  });
});
