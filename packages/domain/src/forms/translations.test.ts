import { describe, expect, it } from 'vitest';
import type { FormDefinition } from './definition.js';
import { languagesWithGaps, translationGaps } from './translations.js';

const form = (questions: FormDefinition['questions'], languages: FormDefinition['languages'] = ['en', 'ar']): FormDefinition => ({ languages, questions });

describe('translationGaps (D-221)', () => {
  it('a form in one language has no gaps, whatever it holds', () => {
    expect(translationGaps(form([{ id: 'q', type: 'text', label: { en: 'Name' } }], ['en']))).toEqual([]);
  });

  it('names the question and the languages of a label, an option (nested too) and a table column written in one language only', () => {
    const gaps = translationGaps(
      form([
        { id: 'name', type: 'text', label: { en: 'Name', ar: 'الاسم' } },
        { id: 'stage', type: 'select_radio', label: { en: 'Stage', ar: ' ' }, options: [{ value: 'idea', labels: { en: 'Idea', ar: 'فكرة' } }, { value: 'growth', labels: { en: 'Growth' } }] },
        { id: 'sector', type: 'tree_single', label: { en: 'Sector', ar: 'القطاع' }, options: [{ value: 'tech', labels: { en: 'Tech', ar: 'تقنية' }, children: [{ value: 'ai', labels: { en: 'AI' } }] }] },
        { id: 'team', type: 'table', label: { ar: 'الفريق' }, validations: { columns: [{ id: 'who', labels: { en: 'Who', ar: 'من' }, type: 'text' }, { id: 'role', labels: { en: 'Role' }, type: 'text' }] } },
      ]),
    );
    expect(gaps).toEqual([
      { questionId: 'stage', part: 'label', languages: ['ar'] },
      { questionId: 'stage', part: 'option', key: 'growth', languages: ['ar'] },
      { questionId: 'sector', part: 'option', key: 'ai', languages: ['ar'] },
      { questionId: 'team', part: 'label', languages: ['en'] },
      { questionId: 'team', part: 'column', key: 'role', languages: ['ar'] },
    ]);
    expect(languagesWithGaps(gaps, ['en', 'ar'])).toEqual(['en', 'ar']);
  });

  it('an optional text (description, scale ends, pattern message) counts only once it is written in some language', () => {
    expect(translationGaps(form([{ id: 'q', type: 'number_scale', label: { en: 'Score', ar: 'الدرجة' }, validations: { minLabel: {}, maxLabel: { en: 'Great' } } }]))).toEqual([
      { questionId: 'q', part: 'maxLabel', languages: ['ar'] },
    ]);
    expect(translationGaps(form([{ id: 'q', type: 'text', label: { en: 'A', ar: 'أ' }, description: { ar: 'شرح' } }]))).toEqual([{ questionId: 'q', part: 'description', languages: ['en'] }]);
  });
});
