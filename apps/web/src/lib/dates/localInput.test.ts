import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './localInput';

describe('datetime-local values', () => {
  it('round-trip an instant through the browser zone’s wall clock, to the minute', () => {
    const iso = new Date('2030-01-02T03:04').toISOString();
    expect(toLocalInput(iso)).toBe('2030-01-02T03:04');
    expect(fromLocalInput('2030-01-02T03:04')).toBe(iso);
    // Seconds are not part of the input: they go.
    expect(toLocalInput(new Date('2030-12-31T23:59:59').toISOString())).toBe('2030-12-31T23:59');
  });

  it('empty and broken values are empty and null', () => {
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput(undefined)).toBe('');
    expect(toLocalInput('not a date')).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2030-13-45T99:99')).toBeNull();
  });
});
