/**
 * Who may call the organisation-settings operations (D-106): the admin group (D1 §6: /admin/configuration, GAP-14),
 * one rule per root field, run before the resolver. Its refusal keeps the settings pages' own message; the activity
 * log and the plan's feature flags belong to the same pages and share the rule.
 */
import { authenticated } from '../permissions/index.js';
import { ORGANISATION_ADMIN } from '../permissions/index.js';

export { ORGANISATION_ADMIN };

export const settingsPolicy = {
  incubatorSettings: ORGANISATION_ADMIN,
  industries: authenticated(),
  updateGeneralSettings: ORGANISATION_ADMIN,
  updateDomainSettings: ORGANISATION_ADMIN,
  verifyCustomDomain: ORGANISATION_ADMIN,
  updateBranding: ORGANISATION_ADMIN,
  updateSeoSettings: ORGANISATION_ADMIN,
  updateStartupLabel: ORGANISATION_ADMIN,
  createIndustry: ORGANISATION_ADMIN,
  renameIndustry: ORGANISATION_ADMIN,
  deleteIndustry: ORGANISATION_ADMIN,
  incubatorUpdated: authenticated('own tenant'),
} as const;
