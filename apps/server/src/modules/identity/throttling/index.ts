/**
 * The public surface of modules/identity/throttling (D-109): what other modules, app.ts, the schema assembly, the seed and
 * the jobs may use. Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
import './throttling.graphql.js';

export { clearLoginFailures, createLoginThrottle, decorateLoginThrottle, registerLoginThrottleHooks } from './login-throttle.js';
export type { LoginThrottle } from './login-throttle.js';
export { SECRET_SCOPES, checkPassword, createSecretCheckGate, withSecretCheckThrottle } from './secret-check.js';
export type { SecretCheck, SecretCheckGate } from './secret-check.js';
