import { describe, expect, it, vi } from 'vitest';
import { reloadOnceOnChunkError } from './chunkReload';

describe('lazy chunk failure (ERR-10, GAP-44)', () => {
  it('reloads once per path per session', () => {
    const reload = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(reloadOnceOnChunkError(new Error('x'), '/a', sessionStorage, reload)).toBe(true);
    expect(reloadOnceOnChunkError(new Error('x'), '/a', sessionStorage, reload)).toBe(false);
    expect(reloadOnceOnChunkError(new Error('x'), '/b', sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
