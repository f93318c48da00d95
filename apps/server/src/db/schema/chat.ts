/**
 * The live chat (/chat, flag liveChat, D-592): conversations between members of the organisation — a direct one per
 * pair of people, or a named group (flag groupChat) — their members with how far each has read, the messages, and the
 * role pairs the organisation keeps from chatting (/chat/management, CHAT:USER_ACCESS_EDIT). Tenant-owned, forced RLS
 * (drizzle/0050_chat.sql); every reference is a composite (incubator_id, x_id) key.
 */
import type { RoleType } from '@hatchery/domain';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, seekCreatedAt } from './columns.js';
import { users } from './people.js';

export const CHAT_KINDS = ['direct', 'group'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: id(),
    incubatorId: incubatorId(),
    kind: text('kind').$type<ChatKind>().notNull(),
    /** A group's name; null for a direct conversation (its name is the other person's). */
    title: text('title'),
    /** A direct conversation's pair, the two user ids in order joined by ':' — one conversation per pair. */
    directKey: text('direct_key'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    /** The newest message's time (the list's order); null until the first message. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    unique('chat_conversations_incubator_id_id_uq').on(t.incubatorId, t.id),
    uniqueIndex('chat_conversations_direct_uq').on(t.incubatorId, t.directKey).where(sql`${t.directKey} is not null`),
    check('chat_conversations_kind_ck', sql`${t.kind} in ('direct', 'group')`),
    foreignKey({ name: 'chat_conversations_created_by_fk', columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);
export type ChatConversationRow = typeof chatConversations.$inferSelect;

export const chatMembers = pgTable(
  'chat_members',
  {
    id: id(),
    incubatorId: incubatorId(),
    conversationId: uuid('conversation_id').notNull(),
    userId: uuid('user_id').notNull(),
    joinedAt: createdAt(),
    /** Messages after this time (by others) are unread for the member. */
    lastReadAt: timestamp('last_read_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Up to when the member was e-mailed about unread messages (the digest mails each message at most once). */
    notifiedAt: timestamp('notified_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('chat_members_conversation_user_uq').on(t.incubatorId, t.conversationId, t.userId),
    // A person's conversations (the list) are read from their memberships.
    index('chat_members_user_idx').on(t.incubatorId, t.userId),
    foreignKey({ name: 'chat_members_conversation_fk', columns: [t.incubatorId, t.conversationId], foreignColumns: [chatConversations.incubatorId, chatConversations.id] }).onDelete('cascade'),
    foreignKey({ name: 'chat_members_user_fk', columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    incubatorId: incubatorId(),
    conversationId: uuid('conversation_id').notNull(),
    /** Null once the author's account is erased; the message stays for the others. */
    authorUserId: uuid('author_user_id'),
    /** Plain text (line breaks kept); links are drawn by the web app. */
    body: text('body').notNull(),
    // To the millisecond: the thread is paged by (created_at, id) with core/seek-cursor.ts.
    createdAt: seekCreatedAt(),
  },
  (t) => [
    index('chat_messages_thread_idx').on(t.incubatorId, t.conversationId, t.createdAt.desc(), t.id.desc()),
    foreignKey({ name: 'chat_messages_conversation_fk', columns: [t.incubatorId, t.conversationId], foreignColumns: [chatConversations.incubatorId, chatConversations.id] }).onDelete('cascade'),
    foreignKey({ name: 'chat_messages_author_fk', columns: [t.incubatorId, t.authorUserId], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** A pair of role types kept from starting a conversation with each other (both ways); role_a ≤ role_b. */
export const chatBlockedRolePairs = pgTable(
  'chat_blocked_role_pairs',
  {
    id: id(),
    incubatorId: incubatorId(),
    roleA: text('role_a').$type<RoleType>().notNull(),
    roleB: text('role_b').$type<RoleType>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_blocked_role_pairs_uq').on(t.incubatorId, t.roleA, t.roleB),
    check('chat_blocked_role_pairs_order_ck', sql`${t.roleA} <= ${t.roleB}`),
  ],
);
