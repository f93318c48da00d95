export { StartupMetricsCharts } from './StartupMetricsCharts';
export { localizedText } from './localized';
export { asUnitType, changeDirection, formatChange, formatDiff, formatMetricValue } from './metricValue';
export type { ValueFormat } from './metricValue';
export { skipStore } from './skipStore';
export { intlTag, useIncubatorFormat } from './useIncubatorFormat';
export { downloadFile } from './useExportJob';
