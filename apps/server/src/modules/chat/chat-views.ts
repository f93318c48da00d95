/**
 * Reading conversations and messages for one viewer (D-592). Membership is part of every statement: a conversation
 * the viewer is not in reads as absent (CHAT:LIMIT_READ — one reads only the conversations one belongs to).
 */
import type { RoleType } from '@hatchery/domain';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { chatConversations, chatMembers, chatMessages, roles, users, type ChatConversationRow, type ChatKind } from '../../db/schema/index.js';
import { encodeSeekCursor, olderThan, type SeekPosition } from '../../core/seek-cursor.js';
import { readAccessRule, type ChatAccessRule, type ChatPersonView } from './chat-access.js';

/** The list shows this many conversations, the most recently active first. */
export const CHAT_LIST_MAX = 100;

export interface ChatMessageView {
  _id: string;
  conversationId: string;
  /** Null once the author's account is gone. */
  author: ChatPersonView | null;
  body: string;
  createdAt: Date;
  mine: boolean;
}

export interface ChatConversationView {
  _id: string;
  kind: ChatKind;
  title: string | null;
  members: ChatPersonView[];
  lastMessage: ChatMessageView | null;
  unreadCount: number;
  lastMessageAt: Date | null;
  createdAt: Date;
  /** False when a direct conversation's other person has left or the organisation keeps the two apart. */
  viewerCanPost: boolean;
}

export interface ChatMessagePageView {
  /** Newest first. */
  items: ChatMessageView[];
  nextCursor: string | null;
}

interface Reader {
  userId: string;
  roleType: RoleType;
}

interface MemberRow extends ChatPersonView {
  conversationId: string;
  active: boolean;
}

const authorSelection = { _id: users.id, fullName: users.fullName, roleType: roles.type };

type JoinedAuthor = { _id: string | null; fullName: string | null; roleType: RoleType | null } | null;

function messageView(reader: Reader, row: { message: typeof chatMessages.$inferSelect; author: JoinedAuthor }): ChatMessageView {
  const a = row.author;
  const author = a && a._id && a.roleType ? { _id: a._id, fullName: a.fullName ?? '', roleType: a.roleType } : null;
  return {
    _id: row.message.id,
    conversationId: row.message.conversationId,
    author,
    body: row.message.body,
    createdAt: row.message.createdAt,
    mine: row.message.authorUserId === reader.userId,
  };
}

function messagesWithAuthors(tx: Tx) {
  return tx
    .select({ message: chatMessages, author: authorSelection })
    .from(chatMessages)
    .leftJoin(users, and(eq(users.incubatorId, chatMessages.incubatorId), eq(users.id, chatMessages.authorUserId)))
    .leftJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)));
}

function canPost(reader: Reader, conversation: ChatConversationRow, members: MemberRow[], rule: ChatAccessRule): boolean {
  if (conversation.kind !== 'direct') return true;
  const other = members.find((m) => m.conversationId === conversation.id && m._id !== reader.userId);
  return Boolean(other && other.active && rule.allows(reader.roleType, other.roleType));
}

/** The views of the reader's conversations `rows` (a statement each for members, last messages and unread counts). */
async function conversationViews(tx: Tx, reader: Reader, rows: ChatConversationRow[]): Promise<ChatConversationView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const members: MemberRow[] = await tx
    .select({ conversationId: chatMembers.conversationId, _id: users.id, fullName: users.fullName, roleType: roles.type, active: sql<boolean>`${users.status} = 'active'` })
    .from(chatMembers)
    .innerJoin(users, and(eq(users.incubatorId, chatMembers.incubatorId), eq(users.id, chatMembers.userId)))
    .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
    .where(inArray(chatMembers.conversationId, ids))
    .orderBy(asc(users.fullName), asc(users.id));
  const lastMessages = await tx
    .selectDistinctOn([chatMessages.conversationId], { message: chatMessages, author: authorSelection })
    .from(chatMessages)
    .leftJoin(users, and(eq(users.incubatorId, chatMessages.incubatorId), eq(users.id, chatMessages.authorUserId)))
    .leftJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
    .where(inArray(chatMessages.conversationId, ids))
    .orderBy(chatMessages.conversationId, desc(chatMessages.createdAt), desc(chatMessages.id));
  const unread = await tx
    .select({ conversationId: chatMessages.conversationId, count: count() })
    .from(chatMessages)
    .innerJoin(
      chatMembers,
      and(eq(chatMembers.incubatorId, chatMessages.incubatorId), eq(chatMembers.conversationId, chatMessages.conversationId), eq(chatMembers.userId, reader.userId)),
    )
    .where(and(inArray(chatMessages.conversationId, ids), gt(chatMessages.createdAt, chatMembers.lastReadAt), sql`${chatMessages.authorUserId} is distinct from ${reader.userId}::uuid`))
    .groupBy(chatMessages.conversationId);
  const rule = await readAccessRule(tx);
  return rows.map((conversation) => {
    const last = lastMessages.find((m) => m.message.conversationId === conversation.id);
    return {
      _id: conversation.id,
      kind: conversation.kind,
      title: conversation.title,
      members: members.filter((m) => m.conversationId === conversation.id).map(({ _id, fullName, roleType }) => ({ _id, fullName, roleType })),
      lastMessage: last ? messageView(reader, last) : null,
      unreadCount: unread.find((u) => u.conversationId === conversation.id)?.count ?? 0,
      lastMessageAt: conversation.lastMessageAt,
      createdAt: conversation.createdAt,
      viewerCanPost: canPost(reader, conversation, members, rule),
    };
  });
}

function readerConversations(tx: Tx, reader: Reader) {
  return tx
    .select({ conversation: chatConversations })
    .from(chatConversations)
    .innerJoin(
      chatMembers,
      and(eq(chatMembers.incubatorId, chatConversations.incubatorId), eq(chatMembers.conversationId, chatConversations.id), eq(chatMembers.userId, reader.userId)),
    );
}

export async function readConversationList(tx: Tx, reader: Reader): Promise<ChatConversationView[]> {
  const rows = await readerConversations(tx, reader)
    .orderBy(desc(sql`coalesce(${chatConversations.lastMessageAt}, ${chatConversations.createdAt})`), desc(chatConversations.id))
    .limit(CHAT_LIST_MAX);
  return conversationViews(
    tx,
    reader,
    rows.map((r) => r.conversation),
  );
}

/** One of the reader's conversations; null when unknown or the reader is not in it. */
export async function readConversation(tx: Tx, reader: Reader, id: string): Promise<ChatConversationView | null> {
  const rows = await readerConversations(tx, reader).where(eq(chatConversations.id, id));
  const [view] = await conversationViews(
    tx,
    reader,
    rows.map((r) => r.conversation),
  );
  return view ?? null;
}

export async function isMember(tx: Tx, userId: string, conversationId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: chatMembers.id })
    .from(chatMembers)
    .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)));
  return Boolean(row);
}

/** A page of a conversation's messages, newest first, after `position`; the caller has checked membership. */
export async function readMessagePage(tx: Tx, reader: Reader, conversationId: string, position: SeekPosition | null, limit: number): Promise<ChatMessagePageView> {
  const rows = await messagesWithAuthors(tx)
    .where(and(eq(chatMessages.conversationId, conversationId), position ? olderThan(chatMessages.createdAt, chatMessages.id, position) : undefined))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map((row) => messageView(reader, row));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeSeekCursor({ createdAt: last.createdAt, id: last._id }) : null };
}

/** One message for a member of its conversation; null otherwise. */
export async function readMessage(tx: Tx, reader: Reader, messageId: string): Promise<ChatMessageView | null> {
  const [row] = await messagesWithAuthors(tx)
    .innerJoin(
      chatMembers,
      and(eq(chatMembers.incubatorId, chatMessages.incubatorId), eq(chatMembers.conversationId, chatMessages.conversationId), eq(chatMembers.userId, reader.userId)),
    )
    .where(eq(chatMessages.id, messageId));
  return row ? messageView(reader, row) : null;
}
