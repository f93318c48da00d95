import { describe, expect, it } from 'vitest';
import { cleanDraft, draftIssues, emptyDraft, slugFrom, toInput } from './fieldModel';
import { readSplat } from './paths';
import { groupByCategory } from './fieldView';

describe('custom field editor model', () => {
  it('makes a slug from a label', () => {
    expect(slugFrom('Funding raised (USD)')).toBe('funding_raised_usd');
    expect(slugFrom('Équipe à Paris')).toBe('equipe_a_paris');
    expect(slugFrom('2024 revenue')).toBe('field_2024_revenue');
    expect(slugFrom('مجال')).toBe('');
  });

  it('names what stops saving, where it is: slug, label, options, rules', () => {
    const draft = { ...emptyDraft(), slug: 'Bad slug' };
    expect(draftIssues(draft, 'startup').map((i) => [i.field, i.code])).toEqual([['slug', 'slugFormat'], ['label', 'labelMissing']]);
    const choice = { ...emptyDraft(), slug: 'pick', label: { en: 'Pick' }, type: 'select_radio' as const };
    expect(draftIssues(choice, 'startup').map((i) => i.field)).toEqual(['options']);
    const incomplete = { ...choice, options: [{ value: 'a', labels: {} }] };
    expect(draftIssues(incomplete, 'startup').map((i) => i.code)).toEqual(['optionIncomplete']);
    const range = { ...emptyDraft(), slug: 'n', label: { en: 'N' }, type: 'number' as const, validations: { min: 5, max: 1 } };
    expect(draftIssues(range, 'startup').map((i) => [i.field, i.code])).toEqual([['validations', 'minAboveMax']]);
    expect(draftIssues({ ...range, validations: { min: 1, max: 5 } }, 'startup')).toEqual([]);
  });

  it('sends only the rules of the type and options of choice types', () => {
    const draft = { ...emptyDraft(), slug: 'n', label: { en: 'N', fr: ' ' }, type: 'number' as const, validations: { min: 0, maxLength: 4, integer: false }, options: [{ value: 'x', labels: { en: 'X' } }] };
    expect(cleanDraft(draft).validations).toEqual({ min: 0 });
    expect(toInput(draft, 'user')).toMatchObject({ target: 'user', label: { en: 'N' }, options: null, helpText: null, category: null, validations: { min: 0 } });
  });

  it('reads the address of /fields/customs/*', () => {
    expect(readSplat(undefined)).toEqual({ kind: 'list', target: 'startup' });
    expect(readSplat('user')).toEqual({ kind: 'list', target: 'user' });
    expect(readSplat('new')).toEqual({ kind: 'new' });
    expect(readSplat('abc-123')).toEqual({ kind: 'edit', id: 'abc-123' });
  });

  it('groups fields by category in template order', () => {
    const e = (category: string | null, id: string) => ({ id, field: { category } });
    expect(groupByCategory([e('A', '1'), e(null, '2'), e('A', '3'), e('B', '4')]).map((g) => [g.category, g.entries.map((x) => x.id)])).toEqual([
      ['A', ['1', '3']],
      [null, ['2']],
      ['B', ['4']],
    ]);
  });
});
