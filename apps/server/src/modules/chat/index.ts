/**
 * The public surface of modules/chat (D-109, D-592): the live chat. Lint refuses a deep import from outside.
 */
import './chat.graphql.js';

export { chatPolicy } from './chat.policy.js';
export { runChatDigest, runTenantChatDigest, scheduleChatDigest, CHAT_DIGEST_DELAY_MS } from './chat-digest.js';
