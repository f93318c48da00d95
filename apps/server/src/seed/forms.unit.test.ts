import { analyseFormDefinition, formDefinitionSchema, validateAnswers } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import { EVALUATION_DEFINITION, INTAKE_ANSWER, INTAKE_DEFINITION } from './forms.js';

describe('seeded forms', () => {
  it('are definitions the builder could publish, and the seeded answer passes the validator', () => {
    for (const definition of [INTAKE_DEFINITION, EVALUATION_DEFINITION]) {
      expect(formDefinitionSchema.safeParse(definition).success).toBe(true);
      expect(analyseFormDefinition(definition)).toEqual([]);
    }
    expect(validateAnswers(INTAKE_DEFINITION, INTAKE_ANSWER, { audience: 'respondent' })).toEqual({ valid: true, errors: {} });
    // The revenue question is conditional: hidden unless the stage is "revenue".
    expect(validateAnswers(INTAKE_DEFINITION, { ...INTAKE_ANSWER, stage: { arrayValue: ['idea'] } }, {}).valid).toBe(true);
  });
});
