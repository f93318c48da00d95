/** Lets logout reset the GraphQL cache without pulling the GraphQL client into the login bundle. */
interface ResettableClient {
  clearStore: () => Promise<unknown>;
  /** Refetches the named active queries (e.g. CurrentUser after the account is confirmed). */
  refetchQueries: (options: { include: string[] }) => PromiseLike<unknown>;
}

let current: ResettableClient | null = null;

export function registerClient(client: ResettableClient): void {
  current = client;
}

export function registeredClient(): ResettableClient | null {
  return current;
}
