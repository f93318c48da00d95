export { IncubatorUpdatesListener } from './IncubatorUpdatesListener';
