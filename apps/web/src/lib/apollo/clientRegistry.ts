/** Lets logout reset the GraphQL cache without pulling the GraphQL client into the login bundle. */
interface ResettableClient {
  clearStore: () => Promise<unknown>;
  /** Refetches the named active queries (e.g. CurrentUser after the account is confirmed). */
  refetchQueries: (options: { include: string[] }) => PromiseLike<unknown>;
  /**
   * Sends the active queries of that name again as new requests, not joined to an identical one in flight (whose
   * answer may predate a change the caller just made), and writes their answers to the cache.
   */
  refetchFresh: (operationName: string) => Promise<unknown>;
}

let current: ResettableClient | null = null;

export function registerClient(client: ResettableClient): void {
  current = client;
}

export function registeredClient(): ResettableClient | null {
  return current;
}
