/** /availability/* (lazy entry of the page registry; the page itself lives in availability/). */
export { AvailabilityPage } from './availability/AvailabilityPage';
