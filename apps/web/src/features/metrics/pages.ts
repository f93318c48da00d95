export { DataCollectionPage } from './DataCollectionPage';
export { MetricsConfigPage } from './MetricsConfigPage';
export { StaffMetricsPage } from './StaffMetricsPage';
