import { describe, expect, it } from 'vitest';
import { forbidden, outcome, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { NOT_ALLOWED_MESSAGE } from '../permissions/index.js';
import { customFieldsPolicy } from './custom-fields.policy.js';

const REFUSED = forbidden(NOT_ALLOWED_MESSAGE);

describe('custom fields policy (D-210, D-212)', () => {
  it('definitions and the profile template: administrators only', async () => {
    for (const rule of [
      customFieldsPolicy.customFields, customFieldsPolicy.customField, customFieldsPolicy.createCustomField, customFieldsPolicy.updateCustomField,
      customFieldsPolicy.archiveCustomField, customFieldsPolicy.restoreCustomField, customFieldsPolicy.arrangeCustomFields,
    ]) {
      expect(await outcome(rule, 'Admin')).toBe('allowed');
      expect(await outcome(rule, 'Staff')).toBe(REFUSED);
      expect(await outcome(rule, 'Cofounder')).toBe(REFUSED);
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
  });

  it('values: anyone signed in (the record and each field checked in the service)', async () => {
    for (const rule of [customFieldsPolicy.customFieldValues, customFieldsPolicy.setCustomFieldValues]) {
      expect(await outcome(rule, 'Cofounder')).toBe('allowed');
      expect(await outcome(rule, 'Mentor')).toBe('allowed');
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
  });
});
