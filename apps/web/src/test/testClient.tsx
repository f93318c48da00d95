/**
 * The one Apollo client for web component tests (used by *.test.tsx only): its link answers each operation from a
 * handler, records the calls and lets a test push subscription events; plus the renderers that put a component
 * under it. Feature test kits (features/<name>/testKit) add fixtures on top.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Observable, type Subscriber } from 'rxjs';
import { renderWithProviders } from './renderWithProviders';

export type OperationHandler = (variables: Record<string, unknown>) => unknown;

export interface OperationCall {
  operationName: string;
  variables: Record<string, unknown>;
}

export function createTestClient(handlers: Record<string, OperationHandler>) {
  const calls: OperationCall[] = [];
  const subscribers = new Set<Subscriber<ApolloLink.Result>>();
  const link = new ApolloLink((operation) => {
    const operationName = operation.operationName ?? '';
    // A copy: what was sent, even if the caller's object changes afterwards.
    calls.push({ operationName, variables: { ...operation.variables } });
    return new Observable<ApolloLink.Result>((subscriber) => {
      if (operation.operationType === 'subscription') {
        subscribers.add(subscriber);
        return () => {
          subscribers.delete(subscriber);
        };
      }
      const handler = handlers[operationName];
      if (!handler) {
        subscriber.error(new Error(`No handler for ${operationName}`));
        return undefined;
      }
      Promise.resolve()
        .then(() => handler(operation.variables))
        .then(
          (result) => {
            subscriber.next(result as ApolloLink.Result);
            subscriber.complete();
          },
          (error: unknown) => subscriber.error(error),
        );
      return undefined;
    });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return {
    client,
    calls,
    callsOf: (name: string) => calls.filter((c) => c.operationName === name),
    /** Delivers one event to every open subscription. */
    emit: (data: Record<string, unknown>) => subscribers.forEach((s) => s.next({ data })),
    subscriptions: () => subscribers.size,
  };
}

/** The incubator settings every metric value format reads (currency, time zone): the answer to MetricsPromptIncubator. */
export const INCUBATOR = { currency: 'USD', timezone: 'UTC' };

export function incubatorFormatHandlers(incubator: { currency: string; timezone: string } = INCUBATOR): Record<string, OperationHandler> {
  return {
    MetricsPromptIncubator: () => ({
      data: { publicIncubator: { __typename: 'PublicIncubator', id: 'inc-1', ...incubator } },
    }),
  };
}

/** A promise the test resolves when it wants the server to answer. */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open = (): void => undefined;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}

/** Mantine, English and the client around `ui`. */
export function renderWithClient(ui: ReactElement, client: ApolloClient) {
  return renderWithProviders(<ApolloProvider client={client}>{ui}</ApolloProvider>);
}

/** The same, inside a router at `route`. */
export function renderWithRouter(ui: ReactElement, client: ApolloClient, route = '/') {
  return renderWithProviders(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </ApolloProvider>,
  );
}
