/** The public surface of features/calendar: the private calendar address panel (also on the integrations page). */
export { SubscribePanel } from './SubscribePanel';
