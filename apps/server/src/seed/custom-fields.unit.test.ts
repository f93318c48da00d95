import { analyseCustomField, validateCustomFieldValue } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOM_FIELDS, demoValue } from './custom-fields.js';

describe('seeded custom fields', () => {
  it('are fields the editor could save, and every seeded value passes the validator', () => {
    for (const field of DEMO_CUSTOM_FIELDS) {
      const definition = { id: field.slug, target: 'startup' as const, ...field };
      expect(analyseCustomField(definition)).toEqual([]);
      for (let index = 0; index < 40; index++) expect(validateCustomFieldValue(definition, demoValue(field.slug, index))).toBeNull();
    }
    expect(demoValue('legal_entity', 4)).toBeNull();
  });
});
