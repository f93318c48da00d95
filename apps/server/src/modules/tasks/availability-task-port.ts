/** Keeps avail / availCoaching in step with a changed role: registered with identity's role-change port (D-110). */
import { onUserRoleChanged } from '../identity/users/index.js';
import { syncAvailabilityTask } from './availability-task.js';

onUserRoleChanged((ctx, userId) => syncAvailabilityTask(ctx, userId));
