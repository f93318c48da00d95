import { describe, expect, it } from 'vitest';
import {
  analyseCustomField,
  customFieldCell,
  customFieldInputSchema,
  customFieldQuestion,
  isEmptyCustomFieldValue,
  validateCustomFieldValue,
  type CustomFieldDefinition,
} from './custom-fields.js';

const field = (over: Partial<CustomFieldDefinition> = {}): CustomFieldDefinition => ({
  id: 'f1', target: 'startup', slug: 'funding', type: 'number', label: { en: 'Funding' }, required: false, visibility: 'staff', ...over,
});

describe('custom fields', () => {
  it('checks a value with the forms engine validator', () => {
    const funding = field({ validations: { min: 0 } });
    expect(validateCustomFieldValue(funding, { numberValue: 10 })).toBeNull();
    expect(validateCustomFieldValue(funding, { numberValue: -1 })).toEqual({ code: 'tooSmall', params: { min: 0 } });
    expect(validateCustomFieldValue(field({ required: true }), null)?.code).toBe('required');
    expect(validateCustomFieldValue(field(), null)).toBeNull();
  });

  it('checks choices against the options', () => {
    const entity = field({ type: 'select_dropdown', options: [{ value: 'sas', labels: { en: 'SAS' } }] });
    expect(validateCustomFieldValue(entity, { arrayValue: ['sas'] })).toBeNull();
    expect(validateCustomFieldValue(entity, { arrayValue: ['llc'] })?.code).toBe('invalidOption');
    const impact = field({ type: 'select_checkbox', options: [{ value: 'a', labels: { en: 'A' } }, { value: 'b', labels: { en: 'B' } }], validations: { maxSelected: 1 } });
    expect(validateCustomFieldValue(impact, { arrayValue: ['a', 'b'] })?.code).toBe('tooManySelected');
  });

  it('finds problems of the rules as the form builder does', () => {
    expect(analyseCustomField(field({ validations: { min: 5, max: 1 } })).map((p) => p.code)).toContain('minAboveMax');
    expect(analyseCustomField(field({ type: 'select_radio', options: [] })).length).toBeGreaterThan(0);
    expect(analyseCustomField(field())).toEqual([]);
  });

  it('turns a field into a question and a value into a cell', () => {
    expect(customFieldQuestion(field({ helpText: { en: 'In euros' } }))).toMatchObject({ type: 'number', description: { en: 'In euros' } });
    expect(customFieldCell({ arrayValue: ['a', 'b'] })).toBe('a; b');
    expect(customFieldCell({ numberValue: 3 })).toBe(3);
    expect(customFieldCell(null)).toBeNull();
    expect(isEmptyCustomFieldValue({ textValue: '  ' })).toBe(true);
    expect(isEmptyCustomFieldValue({ arrayValue: ['a'] })).toBe(false);
  });

  it('refuses a slug that is not lower-case letters, digits and underscores', () => {
    const base = { target: 'startup', type: 'text', label: { en: 'X' } };
    expect(customFieldInputSchema.safeParse({ ...base, slug: 'legal_entity' }).success).toBe(true);
    expect(customFieldInputSchema.safeParse({ ...base, slug: 'Legal Entity' }).success).toBe(false);
  });
});
