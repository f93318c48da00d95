import { describe, expect, it } from 'vitest';
import { loadColor } from './MentorCard';

describe('mentor load (issue 14 item 5)', () => {
  it('is neutral without a capacity, green with room, orange when full, red over capacity', () => {
    expect(loadColor(3, null)).toBe('gray');
    expect(loadColor(1, 3)).toBe('teal');
    expect(loadColor(3, 3)).toBe('orange');
    expect(loadColor(4, 3)).toBe('red');
    expect(loadColor(0, 0)).toBe('orange');
  });
});
