// Times and names as the chat shows them, in the user's language.
import type { Conversation } from '@/lib/api-contract/chat';

export const formatTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** The list's time: the hour today, otherwise a short date. */
export function formatListTime(iso: string, language: string, now = new Date()) {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) return formatTime(iso, language);
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(date);
}

export const formatDay = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));

/** A group's name, or the other people's names. */
export function conversationName(conversation: Conversation, meId: string | undefined) {
  if (conversation.name) return conversation.name;
  return conversation.participants
    .filter((p) => p.id !== meId)
    .map((p) => p.name)
    .join(', ');
}
