import { CHUNK_LOAD_TIMEOUT_MS } from '@hatchery/domain';

/** A script chunk (a lazy page's module) could not be loaded (ERR-11). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** A style chunk (the CSS a lazy module needs) could not be loaded: a separate error (ERR-11). */
export class StyleChunkLoadError extends Error {
  override name = 'StyleChunkLoadError';
}

/** Vite's preload helper rejects with "Unable to preload CSS for <url>" when a stylesheet fails. */
const STYLE_FAILURE = /unable to preload css/i;

export function chunkErrorOf(error: unknown): ChunkLoadError | StyleChunkLoadError {
  if (error instanceof ChunkLoadError || error instanceof StyleChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const wrapped = STYLE_FAILURE.test(message) ? new StyleChunkLoadError(message) : new ChunkLoadError(message);
  wrapped.cause = error;
  return wrapped;
}

/** Loads a chunk; a failure, or no answer within 120 s (D2 §9), rejects with the matching chunk error. */
export function loadChunk<T>(loader: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)), timeoutMs);
    loader().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(chunkErrorOf(error));
      },
    );
  });
}
