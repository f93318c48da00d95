/** GraphQL documents of the live chat (/chat, /chat/management, D-592). */
import { graphql, type ResultOf } from '../../lib/graphql';

const CHAT_MESSAGE_FIELDS = graphql(`
  fragment ChatMessageFields on ChatMessage {
    __typename
    _id
    conversationId
    body
    createdAt
    mine
    author { __typename _id fullName roleType }
  }
`);

const CHAT_CONVERSATION_FIELDS = graphql(`
  fragment ChatConversationFields on ChatConversation {
    __typename
    _id
    kind
    title
    unreadCount
    lastMessageAt
    createdAt
    viewerCanPost
    members { __typename _id fullName roleType }
    lastMessage { ...ChatMessageFields }
  }
`, [CHAT_MESSAGE_FIELDS]);

export const CHAT_CONVERSATIONS = graphql(`
  query ChatConversations {
    chatConversations { ...ChatConversationFields }
  }
`, [CHAT_CONVERSATION_FIELDS]);

export const CHAT_THREAD = graphql(`
  query ChatThread($id: ID!, $cursor: String) {
    chatConversation(id: $id) {
      ...ChatConversationFields
      messages(cursor: $cursor, limit: 30) {
        __typename
        items { ...ChatMessageFields }
        nextCursor
      }
    }
  }
`, [CHAT_CONVERSATION_FIELDS, CHAT_MESSAGE_FIELDS]);

export const CHAT_CONTACTS = graphql(`
  query ChatContacts($search: String) {
    chatContacts(search: $search, limit: 20) { __typename _id fullName roleType }
  }
`);

export const START_DIRECT_CHAT = graphql(`
  mutation StartDirectChat($userId: ID!) {
    startDirectChat(userId: $userId) { ...ChatConversationFields }
  }
`, [CHAT_CONVERSATION_FIELDS]);

export const CREATE_GROUP_CHAT = graphql(`
  mutation CreateGroupChat($title: String!, $memberIds: [ID!]!) {
    createGroupChat(title: $title, memberIds: $memberIds) { ...ChatConversationFields }
  }
`, [CHAT_CONVERSATION_FIELDS]);

export const SEND_CHAT_MESSAGE = graphql(`
  mutation SendChatMessage($conversationId: ID!, $body: String!) {
    sendChatMessage(conversationId: $conversationId, body: $body) { ...ChatMessageFields }
  }
`, [CHAT_MESSAGE_FIELDS]);

export const MARK_CHAT_READ = graphql(`
  mutation MarkChatRead($conversationId: ID!) {
    markChatRead(conversationId: $conversationId) { __typename _id unreadCount }
  }
`);

export const CHAT_MESSAGE_ADDED = graphql(`
  subscription ChatMessageAdded {
    chatMessageAdded { ...ChatMessageFields }
  }
`, [CHAT_MESSAGE_FIELDS]);

export const CHAT_ACCESS = graphql(`
  query ChatAccess {
    chatAccess { __typename roleTypes blockedPairs { __typename a b } }
  }
`);

export const SET_CHAT_ACCESS = graphql(`
  mutation SetChatAccess($blockedPairs: [ChatRolePairInput!]!) {
    setChatAccess(blockedPairs: $blockedPairs) { __typename roleTypes blockedPairs { __typename a b } }
  }
`);

export type ChatConversation = ResultOf<typeof CHAT_CONVERSATIONS>['chatConversations'][number];
export type ChatThread = NonNullable<ResultOf<typeof CHAT_THREAD>['chatConversation']>;
export type ChatMessage = ChatThread['messages']['items'][number];
export type ChatPerson = ResultOf<typeof CHAT_CONTACTS>['chatContacts'][number];
export type ChatRoleType = ChatPerson['roleType'];

export const CHAT_SETTINGS = graphql(`
  query ChatSettings {
    chatSettings { __typename emailUnread }
  }
`);

export const SET_CHAT_SETTINGS = graphql(`
  mutation SetChatSettings($emailUnread: Boolean!) {
    setChatSettings(emailUnread: $emailUnread) { __typename emailUnread }
  }
`);
