/**
 * Filters a subscription's events with an async check (a permission re-check before sending). Written as a
 * plain iterator rather than an async generator: a generator awaiting the source's next() cannot be stopped
 * by return(), whereas here return() ends the source at once.
 */
export function filterSubscription<T>(source: AsyncIterator<T>, keep: (value: T) => Promise<boolean>): AsyncIterableIterator<T> {
  let finished = false;
  const end = async (): Promise<IteratorResult<T>> => {
    finished = true;
    await source.return?.();
    return { value: undefined, done: true };
  };
  const iterator: AsyncIterableIterator<T> = {
    next: async () => {
      while (!finished) {
        const result = await source.next();
        if (result.done || finished) return { value: undefined, done: true };
        if (await keep(result.value)) return result;
      }
      return { value: undefined, done: true };
    },
    return: end,
    throw: async (error?: unknown) => {
      await end();
      throw error instanceof Error ? error : new Error(String(error));
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
