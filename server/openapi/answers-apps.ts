// The answers of the overview pages, the shell (notifications, saved views) and the apps (mail,
// kanban, calendar, files, chat), the public forms and health, as zod schemas held to the
// contract's TypeScript types (see answers-records.ts).
import { z } from 'zod';
import type { ChatContactsResponse, ChatMessageResponse, ConversationResponse, ConversationsResponse } from '@/lib/api-contract/chat';
import type { CalendarEventResponse, CalendarEventsResponse } from '@/lib/api-contract/calendar';
import { eventColors } from '@/lib/api-contract/calendar';
import type { ContactResponse } from '@/lib/api-contract/contact';
import {
  fileKinds,
  type FileDetailsResponse,
  type FileItem,
  type FileItemsResponse,
  type FileListResponse,
  type FileTrashResponse,
  type FileUsageResponse,
  type UploadChunkResponse,
  type UploadStartResponse,
} from '@/lib/api-contract/file';
import { kanbanColumnKeys, taskPriorities, type KanbanBoardResponse } from '@/lib/api-contract/kanban';
import type { Mail, MailAttachmentResponse, MailDetailsResponse, MailLabelsResponse, MailListResponse } from '@/lib/api-contract/mail';
import { MAIL_CUSTOM_LABELS, MAIL_FOLDERS } from '@/lib/api-contract/mail-rules';
import type { NewsletterResponse } from '@/lib/api-contract/newsletter';
import { orderStatuses } from '@/lib/api-contract/order';
import type { NotificationsResponse, OverviewResponse } from '@/lib/api-contract/overview';
import { overviewRanges } from '@/lib/api-contract/overview';
import type {
  AccountsResponse,
  FileListResponse as OverviewFileListResponse,
  FiguresResponse,
  FolderActivityResponse,
  ForecastResponse,
  FunnelResponse,
  LatestOrdersResponse,
  ReceivablesResponse,
  SeriesResponse,
  ShareResponse,
  TopPagesResponse,
  TourCapacityResponse,
  TransactionsResponse,
} from '@/lib/api-contract/overview-pages';
import type { ViewListResponse, ViewResponse } from '@/lib/api-contract/view';
import { instant, page } from './answers-records';
import type { Equal, Expect } from './same-type';

// ---- The dashboard overview and the five overview pages -------------------------------------

export const overviewAnswer = z.object({
  asOf: instant,
  figures: z.array(
    z.object({
      id: z.enum(['revenue', 'orders', 'subscribers', 'enquiries']),
      value: z.number(),
      change: z.number().nullable(),
      trend: z.array(z.number()),
    }),
  ),
  revenueByMonth: z.array(z.object({ month: z.string(), revenue: z.number(), orders: z.number().int() })),
  subscribersByCategory: z.array(z.object({ category: z.string(), subscribers: z.number().int() })),
  recentOrders: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      customer: z.string(),
      company: z.string(),
      total: z.number(),
      status: z.enum(orderStatuses),
      createdAt: instant,
    }),
  ),
});
export type _Overview = Expect<Equal<z.infer<typeof overviewAnswer>, OverviewResponse>>;

const figureUnit = z.enum(['eur', 'count', 'percent', 'bytes']);
export const figuresAnswer = z.object({
  range: z.enum(overviewRanges),
  from: instant,
  to: instant,
  figures: z.array(
    z.object({
      id: z.string(),
      value: z.number(),
      change: z.number().nullable(),
      unit: figureUnit,
      isTotal: z.boolean().optional(),
      lowerIsBetter: z.boolean().optional(),
    }),
  ),
});
export const seriesAnswer = z.object({
  unit: z.enum(['day', 'week', 'month']),
  keys: z.array(z.string()),
  series: z.record(z.string(), z.array(z.number())),
  valueUnit: figureUnit,
});
export const shareAnswer = z.object({
  items: z.array(z.object({ id: z.string(), label: z.string(), value: z.number(), count: z.number() })),
  valueUnit: figureUnit,
});
export const latestOrdersAnswer = z.object({
  orders: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      customer: z.string(),
      country: z.string(),
      total: z.number(),
      status: z.enum(orderStatuses),
      createdAt: instant,
    }),
  ),
});
const monthRevenue = z.object({ month: z.string(), revenue: z.number() });
export const forecastAnswer = z.object({ method: z.literal('linear-trend-12-months'), history: z.array(monthRevenue), forecast: z.array(monthRevenue) });
export const funnelAnswer = z.object({ steps: z.array(z.object({ id: z.enum(['visits', 'enquiries', 'engagements']), value: z.number() })) });
export const topPagesAnswer = z.object({
  pages: z.array(z.object({ path: z.string(), visits: z.number() })),
  posts: z.array(z.object({ id: z.string(), title: z.string(), views: z.number(), publishedAt: instant.nullable() })),
});
export const receivablesAnswer = z.object({
  buckets: z.array(z.object({ id: z.enum(['current', '1-30', '31-60', '61-90', '90+']), count: z.number().int(), amount: z.number() })),
  total: z.number(),
});
export const bankAccountsAnswer = z.object({ accounts: z.array(z.object({ id: z.string(), name: z.string(), iban: z.string(), balance: z.number() })) });
export const transactionsAnswer = z.object({
  transactions: z.array(
    z.object({
      id: z.string(),
      at: instant,
      description: z.string(),
      counterparty: z.string(),
      counterpartyKey: z.enum(['payroll', 'operating', 'reserve']).optional(),
      category: z.enum(['invoice', 'order', 'refund', 'payroll', 'rent', 'cloud', 'software', 'travel', 'tax', 'transfer']),
      accountId: z.string(),
      amount: z.number(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const tourCapacityAnswer = z.object({
  tours: z.array(z.object({ id: z.string(), name: z.string(), city: z.string(), startDate: z.string(), booked: z.number().int(), capacity: z.number().int() })),
});
export const recentFilesAnswer = z.object({
  files: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.string(),
      size: z.number(),
      modifiedAt: instant,
      sharedWith: z.array(z.string()),
      folder: z.string().nullable(),
    }),
  ),
});
export const folderActivityAnswer = z.object({
  folders: z.array(z.object({ id: z.string(), name: z.string(), files: z.number().int(), size: z.number(), changed: z.number().int() })),
});
export type _Figures = Expect<Equal<z.infer<typeof figuresAnswer>, FiguresResponse>>;
export type _Series = Expect<Equal<z.infer<typeof seriesAnswer>, SeriesResponse>>;
export type _Share = Expect<Equal<z.infer<typeof shareAnswer>, ShareResponse>>;
export type _LatestOrders = Expect<Equal<z.infer<typeof latestOrdersAnswer>, LatestOrdersResponse>>;
export type _Forecast = Expect<Equal<z.infer<typeof forecastAnswer>, ForecastResponse>>;
export type _Funnel = Expect<Equal<z.infer<typeof funnelAnswer>, FunnelResponse>>;
export type _TopPages = Expect<Equal<z.infer<typeof topPagesAnswer>, TopPagesResponse>>;
export type _Receivables = Expect<Equal<z.infer<typeof receivablesAnswer>, ReceivablesResponse>>;
export type _BankAccounts = Expect<Equal<z.infer<typeof bankAccountsAnswer>, AccountsResponse>>;
export type _Transactions = Expect<Equal<z.infer<typeof transactionsAnswer>, TransactionsResponse>>;
export type _TourCapacity = Expect<Equal<z.infer<typeof tourCapacityAnswer>, TourCapacityResponse>>;
export type _RecentFiles = Expect<Equal<z.infer<typeof recentFilesAnswer>, OverviewFileListResponse>>;
export type _FolderActivity = Expect<Equal<z.infer<typeof folderActivityAnswer>, FolderActivityResponse>>;

// ---- Notifications and saved views ------------------------------------------------------------

export const notificationsAnswer = z.object({
  notifications: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['order', 'mail', 'chat', 'project', 'system']),
      title: z.string(),
      link: z.string().nullable(),
      isUnread: z.boolean(),
      createdAt: instant,
    }),
  ),
  unreadCount: z.number().int(),
});
export type _Notifications = Expect<Equal<z.infer<typeof notificationsAnswer>, NotificationsResponse>>;

const savedView = z.object({
  id: z.string(),
  table: z.string(),
  name: z.string(),
  search: z.record(z.string(), z.unknown()),
  hiddenColumns: z.array(z.string()),
  createdAt: instant,
  updatedAt: instant,
});
export const viewListAnswer = z.object({ items: z.array(savedView) });
export const viewAnswer = z.object({ view: savedView });
export type _ViewList = Expect<Equal<z.infer<typeof viewListAnswer>, ViewListResponse>>;
export type _View = Expect<Equal<z.infer<typeof viewAnswer>, ViewResponse>>;

// ---- Mail ------------------------------------------------------------------------------------------

const mailLabelId = z.enum(['all', ...MAIL_FOLDERS, 'starred', 'important', ...MAIL_CUSTOM_LABELS]);
const mailContact = z.object({ name: z.string(), email: z.string() });
const mailAttachment = z.object({ name: z.string(), size: z.number().int(), mimeType: z.string() });
export const mail = z.object({
  id: z.string(),
  folder: z.enum(MAIL_FOLDERS),
  labelIds: z.array(mailLabelId),
  from: mailContact,
  to: z.array(mailContact),
  cc: z.array(mailContact),
  subject: z.string(),
  message: z.string(),
  html: z.string().optional(),
  isUnread: z.boolean(),
  isStarred: z.boolean(),
  isImportant: z.boolean(),
  attachments: z.array(mailAttachment),
  createdAt: instant,
});
export const mailListAnswer = page(mail);
export const mailAnswer = z.object({ mail });
export const mailLabelsAnswer = z.object({
  labels: z.array(
    z.object({
      id: mailLabelId,
      type: z.enum(['system', 'custom']),
      name: z.string(),
      color: z.enum(['blue', 'green', 'orange', 'purple']).optional(),
      unreadCount: z.number().int(),
      totalCount: z.number().int(),
    }),
  ),
});
export const mailAttachmentAnswer = z.object({ attachment: mailAttachment.extend({ dataUrl: z.string() }) });
export type _Mail = Expect<Equal<z.infer<typeof mail>, Mail>>;
export type _MailList = Expect<Equal<z.infer<typeof mailListAnswer>, MailListResponse>>;
export type _MailAnswer = Expect<Equal<z.infer<typeof mailAnswer>, MailDetailsResponse>>;
export type _MailLabels = Expect<Equal<z.infer<typeof mailLabelsAnswer>, MailLabelsResponse>>;
export type _MailAttachment = Expect<Equal<z.infer<typeof mailAttachmentAnswer>, MailAttachmentResponse>>;

// ---- Kanban and calendar ---------------------------------------------------------------------------

const kanbanPerson = z.object({ id: z.string(), name: z.string() });
const kanbanTask = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  priority: z.enum(taskPriorities),
  labels: z.array(z.string()),
  assignees: z.array(kanbanPerson),
  reporter: kanbanPerson,
  dueStart: z.string().nullable(),
  dueEnd: z.string().nullable(),
  completed: z.boolean(),
  comments: z.array(z.object({ id: z.string(), author: kanbanPerson, message: z.string(), createdAt: instant })),
  attachments: z.array(z.object({ id: z.string(), name: z.string(), type: z.string(), size: z.number().int(), createdAt: instant })),
  createdAt: instant,
  updatedAt: instant,
});
export const kanbanBoardAnswer = z.object({
  board: z.object({
    columns: z.array(z.object({ id: z.string(), name: z.string(), nameKey: z.enum(kanbanColumnKeys).optional(), taskIds: z.array(z.string()) })),
    tasks: z.record(z.string(), kanbanTask),
  }),
});
/** GET /api/kanban/people: no contract type of its own (`{ people: KanbanPerson[] }`). */
export const kanbanPeopleAnswer = z.object({ people: z.array(kanbanPerson) });
export type _KanbanBoard = Expect<Equal<z.infer<typeof kanbanBoardAnswer>, KanbanBoardResponse>>;

const calendarEvent = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  color: z.enum(eventColors),
  allDay: z.boolean(),
  start: instant,
  end: instant,
  guests: z.array(z.string()),
  createdAt: instant,
  updatedAt: instant,
});
export const calendarEventsAnswer = z.object({ events: z.array(calendarEvent) });
export const calendarEventAnswer = z.object({ event: calendarEvent });
export type _CalendarEvents = Expect<Equal<z.infer<typeof calendarEventsAnswer>, CalendarEventsResponse>>;
export type _CalendarEvent = Expect<Equal<z.infer<typeof calendarEventAnswer>, CalendarEventResponse>>;

// ---- Files -------------------------------------------------------------------------------------------

export const fileItem = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(fileKinds),
  size: z.number().int(),
  parentId: z.string().nullable(),
  isFavorite: z.boolean(),
  tags: z.array(z.string()),
  sharedWith: z.array(z.object({ name: z.string(), email: z.string(), permission: z.enum(['view', 'edit']) })),
  createdAt: instant,
  modifiedAt: instant,
  owner: z.object({ name: z.string(), email: z.string() }).optional(),
  contentType: z.string().optional(),
});
export const fileListAnswer = page(fileItem);
export const fileAnswer = z.object({ file: fileItem });
export const fileUsageAnswer = z.object({
  quota: z.number().int(),
  used: z.number().int(),
  byKind: z.array(
    z.object({
      kind: z.enum(fileKinds.filter((k): k is Exclude<(typeof fileKinds)[number], 'folder'> => k !== 'folder') as [Exclude<(typeof fileKinds)[number], 'folder'>]),
      files: z.number().int(),
      size: z.number().int(),
    }),
  ),
});
export const uploadStartAnswer = z.object({ uploadId: z.string(), chunkSize: z.number().int() });
export const uploadChunkAnswer = z.object({ received: z.number().int() });
export const fileItemsAnswer = z.object({ items: z.array(fileItem) });
export const fileCountAnswer = z.object({ count: z.number().int() });
export type _FileItem = Expect<Equal<z.infer<typeof fileItem>, FileItem>>;
export type _FileList = Expect<Equal<z.infer<typeof fileListAnswer>, FileListResponse>>;
export type _FileAnswer = Expect<Equal<z.infer<typeof fileAnswer>, FileDetailsResponse>>;
export type _FileUsage = Expect<Equal<z.infer<typeof fileUsageAnswer>, FileUsageResponse>>;
export type _UploadStart = Expect<Equal<z.infer<typeof uploadStartAnswer>, UploadStartResponse>>;
export type _UploadChunk = Expect<Equal<z.infer<typeof uploadChunkAnswer>, UploadChunkResponse>>;
export type _FileItems = Expect<Equal<z.infer<typeof fileItemsAnswer>, FileItemsResponse>>;
export type _FileCount = Expect<Equal<z.infer<typeof fileCountAnswer>, FileTrashResponse>>;

// ---- Chat ----------------------------------------------------------------------------------------------

const chatParticipant = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  presence: z.enum(['online', 'away', 'busy', 'offline']),
  lastActivity: instant,
});
const chatMessage = z.object({
  id: z.string(),
  senderId: z.string(),
  body: z.string(),
  attachments: z
    .array(z.object({ name: z.string(), size: z.number().int(), mimeType: z.string(), dataUrl: z.string() }))
    .optional(),
  createdAt: instant,
});
const conversation = z.object({
  id: z.string(),
  type: z.enum(['one-to-one', 'group']),
  name: z.string().nullable(),
  participants: z.array(chatParticipant),
  messages: z.array(chatMessage),
  unreadCount: z.number().int(),
  seenBy: z.array(z.object({ participantId: z.string(), at: instant })),
  updatedAt: instant,
});
export const chatContactsAnswer = z.object({ contacts: z.array(chatParticipant), accounts: z.array(chatParticipant) });
export const conversationsAnswer = z.object({ conversations: z.array(conversation) });
export const conversationAnswer = z.object({ conversation });
export const chatMessageAnswer = z.object({ message: chatMessage });
export type _ChatContacts = Expect<Equal<z.infer<typeof chatContactsAnswer>, ChatContactsResponse>>;
export type _Conversations = Expect<Equal<z.infer<typeof conversationsAnswer>, ConversationsResponse>>;
export type _Conversation = Expect<Equal<z.infer<typeof conversationAnswer>, ConversationResponse>>;
export type _ChatMessage = Expect<Equal<z.infer<typeof chatMessageAnswer>, ChatMessageResponse>>;

// ---- Public forms, health, demo reset ----------------------------------------------------------

export const newsletterAnswer = z.object({
  subscription: z.object({ id: z.string(), email: z.string(), topic: z.enum(['launch', 'news']), language: z.string(), subscribedAt: instant }),
  alreadySubscribed: z.boolean(),
});
export const contactAnswer = z.object({ id: z.string(), receivedAt: instant });
export type _Newsletter = Expect<Equal<z.infer<typeof newsletterAnswer>, NewsletterResponse>>;
export type _Contact = Expect<Equal<z.infer<typeof contactAnswer>, ContactResponse>>;

/** GET /api/health: no contract type (server/app.ts). `database` is the API server's only. */
export const healthAnswer = z.object({
  ok: z.boolean(),
  database: z
    .object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), ms: z.number().optional(), error: z.string().optional() })
    .optional()
    .describe('The API server: its database and how long `select 1` took (the demo API has none).'),
});
/** POST /api/demo/reset (server/routes/demo.ts). */
export const resetAnswer = z.object({ ok: z.literal(true) });
