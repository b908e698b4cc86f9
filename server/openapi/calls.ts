// Every API call of the contract's permission table (`apiRules`) with what it takes and answers,
// for the OpenAPI document (document.ts): its query, its body (the contract's own zod schemas,
// src/lib/api-contract/*-input.ts) and its answers (answers-*.ts). Typed as a record of `ApiCall`,
// so a call added to `apiRules` without an entry here fails `npm run typecheck`. Who may make the
// call, the 401/403/413 answers and the 5xx are added by document.ts from the table itself.
import { z } from 'zod';
import { calendarEventSchema } from '@/lib/api-contract/calendar-input';
import { chatMessageSchema, newConversationSchema } from '@/lib/api-contract/chat-input';
import { contactSchema } from '@/lib/api-contract/contact-input';
import { fileIdsSchema, fileMoveSchema, fileSchema, fileStarSchema, uploadStartSchema } from '@/lib/api-contract/file-input';
import { idsSchema } from '@/lib/api-contract/ids-input';
import { invoiceSchema } from '@/lib/api-contract/invoice-input';
import { candidateSchema, candidateStatusSchema, jobSchema } from '@/lib/api-contract/job-input';
import { kanbanColumnSchema, kanbanCommentSchema, kanbanMoveColumnSchema, kanbanMoveTaskSchema, kanbanTaskSchemas } from '@/lib/api-contract/kanban-input';
import { mailSendSchema, mailUpdateSchema } from '@/lib/api-contract/mail-input';
import { newsletterSchema } from '@/lib/api-contract/newsletter-input';
import { orderStatusSchema, createOrderSchema } from '@/lib/api-contract/order-input';
import { overviewRanges } from '@/lib/api-contract/overview';
import type { ApiCall } from '@/lib/api-contract/permission';
import { roleSchema } from '@/lib/api-contract/permission-input';
import { postCommentSchema, postSchema } from '@/lib/api-contract/post-input';
import { productInput } from '@/lib/api-contract/product-input';
import { invitationSchema, memberUpdateSchema } from '@/lib/api-contract/team-input';
import { bookingDecisionSchema, tourBookingSchema, tourSchema } from '@/lib/api-contract/tour-input';
import { accountInput, passwordInput, userInput } from '@/lib/api-contract/user-input';
import { presenceSchema } from '../routes/presence';
import { createView, notificationPatch, patchView } from '../routes/shell';
import * as apps from './answers-apps';
import * as records from './answers-records';
import { editConflict, errorAnswer } from './answers-records';
import * as inputs from './inputs';
import { writes, type CallSpec, type Refusal } from './writes';
// new-section: imports (npm run new:section adds its sections' calls above)

export type { Answer, CallSpec, Refusal } from './writes';

const id = (what: string) => z.object({ id: z.string().describe(`The ${what}'s id.`) });
const imageFile = z.object({ file: z.string().meta({ contentMediaType: 'image/*' }).describe('PNG, JPEG, WebP or GIF, at most 1 MB.') });
const NOT_FOUND = 'No such record (or not yours to see).';
const conflictOr = <T extends z.ZodType>(record: T, also: string): Refusal => ({
  description: `The record changed since \`expectedUpdatedAt\` (the stored record comes back as \`current\`), or ${also}.`,
  schema: z.union([editConflict(record), errorAnswer]),
});
const LIMITED = 'Too many attempts from this address or for this account; `Retry-After` says when to try again.';
const READ_ONLY = 'The account may read the item but not change it (docs/api/files.md#who-may-do-what).';
const SOME_GONE = 'Some of the items do not exist (or are not the account’s to see).';
const fileRefusals = { 403: READ_ONLY, 404: SOME_GONE };
const MAIL_DOWN = 'The mail server did not take the message; nothing was done. `Retry-After` says when to try again.';

const userWrites = writes('user', records.user, records.userAnswer, userInput, userInput.partial(), { 409: 'The email address is in use.' }, conflictOr(records.user, 'the email address is in use'));
const productWrites = writes('product', records.product, records.productAnswer, productInput, productInput.omit({ id: true }).partial(), {
  409: 'A product already has this slug.',
});
const postWrites = writes('post', records.post, records.postAnswer, postSchema, postSchema.partial(), { 409: 'A post already has this slug.' }, conflictOr(records.post, 'another post has the slug'));
const invoiceWrites = writes('invoice', records.invoice, records.invoiceAnswer, invoiceSchema, invoiceSchema.partial(), { 409: 'An invoice already has this number.' }, conflictOr(records.invoice, 'another invoice has the number'));
const jobWrites = writes('job', records.job, records.jobAnswer, jobSchema, jobSchema.partial());
const tourWrites = writes('tour', records.tour, records.tourAnswer, tourSchema, tourSchema.partial());
const orderUpdate: CallSpec = { summary: 'Change an order’s status', body: orderStatusSchema, answers: { 200: records.orderAnswer } };

const kanbanTask = kanbanTaskSchemas([]);
const kanbanBoard = { 200: apps.kanbanBoardAnswer };

const widgets = {
  ecommerce: ['figures', 'sales', 'products', 'regions', 'latest', 'forecast'],
  analytics: ['figures', 'traffic', 'sources', 'countries', 'pages', 'funnel'],
  banking: ['figures', 'accounts', 'cashflow', 'receivables', 'transactions'],
  booking: ['figures', 'trend', 'tours', 'bookings'],
  file: ['figures', 'storage', 'activity', 'recent', 'shared', 'folders'],
} as const;
const widgetQuery = z.object({
  range: z.enum(overviewRanges).optional().describe('The window ending today; default `30d`.'),
  q: z.string().optional().describe('banking/transactions: search text.'),
  page: z.number().int().min(1).optional().describe('banking/transactions: the page.'),
  pageSize: z.number().int().min(1).max(100).optional().describe('banking/transactions: 12 by default.'),
});
const widgetAnswer = (schemas: z.ZodType[]) => z.union(schemas as [z.ZodType, z.ZodType, ...z.ZodType[]]);

export const apiCalls = {
  'GET /api/health': {
    summary: 'Health',
    description: 'Whether the API answers; on the API server, whether its database does too (503 when not).',
    answers: { 200: apps.healthAnswer },
    refusals: { 503: { description: 'The database does not answer.', schema: apps.healthAnswer } },
  },
  'POST /api/demo/reset': {
    summary: 'Reset the demo data',
    description: 'Replaces the seeded groups with the seed. The API server refuses it (403) unless DEMO_RESET=1.',
    answers: { 200: apps.resetAnswer },
    refusals: { 403: 'Resetting is turned off on this server.' },
  },
  'GET /api/openapi.json': {
    summary: 'This document',
    description: 'The OpenAPI 3.1 document of the API, generated from the contract (server/openapi/).',
    answers: { 200: { content: 'application/json', description: 'The OpenAPI document.', schema: z.record(z.string(), z.unknown()) } },
  },
  'GET /api/docs': {
    summary: 'The API reference',
    description: 'An interactive reference of this document (Scalar), served with its script by the server.',
    answers: { 200: { content: 'text/html', description: 'The reference page.' } },
  },
  'GET /api/docs/:file': {
    summary: 'The API reference’s scripts',
    answers: { 200: { content: 'text/javascript', description: 'A script of the reference page.' } },
  },

  // ---- Auth (docs/api/auth.md) ----
  'POST /api/auth/login': {
    summary: 'Sign in',
    body: inputs.loginInput,
    answers: { 200: records.authAnswer },
    refusals: { 401: 'The email or password is not right (or the account is deactivated).', 429: LIMITED },
  },
  'POST /api/auth/register': {
    summary: 'Register',
    description: 'On the API server, by invitation unless REGISTRATION=open (docs/api/team.md).',
    body: inputs.registerInput,
    answers: { 201: records.authAnswer },
    refusals: { 403: 'Registration is by invitation and the invitation is missing or no longer valid.', 409: 'An account already uses the address.', 429: LIMITED },
  },
  'GET /api/auth/invitation': {
    summary: 'Read an invitation',
    description: 'The address and role of an invitation link, for the registration page.',
    query: z.object({ token: z.string().describe('The invitation link’s token.') }),
    answers: { 200: records.invitationLookupAnswer },
    refusals: { 404: 'The invitation was used, revoked, has expired or never was.', 429: LIMITED },
  },
  'POST /api/auth/forgot-password': {
    summary: 'Send a password reset code',
    description: '202 for every address, known or not.',
    body: inputs.emailInput,
    answers: { 202: records.codeSentAnswer },
    refusals: { 429: LIMITED, 503: MAIL_DOWN },
  },
  'POST /api/auth/new-password': {
    summary: 'Set a new password with a reset code',
    description: 'Ends every session of the account.',
    body: inputs.newPasswordInput,
    answers: { 200: records.messageAnswer },
    refusals: { 429: LIMITED },
  },
  'POST /api/auth/verify/send': {
    summary: 'Send an email verification code',
    body: inputs.emailInput,
    answers: { 202: records.codeSentAnswer },
    refusals: { 429: LIMITED, 503: MAIL_DOWN },
  },
  'POST /api/auth/verify': {
    summary: 'Confirm the email address with a code',
    body: inputs.verifyInput,
    answers: { 200: records.messageAnswer },
    refusals: { 429: LIMITED },
  },
  'GET /api/auth/me': { summary: 'The signed-in account', answers: { 200: records.meAnswer } },
  'POST /api/auth/role': {
    summary: 'Switch the account’s role',
    description: 'The permission page’s role switch. The API server refuses it (403 `role-switch-off`) unless ROLE_SWITCH=1.',
    body: roleSchema,
    answers: { 200: records.roleAnswer },
    refusals: { 403: 'The server does not allow the role switch: `code` is `role-switch-off`.' },
  },
  'POST /api/auth/sign-out-everywhere': {
    summary: 'Sign out everywhere',
    description: 'Every token of the account issued before now answers 401 from the next request on.',
    answers: { 204: null },
  },

  // ---- Team (docs/api/team.md) ----
  'GET /api/team/members': { summary: 'The sign-in accounts', answers: { 200: records.membersAnswer } },
  'PATCH /api/team/members/:id': {
    summary: 'Change an account’s role or (de)activate it',
    body: memberUpdateSchema,
    answers: { 200: records.memberAnswer },
    refusals: { 403: 'An account cannot change its own role or deactivate itself.', 409: 'The workspace needs at least one active administrator.' },
  },
  'GET /api/team/invitations': { summary: 'The pending invitations', answers: { 200: records.invitationsAnswer } },
  'POST /api/team/invitations': {
    summary: 'Invite someone',
    description: 'Mails a one-use link valid for 7 days.',
    body: invitationSchema,
    answers: { 201: records.invitationAnswer },
    refusals: { 409: 'The address already has an account.', 503: MAIL_DOWN },
  },
  'POST /api/team/invitations/:id/resend': {
    summary: 'Send an invitation again',
    answers: { 200: records.invitationAnswer },
    refusals: { 503: MAIL_DOWN },
  },
  'DELETE /api/team/invitations/:id': { summary: 'Revoke an invitation', answers: { 204: null } },

  // ---- The account and users (docs/api/user.md) ----
  'GET /api/user/profile': { summary: 'The signed-in account’s profile', answers: { 200: records.userProfile } },
  'GET /api/user/account': { summary: 'The signed-in account’s settings', answers: { 200: records.accountSettings } },
  'PATCH /api/user/account': {
    summary: 'Change the account’s settings',
    description: 'Any tabs, each replaced whole.',
    body: accountInput,
    answers: { 200: records.accountSettings },
    refusals: { 409: 'Another account uses the email address.' },
  },
  'POST /api/user/account/avatar': { summary: 'Upload the account’s photo', multipart: imageFile, answers: { 200: records.avatarAnswer } },
  'POST /api/user/account/password': {
    summary: 'Change the password',
    description: 'Ends every other session of the account; the answer carries a new token for this one.',
    body: passwordInput,
    answers: { 200: records.changePasswordAnswer },
  },
  'GET /api/user/list': { summary: 'List users', query: inputs.userListQuery, answers: { 200: records.userListAnswer } },
  'GET /api/user/details': { summary: 'One user', query: id('user'), answers: { 200: records.userAnswer }, refusals: { 404: NOT_FOUND } },
  'POST /api/user/bulk-delete': userWrites.bulkDelete,
  'POST /api/user': userWrites.create,
  'PATCH /api/user/:id': userWrites.patch,
  'PUT /api/user/:id': userWrites.put,
  'DELETE /api/user/:id': userWrites.remove,
  'POST /api/user/:id/avatar': { summary: 'Upload a user’s photo', multipart: imageFile, answers: { 200: records.avatarAnswer } },
  'DELETE /api/user/:id/avatar': { summary: 'Remove a user’s photo', answers: { 204: null } },

  // ---- Products (docs/api/product.md) ----
  'GET /api/product/list': { summary: 'List products', query: inputs.productListQuery, answers: { 200: records.productListAnswer } },
  'GET /api/product/details': { summary: 'One product', query: id('product'), answers: { 200: records.productAnswer }, refusals: { 404: NOT_FOUND } },
  'GET /api/product/search': {
    summary: 'Search products',
    description: 'Up to 10 matches on name, slug, tagline and category.',
    query: z.object({ q: z.string() }),
    answers: { 200: records.productSearchAnswer },
  },
  'GET /api/product/reviews': {
    summary: 'A product’s reviews',
    query: id('product'),
    answers: { 200: records.productReviewsAnswer },
    refusals: { 404: NOT_FOUND },
  },
  'GET /api/product/slug-check': {
    summary: 'Whether a slug is free',
    query: z.object({ slug: z.string() }),
    answers: { 200: records.slugCheckAnswer },
  },
  'POST /api/product/bulk-delete': productWrites.bulkDelete,
  'POST /api/product': productWrites.create,
  'PATCH /api/product/:id': productWrites.patch,
  'PUT /api/product/:id': productWrites.put,
  'DELETE /api/product/:id': productWrites.remove,

  // ---- Posts (docs/api/crud-groups.md#post) ----
  'GET /api/post/list': { summary: 'List posts', query: inputs.postListQuery, answers: { 200: records.postListAnswer } },
  'GET /api/post/details': {
    summary: 'One post',
    query: z.object({ id: z.string().optional(), slug: z.string().optional().describe('Instead of the id.') }),
    answers: { 200: records.postAnswer },
    refusals: { 404: NOT_FOUND },
  },
  'GET /api/post/latest': {
    summary: 'The five newest published posts',
    query: z.object({ id: z.string().optional().describe('A post to leave out.') }),
    answers: { 200: records.postLatestAnswer },
  },
  'GET /api/post/search': { summary: 'Search posts', query: inputs.postSearchQuery, answers: { 200: records.postSearchAnswer } },
  'POST /api/post/bulk-delete': postWrites.bulkDelete,
  'POST /api/post/:id/comments': {
    summary: 'Comment on a post',
    body: postCommentSchema,
    answers: { 201: records.postAnswer },
  },
  'POST /api/post': postWrites.create,
  'PATCH /api/post/:id': postWrites.patch,
  'PUT /api/post/:id': postWrites.put,
  'DELETE /api/post/:id': postWrites.remove,

  // ---- Invoices (docs/api/crud-groups.md#invoice) ----
  'GET /api/invoice/list': { summary: 'List invoices', query: inputs.invoiceListQuery, answers: { 200: records.invoiceListAnswer } },
  'GET /api/invoice/details': { summary: 'One invoice', query: id('invoice'), answers: { 200: records.invoiceAnswer }, refusals: { 404: NOT_FOUND } },
  'POST /api/invoice/bulk-delete': invoiceWrites.bulkDelete,
  'POST /api/invoice/:id/send': {
    summary: 'Send an invoice',
    description: 'Records the sending (`sentAt`); a draft becomes pending.',
    answers: { 200: records.invoiceAnswer },
  },
  'POST /api/invoice': invoiceWrites.create,
  'PATCH /api/invoice/:id': invoiceWrites.patch,
  'PUT /api/invoice/:id': invoiceWrites.put,
  'DELETE /api/invoice/:id': invoiceWrites.remove,

  // ---- Orders (docs/api/order.md) ----
  'POST /api/order': {
    summary: 'Place an order',
    description: 'The shop’s checkout: a guest may place one; signed in, it is the account’s.',
    body: createOrderSchema,
    answers: { 201: records.orderAnswer },
  },
  'GET /api/order/list': { summary: 'List orders', query: inputs.orderListQuery, answers: { 200: records.orderListAnswer } },
  'GET /api/order/details': { summary: 'One order', query: id('order'), answers: { 200: records.orderAnswer }, refusals: { 404: NOT_FOUND } },
  'POST /api/order/bulk-delete': { summary: 'Delete several orders', body: idsSchema, answers: { 200: records.bulkDeleteAnswer } },
  'PATCH /api/order/:id': orderUpdate,
  'PUT /api/order/:id': { ...orderUpdate, summary: 'Change an order’s status (as PATCH)' },
  'DELETE /api/order/:id': { summary: 'Delete an order', answers: { 204: null } },

  // ---- Jobs (docs/api/crud-groups.md#job) ----
  'GET /api/job/list': { summary: 'List jobs', query: inputs.jobListQuery, answers: { 200: records.jobListAnswer } },
  'GET /api/job/facets': { summary: 'The job list’s benefit filters', answers: { 200: records.jobFacetsAnswer } },
  'GET /api/job/details': { summary: 'One job', query: id('job'), answers: { 200: records.jobAnswer }, refusals: { 404: NOT_FOUND } },
  'POST /api/job/bulk-delete': jobWrites.bulkDelete,
  'GET /api/job/:id/candidates': { summary: 'A job’s candidates', answers: { 200: records.candidatesAnswer } },
  'POST /api/job/:id/candidates': {
    summary: 'Add a candidate',
    body: candidateSchema,
    answers: { 201: records.candidateAnswer },
    refusals: { 409: 'The address has applied to this job already.' },
  },
  'PATCH /api/job/:id/candidates/:candidateId': {
    summary: 'Move a candidate to another stage',
    body: candidateStatusSchema,
    answers: { 200: records.candidateAnswer },
    refusals: { 409: 'The candidate cannot move from its stage to that one.' },
  },
  'POST /api/job': jobWrites.create,
  'PATCH /api/job/:id': jobWrites.patch,
  'PUT /api/job/:id': jobWrites.put,
  'DELETE /api/job/:id': jobWrites.remove,

  // ---- Tours (docs/api/crud-groups.md#tour) ----
  'GET /api/tour/list': { summary: 'List tours', query: inputs.tourListQuery, answers: { 200: records.tourListAnswer } },
  'GET /api/tour/facets': { summary: 'The tour list’s destinations and guides', answers: { 200: records.tourFacetsAnswer } },
  'GET /api/tour/details': { summary: 'One tour', query: id('tour'), answers: { 200: records.tourAnswer }, refusals: { 404: NOT_FOUND } },
  'POST /api/tour/bulk-delete': tourWrites.bulkDelete,
  'GET /api/tour/:id/bookings': { summary: 'A tour’s bookings', answers: { 200: records.bookingsAnswer } },
  'POST /api/tour/:id/bookings': {
    summary: 'Take a booking',
    body: tourBookingSchema,
    answers: { 201: records.bookingAnswer },
    refusals: { 409: 'Not enough seats are left.' },
  },
  'PATCH /api/tour/:id/bookings/:bookingId': {
    summary: 'Approve or reject a booking',
    body: bookingDecisionSchema,
    answers: { 200: records.bookingAnswer },
    refusals: { 409: 'The booking was already decided, or not enough seats are left.' },
  },
  'POST /api/tour': tourWrites.create,
  'PATCH /api/tour/:id': tourWrites.patch,
  'PUT /api/tour/:id': tourWrites.put,
  'DELETE /api/tour/:id': tourWrites.remove,

  // ---- Overview (docs/api/overview.md) ----
  'GET /api/overview/app': { summary: 'The dashboard overview', answers: { 200: apps.overviewAnswer } },
  'PATCH /api/overview/booking/bookings/:id': {
    summary: 'Approve or reject a booking (booking overview)',
    body: bookingDecisionSchema,
    answers: { 200: records.bookingAnswer },
    refusals: { 409: 'The booking was already decided, or not enough seats are left.' },
  },
  'GET /api/overview/analytics/:widget': {
    summary: 'A widget of the analytics overview',
    description: `Widgets: ${widgets.analytics.join(', ')}.`,
    query: widgetQuery,
    answers: { 200: widgetAnswer([apps.figuresAnswer, apps.seriesAnswer, apps.shareAnswer, apps.topPagesAnswer, apps.funnelAnswer]) },
  },
  'GET /api/overview/banking/:widget': {
    summary: 'A widget of the banking overview',
    description: `Widgets: ${widgets.banking.join(', ')}.`,
    query: widgetQuery,
    answers: { 200: widgetAnswer([apps.figuresAnswer, apps.bankAccountsAnswer, apps.seriesAnswer, apps.receivablesAnswer, apps.transactionsAnswer]) },
  },
  'GET /api/overview/:page/:widget': {
    summary: 'A widget of an overview page',
    description: `Pages and widgets: ecommerce (${widgets.ecommerce.join(', ')}), booking (${widgets.booking.join(', ')}), file (${widgets.file.join(', ')}); analytics and banking have their own calls.`,
    query: widgetQuery,
    answers: {
      200: widgetAnswer([
        apps.figuresAnswer,
        apps.seriesAnswer,
        apps.shareAnswer,
        apps.latestOrdersAnswer,
        apps.forecastAnswer,
        apps.tourCapacityAnswer,
        records.bookingsAnswer,
        apps.recentFilesAnswer,
        apps.folderActivityAnswer,
      ]),
    },
  },

  // ---- Notifications and saved views (docs/api/overview.md, views.md) ----
  'GET /api/notifications': { summary: 'The account’s notifications', answers: { 200: apps.notificationsAnswer } },
  'POST /api/notifications/read-all': { summary: 'Mark every notification read', answers: { 200: apps.notificationsAnswer } },
  'PATCH /api/notifications/:id': { summary: 'Mark a notification read or unread', body: notificationPatch, answers: { 200: apps.notificationsAnswer } },
  'GET /api/view/list': {
    summary: 'The account’s saved views of a table',
    query: z.object({ table: z.string().describe('The table’s id, e.g. `users`.') }),
    answers: { 200: apps.viewListAnswer },
  },
  'POST /api/view': { summary: 'Save a view', body: createView, answers: { 201: apps.viewAnswer }, refusals: { 409: 'A view of the table has the name.' } },
  'PATCH /api/view/:id': { summary: 'Change a saved view', body: patchView, answers: { 200: apps.viewAnswer }, refusals: { 409: 'A view of the table has the name.' } },
  'DELETE /api/view/:id': { summary: 'Delete a saved view', answers: { 204: null } },

  // ---- Mail (docs/api/apps.md#mail) ----
  'GET /api/mail/labels': { summary: 'The mail labels with their counts', answers: { 200: apps.mailLabelsAnswer } },
  'GET /api/mail/list': { summary: 'List messages', query: inputs.mailListQuery, answers: { 200: apps.mailListAnswer }, refusals: { 404: 'No such label.' } },
  'GET /api/mail/details': { summary: 'One message', query: id('message'), answers: { 200: apps.mailAnswer }, refusals: { 404: NOT_FOUND } },
  'GET /api/mail/attachment': {
    summary: 'A message’s attachment',
    query: z.object({ id: z.string().describe('The message’s id.'), index: z.number().int().min(0).describe('The attachment’s place, from 0.') }),
    answers: { 200: apps.mailAttachmentAnswer },
    refusals: { 404: NOT_FOUND },
  },
  'POST /api/mail': {
    summary: 'Send a message or save a draft',
    body: mailSendSchema,
    answers: { 201: apps.mailAnswer },
  },
  'PATCH /api/mail/:id': { summary: 'Change a message’s flags, folder or labels', body: mailUpdateSchema, answers: { 200: apps.mailAnswer } },
  'DELETE /api/mail/:id': { summary: 'Delete a message from the trash', answers: { 204: null } },

  // ---- Kanban (docs/api/apps.md#kanban): every write answers the whole board ----
  'GET /api/kanban': { summary: 'The board', answers: kanbanBoard },
  'GET /api/kanban/people': { summary: 'The people tasks can be assigned to', answers: { 200: apps.kanbanPeopleAnswer } },
  'POST /api/kanban/column': { summary: 'Add a column', body: kanbanColumnSchema, answers: { 201: apps.kanbanBoardAnswer } },
  'POST /api/kanban/move-column': { summary: 'Reorder the columns', body: kanbanMoveColumnSchema([]), answers: kanbanBoard },
  'PATCH /api/kanban/column/:id': { summary: 'Rename a column', body: kanbanColumnSchema, answers: kanbanBoard },
  'POST /api/kanban/column/:id/clear': { summary: 'Remove every task of a column', answers: kanbanBoard },
  'DELETE /api/kanban/column/:id': { summary: 'Delete a column and its tasks', answers: kanbanBoard },
  'POST /api/kanban/task': { summary: 'Add a task', body: kanbanTask.create, answers: { 201: apps.kanbanBoardAnswer } },
  'POST /api/kanban/move-task': { summary: 'Move a task', body: kanbanMoveTaskSchema, answers: kanbanBoard },
  'PATCH /api/kanban/task/:id': { summary: 'Change a task', body: kanbanTask.update, answers: kanbanBoard },
  'POST /api/kanban/task/:id/comments': { summary: 'Comment on a task', body: kanbanCommentSchema, answers: { 201: apps.kanbanBoardAnswer } },
  'POST /api/kanban/task/:id/attachments': {
    summary: 'Attach a file to a task',
    multipart: z.object({ file: z.string().meta({ contentMediaType: 'application/octet-stream' }).describe('At most 5 MB; 20 a task.') }),
    answers: { 201: apps.kanbanBoardAnswer },
  },
  'DELETE /api/kanban/task/:id/attachments/:attachmentId': { summary: 'Remove a task’s attachment', answers: kanbanBoard },
  'DELETE /api/kanban/task/:id': { summary: 'Delete a task', answers: kanbanBoard },

  // ---- Calendar (docs/api/apps.md#calendar) ----
  'GET /api/calendar': {
    summary: 'The events overlapping a range',
    query: z.object({ start: z.string().optional().describe('ISO date-time.'), end: z.string().optional().describe('ISO date-time.') }),
    answers: { 200: apps.calendarEventsAnswer },
  },
  'POST /api/calendar': { summary: 'Add an event', body: calendarEventSchema, answers: { 201: apps.calendarEventAnswer } },
  'PATCH /api/calendar/:id': { summary: 'Change an event', description: 'Any subset of the fields.', body: calendarEventSchema.partial(), answers: { 200: apps.calendarEventAnswer } },
  'DELETE /api/calendar/:id': { summary: 'Delete an event', answers: { 204: null } },

  // ---- Files (docs/api/files.md) ----
  'GET /api/file/list': { summary: 'List files and folders', query: inputs.fileListQuery, answers: { 200: apps.fileListAnswer } },
  'GET /api/file/details': { summary: 'One file or folder', query: id('file'), answers: { 200: apps.fileAnswer }, refusals: { 404: NOT_FOUND } },
  'GET /api/file/usage': { summary: 'Storage per kind', answers: { 200: apps.fileUsageAnswer } },
  'POST /api/file/bulk-delete': { summary: 'Delete several items for good', body: fileIdsSchema, answers: { 200: records.bulkDeleteAnswer }, refusals: fileRefusals },
  'POST /api/file/uploads': {
    summary: 'Start an upload',
    description: 'Then send the bytes in chunks of at most `chunkSize` (PUT), and complete.',
    body: uploadStartSchema,
    answers: { 201: apps.uploadStartAnswer },
  },
  'PUT /api/file/uploads/:uploadId': {
    summary: 'Send a chunk of an upload',
    query: z.object({ offset: z.number().int().min(0).describe('Where the chunk starts: the bytes received so far.') }),
    raw: 'application/octet-stream',
    answers: { 200: apps.uploadChunkAnswer },
    refusals: { 409: 'The offset is not the bytes received so far.' },
  },
  'POST /api/file/uploads/:uploadId/complete': {
    summary: 'Complete an upload',
    answers: { 201: apps.fileAnswer },
    refusals: { 400: 'Not all the bytes announced were received, or they are not a file of the name’s type.' },
  },
  'DELETE /api/file/uploads/:uploadId': { summary: 'Cancel an upload', answers: { 204: null } },
  'GET /api/file/:id/content': {
    summary: 'An uploaded file’s bytes',
    answers: { 200: { content: 'application/octet-stream', description: 'The bytes, with the file’s own content type.' } },
  },
  'POST /api/file/move': { summary: 'Move items into a folder', body: fileMoveSchema, answers: { 200: apps.fileItemsAnswer }, refusals: fileRefusals },
  'POST /api/file/star': { summary: 'Star or unstar items', body: fileStarSchema, answers: { 200: apps.fileItemsAnswer }, refusals: fileRefusals },
  'POST /api/file/trash': { summary: 'Move items to the trash', body: fileIdsSchema, answers: { 200: apps.fileCountAnswer }, refusals: fileRefusals },
  'POST /api/file/restore': { summary: 'Restore items from the trash', body: fileIdsSchema, answers: { 200: apps.fileCountAnswer }, refusals: fileRefusals },
  'POST /api/file': {
    summary: 'Create a folder (or a file’s record)',
    body: fileSchema,
    answers: { 201: apps.fileAnswer },
    refusals: { 409: 'Something with the name is already in the folder.' },
  },
  'PATCH /api/file/:id': {
    summary: 'Rename, move, star, tag or share an item',
    body: fileSchema.partial(),
    answers: { 200: apps.fileAnswer },
    refusals: { 403: READ_ONLY, 409: 'Something with the name is already in the folder.' },
  },
  'PUT /api/file/:id': {
    summary: 'Change an item (as PATCH)',
    body: fileSchema.partial(),
    answers: { 200: apps.fileAnswer },
    refusals: { 403: READ_ONLY, 409: 'Something with the name is already in the folder.' },
  },
  'DELETE /api/file/:id': { summary: 'Delete an item for good', answers: { 204: null }, refusals: { 403: READ_ONLY } },

  // ---- Chat (docs/api/apps.md#chat) ----
  'GET /api/chat': {
    summary: 'Contacts, conversations or one conversation (one path)',
    query: z.object({
      endpoint: z.enum(['contacts', 'conversations', 'conversation']).optional().describe('Default `conversations`.'),
      conversationId: z.string().optional(),
    }),
    answers: { 200: z.union([apps.conversationsAnswer, apps.chatContactsAnswer, apps.conversationAnswer]) },
    refusals: { 404: NOT_FOUND },
  },
  'GET /api/chat/contacts': { summary: 'The people a conversation can be started with', answers: { 200: apps.chatContactsAnswer } },
  'GET /api/chat/conversations': { summary: 'The account’s conversations', answers: { 200: apps.conversationsAnswer } },
  'GET /api/chat/conversation': { summary: 'One conversation', query: id('conversation'), answers: { 200: apps.conversationAnswer }, refusals: { 404: NOT_FOUND } },
  'POST /api/chat/conversation': {
    summary: 'Start a conversation',
    description: '201 with the new conversation, or 200 with the existing one-to-one.',
    body: newConversationSchema(() => true),
    answers: { 200: apps.conversationAnswer, 201: apps.conversationAnswer },
  },
  'POST /api/chat/conversation/:id/messages': {
    summary: 'Send a message',
    description: '201 with the message; 200 with the stored one when its `id` was sent before (a retry).',
    body: chatMessageSchema,
    answers: { 200: apps.chatMessageAnswer, 201: apps.chatMessageAnswer },
  },
  'POST /api/chat/conversation/:id/read': { summary: 'Mark a conversation read', answers: { 200: apps.conversationAnswer } },

  // ---- Live updates and presence (docs/api/live.md) ----
  'GET /api/events': {
    summary: 'The live-update stream',
    description: 'Server-sent events: `change` (a LiveEvent), `presence` and `reset`. Resumes after `Last-Event-ID`. The API server only.',
    query: z.object({ lastEventId: z.string().optional().describe('As the Last-Event-ID header.') }),
    answers: { 200: { content: 'text/event-stream', description: 'The event stream.' } },
  },
  'POST /api/presence': {
    summary: 'Announce viewing or typing',
    body: presenceSchema,
    answers: { 204: null },
    refusals: { 404: 'No such conversation (a `chat:` topic).' },
  },

  // ---- Public forms ----
  'POST /api/newsletter': {
    summary: 'Subscribe to the newsletter',
    description: '201 for a new address, 200 when it was already on the list.',
    body: newsletterSchema,
    answers: { 200: apps.newsletterAnswer, 201: apps.newsletterAnswer },
  },
  'POST /api/contact': { summary: 'Send the Contact Us form', body: contactSchema, answers: { 201: apps.contactAnswer } },
  // new-section: calls
} satisfies Record<ApiCall, CallSpec>;
