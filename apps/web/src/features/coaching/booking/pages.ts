/** The booking pages of the coaching feature (one lazy chunk). */
export { BookingPage } from './BookingPage';
