import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of the first two words, in capitals', () => {
    expect(initials('ada lovelace byron')).toBe('AL');
    expect(initials('  Grace   Hopper ')).toBe('GH');
    expect(initials('Plato')).toBe('P');
  });

  it('is empty for a blank name', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
  });
});
