import type {
  ActivateResult,
  ActivationResent,
  ConsentResult,
  EmailChanged,
  LoginRequest,
  RegisterRequest,
  RegisterResult,
  ResetPassword,
  ResetRequest,
  ResetRequested,
  ResetTokenState,
} from '@sync/contract/account';
import { http, noAnswer, readHttpFailure } from '@pwa/lib/http';
import { parseSessionUser, type SessionUser } from '@pwa/lib/session-user';
import type { AccountFailure } from './account-errors';

/** An account request that failed; `failure` says how (see failureText for the message). */
export class AccountRequestError extends Error {
  constructor(readonly failure: AccountFailure) {
    super(failure.message ?? failure.code ?? 'Account request failed');
    this.name = 'AccountRequestError';
  }
}

async function request<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    throw new AccountRequestError(await readHttpFailure(error));
  }
}

const segment = (value: string) => encodeURIComponent(value);

/** POST /register: the account waits for activation by e-mail. */
export function register(body: RegisterRequest): Promise<RegisterResult> {
  return request(() => http.post('register', { json: body }).json<RegisterResult>());
}

/** GET /activate/{code} */
export function activate(code: string): Promise<ActivateResult> {
  return request(() => http.get(`activate/${segment(code)}`).json<ActivateResult>());
}

/** POST /activate/resend: a new activation link, for the pending account of these credentials. */
export function resendActivation(body: LoginRequest): Promise<ActivationResent> {
  return request(() => http.post('activate/resend', { json: body }).json<ActivationResent>());
}

/** POST /email/confirm/{code}: the link sent to a new address makes it the account's e-mail. */
export function confirmEmail(code: string): Promise<EmailChanged> {
  return request(() => http.post(`email/confirm/${segment(code)}`).json<EmailChanged>());
}

/** POST /login: the signed-in user (the session cookie comes with the answer). */
export async function login(body: LoginRequest): Promise<SessionUser> {
  const answer = await request(() => http.post('login', { json: body }).json<unknown>());
  const user = parseSessionUser(answer);
  if (!user) {
    throw new AccountRequestError({
      ...noAnswer(),
      status: 200,
      statusText: 'OK',
      message: 'Unexpected answer to POST /login',
    });
  }
  return user;
}

/** GET /logout: ends the session on the server. */
export async function logout(): Promise<void> {
  await request(() => http.get('logout'));
}

/** POST /user/password/reset: the same answer whether or not the account exists. */
export function requestReset(body: ResetRequest): Promise<ResetRequested> {
  return request(() => http.post('user/password/reset', { json: body }).json<ResetRequested>());
}

/** GET /user/password/{token}: 410 RESET_TOKEN_INVALID when used, expired or unknown. */
export function checkResetToken(token: string): Promise<ResetTokenState> {
  return request(() => http.get(`user/password/${segment(token)}`).json<ResetTokenState>());
}

/** PATCH /user/password/{token}: sets the new password. */
export async function resetPassword(token: string, body: ResetPassword): Promise<void> {
  await request(() => http.patch(`user/password/${segment(token)}`, { json: body }));
}

/** PATCH /user/consent: records the signed-in user's consent to cookies and personal data. */
export function recordConsent(): Promise<ConsentResult> {
  return request(() => http.patch('user/consent').json<ConsentResult>());
}
