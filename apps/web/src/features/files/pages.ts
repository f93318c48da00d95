/** The files area's pages (one lazy chunk, GAP-06). */
export { FilePage } from './FilePage';
