/**
 * The public surface of modules/batch (D-109): what other modules, app.ts, the schema assembly, the seed and the jobs
 * may use. Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
import './batch.graphql.js';
import './application-batch.graphql.js';

export { BATCH_JOB, registerBatchJob, resumeBatchJobs, runBatchJob, SimulatedCrash } from './batch-runner.js';
export type { BatchDeps } from './batch-runner.js';
export { insertBatchOperationInTx, startBatchOperation } from './batch.service.js';
export type { NewBatchOperation } from './batch.service.js';
export { registerBatchEffect } from './batch-effects.js';
export type { RegisteredBatchEffect } from './batch-effects.js';
export type { ItemEnv, ItemOutcome } from './batch-actions.js';
