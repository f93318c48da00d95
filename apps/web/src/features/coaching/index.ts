/**
 * The public surface of features/coaching: what other features may place on their pages (D-580: "Book a session" on a
 * host's profile). Its pages load through the page modules (pageRegistry's import()).
 */
export { BookSessionButton } from './booking/BookSessionButton';
