import { describe, expect, it } from 'vitest';
import { startingAnswers } from './startingAnswers';

describe('startingAnswers', () => {
  const prefill = { entity: { arrayValue: ['llc'] }, funding: { numberValue: 250000 } };

  it('starts a new answer from the custom fields’ values', () => {
    expect(startingAnswers(null, prefill)).toEqual(prefill);
    expect(startingAnswers({}, prefill)).toEqual(prefill);
  });

  it('keeps saved answers as they are, never mixed with a prefill', () => {
    const saved = { entity: { arrayValue: ['coop'] } };
    expect(startingAnswers(saved, prefill)).toEqual(saved);
  });

  it('answers nothing from what is not an answers object', () => {
    expect(startingAnswers(undefined, undefined)).toEqual({});
    expect(startingAnswers(null, ['x'])).toEqual({});
    expect(startingAnswers(null, 'text')).toEqual({});
  });
});
