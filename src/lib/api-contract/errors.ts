// The API's words for its common refusals (docs/api/README.md), answered alike by the API server
// (server/http/respond.ts) and the demo API (src/demo-api/respond.ts). The app shows each in the
// user's language (src/lib/http/error-text.ts); a refusal's own words (a record's name, a rule of
// one form) are shown as the server wrote them.
export const apiMessages = {
  fieldErrors: 'Please correct the highlighted fields.',
  unauthorized: 'Your session is not valid. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  noBody: 'The request body is missing or not JSON.',
  notFound: 'Not found',
} as const;

export type ApiMessage = keyof typeof apiMessages;
