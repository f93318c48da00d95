import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError, type TypePolicies } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { WS_RETRIES } from '@hatchery/domain';
import { createClient } from 'graphql-ws';
import { OperationTypeNode } from 'graphql';
import { Observable } from 'rxjs';
import { incubatorFromLocation } from '../navigation';
import { sessionIdFromStorage, tokenStore } from '../storage/tokenStore';
import { decideErrorAction, failureFromBody, type TransportFailure } from './errorPolicy';
import { isCountedOperation, loadingCounter } from './loadingCounter';
import { handleErrorAction } from './errorActions';
import { authHeaders } from './headers';
import { registerClient } from './clientRegistry';
import { connectionState } from './connectionState';
import { defaultRetryConfig, retryDelay, shouldRetry, statusOf, type RetryConfig } from './retryPolicy';

/** `/graphql?operationName=Name` on the page's own origin; the server derives the tenant from the host (GAP-29). */
export function graphqlUri(operationName: string | undefined): string {
  return operationName ? `/graphql?operationName=${encodeURIComponent(operationName)}` : '/graphql';
}

export function subscriptionsUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/subscriptions`;
}


const headersLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, ...authHeaders(tokenStore.get()) },
  }));
  return forward(operation);
});

const loadingLink = new ApolloLink((operation, forward) => {
  if (!isCountedOperation(operation.operationType, operation.operationName)) return forward(operation);
  return new Observable((observer) => {
    loadingCounter.start();
    let done = false;
    const finish = (): void => {
      if (!done) {
        done = true;
        loadingCounter.stop();
      }
    };
    const sub = forward(operation).subscribe({
      next: (value) => observer.next(value),
      error: (err: unknown) => {
        finish();
        observer.error(err);
      },
      complete: () => {
        finish();
        observer.complete();
      },
    });
    return () => {
      finish();
      sub.unsubscribe();
    };
  });
});

function failureOf(error: unknown): TransportFailure | null {
  if (ServerError.is(error)) return failureFromBody(error.statusCode, error.bodyText);
  if (CombinedGraphQLErrors.is(error)) {
    const codes = error.errors.map((e) => e.extensions?.code).filter((c): c is string => typeof c === 'string');
    return { codes, message: error.errors[0]?.message };
  }
  return null;
}

const errorLink = new ErrorLink(({ error }) => {
  const failure = failureOf(error);
  if (!failure) return;
  const action = decideErrorAction(failure, window.location.pathname);
  // Without a token there is nothing to log out of: avoids a loop while the cache resets.
  if (action.kind === 'logout' && !tokenStore.get()) return;
  handleErrorAction(action);
});

/** TRN-09, TRN-10: up to 6 attempts, 3 s growing to 20 s with jitter, none on 401/403. */
export function createRetryLink(config: RetryConfig = defaultRetryConfig()): RetryLink {
  return new RetryLink({
    attempts: (attempt, operation, error) =>
      operation.operationType !== OperationTypeNode.SUBSCRIPTION && shouldRetry(attempt, error, config),
    delay: (attempt) => retryDelay(attempt, config),
  });
}

const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

/** TRN-11: every attempt that reaches the server marks the app connected; one that cannot, disconnected. */
export const connectionLink = new ApolloLink((operation, forward) => {
  return new Observable((observer) => {
    const sub = forward(operation).subscribe({
      next: (value) => {
        connectionState.set(true);
        observer.next(value);
      },
      error: (err: unknown) => {
        const status = statusOf(err);
        connectionState.set(status !== undefined && !UNREACHABLE_STATUSES.has(status));
        observer.error(err);
      },
      complete: () => observer.complete(),
    });
    return () => sub.unsubscribe();
  });
});

function createWsLink(): GraphQLWsLink {
  return new GraphQLWsLink(
    createClient({
      url: subscriptionsUrl(),
      lazy: true,
      retryAttempts: WS_RETRIES,
      connectionParams: () => ({
        sessionId: sessionIdFromStorage() ?? undefined,
        incubator: incubatorFromLocation(),
        userAgent: navigator.userAgent,
        authToken: tokenStore.get() ?? undefined,
      }),
    }),
  );
}

/**
 * One cache entry per entity (D-107): the server answers one `User`, one `Startup` and one `Program` type on every
 * path, keyed by `_id`, so a renamed user is right everywhere at once. A `Role` is not keyed: its label is the
 * holder's ("Founder" for a Cofounder alone in a startup), so it lives inside its user; `merge: true` keeps the
 * fields one query read when another reads others.
 */
export const ENTITY_TYPE_POLICIES: TypePolicies = {
  User: { keyFields: ['_id'], fields: { role: { merge: true } } },
  Startup: { keyFields: ['_id'], fields: { info: { merge: true } } },
  Program: { keyFields: ['_id'] },
  Role: { keyFields: false },
};

export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({ uri: (operation) => graphqlUri(operation.operationName) });
  const transport =
    typeof WebSocket === 'undefined'
      ? httpLink
      : ApolloLink.split((op) => op.operationType === OperationTypeNode.SUBSCRIPTION, createWsLink(), httpLink);
  return new ApolloClient({
    link: ApolloLink.from([loadingLink, errorLink, createRetryLink(), connectionLink, headersLink, transport]),
    cache: new InMemoryCache({ typePolicies: ENTITY_TYPE_POLICIES }),
  });
}

let client: ApolloClient | null = null;
/** One client per page; it is loaded (with its chunk) only once something needs GraphQL beyond the login page. */
export function apolloClient(): ApolloClient {
  if (!client) {
    const created = createApolloClient();
    client = created;
    registerClient({
      clearStore: () => created.clearStore(),
      refetchQueries: (options) => created.refetchQueries(options),
      refetchFresh: (operationName) =>
        Promise.all(
          [...created.getObservableQueries('active').values()]
            .filter((observable) => observable.queryName === operationName)
            .map((observable) =>
              created.query({ query: observable.query, variables: observable.variables, fetchPolicy: 'network-only', context: { queryDeduplication: false } }),
            ),
        ),
    });
  }
  return client;
}
