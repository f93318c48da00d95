import { describe, expect, it } from 'vitest';
import { insertAt, mergeTag } from './mergeFields';

describe('inserting a merge field (D-584)', () => {
  it('goes in at the caret, the caret after it', () => {
    expect(insertAt('Hello , welcome', mergeTag('firstName'), 6, 6)).toEqual({ value: 'Hello {{firstName}}, welcome', caret: 19 });
  });

  it('replaces a selection', () => {
    expect(insertAt('Dear NAME,', '{{fullName}}', 5, 9)).toEqual({ value: 'Dear {{fullName}},', caret: 17 });
  });

  it('goes at the end of a field that never had the caret, and stays inside the text when the caret is out of it', () => {
    expect(insertAt('Hi', ' {{email}}', null, null)).toEqual({ value: 'Hi {{email}}', caret: 12 });
    expect(insertAt('Hi', '!', 10, 12)).toEqual({ value: 'Hi!', caret: 3 });
  });
});
