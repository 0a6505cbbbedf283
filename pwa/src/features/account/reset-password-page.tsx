import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Loader } from '@pwa/components/loader';
import { AccountCard } from './account-card';
import { checkResetToken, resetPassword } from './account-api';
import { AccountOutcome } from './account-outcome';
import { FormFrame } from './form-parts';
import { validateNewPassword, type NewPasswordValues } from './form-validation';
import { PasswordPair } from './password-pair';
import { useAccountForm } from './use-account-form';
import { useOnceOnline } from './use-once-online';

const EMPTY: NewPasswordValues = { password: '', repeat: '' };

/** /reset-password/:resetToken: the link of the reset e-mail; sets a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const { resetToken = '' } = useParams();
  const check = useOnceOnline(resetToken, checkResetToken);
  const [done, setDone] = useState(false);
  const form = useAccountForm({
    initial: EMPTY,
    validate: validateNewPassword,
    submit: async ({ password }) => {
      await resetPassword(resetToken, { password });
      setDone(true);
    },
  });
  const offlineWhat = t('resetPassword.offline');

  if (done) {
    return (
      <AccountCard title={t('resetPassword.doneTitle')} offlineWhat={offlineWhat}>
        <AccountOutcome
          message={t('resetPassword.doneText')}
          to="/sign-in"
          action={t('signIn.title')}
          primary
        />
      </AccountCard>
    );
  }

  if (check.state === 'failed') {
    return (
      <AccountCard title={t('resetPassword.title')} offlineWhat={offlineWhat}>
        <AccountOutcome
          failed
          message={t(check.failure.key, check.failure.values)}
          to="/reset-password"
          action={t('resetPassword.requestNew')}
        />
      </AccountCard>
    );
  }

  return (
    <AccountCard
      title={t('resetPassword.title')}
      offlineWhat={offlineWhat}
      lead={
        check.state === 'done'
          ? t('resetPassword.lead', { username: check.value.UserName })
          : undefined
      }
    >
      {check.state === 'running' ? (
        <Loader />
      ) : (
        <FormFrame form={form} submit={t('resetPassword.submit')}>
          {/* For password managers: the account whose password this is. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={check.value.UserName}
            readOnly
            hidden
          />
          <PasswordPair form={form} label={t('fields.newPassword')} />
        </FormFrame>
      )}
    </AccountCard>
  );
}
