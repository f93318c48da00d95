/** /account/settings/coaching (lazy entry of the page registry; the page itself lives in settings/). */
export { CoachingSettingsPage } from './settings/CoachingSettingsPage';
