import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '@sync/contract/account';
import { AccountRequestError, resendActivation } from './account-api';
import { failureText, UNKNOWN_FAILURE_KEY, type FailureText } from './account-errors';

type ResendState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; text: FailureText };

/**
 * Offered when a sign-in finds the account waiting for activation: sends a new activation link,
 * asked for with the credentials just typed (the API checks them as a sign-in does).
 */
export function ResendActivation({ credentials }: { credentials: LoginRequest }) {
  const { t } = useTranslation('account');
  const [state, setState] = useState<ResendState>({ kind: 'idle' });

  const send = () => {
    if (state.kind === 'sending') return;
    setState({ kind: 'sending' });
    resendActivation(credentials)
      .then(() => setState({ kind: 'sent' }))
      .catch((error: unknown) =>
        setState({
          kind: 'failed',
          text:
            error instanceof AccountRequestError
              ? failureText(error.failure)
              : { key: UNKNOWN_FAILURE_KEY },
        }),
      );
  };

  if (state.kind === 'sent') {
    return (
      <p className="account-card__message account-resend" role="status">
        {t('activate.resent')}
      </p>
    );
  }
  return (
    <div className="account-resend">
      <button
        type="button"
        className="button button--wrap"
        onClick={send}
        aria-disabled={state.kind === 'sending' || undefined}
        aria-busy={state.kind === 'sending' || undefined}
      >
        {state.kind === 'sending' ? t('sending') : t('activate.resend')}
      </button>
      <p className="account-alert" role="alert">
        {state.kind === 'failed' ? t(state.text.key, state.text.values) : null}
      </p>
    </div>
  );
}
