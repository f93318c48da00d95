export { MetricsPrompt } from './MetricsPrompt';
