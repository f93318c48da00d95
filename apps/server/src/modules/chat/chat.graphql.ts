/** The live chat (/chat, /chat/management; D-592): types, queries, mutations and the chatMessageAdded subscription. */
import { builder } from '../../graphql/builder.js';
import type { ChatKind } from '../../db/schema/index.js';
import { requireViewer } from '../../core/viewer.js';
import { filterSubscription } from '../../realtime/filter.js';
import { userChannel } from '../notifications/index.js';
import { RoleTypeEnum } from '../roles/index.js';
import { chatPolicy as policy } from './chat.policy.js';
import type { ChatPersonView, RolePair } from './chat-access.js';
import type { ChatConversationView, ChatMessagePageView, ChatMessageView } from './chat-views.js';
import {
  createGroupChat,
  getChatAccess,
  getChatContacts,
  getChatConversation,
  getChatConversations,
  getChatMessageForSubscriber,
  getChatMessages,
  getChatSettings,
  markChatRead,
  sendChatMessage,
  setChatAccess,
  setChatSettings,
  startDirectChat,
  subscriberMayReceive,
  type ChatAccessView,
  type ChatMessageWire,
  type ChatSettingsView,
} from './chat.service.js';

const KIND_NAMES = { direct: 'DIRECT', group: 'GROUP' } as const satisfies Record<ChatKind, string>;

const ChatKindEnum = builder.enumType('ChatConversationKind', {
  values: Object.values(KIND_NAMES),
  description: 'DIRECT: two people, one conversation per pair; GROUP: named, opened by a member (groupChat flag).',
});

const ChatPersonRef = builder.objectRef<ChatPersonView>('ChatPerson').implement({
  fields: (t) => ({
    _id: t.exposeID('_id', { description: 'The user id.' }),
    fullName: t.exposeString('fullName'),
    roleType: t.field({ type: RoleTypeEnum, resolve: (p) => p.roleType }),
  }),
});

const ChatMessageRef = builder.objectRef<ChatMessageView>('ChatMessage').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    conversationId: t.exposeID('conversationId'),
    author: t.field({ type: ChatPersonRef, nullable: true, description: 'Null once the author’s account is gone.', resolve: (m) => m.author }),
    body: t.exposeString('body', { description: 'Plain text; line breaks kept.' }),
    createdAt: t.field({ type: 'DateTime', resolve: (m) => m.createdAt }),
    mine: t.exposeBoolean('mine', { description: 'Written by the viewer.' }),
  }),
});

const ChatMessagePageRef = builder.objectRef<ChatMessagePageView>('ChatMessagePage').implement({
  fields: (t) => ({
    items: t.field({ type: [ChatMessageRef], description: 'Newest first.', resolve: (p) => p.items }),
    nextCursor: t.exposeString('nextCursor', { nullable: true, description: 'Pass as `cursor` for older messages; null at the first.' }),
  }),
});

const ChatConversationRef = builder.objectRef<ChatConversationView>('ChatConversation').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    kind: t.field({ type: ChatKindEnum, resolve: (c) => KIND_NAMES[c.kind] }),
    title: t.exposeString('title', { nullable: true, description: 'A group’s name; null for a direct conversation.' }),
    members: t.field({ type: [ChatPersonRef], description: 'The viewer included; by name.', resolve: (c) => c.members }),
    lastMessage: t.field({ type: ChatMessageRef, nullable: true, resolve: (c) => c.lastMessage }),
    unreadCount: t.exposeInt('unreadCount', { description: 'Messages by others since the viewer last read it.' }),
    lastMessageAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.lastMessageAt }),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => c.createdAt }),
    viewerCanPost: t.exposeBoolean('viewerCanPost', {
      description: 'False when a direct conversation’s other person has left or the organisation keeps the two apart.',
    }),
    messages: t.field({
      type: ChatMessagePageRef,
      description: 'Newest first, `limit` (1–100, default 30) at a time.',
      args: { cursor: t.arg.string(), limit: t.arg.int() },
      resolve: (c, args, ctx) => getChatMessages(ctx, { conversationId: c._id, cursor: args.cursor, limit: args.limit }),
    }),
  }),
});

const ChatRolePairRef = builder.objectRef<RolePair>('ChatRolePair').implement({
  fields: (t) => ({
    a: t.field({ type: RoleTypeEnum, resolve: (p) => p.a }),
    b: t.field({ type: RoleTypeEnum, resolve: (p) => p.b }),
  }),
});

const ChatAccessRef = builder.objectRef<ChatAccessView>('ChatAccess').implement({
  fields: (t) => ({
    roleTypes: t.field({ type: [RoleTypeEnum], description: 'The role types that take part in the chat.', resolve: (a) => [...a.roleTypes] }),
    blockedPairs: t.field({ type: [ChatRolePairRef], description: 'Kept from starting a conversation with each other, both ways.', resolve: (a) => a.blockedPairs }),
  }),
});

const ChatSettingsRef = builder.objectRef<ChatSettingsView>('ChatSettings').implement({
  fields: (t) => ({
    emailUnread: t.exposeBoolean('emailUnread', { description: 'E-mail the viewer about messages left unread for 15 minutes (at most once per message).' }),
  }),
});

const ChatRolePairInput = builder.inputType('ChatRolePairInput', {
  fields: (t) => ({
    a: t.field({ type: RoleTypeEnum, required: true }),
    b: t.field({ type: RoleTypeEnum, required: true }),
  }),
});

builder.queryFields((t) => ({
  chatConversations: t.field({
    type: [ChatConversationRef],
    access: policy.chatConversations,
    description: 'The viewer’s conversations, the most recently active first (at most 100).',
    resolve: (_root, _args, ctx) => getChatConversations(ctx),
  }),
  chatConversation: t.field({
    type: ChatConversationRef,
    nullable: true,
    access: policy.chatConversation,
    description: 'One of the viewer’s conversations; null when unknown or the viewer is not in it.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => getChatConversation(ctx, { conversationId: String(args.id) }),
  }),
  chatContacts: t.field({
    type: [ChatPersonRef],
    access: policy.chatContacts,
    description: 'People the viewer may start a conversation with, by name; `search` in names; `limit` 1–50 (default 20).',
    args: { search: t.arg.string(), limit: t.arg.int() },
    resolve: (_root, args, ctx) => getChatContacts(ctx, { search: args.search, limit: args.limit }),
  }),
  chatSettings: t.field({
    type: ChatSettingsRef,
    access: policy.chatSettings,
    description: 'The viewer’s own chat settings.',
    resolve: (_root, _args, ctx) => getChatSettings(ctx),
  }),
  chatAccess: t.field({
    type: ChatAccessRef,
    access: policy.chatAccess,
    description: 'Who may chat with whom: the role pairs kept apart.',
    resolve: (_root, _args, ctx) => getChatAccess(ctx),
  }),
}));

builder.mutationFields((t) => ({
  startDirectChat: t.field({
    type: ChatConversationRef,
    access: policy.startDirectChat,
    description: 'The direct conversation with `userId`, opened when there is none yet.',
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => startDirectChat(ctx, { userId: String(args.userId) }),
  }),
  createGroupChat: t.field({
    type: ChatConversationRef,
    access: policy.createGroupChat,
    description: 'A named group (title at most 80 characters) with the viewer and `memberIds` (1–50 people the viewer may reach).',
    args: { title: t.arg.string({ required: true }), memberIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => createGroupChat(ctx, { title: args.title, memberIds: args.memberIds.map(String) }),
  }),
  sendChatMessage: t.field({
    type: ChatMessageRef,
    access: policy.sendChatMessage,
    description: 'Plain text, at most 4000 characters; the other members get it through chatMessageAdded.',
    args: { conversationId: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => sendChatMessage(ctx, { conversationId: String(args.conversationId), body: args.body }),
  }),
  markChatRead: t.field({
    type: ChatConversationRef,
    access: policy.markChatRead,
    description: 'Everything in the conversation up to now is read by the viewer.',
    args: { conversationId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => markChatRead(ctx, { conversationId: String(args.conversationId) }),
  }),
  setChatSettings: t.field({
    type: ChatSettingsRef,
    access: policy.setChatSettings,
    description: 'The viewer’s own chat settings.',
    args: { emailUnread: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => setChatSettings(ctx, { emailUnread: args.emailUnread }),
  }),
  setChatAccess: t.field({
    type: ChatAccessRef,
    access: policy.setChatAccess,
    description: 'Replaces the role pairs kept apart (at most 200); a pair is kept apart both ways.',
    args: { blockedPairs: t.arg({ type: [ChatRolePairInput], required: true }) },
    resolve: (_root, args, ctx) => setChatAccess(ctx, { blockedPairs: args.blockedPairs }),
  }),
}));

builder.subscriptionFields((t) => ({
  chatMessageAdded: t.field({
    type: ChatMessageRef,
    access: policy.chatMessageAdded,
    description: 'A message in any of the viewer’s conversations (the viewer’s own included, for their other tabs).',
    subscribe: async (_root, _args, ctx) => {
      const viewer = requireViewer(ctx);
      const subscription = ctx.services.pubsub.subscribe<ChatMessageWire>(userChannel(ctx.incubator.id, viewer.userId, 'chat'));
      await subscription.ready;
      return filterSubscription(subscription, (wire) => subscriberMayReceive(ctx, viewer, wire));
    },
    resolve: (wire: ChatMessageWire, _args, ctx) => getChatMessageForSubscriber(ctx, wire),
  }),
}));
