import { FIELD_TYPES, formDefinitionSchema, type FormDefinition } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import {
  addOption,
  addQuestion,
  duplicateQuestion,
  moveOption,
  moveQuestion,
  moveQuestionById,
  newQuestion,
  removeQuestion,
  updateQuestion,
} from './builderModel';

const base = (): FormDefinition => {
  let definition: FormDefinition = { languages: ['en', 'ar'], questions: [] };
  for (const [i, type] of (['select_radio', 'text', 'number'] as const).entries()) {
    definition = addQuestion(definition, { ...newQuestion(type, ['en', 'ar'], `Q${i + 1}`), id: `q${i + 1}` });
  }
  return definition;
};

describe('builder operations', () => {
  it('makes a question of each of the 20 types that the definition schema accepts', () => {
    const definition = FIELD_TYPES.reduce<FormDefinition>((d, type) => addQuestion(d, newQuestion(type, ['en'], type)), { languages: ['en'], questions: [] });
    expect(definition.questions.map((q) => q.type)).toEqual([...FIELD_TYPES]);
    expect(formDefinitionSchema.safeParse(definition).success).toBe(true);
    expect(new Set(definition.questions.map((q) => q.id)).size).toBe(FIELD_TYPES.length);
  });

  it('gives choice questions two options and labels in the first language', () => {
    const q = newQuestion('select_dropdown', ['fr', 'en'], 'Secteur');
    expect(q.label).toEqual({ fr: 'Secteur' });
    expect(q.options).toHaveLength(2);
  });

  it('moves questions by index and by one place, and ignores moves out of range', () => {
    const d = base();
    expect(moveQuestion(d, 0, 2).questions.map((q) => q.id)).toEqual(['q2', 'q3', 'q1']);
    expect(moveQuestionById(d, 'q3', -1).questions.map((q) => q.id)).toEqual(['q1', 'q3', 'q2']);
    expect(moveQuestionById(d, 'q1', -1)).toBe(d);
    expect(moveQuestion(d, 0, 5)).toBe(d);
  });

  it('updates one question and leaves the others untouched', () => {
    const d = base();
    const next = updateQuestion(d, 'q2', { required: true });
    expect(next.questions[1]?.required).toBe(true);
    expect(next.questions[0]).toBe(d.questions[0]);
  });

  it('removes a question and the conditions and calculations that referred to it', () => {
    let d = base();
    d = updateQuestion(d, 'q2', { dependency: { operator: 'and', statements: [{ action: 'show', questionId: 'q1', operator: 'isAnswered', values: [] }] } });
    d = addQuestion(d, { id: 'calc', type: 'calculated', label: { en: 'Total' }, validations: { calculation: { operation: 'sum', questionIds: ['q1', 'q3'] } } });
    const next = removeQuestion(d, 'q1');
    expect(next.questions.map((q) => q.id)).toEqual(['q2', 'q3', 'calc']);
    expect(next.questions[0]?.dependency).toBeNull();
    expect(next.questions[2]?.validations?.calculation?.questionIds).toEqual(['q3']);
  });

  it('duplicates right after the original with a new id', () => {
    const next = duplicateQuestion(base(), 'q2', '(copy)');
    expect(next.questions[2]?.type).toBe('text');
    expect(next.questions[2]?.id).not.toBe('q2');
    expect(next.questions[2]?.label.en).toBe('Q2 (copy)');
  });

  it('adds and reorders options', () => {
    const options = addOption(addOption([], 'en', 'A'), 'en', 'B');
    expect(moveOption(options, 1, -1).map((o) => o.labels.en)).toEqual(['B', 'A']);
    expect(moveOption(options, 0, -1)).toBe(options);
  });
});
