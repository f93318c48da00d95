/**
 * Who may call the assessment operation (D-106, D-579): any signed-in viewer; the startup's visibility, the flag
 * assessment and what each source lets them read (D-267's staff reach, D-449's session rule) are row-level, in the
 * service and the modules that own those rules.
 */
import { authenticated } from '../permissions/index.js';

export const assessmentPolicy = {
  startupAssessment: authenticated('the startup must be visible to the viewer; assessment feature flag; each evaluation under its own rule (D-267, D-449)'),
} as const;
