import type { Page } from './common';
import type {
  AccountLanguage,
  AccountStatus,
  AccountTheme,
  LoginType,
  Role,
} from '@domain/account';
import type { Birthday } from '@domain/account/birthday';

/**
 * The accounts API (/api/v1), issue 5. Field names of the user objects are PascalCase, as the
 * federation's existing clients read them.
 */

/** POST /register: 201 {@link RegisterResult}; 400 INVALID_FIELD with `field`, 409 USER_EXISTS. */
export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
  /** Language of the activation e-mail and later messages; Accept-Language when left out. */
  language?: AccountLanguage;
}

export interface RegisterResult {
  /** always 'activation pending' */
  status: 'activation pending';
}

/** GET /activate/{code}: 200 {@link ActivateResult}; 410 ACTIVATION_INVALID. */
export interface ActivateResult {
  status: 'active';
  UserName: string;
}

/**
 * POST /activate/resend with the account's {@link LoginRequest}: 202 {@link ActivationResent}, a
 * new link that replaces the earlier ones; 404 'Authorization failed', 409 ALREADY_ACTIVE,
 * 429 ACTIVATION_ALREADY_SENT within 5 minutes of the last link. Its e-mail is queued with it and
 * sent (retried) by the mail worker.
 */
export interface ActivationResent {
  status: 'sent';
}

/** POST /login: 200 {@link CurrentUser} and the session cookie; 404 'Authorization failed'. */
export interface LoginRequest {
  /** username or e-mail, any letter case */
  login: string;
  password: string;
}

/** The session cookie's name (HttpOnly, SameSite=Lax, Secure outside localhost). */
export const SESSION_COOKIE = 'sid';

/** GET /user, POST /login, POST /authorize: the signed-in user. */
export interface CurrentUser {
  ID: number;
  /** display name: "First Last" when given, else the username */
  Name: string;
  UserName: string;
  /** '' without an avatar; else a URL with a cache-busting `?v=` timestamp */
  PictureURL: string;
  Email: string;
  Roles: Role[];
  /** ISO date-time, or null when the user has not consented */
  ConsentDate: string | null;
  FirstName: string;
  LastName: string;
  MiddleName: string;
  /** ISO date-time of the last change to the account */
  LastUpdate: string;
  Language: AccountLanguage;
  Theme: AccountTheme;
  LoginType: LoginType;
}

/** GET /user/{id}: everybody sees the public part; the user and admins see {@link CurrentUser}. */
export interface PublicUser {
  ID: number;
  Name: string;
  UserName: string;
  PictureURL: string;
}

/** GET /user/info/{id} and PATCH /user/info/{id} (the user or an admin). */
export interface UserInfo {
  FirstName: string;
  LastName: string;
  MiddleName: string;
  Birthday: Birthday;
  /** a node of the location tree (GET /locations), or null */
  LocationID: number | null;
  Theme: AccountTheme;
  Language: AccountLanguage;
}

/** PATCH /user/info/{id}: any subset; 304 with no body when nothing changes. */
export type UserInfoPatch = Partial<UserInfo>;

/** PATCH /user/username: 200 {@link CurrentUser}; 409 USER_EXISTS. */
export interface UsernameChange {
  username: string;
}

/** PATCH /user/password (signed in): 204; 403 WRONG_PASSWORD. Other sessions end. */
export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/**
 * POST /user/email {@link EmailChangeRequest} (signed in): 202 {@link EmailChangeRequested}, a
 * link to the new address; the e-mail changes only when it is opened (POST /email/confirm/{code}:
 * 200 {@link EmailChanged}, 410 EMAIL_LINK_INVALID, 409 USER_EXISTS). 400 INVALID_FIELD for a bad
 * or unchanged address, 403 WRONG_PASSWORD, 409 USER_EXISTS. The e-mail is queued with the link.
 */
export interface EmailChangeRequest {
  email: string;
  /** the current password */
  password: string;
}

export interface EmailChangeRequested {
  status: 'sent';
}

export interface EmailChanged {
  status: 'changed';
  Email: string;
}

/** POST /user/password/reset: 202 {@link ResetRequested} whether or not the account exists. */
export interface ResetRequest {
  login: string;
}

export interface ResetRequested {
  status: 'sent';
}

/** GET /user/password/{code}: 200 {@link ResetTokenState}; 410 RESET_TOKEN_INVALID. */
export interface ResetTokenState {
  valid: true;
  UserName: string;
}

/** PATCH /user/password/{code}: 204; every session of the user ends. */
export interface ResetPassword {
  password: string;
}

/** GET /file/avatar/formats: the spec's `{ Formats, MaxSize }`, with the picture types beside. */
export interface AvatarFormats {
  /** file extensions accepted, lower case without the dot, as every formats call answers */
  Formats: string[];
  /** each accepted picture type and its extensions (what the file chooser offers) */
  Types: { mime: string; extensions: string[] }[];
  /** largest accepted file in bytes; bigger ones get 413 'File too large' */
  MaxSize: number;
}

/** POST /file/avatar (multipart field `file`): 201 {@link CurrentUser}. DELETE /user/avatar: 200 the same. */
export const AVATAR_FIELD = 'file';

/** PATCH /user/consent: 200 */
export interface ConsentResult {
  ConsentDate: string;
}

/** POST /user/tokens {name}: 201 {@link CreatedApiToken}; GET /user/tokens: ApiTokenInfo[]; DELETE /user/tokens/{id}: 204. */
export interface ApiTokenInfo {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface CreatedApiToken extends ApiTokenInfo {
  /** shown once; the server keeps only its hash */
  token: string;
}

/**
 * GET /user/sessions: the browsers signed in to the account, the current one first, then by last
 * use. DELETE /user/sessions/{id}: 204, that browser is signed out (404 SESSION_NOT_FOUND);
 * DELETE /user/sessions: 204, every browser but the current one is signed out.
 */
export interface SessionInfo {
  /** stands for the session; not its cookie, nor anything that signs in */
  id: string;
  /** the browser that asks */
  current: boolean;
  /** when it signed in */
  createdAt: string;
  /** when it was last used, to within a few minutes */
  lastSeenAt: string;
  /** e.g. 'Firefox', 'Chrome'; null when the User-Agent does not say */
  browser: string | null;
  /** e.g. 'Android', 'Windows'; null when the User-Agent does not say */
  system: string | null;
}

/** GET /users (admin): filters username, email (substring), role, location (id); sort; limit (default 5), offset. */
export const USERS_PAGE_DEFAULT_LIMIT = 5;
export const USERS_PAGE_MAX_LIMIT = 100;
export const USERS_SORTS = [
  'username',
  '-username',
  'email',
  '-email',
  'created',
  '-created',
] as const;
export type UsersSort = (typeof USERS_SORTS)[number];

export interface UserListItem {
  ID: number;
  UserName: string;
  Email: string;
  Roles: Role[];
  /** active: activated, consent given and not scheduled for deletion */
  Status: AccountStatus;
  LoginType: LoginType;
  LocationID: number | null;
  Created: string;
  /** ISO date-time, or null when the user has not consented */
  ConsentDate: string | null;
  /** ISO date-time of the last change to the account */
  LastUpdate: string;
}

/** GET /users: a page like every other list's, with the limit and offset it was cut by. */
export type UserList = Page<UserListItem>;

/** PATCH /admin/user/{id}/roles {roles}: 200 {@link UserListItem}; 403 'missing permissions' for non-admins. */
export interface RolesChange {
  roles: Role[];
}
