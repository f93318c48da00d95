import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk, StyleChunkLoadError } from './chunkErrors';

describe('chunk load errors (ERR-11)', () => {
  afterEach(() => vi.useRealTimers());

  it('a script chunk that fails to load raises a chunk load error', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: https://demo.example/assets/TasksPage-1a2b.js');
    const error: unknown = await loadChunk(() => Promise.reject(failure)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).not.toBeInstanceOf(StyleChunkLoadError);
    expect((error as Error).name).toBe('ChunkLoadError');
    expect((error as Error).cause).toBe(failure);
  });

  it('a style chunk that fails raises a separate style chunk load error', async () => {
    const failure = new Error('Unable to preload CSS for /assets/TasksPage-9f8e.css');
    const error: unknown = await loadChunk(() => Promise.reject(failure)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StyleChunkLoadError);
    expect(error).not.toBeInstanceOf(ChunkLoadError);
    expect((error as Error).name).toBe('StyleChunkLoadError');
  });

  it('a script chunk that does not arrive within 120000 ms raises a chunk load error', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    const load = loadChunk(() => new Promise<never>(() => undefined)).catch((e: unknown) => {
      settled(e);
    });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await load;
    expect(settled.mock.calls[0]?.[0]).toBeInstanceOf(ChunkLoadError);
  });

  it('a chunk that arrives in time is used as it is', async () => {
    const page = { default: () => null };
    await expect(loadChunk(() => Promise.resolve(page))).resolves.toBe(page);
  });
});
