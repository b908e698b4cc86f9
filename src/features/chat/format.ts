// Times and names as the chat shows them, in the user's language.
import type { Conversation } from '@/lib/api-contract/chat';
import { formatDateParts } from '@/lib/format';

export const formatTime = (iso: string, language: string) =>
  formatDateParts(iso, language, { hour: 'numeric', minute: '2-digit' });

/** The list's time: the hour today, otherwise a short date. */
export function formatListTime(iso: string, language: string, now = new Date()) {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) return formatTime(iso, language);
  return formatDateParts(date, language, { day: 'numeric', month: 'short' });
}

export const formatDay = (iso: string, language: string) =>
  formatDateParts(iso, language, { weekday: 'long', day: 'numeric', month: 'long' });


/** A group's name, or the other people's names. */
export function conversationName(conversation: Conversation, meId: string | undefined) {
  if (conversation.name) return conversation.name;
  return conversation.participants
    .filter((p) => p.id !== meId)
    .map((p) => p.name)
    .join(', ');
}
