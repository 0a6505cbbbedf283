import {
  checkEmail,
  checkPassword,
  checkUsername,
  type ValidationMessageKey,
} from '@domain/account/account-rules';

/** A rule's message key (domain/account) or one of the forms' own; translated as `validation.<key>`. */
export type FieldErrorKey = ValidationMessageKey | 'passwordRequired';

/** The first problem of each field; a field without one is left out. */
export type FieldErrors<F extends string> = Partial<Record<F, FieldErrorKey>>;

export interface SignUpValues {
  username: string;
  email: string;
  password: string;
  repeat: string;
}

export interface SignInValues {
  login: string;
  password: string;
}

export interface ResetRequestValues {
  login: string;
}

export interface NewPasswordValues {
  password: string;
  repeat: string;
}

function errors<F extends string>(checks: Record<F, FieldErrorKey | null>): FieldErrors<F> {
  const found: FieldErrors<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const key = checks[field];
    if (key) found[field] = key;
  }
  return found;
}

const repeatCheck = (password: string, repeat: string): FieldErrorKey | null =>
  password === repeat ? null : 'passwordsDoNotMatch';

export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  return errors({
    username: checkUsername(values.username),
    email: checkEmail(values.email.trim()),
    password: checkPassword(values.password),
    repeat: repeatCheck(values.password, values.repeat),
  });
}

export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  return errors({
    login: values.login.trim() === '' ? 'loginRequired' : null,
    password: values.password === '' ? 'passwordRequired' : null,
  });
}

export function validateResetRequest(
  values: ResetRequestValues,
): FieldErrors<keyof ResetRequestValues> {
  return errors({ login: values.login.trim() === '' ? 'loginRequired' : null });
}

export function validateNewPassword(
  values: NewPasswordValues,
): FieldErrors<keyof NewPasswordValues> {
  return errors({
    password: checkPassword(values.password),
    repeat: repeatCheck(values.password, values.repeat),
  });
}

export function hasErrors(found: Partial<Record<string, FieldErrorKey>>): boolean {
  return Object.keys(found).length > 0;
}
