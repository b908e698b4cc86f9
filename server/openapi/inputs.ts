// What the OpenAPI document (server/openapi/document.ts) says a request carries where the contract
// has no zod schema of its own: the auth bodies (server/routes/auth.ts checks them field by field)
// and the lists' query parameters. Each is held to the contract's TypeScript type. The other bodies
// are the contract's own schemas (src/lib/api-contract/*-input.ts), imported by calls.ts.
import { z } from 'zod';
import type { EmailInput, LoginInput, NewPasswordInput, RegisterInput, VerifyInput } from '@/lib/api-contract/auth';
import { fileKinds, type FileListQuery } from '@/lib/api-contract/file';
import { invoiceServiceLines, invoiceStatuses, type InvoiceListQuery } from '@/lib/api-contract/invoice';
import { employmentTypes, experienceLevels, jobDepartments, jobLocations, jobStatuses, type JobListQuery } from '@/lib/api-contract/job';
import type { MailListQuery } from '@/lib/api-contract/mail';
import { MAIL_CUSTOM_LABELS, MAIL_FOLDERS } from '@/lib/api-contract/mail-rules';
import { orderStatuses, type OrderListQuery } from '@/lib/api-contract/order';
import { postStatuses, type PostListQuery, type PostSearchQuery } from '@/lib/api-contract/post';
import { productSortFields, productStatuses, type ProductListQuery } from '@/lib/api-contract/product';
import { tourServices, tourStatuses, type TourListQuery } from '@/lib/api-contract/tour';
import { userRoles, userSortFields, userStatuses, type UserListQuery } from '@/lib/api-contract/user';
import { categoryIds, deliveryFormats, updateFrequencies } from '@/lib/catalog/catalog-terms';
import type { Equal, Expect } from './same-type';

// ---- Auth bodies ------------------------------------------------------------------------------------

const email = z.string().max(254).meta({ format: 'email', examples: ['demo@corvane.example'] });
export const loginInput = z.object({ email, password: z.string().min(1) });
export const registerInput = z.object({
  email,
  password: z.string().min(8).max(128).describe('At least 8 characters with a lowercase letter, an uppercase letter and a digit.'),
  firstName: z.string().min(1).max(50),
  lastName: z.string().min(1).max(50),
  invitation: z.string().optional().describe('The token of an invitation link; required where registration is by invitation.'),
});
export const emailInput = z.object({ email });
export const verifyInput = z.object({ email, code: z.string().regex(/^\d{6}$/) });
export const newPasswordInput = z.object({ email, code: z.string().regex(/^\d{6}$/), password: registerInput.shape.password });
export type _Login = Expect<Equal<z.infer<typeof loginInput>, LoginInput>>;
export type _Register = Expect<Equal<z.infer<typeof registerInput>, RegisterInput>>;
export type _Email = Expect<Equal<z.infer<typeof emailInput>, EmailInput>>;
export type _Verify = Expect<Equal<z.infer<typeof verifyInput>, VerifyInput>>;
export type _NewPassword = Expect<Equal<z.infer<typeof newPasswordInput>, NewPasswordInput>>;

/** Added to an update body: the `updatedAt` the form was loaded with (docs/api/crud-groups.md#edit-conflicts). */
export const expectedVersion = {
  expectedUpdatedAt: z.string().optional().describe('The `updatedAt` the record was read with: a 409 with the stored record when it has changed since.'),
};

// ---- List queries (src/lib/api-contract/list.ts) ------------------------------------------------

/** A filter that may be repeated (`role=admin&role=analyst`): any of the values. */
export const anyOf = <T extends readonly [string, ...string[]]>(values: T) => z.array(z.enum(values));
const isoDay = z.string().meta({ format: 'date' });
export const listQuery = {
  page: z.number().int().min(1).optional().describe('1-based; a page past the last answers the last.'),
  pageSize: z.number().int().min(1).max(100).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  q: z.string().optional().describe('Free text: every word must appear.'),
};

export const userListQuery = z.object({ ...listQuery, sort: z.enum(userSortFields).optional(), status: z.enum(userStatuses).optional(), role: anyOf(userRoles).optional() });
export const productListQuery = z.object({
  ...listQuery,
  sort: z.enum(productSortFields).optional(),
  status: z.enum(productStatuses).optional(),
  priceMin: z.number().int().optional(),
  priceMax: z.number().int().optional(),
  category: anyOf(categoryIds).optional(),
  updateFrequency: anyOf(updateFrequencies).optional(),
  format: anyOf(deliveryFormats).optional(),
});
export const postListQuery = z.object({
  ...listQuery,
  sort: z.enum(['publishedAt', 'createdAt', 'title', 'views']).optional(),
  status: z.enum(postStatuses).optional(),
  tag: z.string().optional(),
});
export const postSearchQuery = postListQuery.extend({ q: z.string(), status: z.enum([...postStatuses, 'all']).optional() });
export const invoiceListQuery = z.object({
  ...listQuery,
  sort: z.enum(['number', 'issuedAt', 'dueAt', 'total', 'client', 'status']).optional(),
  status: z.enum(invoiceStatuses).optional(),
  serviceLine: z.enum(invoiceServiceLines).optional(),
  startDate: isoDay.optional(),
  endDate: isoDay.optional(),
});
export const orderListQuery = z.object({
  ...listQuery,
  sort: z.enum(['createdAt', 'total', 'number', 'name', 'status']).optional(),
  status: anyOf(orderStatuses).optional(),
  startDate: isoDay.optional(),
  endDate: isoDay.optional(),
});
export const jobListQuery = z.object({
  ...listQuery,
  sort: z.enum(['createdAt', 'title', 'expiresAt', 'applicants']).optional(),
  status: z.enum(jobStatuses).optional(),
  department: anyOf(jobDepartments).optional(),
  employmentType: anyOf(employmentTypes).optional(),
  experience: anyOf(experienceLevels).optional(),
  location: anyOf(jobLocations).optional(),
  benefit: z.array(z.string()).optional().describe('A benefit’s key (GET /api/job/facets).'),
});
export const tourListQuery = z.object({
  ...listQuery,
  sort: z.enum(['startDate', 'name', 'price', 'createdAt']).optional(),
  status: z.enum(tourStatuses).optional(),
  country: z.array(z.string()).optional(),
  service: anyOf(tourServices).optional(),
  startDate: isoDay.optional(),
  endDate: isoDay.optional(),
  guide: z.array(z.string()).optional().describe('A guide’s email address.'),
});
export const fileListQuery = z.object({
  ...listQuery,
  sort: z.enum(['name', 'size', 'modifiedAt', 'kind']).optional(),
  parentId: z.string().optional().describe('The folder to list: `root` for the top level; omit for every file.'),
  kind: anyOf(fileKinds).optional(),
  favorite: z.literal('true').optional(),
  startDate: isoDay.optional(),
  endDate: isoDay.optional(),
});
export const mailListQuery = z.object({
  labelId: z.enum(['all', ...MAIL_FOLDERS, 'starred', 'important', ...MAIL_CUSTOM_LABELS]).optional().describe('Default `inbox`.'),
  q: listQuery.q,
  page: listQuery.page,
  pageSize: listQuery.pageSize,
});

// The queries have the contract's keys (a repeated filter is documented as a list: one value is a list of one).
export type _UserQuery = Expect<Equal<keyof z.infer<typeof userListQuery>, keyof UserListQuery>>;
export type _ProductQuery = Expect<Equal<keyof z.infer<typeof productListQuery>, keyof ProductListQuery>>;
export type _PostQuery = Expect<Equal<keyof z.infer<typeof postListQuery>, keyof PostListQuery>>;
export type _PostSearchQuery = Expect<Equal<keyof z.infer<typeof postSearchQuery>, keyof PostSearchQuery>>;
export type _InvoiceQuery = Expect<Equal<keyof z.infer<typeof invoiceListQuery>, keyof InvoiceListQuery>>;
export type _OrderQuery = Expect<Equal<keyof z.infer<typeof orderListQuery>, keyof OrderListQuery>>;
export type _JobQuery = Expect<Equal<keyof z.infer<typeof jobListQuery>, keyof JobListQuery>>;
export type _TourQuery = Expect<Equal<keyof z.infer<typeof tourListQuery>, keyof TourListQuery>>;
export type _FileQuery = Expect<Equal<keyof z.infer<typeof fileListQuery>, keyof FileListQuery>>;
export type _MailQuery = Expect<Equal<keyof z.infer<typeof mailListQuery>, keyof MailListQuery>>;
