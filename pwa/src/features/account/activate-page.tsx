import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Loader } from '@pwa/components/loader';
import { AccountCard } from './account-card';
import { activate } from './account-api';
import { AccountOutcome } from './account-outcome';
import { useOnceOnline } from './use-once-online';

/** /sign-up/:code: the link of the activation e-mail; activates the account on opening. */
export function ActivatePage() {
  const { t } = useTranslation('account');
  const { code = '' } = useParams();
  const result = useOnceOnline(code, activate);

  const title =
    result.state === 'done'
      ? t('activate.doneTitle')
      : result.state === 'failed'
        ? t('activate.failedTitle')
        : t('activate.title');

  return (
    <AccountCard title={title} offlineWhat={t('activate.offline')}>
      {result.state === 'running' && <Loader />}
      {result.state === 'done' && (
        <AccountOutcome
          message={t('activate.doneText', { username: result.value.UserName })}
          to="/sign-in"
          action={t('signIn.title')}
          primary
        />
      )}
      {result.state === 'failed' && (
        <AccountOutcome
          failed
          message={t(result.failure.key, result.failure.values)}
          hint={t('activate.newLinkHint')}
          to="/sign-in"
          action={t('activate.getNewLink')}
        />
      )}
    </AccountCard>
  );
}
