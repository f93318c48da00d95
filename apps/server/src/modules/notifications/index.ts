/**
 * The public surface of modules/notifications (D-109): what other modules, app.ts, the schema assembly, the seed and
 * the jobs may use. Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
import './notifications.graphql.js';

export { deliverNotifications, insertNotification, notifyComment } from './notifications.service.js';
export type { CreatedNotification, EffectContext } from './notifications.service.js';
export { subscriberStillAllowed, userChannel } from './user-channels.js';
