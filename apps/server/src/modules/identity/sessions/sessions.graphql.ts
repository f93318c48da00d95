/** Session type, mySessions, upsertSession, logoutSession and the sessionLoggedOut subscription (D1 §4, §7.5, §7.6). */
import { builder } from '../../../graphql/builder.js';
import { requireViewer } from '../../../core/viewer.js';
import { notFoundError } from '../../../core/errors.js';
import { filterSubscription } from '../../../realtime/filter.js';
import {
  logoutSession,
  mySessions,
  sessionBelongsTo,
  sessionChannel,
  upsertSession,
  type SessionLoggedOutEvent,
  type SessionView,
} from './sessions.service.js';
import { sessionsPolicy } from './sessions.policy.js';

const SessionRef = builder.objectRef<SessionView>('Session').implement({
  description: 'A server session: one signed-in browser (D1 §4). status: active | replaced | logged_out | expired (GAP-01).',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    status: t.exposeString('status'),
    userAgent: t.exposeString('userAgent', { nullable: true }),
    lastActivityAt: t.expose('lastActivityAt', { type: 'DateTime' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    current: t.exposeBoolean('current', { description: "Whether this is the session of the request's own sign-in (bearer token)." }),
  }),
});

const SessionLoggedOutEventRef = builder.objectRef<SessionLoggedOutEvent>('SessionLoggedOutEvent').implement({
  description: 'A server session ended. reason: replaced | logged_out | expired | deactivated.',
  fields: (t) => ({
    sessionId: t.exposeID('sessionId'),
    reason: t.exposeString('reason'),
  }),
});

builder.queryFields((t) => ({
  mySessions: t.field({
    access: sessionsPolicy.mySessions,
    type: [SessionRef],
    description: "The viewer's active sessions, most recently used first.",
    resolve: (_root, _args, ctx) => mySessions(ctx),
  }),
}));

builder.mutationFields((t) => ({
  upsertSession: t.field({
    access: sessionsPolicy.upsertSession,
    type: SessionRef,
    description:
      'Creates (no sessionId) or refreshes a server session. At the per-tenant limit throws extensions.code MaxSessionsReached ' +
      "unless replaceSessionId names one of the viewer's active sessions, which is then ended (its browser receives sessionLoggedOut).",
    args: { sessionId: t.arg.id(), replaceSessionId: t.arg.id() },
    resolve: (_root, args, ctx) =>
      upsertSession(ctx, {
        sessionId: args.sessionId == null ? null : String(args.sessionId),
        replaceSessionId: args.replaceSessionId == null ? null : String(args.replaceSessionId),
      }),
  }),
  logoutSession: t.boolean({
    access: sessionsPolicy.logoutSession,
    description: "Ends one of the viewer's own sessions; another user's session is NotFound.",
    args: { sessionId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => logoutSession(ctx, String(args.sessionId)),
  }),
}));

builder.subscriptionFields((t) => ({
  sessionLoggedOut: t.field({
    access: sessionsPolicy.sessionLoggedOut,
    type: SessionLoggedOutEventRef,
    description: "Fires when the given session (one of the viewer's own) ends. Requires a signed-in viewer.",
    args: { sessionId: t.arg.id({ required: true }) },
    subscribe: async (_root, args, ctx) => {
      const viewer = requireViewer(ctx);
      const sessionId = String(args.sessionId);
      if (!(await sessionBelongsTo(ctx, sessionId, viewer.userId))) throw notFoundError('Session not found');
      const subscription = ctx.services.pubsub.subscribe<SessionLoggedOutEvent>(sessionChannel(ctx.incubator.id, sessionId));
      await subscription.ready;
      // Re-checked before each event: the session must still be the subscriber's.
      return filterSubscription(
        subscription,
        async (event) => event.sessionId === sessionId && (await sessionBelongsTo(ctx, sessionId, viewer.userId)),
      );
    },
    resolve: (event: SessionLoggedOutEvent) => event,
  }),
}));
