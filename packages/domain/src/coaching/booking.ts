/**
 * Booking vocabulary (issue 17 item 2; docs/contract-coaching.md §1.3, §3.2): the three ways a host's time is booked,
 * the statuses of invitations and sessions, the invitation's default expiry, and the booking messages (English
 * "field: text", translated by key on the web under coaching:errors).
 */
import { z } from 'zod';

/** profile: a co-founder picks a free slot of an assigned host; invitation: staff or a coach invite a startup;
 * office_hours: a host publishes open slots any eligible startup may take. */
export const BOOKING_WAYS = ['profile', 'invitation', 'office_hours'] as const;
export type BookingWay = (typeof BOOKING_WAYS)[number];

/** D2 §3.11 leaves them open (GAP): pending until answered; expired when expires_at passes unanswered. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired', 'cancelled'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_ANSWERS = ['accept', 'decline'] as const;
export type InvitationAnswer = (typeof INVITATION_ANSWERS)[number];

/** Wave 2 creates scheduled sessions and cancels them; held and no_show come with wave 3's sessions. */
export const COACHING_SESSION_STATUSES = ['scheduled', 'held', 'cancelled', 'no_show'] as const;
export type CoachingSessionStatus = (typeof COACHING_SESSION_STATUSES)[number];

export const INVITATION_EXPIRY_HOURS = 72;
export const MAX_SESSION_MINUTES = 8 * 60;
export const MAX_INVITED_HOSTS = 10;
export const MAX_OFFICE_HOURS_PER_CALL = 100;

export const BOOKING_MESSAGES = {
  slotTaken: 'This time was just taken. Choose another one.',
  slotNotOffered: 'This time is not one of the host’s free slots.',
  notAssigned: 'This person is not a mentor of this startup.',
  notMember: 'You are not a member of this startup.',
  startupNotFound: 'This startup does not exist.',
  sessionTooLong: 'A session lasts at most 8 hours.',
  inPast: 'Choose a time in the future.',
  expiryAfterStart: 'The invitation must expire before the session starts.',
  invitationNotFound: 'This invitation does not exist.',
  invitationExpired: 'This invitation has expired.',
  invitationAnswered: 'This invitation was already answered.',
  cancelLinkInvalid: 'This link is not valid or was already used.',
  officeHourNotFound: 'This office hour does not exist.',
  notEligible: 'This startup may not take this office hour.',
  tooManyHosts: 'Invite at most 10 hosts.',
  hostsRepeated: 'Each host once.',
  tooManySlots: 'Publish at most 100 slots at a time.',
  slotsOverlap: 'These slots overlap each other.',
} as const;
export type BookingMessageKey = keyof typeof BOOKING_MESSAGES;

const instant = z.coerce.date({ error: 'Give a date and time.' }).refine((d) => !Number.isNaN(d.getTime()), 'Give a date and time.');

/** A proposed or published time: start before end, at most MAX_SESSION_MINUTES long. */
export const sessionTimeSchema = z
  .object({ start: instant, end: instant })
  .refine((t) => t.end.getTime() > t.start.getTime(), { message: 'The end must be after the start.', path: ['end'] })
  .refine((t) => t.end.getTime() - t.start.getTime() <= MAX_SESSION_MINUTES * 60_000, { message: BOOKING_MESSAGES.sessionTooLong, path: ['end'] });
export type SessionTime = z.infer<typeof sessionTimeSchema>;
