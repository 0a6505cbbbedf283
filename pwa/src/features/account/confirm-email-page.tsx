import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Loader } from '@pwa/components/loader';
import { useSession } from '@pwa/lib/session-store';
import { AccountCard } from './account-card';
import { confirmEmail } from './account-api';
import { AccountOutcome } from './account-outcome';
import { useOnceOnline } from './use-once-online';

/** /confirm-email/:code: the link sent to a new address; the account takes it on opening. */
export function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  const { code = '' } = useParams();
  const result = useOnceOnline(code, confirmEmail);
  const signedIn = useSession((state) => state.user !== null);
  const next = signedIn
    ? { to: '/user', action: t('confirmEmail.toProfile') }
    : { to: '/sign-in', action: t('signIn.title') };

  const title =
    result.state === 'done'
      ? t('confirmEmail.doneTitle')
      : result.state === 'failed'
        ? t('confirmEmail.failedTitle')
        : t('confirmEmail.title');

  return (
    <AccountCard title={title} offlineWhat={t('confirmEmail.offline')}>
      {result.state === 'running' && <Loader />}
      {result.state === 'done' && (
        <AccountOutcome
          message={t('confirmEmail.doneText', { email: result.value.Email })}
          {...next}
          primary
        />
      )}
      {result.state === 'failed' && (
        <AccountOutcome
          failed
          message={t(result.failure.key, result.failure.values)}
          hint={t('confirmEmail.failedHint')}
          {...next}
        />
      )}
    </AccountCard>
  );
}
