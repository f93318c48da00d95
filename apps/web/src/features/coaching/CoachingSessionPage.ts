/**
 * The lazy entry of the coaching session page (issue 17 item 3): the page registry may import() only a feature's root
 * page modules, so the session page has its own.
 */
export { SessionPage } from './session/SessionPage';
