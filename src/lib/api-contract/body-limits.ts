// How large a request body may be (docs/security.md#limits): 1 MB for a JSON body, unless the call
// carries files or images in its own right. Both limits answer 413 with the contract's message.
import type { ApiCall } from './permission';

export const JSON_BODY_LIMIT = 1024 * 1024;

/** Images as data URLs (2 MB each, several a record), mail and chat attachments, multipart files. */
const MEDIA_BODY_LIMIT = 40 * 1024 * 1024;

export const largeBodyCalls: Partial<Record<ApiCall, number>> = {
  'POST /api/product': MEDIA_BODY_LIMIT,
  'PATCH /api/product/:id': MEDIA_BODY_LIMIT,
  'PUT /api/product/:id': MEDIA_BODY_LIMIT,
  'POST /api/post': MEDIA_BODY_LIMIT,
  'PATCH /api/post/:id': MEDIA_BODY_LIMIT,
  'PUT /api/post/:id': MEDIA_BODY_LIMIT,
  'POST /api/tour': MEDIA_BODY_LIMIT,
  'PATCH /api/tour/:id': MEDIA_BODY_LIMIT,
  'PUT /api/tour/:id': MEDIA_BODY_LIMIT,
  'POST /api/mail': MEDIA_BODY_LIMIT,
  'POST /api/chat/conversation/:id/messages': MEDIA_BODY_LIMIT,
  'POST /api/kanban/task/:id/attachments': 8 * 1024 * 1024,
  // An upload's chunk has its own, tighter limit and message (docs/api/files.md#uploads).
  'PUT /api/file/uploads/:uploadId': 2 * 1024 * 1024,
  'POST /api/user/account/avatar': 2 * 1024 * 1024,
  'POST /api/user/:id/avatar': 2 * 1024 * 1024,
  'PATCH /api/user/account': 2 * 1024 * 1024,
};

export function bodyLimitMessage(bytes: number): string {
  return `The request is too large (at most ${Math.round(bytes / (1024 * 1024))} MB).`;
}
