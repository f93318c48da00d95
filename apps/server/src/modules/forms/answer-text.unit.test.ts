/** The answer text of the export and the PDF (D-189): a file question lists its files' names, not their ids. */
import type { FormDefinition } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import { answerText, fileIdsOf } from './answer-text.js';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const definition: FormDefinition = {
  languages: ['en'],
  questions: [
    { id: 'name', type: 'text', label: { en: 'Name' } },
    { id: 'deck', type: 'file', label: { en: 'Deck' }, validations: { maxFiles: 3 } },
  ],
};

describe('answer text', () => {
  it('writes the names of a file answer’s files, and the id of one it does not know', () => {
    const deck = definition.questions[1]!;
    expect(answerText(deck, definition, { arrayValue: [A, B] }, new Map([[A, 'deck.pdf'], [B, 'numbers.xlsx']]))).toBe('deck.pdf, numbers.xlsx');
    expect(answerText(deck, definition, { arrayValue: [A] }, new Map())).toBe(A);
  });

  it('collects the file ids of file questions only', () => {
    expect(fileIdsOf(definition, { name: { textValue: A }, deck: { arrayValue: [A, 'not-an-id', B] } })).toEqual([A, B]);
  });
});
