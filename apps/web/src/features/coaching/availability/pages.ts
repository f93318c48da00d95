/** The coaching pages owned by availability and settings (one lazy chunk; the coaching namespace loads with it). */
export { AvailabilityPage } from './AvailabilityPage';
export { CoachingSettingsPage } from '../settings/CoachingSettingsPage';
