/**
 * The live chat (/chat, D-592): a member of the organisation opens a direct conversation with anyone they may reach,
 * or a named group (flag groupChat), writes messages and marks a conversation read. Everything behind the liveChat
 * flag. A message commits, then goes out on each member's `chat` channel (chatMessageAdded); delivery re-checks the
 * subscriber is still in the conversation. Who may reach whom is chat-access.ts; management (CHAT:USER_ACCESS_EDIT)
 * replaces the blocked role pairs.
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ROLE_TYPES, type RoleType } from '@hatchery/domain';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { chatConversations, chatMembers, chatMessages, users } from '../../db/schema/index.js';
import { forbiddenError, notFoundError } from '../../core/errors.js';
import { fieldError, parseInput } from '../../core/input.js';
import { decodeSeekCursor } from '../../core/seek-cursor.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { featureIsOn } from '../milestones/index.js';
import { subscriberStillAllowed, userChannel } from '../notifications/index.js';
import { planGatedError } from '../permissions/index.js';
import { CHAT_ROLE_TYPES, findReachablePeople, readBlockedPairs, replaceBlockedPairs, type ChatPersonView, type RolePair } from './chat-access.js';
import {
  isMember,
  readConversation,
  readConversationList,
  readMessage,
  readMessagePage,
  type ChatConversationView,
  type ChatMessagePageView,
  type ChatMessageView,
} from './chat-views.js';

export const CHAT_MESSAGE_MAX = 4000;
export const CHAT_TITLE_MAX = 80;
/** A group has at most this many people besides its creator. */
export const CHAT_GROUP_MAX = 50;
export const CHAT_PAGE_DEFAULT = 30;
export const CHAT_PAGE_MAX = 100;
export const CHAT_CONTACTS_MAX = 50;

/** What goes out on a member's channel: the ids; the subscriber reads the message with its own rights. */
export interface ChatMessageWire {
  conversationId: string;
  messageId: string;
}

export interface ChatAccessView {
  roleTypes: readonly RoleType[];
  blockedPairs: RolePair[];
}

const idField = z.string().refine(isUuid, 'is not a valid id');
const roleField = z.enum(ROLE_TYPES).refine((type) => CHAT_ROLE_TYPES.includes(type), 'does not take part in the chat');

const contactsSchema = z.object({
  search: z.string().max(100, 'at most 100 characters').nullish(),
  limit: z.number().int().min(1, `must be 1 to ${CHAT_CONTACTS_MAX}`).max(CHAT_CONTACTS_MAX, `must be 1 to ${CHAT_CONTACTS_MAX}`).nullish(),
});
const pageSchema = z.object({
  conversationId: idField,
  cursor: z
    .string()
    .nullish()
    .refine((value) => !value || decodeSeekCursor(value) !== null, 'is not valid; start from the newest messages'),
  limit: z.number().int().min(1, `must be 1 to ${CHAT_PAGE_MAX}`).max(CHAT_PAGE_MAX, `must be 1 to ${CHAT_PAGE_MAX}`).nullish(),
});
const directSchema = z.object({ userId: idField });
const groupSchema = z.object({
  title: z.string({ error: 'is required' }).trim().min(1, 'is required').max(CHAT_TITLE_MAX, `at most ${CHAT_TITLE_MAX} characters`),
  memberIds: z
    .array(idField)
    .min(1, 'name at least one person')
    .max(CHAT_GROUP_MAX, `at most ${CHAT_GROUP_MAX} people`)
    .refine((ids) => new Set(ids).size === ids.length, 'names a person twice'),
});
const messageSchema = z.object({
  conversationId: idField,
  body: z.string({ error: 'is required' }).trim().min(1, 'is required').max(CHAT_MESSAGE_MAX, `at most ${CHAT_MESSAGE_MAX} characters`),
});
const conversationSchema = z.object({ conversationId: idField });
const accessSchema = z.object({
  blockedPairs: z.array(z.object({ a: roleField, b: roleField })).max(200, 'at most 200 pairs'),
});

async function requireChatOn(tx: Tx): Promise<void> {
  if (!(await featureIsOn(tx, 'liveChat'))) throw planGatedError();
}

const conversationNotFound = () => notFoundError('This conversation does not exist or you are not in it.');

async function requireMember(tx: Tx, viewer: Viewer, conversationId: string): Promise<void> {
  if (!(await isMember(tx, viewer.userId, conversationId))) throw conversationNotFound();
}

export async function getChatConversations(ctx: AppContext): Promise<ChatConversationView[]> {
  const viewer = requireViewer(ctx);
  return ctx.data.run(async (tx) => {
    await requireChatOn(tx);
    return readConversationList(tx, viewer);
  });
}

export async function getChatConversation(ctx: AppContext, input: unknown): Promise<ChatConversationView | null> {
  const viewer = requireViewer(ctx);
  const { conversationId } = parseInput(conversationSchema, input);
  return ctx.data.run(async (tx) => {
    await requireChatOn(tx);
    return readConversation(tx, viewer, conversationId);
  });
}

export async function getChatMessages(ctx: AppContext, input: unknown): Promise<ChatMessagePageView> {
  const viewer = requireViewer(ctx);
  const { conversationId, cursor, limit } = parseInput(pageSchema, input);
  return ctx.data.run(async (tx) => {
    await requireChatOn(tx);
    await requireMember(tx, viewer, conversationId);
    return readMessagePage(tx, viewer, conversationId, cursor ? decodeSeekCursor(cursor) : null, limit ?? CHAT_PAGE_DEFAULT);
  });
}

export async function getChatContacts(ctx: AppContext, input: unknown): Promise<ChatPersonView[]> {
  const viewer = requireViewer(ctx);
  const { search, limit } = parseInput(contactsSchema, input);
  return ctx.data.run(async (tx) => {
    await requireChatOn(tx);
    return findReachablePeople(tx, viewer, { search, limit: limit ?? 20 });
  });
}

async function requireReachable(tx: Tx, viewer: Viewer, ids: readonly string[]): Promise<void> {
  const found = await findReachablePeople(tx, viewer, { ids, limit: ids.length });
  if (found.length !== ids.length) throw forbiddenError('You cannot start a conversation with this person.');
}

/** The direct conversation with `userId`, opened if there is none yet (one per pair of people). */
export async function startDirectChat(ctx: AppContext, input: unknown): Promise<ChatConversationView> {
  const viewer = requireViewer(ctx);
  const { userId } = parseInput(directSchema, input);
  if (userId === viewer.userId) throw forbiddenError('You cannot start a conversation with yourself.');
  return ctx.data.run(async (tx) => {
    await requireChatOn(tx);
    await requireReachable(tx, viewer, [userId]);
    const directKey = [viewer.userId, userId].sort().join(':');
    const [created] = await tx
      .insert(chatConversations)
      .values({ incubatorId: ctx.data.incubatorId, kind: 'direct', directKey, createdBy: viewer.userId })
      .onConflictDoNothing({ target: [chatConversations.incubatorId, chatConversations.directKey], where: sql`${chatConversations.directKey} is not null` })
      .returning({ id: chatConversations.id });
    if (created) {
      await tx.insert(chatMembers).values([viewer.userId, userId].map((member) => ({ incubatorId: ctx.data.incubatorId, conversationId: created.id, userId: member })));
    }
    const [existing] = created ? [created] : await tx.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.directKey, directKey));
    const view = await readConversation(tx, viewer, existing!.id);
    if (!view) throw conversationNotFound();
    return view;
  });
}

export async function createGroupChat(ctx: AppContext, input: unknown): Promise<ChatConversationView> {
  const viewer = requireViewer(ctx);
  const { title, memberIds } = parseInput(groupSchema, input);
  const others = memberIds.filter((id) => id !== viewer.userId);
  return ctx.data.run(async (tx) => {
    await requireChatOn(tx);
    if (!(await featureIsOn(tx, 'groupChat'))) throw planGatedError();
    if (others.length === 0) throw fieldError('memberIds', 'name someone besides you');
    await requireReachable(tx, viewer, others);
    const [created] = await tx
      .insert(chatConversations)
      .values({ incubatorId: ctx.data.incubatorId, kind: 'group', title, createdBy: viewer.userId })
      .returning({ id: chatConversations.id });
    await tx.insert(chatMembers).values([viewer.userId, ...others].map((member) => ({ incubatorId: ctx.data.incubatorId, conversationId: created!.id, userId: member })));
    const view = await readConversation(tx, viewer, created!.id);
    if (!view) throw conversationNotFound();
    return view;
  });
}

/** Publishes the new message to every member's channel. Never throws: the message has already committed. */
async function publishMessage(ctx: AppContext, memberIds: readonly string[], wire: ChatMessageWire): Promise<void> {
  await Promise.all(
    memberIds.map(async (userId) => {
      try {
        await ctx.services.pubsub.publish(userChannel(ctx.incubator.id, userId, 'chat'), wire);
      } catch (error) {
        ctx.log.error({ err: error, userId }, 'could not publish chatMessageAdded');
      }
    }),
  );
}

export async function sendChatMessage(ctx: AppContext, input: unknown): Promise<ChatMessageView> {
  const viewer = requireViewer(ctx);
  const { conversationId, body } = parseInput(messageSchema, input);
  const { message, memberIds } = await ctx.data.run(async (tx) => {
    await requireChatOn(tx);
    const conversation = await readConversation(tx, viewer, conversationId);
    if (!conversation) throw conversationNotFound();
    if (!conversation.viewerCanPost) throw forbiddenError('You can no longer write in this conversation.');
    const [row] = await tx
      .insert(chatMessages)
      .values({ incubatorId: ctx.data.incubatorId, conversationId, authorUserId: viewer.userId, body })
      .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
    await tx.update(chatConversations).set({ lastMessageAt: row!.createdAt }).where(eq(chatConversations.id, conversationId));
    await tx
      .update(chatMembers)
      .set({ lastReadAt: row!.createdAt })
      .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, viewer.userId)));
    const view = await readMessage(tx, viewer, row!.id);
    return { message: view!, memberIds: conversation.members.map((m) => m._id) };
  });
  await publishMessage(ctx, memberIds, { conversationId, messageId: message._id });
  return message;
}

/** Everything in the conversation up to now is read by the viewer. */
export async function markChatRead(ctx: AppContext, input: unknown): Promise<ChatConversationView> {
  const viewer = requireViewer(ctx);
  const { conversationId } = parseInput(conversationSchema, input);
  return ctx.data.run(async (tx) => {
    await requireChatOn(tx);
    await tx
      .update(chatMembers)
      .set({ lastReadAt: sql`greatest(${chatMembers.lastReadAt}, now())` })
      .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, viewer.userId)));
    const view = await readConversation(tx, viewer, conversationId);
    if (!view) throw conversationNotFound();
    return view;
  });
}

/** For a chatMessageAdded subscriber: still allowed to sign in, and still in the message's conversation. */
export async function subscriberMayReceive(ctx: AppContext, viewer: Viewer, wire: ChatMessageWire): Promise<boolean> {
  if (!(await subscriberStillAllowed(ctx, viewer))) return false;
  return ctx.data.run((tx) => isMember(tx, viewer.userId, wire.conversationId));
}

/** The message of an event, read with the subscriber's rights. */
export async function getChatMessageForSubscriber(ctx: AppContext, wire: ChatMessageWire): Promise<ChatMessageView> {
  const viewer = requireViewer(ctx);
  const message = await ctx.data.run((tx) => readMessage(tx, viewer, wire.messageId));
  if (!message) throw notFoundError('This message was removed.');
  return message;
}

export async function getChatAccess(ctx: AppContext): Promise<ChatAccessView> {
  requireViewer(ctx);
  return ctx.data.run(async (tx) => ({ roleTypes: CHAT_ROLE_TYPES, blockedPairs: await readBlockedPairs(tx) }));
}

export async function setChatAccess(ctx: AppContext, input: unknown): Promise<ChatAccessView> {
  const viewer = requireViewer(ctx);
  const { blockedPairs } = parseInput(accessSchema, input);
  return ctx.data.run(async (tx) => {
    const before = await readBlockedPairs(tx);
    await replaceBlockedPairs(tx, ctx.data.incubatorId, blockedPairs);
    const after = await readBlockedPairs(tx);
    const text = (pairs: RolePair[]) => pairs.map((p) => `${p.a}–${p.b}`);
    // Who may chat with whom is an organisation setting: the activity log keeps each change (admins read it).
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordActivity(tx, ctx.data.incubatorId, viewer.userId, {
        action: 'chat.accessChanged',
        entityType: 'chatAccess',
        before: { blockedPairs: text(before) },
        after: { blockedPairs: text(after) },
      });
    }
    return { roleTypes: CHAT_ROLE_TYPES, blockedPairs: after };
  });
}

export interface ChatSettingsView {
  emailUnread: boolean;
}

const settingsSchema = z.object({ emailUnread: z.boolean({ error: 'is required' }) });

/** The viewer's own chat settings: whether unread messages are e-mailed to them (the user's chat_notification). */
export async function getChatSettings(ctx: AppContext): Promise<ChatSettingsView> {
  const viewer = requireViewer(ctx);
  return ctx.data.run(async (tx) => {
    const [row] = await tx.select({ emailUnread: users.chatNotification }).from(users).where(eq(users.id, viewer.userId));
    return { emailUnread: row?.emailUnread ?? false };
  });
}

export async function setChatSettings(ctx: AppContext, input: unknown): Promise<ChatSettingsView> {
  const viewer = requireViewer(ctx);
  const { emailUnread } = parseInput(settingsSchema, input);
  return ctx.data.run(async (tx) => {
    await tx.update(users).set({ chatNotification: emailUnread }).where(eq(users.id, viewer.userId));
    return { emailUnread };
  });
}
