import type {
  AvatarFormats,
  CurrentUser,
  EmailChangeRequest,
  PasswordChange,
  UserInfo,
  UserInfoPatch,
} from '@sync/contract/account';
import { AVATAR_FIELD } from '@sync/contract/account';
import { http, readFailedResponse, readHttpFailure, type HttpFailure } from '@pwa/lib/http';

/** The accounts API calls of the profile page (sync/contract/account.ts), through the one ky instance. */

export function fetchCurrentUser(): Promise<CurrentUser> {
  return http.get('user').json<CurrentUser>();
}

export function fetchUserInfo(id: number): Promise<UserInfo> {
  return http.get(`user/info/${id}`).json<UserInfo>();
}

/** 'saved' on 200, 'unchanged' on 304 (the server found nothing to change). */
export async function patchUserInfo(
  id: number,
  patch: UserInfoPatch,
): Promise<'saved' | 'unchanged'> {
  const response = await http.patch(`user/info/${id}`, { json: patch, throwHttpErrors: false });
  if (response.status === 304) return 'unchanged';
  if (!response.ok) throw await failureOfResponse(response);
  return 'saved';
}

export function fetchAvatarFormats(): Promise<AvatarFormats> {
  return http.get('file/avatar/formats').json<AvatarFormats>();
}

export function uploadAvatar(file: File): Promise<CurrentUser> {
  const body = new FormData();
  body.append(AVATAR_FIELD, file, file.name);
  return http.post('file/avatar', { body }).json<CurrentUser>();
}

export function removeAvatar(): Promise<CurrentUser> {
  return http.delete('user/avatar').json<CurrentUser>();
}

export function changeUsername(username: string): Promise<CurrentUser> {
  return http.patch('user/username', { json: { username } }).json<CurrentUser>();
}

/** POST /user/email: a link goes to the new address; the e-mail changes once it is opened. */
export async function requestEmailChange(request: EmailChangeRequest): Promise<void> {
  await http.post('user/email', { json: request });
}

export async function changePassword(change: PasswordChange): Promise<void> {
  await http.patch('user/password', { json: change });
}

export async function deleteAccount(id: number): Promise<void> {
  await http.delete(`user/${id}`);
}

/** An API error answer, `{ statusCode, code, message, field? }` (domain/errors/error-catalogue.ts). */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    readonly apiMessage: string | null,
    readonly field: string | null,
  ) {
    super(`API answered ${status}${code ? ` ${code}` : ''}`);
    this.name = 'ApiFailure';
  }
}

function toApiFailure(failure: HttpFailure): ApiFailure {
  return new ApiFailure(failure.status ?? 0, failure.code, failure.message, failure.field);
}

async function failureOfResponse(response: Response): Promise<ApiFailure> {
  return toApiFailure(await readFailedResponse(response));
}

/** What went wrong with a call: the API's answer, or status 0 for no answer at all. */
export async function failureOf(error: unknown): Promise<ApiFailure> {
  if (error instanceof ApiFailure) return error;
  return toApiFailure(await readHttpFailure(error));
}
