/**
 * The public surface of features/emails (D-584): the area's addresses, for links from elsewhere. Its pages are reached
 * through pages.ts only (import(), one lazy chunk).
 */
export { CONTENT_TEMPLATES_PATH, EMAIL_TEMPLATES_PATH, EMAILS_MANAGEMENT_PATH, emailPath } from './paths';
