/**
 * An account's status as the spec defines it: active means activated, consent given and not
 * scheduled for deletion.
 */
export const ACCOUNT_STATUSES = [
  'activation pending',
  'consent pending',
  'active',
  'deletion scheduled',
] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export interface AccountState {
  activated: boolean;
  consented: boolean;
  deletionScheduled: boolean;
}

export function accountStatus({
  activated,
  consented,
  deletionScheduled,
}: AccountState): AccountStatus {
  if (deletionScheduled) return 'deletion scheduled';
  if (!activated) return 'activation pending';
  return consented ? 'active' : 'consent pending';
}

/**
 * How an account signs in: 'local', with its own name or e-mail and secret; 'bot', never (the
 * server plays it).
 */
export type LoginType = 'local' | 'bot';
