/**
 * Test support for the tasks UI (used by *.test.tsx only): an Apollo client whose link answers each operation from a
 * handler and lets a test push subscription events, plus task fixtures.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Observable, type Subscriber } from 'rxjs';
import { renderWithProviders } from '../../test/renderWithProviders';
import type { Task, TaskAssignee } from './documents';

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
    calls.push({ operationName, variables: operation.variables });
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

/** A promise the test resolves when it wants the server to answer. */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open = (): void => undefined;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}

export function renderTasksUi(ui: ReactElement, client: ApolloClient, route = '/') {
  return renderWithProviders(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </ApolloProvider>,
  );
}

export const VIEWER = { _id: 'u-me', fullName: 'Sam Staff' };

export function userRow(id: string, name: string, done = false): TaskAssignee {
  return {
    __typename: 'TaskAssignee',
    _id: `row-${id}`,
    type: 'User',
    user: { __typename: 'User', _id: id, fullName: name, avatar: null },
    startup: null,
    viaStartup: null,
    done,
    status: done ? 'COMPLETED' : 'PENDING',
    completedAt: null,
  };
}

/** A task due at the end of the local day `days` from today. */
export function makeTask(id: string, name: string, days: number, overrides: Partial<Task> = {}): Task {
  const due = new Date();
  due.setDate(due.getDate() + days);
  due.setHours(23, 59, 59, 999);
  return {
    __typename: 'Task',
    _id: id,
    name,
    dueDate: due.toISOString(),
    taskType: 'normal',
    url: null,
    isGroupTask: false,
    approvalStatus: 'APPROVED',
    done: false,
    completedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdBy: { __typename: 'User', _id: VIEWER._id, fullName: VIEWER.fullName, avatar: null },
    startup: null,
    assignees: [userRow(VIEWER._id, VIEWER.fullName)],
    viewerCanEdit: true,
    viewerCanDelete: true,
    viewerCanCheck: true,
    viewerDone: false,
    ...overrides,
  };
}

export function taskPage(tasks: Task[], totalCount = tasks.length, next: string | null = null) {
  return { data: { tasks: { __typename: 'TaskList', results: tasks, totalCount, next, prev: null } } };
}
