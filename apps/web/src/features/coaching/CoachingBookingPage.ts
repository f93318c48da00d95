/**
 * The lazy entry of the booking pages (issue 17 item 2): the page registry may import() only a feature's root page
 * modules, and the coaching feature's pages.ts belongs to the availability pages — so booking has this one.
 */
export { BookingPage } from './booking/BookingPage';
export { CancelMeetingPage } from './invitations/CancelMeetingPage';
export { InvitationExpiredPage } from './invitations/InvitationExpiredPage';
export { InvitationPage } from './invitations/InvitationPage';
