import { checkPassword, type ValidationMessageKey } from '@domain/account';

export interface PasswordDraft {
  current: string;
  next: string;
  repeat: string;
}

export type PasswordErrorKey = ValidationMessageKey | 'currentRequired';
export type PasswordErrors = Partial<Record<keyof PasswordDraft, PasswordErrorKey>>;

/** The messages under the password fields; empty when the change can be sent. */
export function validatePasswords(draft: PasswordDraft): PasswordErrors {
  const errors: PasswordErrors = {};
  if (draft.current === '') errors.current = 'currentRequired';
  const next = checkPassword(draft.next);
  if (next) errors.next = next;
  if (draft.repeat !== draft.next) errors.repeat = 'passwordsDoNotMatch';
  return errors;
}
