/** Keeps completeStartupProfile in step with the profile: registered with startups' profile port (D-110). */
import { onStartupProfileChanged } from '../startups/index.js';
import { syncStartupProfileTask } from './system-tasks.service.js';

onStartupProfileChanged((ctx, startupId) => syncStartupProfileTask(ctx, startupId));
