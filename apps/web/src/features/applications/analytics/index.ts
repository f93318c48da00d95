/** The funnel analytics page (issue 16 item 8): its own chunk, so the charts load only here. */
export { FunnelAnalyticsPage } from './FunnelAnalyticsPage';
