import { useTranslation } from 'react-i18next';
import { TextField } from '@pwa/components/text-field';
import type { AccountForm } from './use-account-form';

interface PasswordPairProps<V extends Record<keyof V, string> & PasswordPairValues> {
  form: AccountForm<V>;
  /** the label of the first field, e.g. "Password" or "New password" */
  label: string;
}

interface PasswordPairValues {
  password: string;
  repeat: string;
}

/** A new password and its repetition, both offered to password managers as a new password. */
export function PasswordPair<V extends Record<keyof V, string> & PasswordPairValues>({
  form,
  label,
}: PasswordPairProps<V>) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField
        type="password"
        label={label}
        autoComplete="new-password"
        {...form.field('password')}
      />
      <TextField
        type="password"
        label={t('fields.repeatPassword')}
        autoComplete="new-password"
        {...form.field('repeat')}
      />
    </>
  );
}
