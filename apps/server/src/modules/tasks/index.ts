/**
 * The public surface of modules/tasks (D-109): what other modules, app.ts, the schema assembly, the seed and
 * the jobs may use. Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
// Registers a task as a kind files can be attached to (files/file-references.ts).
import './task-files.js';
import './tasks.graphql.js';
// Follows the startup profile's completeness (completeStartupProfile).
import './startup-profile-task.js';
// Follows role changes (avail / availCoaching).
import './availability-task-port.js';

export { completeFormSubmissionRequestTask, completeMetricsTask, openFormSubmissionRequestTask, openMetricsTask, syncStartupProfileTask, syncUserProfileTask } from './system-tasks.service.js';
export { coachingEvaluationTaskKey, completeCoachingEvaluationTask, openCoachingEvaluationTask } from './coaching-evaluation-task.js';
export { availabilityTaskKey, availabilityTaskTypeOf, syncAvailabilityTask } from './availability-task.js';
export { eventTaskKey, hostAvailabilityChanged, onHostAvailabilityChanged, syncEventHostTasks } from './event-host-tasks.js';
export type { EventHostFacts, EventTaskFacts } from './event-host-tasks.js';
export { flushTaskEffects, noEffects } from './task-events.js';
export { createStartupTaskInTx } from './startup-task.js';
export type { StartupTaskInput } from './startup-task.js';
export type { TaskEffects } from './task-events.js';
