/** Keeping an open thread's newest page in step with a message sent here or arriving live (D-592). */
import type { ApolloCache } from '@apollo/client';
import { CHAT_THREAD, type ChatMessage } from './documents';

/** Puts `message` at the top of its conversation's newest page, once (a sent message also comes back live). */
export function addMessageToThread(cache: ApolloCache, message: ChatMessage): void {
  cache.updateQuery({ query: CHAT_THREAD, variables: { id: message.conversationId, cursor: null } }, (current) => {
    const conversation = current?.chatConversation;
    if (!conversation || conversation.messages.items.some((item) => item._id === message._id)) return current;
    return {
      chatConversation: {
        ...conversation,
        lastMessage: message,
        lastMessageAt: message.createdAt,
        messages: { ...conversation.messages, items: [message, ...conversation.messages.items] },
      },
    };
  });
}
