// The chat screen's URL search params: the open conversation, so it has a link and Back works.
import { searchParams, stringParam } from '@/lib/search-params';

export const validateChatSearch = searchParams({ id: stringParam(100) });
export type ChatSearch = ReturnType<typeof validateChatSearch>;
