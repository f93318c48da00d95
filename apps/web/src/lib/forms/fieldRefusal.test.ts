import { describe, expect, it } from 'vitest';
import { fieldRefusalOf } from './fieldRefusal';

describe('a refusal naming its field (D-584, D-586)', () => {
  it('reads extensions.field and the rule without the field’s name', () => {
    const error = { errors: [{ message: 'audience: choose at least one recipient', extensions: { code: 'ValidationError', field: 'audience' } }] };
    expect(fieldRefusalOf(error)).toEqual({ field: 'audience', rule: 'choose at least one recipient' });
  });

  it('is null for a refusal without a field, and for anything else', () => {
    expect(fieldRefusalOf({ errors: [{ message: 'Forbidden', extensions: { code: 'Forbidden' } }] })).toBeNull();
    expect(fieldRefusalOf(new Error('Network Error'))).toBeNull();
    expect(fieldRefusalOf(null)).toBeNull();
  });
});
