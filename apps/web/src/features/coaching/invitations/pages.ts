/** The invitation pages of the coaching feature (one lazy chunk). */
export { CancelMeetingPage } from './CancelMeetingPage';
export { InvitationExpiredPage } from './InvitationExpiredPage';
export { InvitationPage } from './InvitationPage';
