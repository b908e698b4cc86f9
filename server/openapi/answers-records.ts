// The answers of the account, team and record groups (users, products, posts, invoices, orders,
// jobs, tours) as zod schemas, for the OpenAPI document (server/openapi/document.ts). The contract
// states them as TypeScript types (src/lib/api-contract); each schema here is held to its type by a
// compile-time check (`Expect<Equal<…>>`), so a field added to one and not the other fails
// `npm run typecheck`. Server-only: the web app never imports zod for its answers.
import { z } from 'zod';
import type { AuthResponse, AuthUser, CodeSentResponse, MeResponse, MessageResponse } from '@/lib/api-contract/auth';
import type { EditConflictBody } from '@/lib/api-contract/edit-conflict';
import {
  candidateStatuses,
  employmentTypes,
  experienceLevels,
  jobDepartments,
  jobLocations,
  jobStatuses,
  salaryCurrencies,
  salaryPeriods,
  type CandidateResponse,
  type CandidatesResponse,
  type Job,
  type JobCandidate,
  type JobDetailsResponse,
  type JobFacetsResponse,
  type JobListResponse,
} from '@/lib/api-contract/job';
import {
  invoiceServiceLines,
  invoiceStatuses,
  type Invoice,
  type InvoiceDetailsResponse,
  type InvoiceListResponse,
} from '@/lib/api-contract/invoice';
import type { BulkDeleteResponse } from '@/lib/api-contract/list';
import { orderStatuses, type CreateOrderResponse, type Order, type OrderDetailsResponse, type OrderListResponse } from '@/lib/api-contract/order';
import { appRoles, type RoleResponse } from '@/lib/api-contract/permission';
import { postStatuses, type Post, type PostDetailsResponse, type PostLatestResponse, type PostListResponse, type PostSearchResponse } from '@/lib/api-contract/post';
import {
  productStatuses,
  type Product,
  type ProductDetailsResponse,
  type ProductListItem,
  type ProductListResponse,
  type ProductReviewsResponse,
  type ProductSearchResponse,
  type ProductSlugCheckResponse,
} from '@/lib/api-contract/product';
import type {
  InvitationLookupResponse,
  InvitationResponse,
  InvitationsResponse,
  MemberResponse,
  TeamMembersResponse,
} from '@/lib/api-contract/team';
import { tourServices, tourStatuses, type Tour, type TourDetailsResponse, type TourFacetsResponse, type TourListResponse } from '@/lib/api-contract/tour';
import type { BookingsResponse, TourBooking } from '@/lib/api-contract/overview-pages';
import {
  billingPlans,
  userRoles,
  userStatuses,
  type AccountSettings,
  type AvatarResponse,
  type ChangePasswordResponse,
  type User,
  type UserListResponse,
  type UserProfile,
  type UserResponse,
} from '@/lib/api-contract/user';
import { categoryIds, deliveryFormats, updateFrequencies } from '@/lib/catalog/catalog-terms';
import type { Alike, Equal, Expect } from './same-type';

/** An instant as the API writes it (ISO 8601, `toISOString()`). */
export const instant = z.string().meta({ format: 'date-time' });
/** A calendar day, YYYY-MM-DD. */
export const day = z.string().meta({ format: 'date' });

/** A page of a list (src/lib/api-contract/list.ts), with `counts` per facet where the group has one. */
export function page<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), counts: z.record(z.string(), z.number().int()).optional() });
}
/** `counts` with one entry per key plus `all`. */
export function countsOf<K extends readonly [string, ...string[]]>(keys: K) {
  return z.record(z.enum(['all', ...keys]), z.number().int());
}

// ---- Errors (docs/api/README.md) -------------------------------------------------------------

/** Every refusal: `{ message }`, with `fieldErrors` (a 400) or a `code` (403 forbidden-role, role-switch-off). */
export const errorAnswer = z
  .object({
    message: z.string(),
    fieldErrors: z.record(z.string(), z.string()).optional().describe('The refused fields, by path (`prices.team`), each with its message.'),
    code: z.string().optional().describe('A refusal the app tells apart: `forbidden-role`, `role-switch-off`.'),
  })
  .describe('A refusal (docs/api/README.md).');

/** The 409 of a stale update (docs/api/crud-groups.md#edit-conflicts): the message and the stored record. */
export function editConflict<T extends z.ZodType>(record: T) {
  return z.object({ message: z.string(), current: record });
}

export const bulkDeleteAnswer = z.object({ deleted: z.number().int() });
export type _BulkDelete = Expect<Equal<z.infer<typeof bulkDeleteAnswer>, BulkDeleteResponse>>;

// ---- Auth and team -----------------------------------------------------------------------------

export const authUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  role: z.enum(appRoles),
  createdAt: instant,
  avatarUrl: z.string().optional(),
  emailVerified: z.boolean().optional(),
});
export const authAnswer = z.object({ accessToken: z.string(), user: authUser });
export const meAnswer = z.object({ user: authUser });
export const codeSentAnswer = z.object({ message: z.string(), demoCode: z.string().optional() });
export const messageAnswer = z.object({ message: z.string() });
export const roleAnswer = z.object({ user: authUser });
export const invitationLookupAnswer = z.object({ email: z.string(), role: z.enum(appRoles) });
export type _AuthUser = Expect<Equal<z.infer<typeof authUser>, AuthUser>>;
export type _Auth = Expect<Equal<z.infer<typeof authAnswer>, AuthResponse>>;
export type _Me = Expect<Equal<z.infer<typeof meAnswer>, MeResponse>>;
export type _CodeSent = Expect<Equal<z.infer<typeof codeSentAnswer>, CodeSentResponse>>;
export type _Message = Expect<Equal<z.infer<typeof messageAnswer>, MessageResponse>>;
export type _Role = Expect<Equal<z.infer<typeof roleAnswer>, RoleResponse>>;
export type _InvitationLookup = Expect<Equal<z.infer<typeof invitationLookupAnswer>, InvitationLookupResponse>>;

export const teamMember = z.object({ id: z.string(), email: z.string(), displayName: z.string(), role: z.enum(appRoles), active: z.boolean(), createdAt: instant });
export const invitation = z.object({ id: z.string(), email: z.string(), role: z.enum(appRoles), createdAt: instant, sentAt: instant, expiresAt: instant });
export const membersAnswer = z.object({ members: z.array(teamMember) });
export const memberAnswer = z.object({ member: teamMember });
export const invitationsAnswer = z.object({ invitations: z.array(invitation) });
export const invitationAnswer = z.object({ invitation, demoLink: z.string().optional() });
export type _Members = Expect<Equal<z.infer<typeof membersAnswer>, TeamMembersResponse>>;
export type _Member = Expect<Equal<z.infer<typeof memberAnswer>, MemberResponse>>;
export type _Invitations = Expect<Equal<z.infer<typeof invitationsAnswer>, InvitationsResponse>>;
export type _Invitation = Expect<Equal<z.infer<typeof invitationAnswer>, InvitationResponse>>;

// ---- Users and the account -------------------------------------------------------------------

export const user = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneCountry: z.string(),
  phoneNumber: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  address: z.string(),
  zipCode: z.string(),
  company: z.string(),
  role: z.enum(userRoles),
  status: z.enum(userStatuses),
  isVerified: z.boolean(),
  avatarUrl: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export const userListAnswer = page(user).extend({ counts: countsOf(userStatuses) });
export const userAnswer = z.object({ user });
export const avatarAnswer = z.object({ avatarUrl: z.string() });
export type _User = Expect<Equal<z.infer<typeof user>, User>>;
export type _UserList = Expect<Alike<z.infer<typeof userListAnswer>, UserListResponse>>;
export type _UserAnswer = Expect<Equal<z.infer<typeof userAnswer>, UserResponse>>;
export type _Avatar = Expect<Equal<z.infer<typeof avatarAnswer>, AvatarResponse>>;

const profilePerson = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(userRoles),
  company: z.string(),
  country: z.string(),
  avatarUrl: z.string().nullable(),
  followed: z.boolean(),
});
export const userProfile = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  avatarUrl: z.string().nullable(),
  title: z.string(),
  about: z.string(),
  company: z.string(),
  city: z.string(),
  country: z.string(),
  school: z.string(),
  joinedAt: instant,
  stats: z.object({ followers: z.number().int(), following: z.number().int(), engagements: z.number().int() }),
  followers: z.array(profilePerson),
  friends: z.array(profilePerson),
  gallery: z.array(z.object({ id: z.string(), title: z.string(), postedAt: z.string(), imageUrl: z.string() })),
});
export type _Profile = Expect<Equal<z.infer<typeof userProfile>, UserProfile>>;

export const accountSettings = z.object({
  general: z.object({
    name: z.string(),
    email: z.string(),
    phoneCountry: z.string(),
    phoneNumber: z.string(),
    country: z.string(),
    city: z.string(),
    address: z.string(),
    zipCode: z.string(),
    about: z.string(),
    avatarUrl: z.string().nullable(),
  }),
  billing: z.object({
    plan: z.enum(billingPlans),
    period: z.enum(['monthly', 'yearly']),
    billingEmail: z.string(),
    company: z.string(),
    vatNumber: z.string(),
    address: z.string(),
    city: z.string(),
    zipCode: z.string(),
    country: z.string(),
    card: z.object({ brand: z.string(), last4: z.string() }),
  }),
  notifications: z.object({
    activityComments: z.boolean(),
    activityMentions: z.boolean(),
    activityFollows: z.boolean(),
    applicationNews: z.boolean(),
    applicationProduct: z.boolean(),
    applicationSecurity: z.boolean(),
  }),
  social: z.object({ linkedin: z.string(), x: z.string(), github: z.string(), website: z.string() }),
});
export const changePasswordAnswer = z.object({ user: authUser, accessToken: z.string() });
export type _Settings = Expect<Equal<z.infer<typeof accountSettings>, AccountSettings>>;
export type _ChangePassword = Expect<Equal<z.infer<typeof changePasswordAnswer>, ChangePasswordResponse>>;

// ---- Products ------------------------------------------------------------------------------------

const localized = z.object({ en: z.string(), fr: z.string(), ar: z.string() }).readonly();
const productListFields = {
  id: z.string(),
  name: z.string(),
  category: z.enum(categoryIds),
  updateFrequency: z.enum(updateFrequencies),
  formats: z.array(z.enum(deliveryFormats)),
  historyFrom: z.number().int(),
  tagline: localized,
  prices: z.object({ starter: z.number(), team: z.number(), enterprise: z.number() }),
  status: z.enum(productStatuses),
  cover: z.string().nullable(),
  images: z.array(z.string()),
  tags: z.array(z.string()),
  seoTitle: z.string(),
  seoDescription: z.string(),
  subscribers: z.number().int(),
  revenue: z.number(),
  rating: z.number(),
  reviewCount: z.number().int(),
  createdAt: instant,
  updatedAt: instant,
};
export const productListItem = z.object(productListFields);
export const product = z.object({
  ...productListFields,
  description: localized,
  coverage: localized,
  schema: z.array(
    z.object({
      name: z.string(),
      type: z.enum(['string', 'integer', 'decimal', 'date', 'timestamp', 'boolean', 'geo']),
      example: z.string(),
      description: localized,
    }),
  ),
});
export const productListAnswer = page(productListItem);
export const productAnswer = z.object({ product });
export const productSearchAnswer = z.object({ results: z.array(productListItem) });
export const productReviewsAnswer = z.object({
  reviews: z.array(
    z.object({ id: z.string(), productId: z.string(), author: z.string(), company: z.string(), rating: z.number(), comment: z.string(), createdAt: instant }),
  ),
  summary: z.object({
    average: z.number(),
    count: z.number().int(),
    distribution: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
  }),
});
export const slugCheckAnswer = z.object({ available: z.boolean() });
export type _Product = Expect<Equal<z.infer<typeof product>, Product>>;
export type _ProductListItem = Expect<Equal<z.infer<typeof productListItem>, ProductListItem>>;
export type _ProductList = Expect<Equal<z.infer<typeof productListAnswer>, ProductListResponse>>;
export type _ProductAnswer = Expect<Equal<z.infer<typeof productAnswer>, ProductDetailsResponse>>;
export type _ProductSearch = Expect<Equal<z.infer<typeof productSearchAnswer>, ProductSearchResponse>>;
export type _ProductReviews = Expect<Equal<z.infer<typeof productReviewsAnswer>, ProductReviewsResponse>>;
export type _SlugCheck = Expect<Equal<z.infer<typeof slugCheckAnswer>, ProductSlugCheckResponse>>;

// ---- Posts -----------------------------------------------------------------------------------------

export const post = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  content: z.string(),
  coverUrl: z.string().nullable(),
  tags: z.array(z.string()),
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaKeywords: z.array(z.string()),
  status: z.enum(postStatuses),
  allowComments: z.boolean(),
  author: z.object({ name: z.string(), role: z.string() }),
  readingMinutes: z.number().int(),
  views: z.number().int(),
  shares: z.number().int(),
  favorites: z.number().int(),
  comments: z.array(z.object({ id: z.string(), name: z.string(), message: z.string(), createdAt: instant })),
  publishedAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export const postListAnswer = page(post);
export const postAnswer = z.object({ post });
export const postLatestAnswer = z.object({ latestPosts: z.array(post) });
export const postSearchAnswer = z.object({
  results: z.array(post),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.record(z.string(), z.number().int()),
});
export type _Post = Expect<Equal<z.infer<typeof post>, Post>>;
export type _PostList = Expect<Equal<z.infer<typeof postListAnswer>, PostListResponse>>;
export type _PostAnswer = Expect<Equal<z.infer<typeof postAnswer>, PostDetailsResponse>>;
export type _PostLatest = Expect<Equal<z.infer<typeof postLatestAnswer>, PostLatestResponse>>;
export type _PostSearch = Expect<Equal<z.infer<typeof postSearchAnswer>, PostSearchResponse>>;

// ---- Invoices --------------------------------------------------------------------------------------

const invoiceParty = z.object({ name: z.string(), company: z.string(), email: z.string(), address: z.string(), phone: z.string() });
export const invoice = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(invoiceStatuses),
  serviceLine: z.enum(invoiceServiceLines),
  issuedAt: day,
  dueAt: day,
  from: invoiceParty,
  to: invoiceParty,
  lines: z.array(z.object({ title: z.string(), description: z.string(), quantity: z.number(), price: z.number(), total: z.number() })),
  subtotal: z.number(),
  taxRate: z.number(),
  tax: z.number(),
  discount: z.number(),
  shipping: z.number(),
  total: z.number(),
  currency: z.literal('EUR'),
  notes: z.string(),
  sentAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
});
const invoiceFigure = z.object({ count: z.number().int(), amount: z.number() });
export const invoiceListAnswer = page(invoice).extend({
  counts: countsOf(invoiceStatuses),
  summary: z.record(z.enum(['all', ...invoiceStatuses]), invoiceFigure),
});
export const invoiceAnswer = z.object({ invoice });
export type _Invoice = Expect<Equal<z.infer<typeof invoice>, Invoice>>;
export type _InvoiceList = Expect<Equal<z.infer<typeof invoiceListAnswer>, InvoiceListResponse>>;
export type _InvoiceAnswer = Expect<Equal<z.infer<typeof invoiceAnswer>, InvoiceDetailsResponse>>;

// ---- Orders ----------------------------------------------------------------------------------------

export const order = z.object({
  source: z.enum(['shop', 'pricing']),
  items: z.array(z.object({ sku: z.string(), name: z.string(), quantity: z.number().int(), unitPrice: z.number() })),
  billing: z.object({
    name: z.string(),
    email: z.string(),
    company: z.string().optional(),
    address: z.string(),
    city: z.string(),
    zip: z.string(),
    country: z.string(),
  }),
  billingPeriod: z.enum(['monthly', 'yearly']),
  payment: z.object({ brand: z.string(), last4: z.string() }),
  delivery: z.discriminatedUnion('method', [
    z.object({ method: z.literal('download'), email: z.string() }),
    z.object({ method: z.literal('share'), warehouse: z.enum(['snowflake', 'bigquery', 'databricks']), account: z.string() }),
  ]),
  timeline: z.array(z.object({ status: z.enum(orderStatuses), at: instant, by: z.string() })),
  id: z.string(),
  number: z.string(),
  status: z.enum(orderStatuses),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  currency: z.literal('EUR'),
  createdAt: instant,
  accountId: z.string().nullable(),
});
export const orderListAnswer = z.object({
  items: z.array(order),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: countsOf(orderStatuses),
});
export const orderAnswer = z.object({ order });
export type _Order = Expect<Equal<z.infer<typeof order>, Order>>;
export type _OrderList = Expect<Equal<z.infer<typeof orderListAnswer>, OrderListResponse>>;
export type _OrderAnswer = Expect<Equal<z.infer<typeof orderAnswer>, OrderDetailsResponse>>;
export type _OrderCreated = Expect<Equal<z.infer<typeof orderAnswer>, CreateOrderResponse>>;

// ---- Jobs and candidates ---------------------------------------------------------------------------

export const job = z.object({
  id: z.string(),
  title: z.string(),
  department: z.enum(jobDepartments),
  content: z.string(),
  employmentTypes: z.array(z.enum(employmentTypes)),
  experience: z.enum(experienceLevels),
  locations: z.array(z.enum(jobLocations)),
  skills: z.array(z.string()),
  benefits: z.array(z.string()),
  salary: z.object({
    type: z.enum(['range', 'negotiable']),
    min: z.number(),
    max: z.number(),
    currency: z.enum(salaryCurrencies),
    period: z.enum(salaryPeriods),
  }),
  status: z.enum(jobStatuses),
  expiresAt: day,
  applicants: z.number().int(),
  createdAt: instant,
  updatedAt: instant,
});
export const jobListAnswer = page(job);
export const jobAnswer = z.object({ job });
export const jobFacetsAnswer = z.object({ benefits: z.array(z.object({ key: z.string(), label: z.string() })) });
export const candidate = z.object({
  id: z.string(),
  jobId: z.string(),
  name: z.string(),
  email: z.string(),
  headline: z.string(),
  status: z.enum(candidateStatuses),
  appliedAt: instant,
  updatedAt: instant,
});
export const candidatesAnswer = z.object({ candidates: z.array(candidate) });
export const candidateAnswer = z.object({ candidate });
export type _Job = Expect<Equal<z.infer<typeof job>, Job>>;
export type _JobList = Expect<Equal<z.infer<typeof jobListAnswer>, JobListResponse>>;
export type _JobAnswer = Expect<Equal<z.infer<typeof jobAnswer>, JobDetailsResponse>>;
export type _JobFacets = Expect<Equal<z.infer<typeof jobFacetsAnswer>, JobFacetsResponse>>;
export type _Candidate = Expect<Equal<z.infer<typeof candidate>, JobCandidate>>;
export type _Candidates = Expect<Equal<z.infer<typeof candidatesAnswer>, CandidatesResponse>>;
export type _CandidateAnswer = Expect<Equal<z.infer<typeof candidateAnswer>, CandidateResponse>>;

// ---- Tours and bookings ----------------------------------------------------------------------------

const tourGuide = z.object({ name: z.string(), role: z.string(), email: z.string() });
export const tour = z.object({
  id: z.string(),
  name: z.string(),
  content: z.string(),
  highlights: z.array(z.string()),
  city: z.string(),
  country: z.string(),
  services: z.array(z.enum(tourServices)),
  tags: z.array(z.string()),
  price: z.number(),
  priceSale: z.number().nullable(),
  startDate: day,
  endDate: day,
  capacity: z.number().int(),
  booked: z.number().int(),
  guides: z.array(tourGuide),
  images: z.array(z.string()),
  status: z.enum(tourStatuses),
  rating: z.number(),
  createdAt: instant,
  updatedAt: instant,
});
export const tourListAnswer = page(tour);
export const tourAnswer = z.object({ tour });
export const tourFacetsAnswer = z.object({ countries: z.array(z.string()), guides: z.array(tourGuide) });
export const tourBooking = z.object({
  id: z.string(),
  tourId: z.string(),
  tourName: z.string(),
  customer: z.string(),
  company: z.string(),
  seats: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected', 'cancelled']),
  createdAt: instant,
  updatedAt: instant,
});
export const bookingsAnswer = z.object({ bookings: z.array(tourBooking) });
export const bookingAnswer = z.object({ booking: tourBooking });
export type _Tour = Expect<Equal<z.infer<typeof tour>, Tour>>;
export type _TourList = Expect<Equal<z.infer<typeof tourListAnswer>, TourListResponse>>;
export type _TourAnswer = Expect<Equal<z.infer<typeof tourAnswer>, TourDetailsResponse>>;
export type _TourFacets = Expect<Equal<z.infer<typeof tourFacetsAnswer>, TourFacetsResponse>>;
export type _TourBooking = Expect<Equal<z.infer<typeof tourBooking>, TourBooking>>;
export type _Bookings = Expect<Equal<z.infer<typeof bookingsAnswer>, BookingsResponse>>;

/** The 409 bodies of the groups with an edit form. */
export type _Conflict = Expect<Equal<z.infer<ReturnType<typeof editConflict<typeof user>>>, EditConflictBody<User>>>;
