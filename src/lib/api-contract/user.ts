// The user group of the API contract (docs/api/user.md; the shape of every group:
// docs/api/crud-groups.md): the managed user list, one user, the
// signed-in account's profile and settings, and the password change.
import type { AuthUser } from './auth';
import type { ListQuery, ListResponse } from './list';
import type { UserRoleName, UserSortField, UserStatus } from './user-enums';

export {
  userRoles,
  userSortFields,
  userStatuses,
  type UserRoleName,
  type UserSortField,
  type UserStatus,
} from './user-enums';

export interface User {
  id: string;
  name: string;
  email: string;
  /** ISO 3166-1 alpha-2 code of the phone number's country (gives the dial code). */
  phoneCountry: string;
  /** The national part of the phone number, without the dial code. */
  phoneNumber: string;
  /** ISO 3166-1 alpha-2 code. */
  country: string;
  state: string;
  city: string;
  address: string;
  zipCode: string;
  company: string;
  role: UserRoleName;
  status: UserStatus;
  isVerified: boolean;
  /** A data URL (uploaded) or null (the initials are shown). */
  avatarUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What create and update accept (PATCH takes any subset). The avatar has its own endpoint. */
export type UserInput = Omit<User, 'id' | 'createdAt' | 'updatedAt' | 'avatarUrl'>;

export interface UserListQuery extends ListQuery {
  sort?: UserSortField;
  status?: UserStatus;
  /** Any of these roles (repeat the parameter: `role=admin&role=analyst`). */
  role?: UserRoleName[];
}

/** `counts` holds one entry per status plus `all`, over the search and role filter (not the status). */
export type UserListResponse = ListResponse<User> & { counts: Record<'all' | UserStatus, number> };

export interface BulkDeleteInput {
  ids: string[];
}

export type { BulkDeleteResponse } from './list';

/** The answer of details, create and update (`GET /api/user/details?id=`, `POST`, `PATCH`). */
export interface UserResponse {
  user: User;
}

/** Avatars: PNG, JPEG, WebP or GIF, at most 1 MB, sent as multipart field `file`. */
export const avatarRules = {
  maxBytes: 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
} as const;

export interface AvatarResponse {
  avatarUrl: string;
}

/** A person in the signed-in account's followers or friends. */
export interface ProfilePerson {
  id: string;
  name: string;
  role: UserRoleName;
  company: string;
  country: string;
  avatarUrl: string | null;
  /** Whether the signed-in account follows them back. */
  followed: boolean;
}

export interface GalleryItem {
  id: string;
  title: string;
  postedAt: string;
  /** An SVG data URL produced by the API (charts from the firm's engagements). */
  imageUrl: string;
}

export interface UserProfile {
  id: string;
  name: string;
  email: string;
  role: string;
  avatarUrl: string | null;
  /** Job title shown under the name on the cover. */
  title: string;
  about: string;
  company: string;
  city: string;
  country: string;
  school: string;
  joinedAt: string;
  stats: { followers: number; following: number; engagements: number };
  followers: ProfilePerson[];
  friends: ProfilePerson[];
  gallery: GalleryItem[];
}

export const billingPlans = ['advisory', 'team', 'enterprise'] as const;
export type BillingPlan = (typeof billingPlans)[number];

export const notificationKeys = [
  'activityComments',
  'activityMentions',
  'activityFollows',
  'applicationNews',
  'applicationProduct',
  'applicationSecurity',
] as const;
export type NotificationKey = (typeof notificationKeys)[number];

export const socialKeys = ['linkedin', 'x', 'github', 'website'] as const;
export type SocialKey = (typeof socialKeys)[number];

/** The signed-in account's settings, one object per tab of /dashboard/user/account. */
export interface AccountSettings {
  general: {
    name: string;
    email: string;
    phoneCountry: string;
    phoneNumber: string;
    country: string;
    city: string;
    address: string;
    zipCode: string;
    about: string;
    avatarUrl: string | null;
  };
  billing: {
    plan: BillingPlan;
    period: 'monthly' | 'yearly';
    billingEmail: string;
    company: string;
    vatNumber: string;
    address: string;
    city: string;
    zipCode: string;
    country: string;
    /** The card on file: brand and last four digits only. */
    card: { brand: string; last4: string };
  };
  notifications: Record<NotificationKey, boolean>;
  social: Record<SocialKey, string>;
}

/** PATCH body: any tabs, each replaced whole (the card is read-only; the photo has its own endpoint). */
export type AccountSettingsInput = Partial<{
  general: Omit<AccountSettings['general'], 'avatarUrl'>;
  billing: Omit<AccountSettings['billing'], 'card'>;
  notifications: AccountSettings['notifications'];
  social: AccountSettings['social'];
}>;

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * POST /api/user/account/password → 200. The change ends every session of the account issued
 * before it (docs/security.md#sessions); `accessToken` is a new one for the tab that made it.
 */
export interface ChangePasswordResponse {
  user: AuthUser;
  accessToken: string;
}

export const passwordRules = { minLength: 8 } as const;

export const userPaths = {
  list: '/api/user/list',
  /** GET `?id=` → `{ user }` */
  details: '/api/user/details',
  create: '/api/user',
  /** PATCH, DELETE */
  item: (id: string) => `/api/user/${encodeURIComponent(id)}`,
  avatar: (id: string) => `/api/user/${encodeURIComponent(id)}/avatar`,
  bulkDelete: '/api/user/bulk-delete',
  profile: '/api/user/profile',
  /** GET, PATCH */
  account: '/api/user/account',
  accountAvatar: '/api/user/account/avatar',
  password: '/api/user/account/password',
} as const;
