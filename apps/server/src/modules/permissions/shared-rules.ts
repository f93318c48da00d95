/**
 * Access rules that several modules' policies share, kept with the vocabulary so that a policy never imports another
 * module's policy (D-110: that made activity → settings and throttling → sso folder cycles).
 */
import { adminGroup } from './access-rule.js';

/** The organisation-settings pages' rule: settings, the activity log and the plan's feature flags share it. */
export const ORGANISATION_ADMIN = adminGroup({ refused: 'Only administrators can change organisation settings.' });

/** Kept as the SSO and sign-in-throttle mutations always answered a refusal. */
export const SSO_ADMIN = adminGroup({ refused: 'Only administrators can do this' });
