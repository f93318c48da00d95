/**
 * For the unit tests only: an in-memory notifications API behind a real Apollo link. Every operation the panel
 * sends is validated against the server's committed SDL (apps/server/schema.graphql, kept equal to the printed
 * schema by a server test) and executed with graphql-js, so the documents, variables and answers have the
 * server's shape; the rules follow docs/contract-tasks-notifications.md.
 */
import { ApolloLink } from '@apollo/client';
import type { NotificationStyle, NotificationType } from '@hatchery/domain';
import { NOTIFICATION_STYLE_OF } from '@hatchery/domain';
import { buildSchema, execute, OperationTypeNode, validate, type DocumentNode, type FormattedExecutionResult } from 'graphql';
import { Observable, type Observer } from 'rxjs';
import serverSdl from '../../../../server/schema.graphql?raw';
import type { NotificationRecipient } from './documents';

const schema = buildSchema(serverSdl);

export interface RecordedCall {
  operationName: string;
  variables: Record<string, unknown>;
}

let sequence = 0;

/** A recipient row `minutesAgo` old. */
export function makeRecipient(
  minutesAgo: number,
  overrides: { message?: string; url?: string | null; isRead?: boolean; type?: NotificationType; actor?: string | null } = {},
): NotificationRecipient {
  sequence += 1;
  const type = overrides.type ?? 'taskAssigned';
  const message = overrides.message ?? `Notification ${sequence}`;
  const actorName = overrides.actor === undefined ? 'Avery Collins' : overrides.actor;
  return {
    _id: `r-${sequence}`,
    isRead: overrides.isRead ?? false,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    message,
    notificationStyle: NOTIFICATION_STYLE_OF[type] satisfies NotificationStyle,
    notification: {
      _id: `n-${sequence}`,
      url: overrides.url === undefined ? '/tasks' : overrides.url,
      notificationType: type,
      message,
      actor: actorName ? { _id: `u-${actorName}`, fullName: actorName, avatar: null } : null,
    },
  };
}

const newestFirst = (a: NotificationRecipient, b: NotificationRecipient) => b.createdAt.localeCompare(a.createdAt);

export function createFakeNotificationsServer(initial: { recipients?: NotificationRecipient[]; lastSeen?: string | null; emailCopies?: boolean } = {}) {
  const state = {
    recipients: [...(initial.recipients ?? [])].sort(newestFirst),
    lastSeen: initial.lastSeen ?? null,
    emailCopies: initial.emailCopies ?? false,
  };
  const calls: RecordedCall[] = [];
  const subscribers = new Set<{ query: DocumentNode; observer: Observer<FormattedExecutionResult> }>();
  const unread = () => state.recipients.filter((r) => !r.isRead).length;
  const unseen = () => state.recipients.filter((r) => state.lastSeen === null || r.createdAt > state.lastSeen).length;

  const rootValue = {
    unseenNotifications: () => ({ count: unseen(), lastSeenTimestamp: state.lastSeen }),
    notifications: ({ page = 1, pageSize = 16 }: { page?: number; pageSize?: number }) => {
      const totalCount = state.recipients.length;
      return {
        notifications: state.recipients.slice((page - 1) * pageSize, page * pageSize).map((r) => structuredClone(r)),
        meta: { currentPage: page, totalPages: Math.ceil(totalCount / pageSize), pageSize, totalCount },
        unreadCount: unread(),
      };
    },
    recordNotificationsLastSeen: ({ timestamp }: { timestamp?: string | null }) => {
      const now = new Date().toISOString();
      const at = !timestamp || timestamp > now ? now : timestamp;
      if (state.lastSeen === null || at > state.lastSeen) state.lastSeen = at;
      return unseen();
    },
    markNotificationsRead: ({ notificationIds }: { notificationIds: string[] }) => {
      if (notificationIds.length > 500) throw new Error('notificationIds: at most 500');
      for (const r of state.recipients) if (notificationIds.includes(r._id) || notificationIds.includes(r.notification._id)) r.isRead = true;
      return unread();
    },
    notificationPreferences: () => ({ emailCopies: state.emailCopies }),
    updateNotificationPreferences: ({ emailCopies }: { emailCopies: boolean }) => {
      state.emailCopies = emailCopies;
      return { emailCopies };
    },
  };

  async function run(query: DocumentNode, variables: Record<string, unknown>, root: object): Promise<FormattedExecutionResult> {
    const problems = validate(schema, query);
    if (problems.length > 0) throw new Error(`invalid against the server schema: ${problems.map((p) => p.message).join('; ')}`);
    const result = await execute({ schema, document: query, variableValues: variables, rootValue: root });
    if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join('; '));
    return { data: result.data };
  }

  const link = new ApolloLink((operation) => {
    calls.push({ operationName: operation.operationName ?? '', variables: { ...operation.variables } });
    if (operation.operationType === OperationTypeNode.SUBSCRIPTION) {
      return new Observable<FormattedExecutionResult>((observer) => {
        const problems = validate(schema, operation.query);
        if (problems.length > 0) {
          observer.error(new Error(problems.map((p) => p.message).join('; ')));
          return undefined;
        }
        const entry = { query: operation.query, observer };
        subscribers.add(entry);
        return () => subscribers.delete(entry);
      });
    }
    return new Observable<FormattedExecutionResult>((observer) => {
      run(operation.query, operation.variables, rootValue).then(
        (result) => {
          observer.next(result);
          observer.complete();
        },
        (error: unknown) => observer.error(error),
      );
    });
  });

  return {
    link,
    state,
    calls,
    /** The calls of one operation, in order. */
    callsOf: (operationName: string) => calls.filter((c) => c.operationName === operationName),
    subscriberCount: () => subscribers.size,
    /** A notification arrives: stored, then sent to every open notificationCreated subscription (NTF-08). */
    async deliver(recipient: NotificationRecipient): Promise<void> {
      state.recipients = [recipient, ...state.recipients].sort(newestFirst);
      for (const { query, observer } of subscribers) observer.next(await run(query, {}, { notificationCreated: structuredClone(recipient) }));
    },
  };
}

export type FakeNotificationsServer = ReturnType<typeof createFakeNotificationsServer>;
