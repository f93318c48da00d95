/** How a conversation is named and when a message was written, in the reader's language (D-592). */
import type { ChatConversation } from './documents';

/** A group's title; a direct conversation is named after the other person (or people). */
export function conversationName(conversation: Pick<ChatConversation, 'title' | 'members'>, viewerId: string | undefined): string {
  if (conversation.title) return conversation.title;
  const others = conversation.members.filter((m) => m._id !== viewerId);
  return (others.length > 0 ? others : conversation.members).map((m) => m.fullName).join(', ');
}

const intlLocale = (language: string) => language.replace('_', '-');

/** "14:05" today, "3 Dec" this year, "3 Dec 2025" before. */
export function messageTime(iso: string, language: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const locale = intlLocale(language);
  try {
    if (at.toDateString() === now.toDateString()) return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(at);
    const sameYear = at.getFullYear() === now.getFullYear();
    return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) }).format(at);
  } catch {
    return at.toISOString().slice(0, 16).replace('T', ' ');
  }
}

/** The full date and time, for a message's tooltip. */
export function fullTime(iso: string, language: string): string {
  try {
    return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  } catch {
    return iso;
  }
}
