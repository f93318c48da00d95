export { BatchOperationsHost } from './BatchOperationsHost';
