import { describe, expect, it } from 'vitest';
import { pruneAnswers } from './prune.js';
import { all, form, option, question, when, yesNo } from './test-factories.js';

describe('pruneAnswers', () => {
  const definition = form(
    question('h', 'heading'),
    question('kind', 'select_radio', { options: [...yesNo, option('other', { isWriteIn: true })] }),
    question('detail', 'text', { dependency: all(when('kind', 'equals', ['yes'])) }),
    question('n', 'number'),
    question('total', 'calculated', { validations: { calculation: { operation: 'sum', questionIds: ['n'] } } }),
    question('t', 'table', { validations: { userAddRow: true, columns: [{ id: 'c', labels: { en: 'C' }, type: 'text' }] } }),
  );

  it('keeps answers of shown questions in the fields their type uses and fills calculated questions', () => {
    const pruned = pruneAnswers(definition, {
      h: { textValue: 'x' },
      kind: { arrayValue: ['no'], writeIns: { other: 'left over' }, textValue: 'stray' },
      detail: { textValue: 'hidden now' },
      n: { numberValue: 3 },
      total: { numberValue: 100 },
      t: { tableValue: [{ c: 'a' }, { c: '' }] },
      unknown: { textValue: 'x' },
    });
    expect(pruned).toEqual({
      kind: { arrayValue: ['no'] },
      n: { numberValue: 3 },
      total: { numberValue: 3 },
      t: { tableValue: [{ c: 'a' }] },
    });
  });

  it('keeps the write-in text of a chosen write-in option and drops empty answers', () => {
    expect(pruneAnswers(definition, { kind: { arrayValue: ['other'], writeIns: { other: 'Mine' } }, n: { numberValue: null } })).toEqual({
      kind: { arrayValue: ['other'], writeIns: { other: 'Mine' } },
    });
  });
});
