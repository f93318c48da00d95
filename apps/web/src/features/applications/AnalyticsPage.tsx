/** The analytics page's lazy entry (its own chunk: the charts load only on /applications/analytics). */
export { FunnelAnalyticsPage } from './analytics/FunnelAnalyticsPage';
