import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FailureText } from './account-errors';
import type { AccountForm } from './use-account-form';

/** The form's alert region: the server's refusal, announced as soon as it appears. */
function FormAlert({ failure }: { failure: FailureText | null }) {
  const { t } = useTranslation('account');
  return (
    <div className="account-alert" role="alert">
      {failure ? t(failure.key, failure.values) : null}
    </div>
  );
}

interface SubmitButtonProps {
  pending: boolean;
  children: ReactNode;
}

/** The form's submit button; while the request runs it says so and ignores more clicks. */
function SubmitButton({ pending, children }: SubmitButtonProps) {
  const { t } = useTranslation('account');
  return (
    <button
      type="submit"
      className="button button--primary account-submit"
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
    >
      {pending && <span className="account-submit__spinner" aria-hidden="true" />}
      {pending ? t('sending') : children}
    </button>
  );
}

interface FormFrameProps<V extends Record<keyof V, string>> {
  form: AccountForm<V>;
  /** the submit button's text */
  submit: string;
  /** the fields */
  children: ReactNode;
}

/** An account form: its fields, then the alert region and the submit button. */
export function FormFrame<V extends Record<keyof V, string>>({
  form,
  submit,
  children,
}: FormFrameProps<V>) {
  return (
    <form className="account-form" noValidate onSubmit={form.onSubmit}>
      {children}
      <FormAlert failure={form.failure} />
      <SubmitButton pending={form.pending}>{submit}</SubmitButton>
    </form>
  );
}
