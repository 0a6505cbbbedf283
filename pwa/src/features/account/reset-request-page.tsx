import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TextField } from '@pwa/components/text-field';
import { AccountCard } from './account-card';
import { requestReset } from './account-api';
import { AccountOutcome } from './account-outcome';
import { FormFrame } from './form-parts';
import { validateResetRequest, type ResetRequestValues } from './form-validation';
import { useAccountForm } from './use-account-form';

const EMPTY: ResetRequestValues = { login: '' };

/** /reset-password: e-mails a link to set a new password (the same answer for any login). */
export function ResetRequestPage() {
  const { t } = useTranslation('account');
  const [sent, setSent] = useState(false);
  const form = useAccountForm({
    initial: EMPTY,
    validate: validateResetRequest,
    submit: async ({ login }) => {
      await requestReset({ login: login.trim() });
      setSent(true);
    },
  });

  if (sent) {
    return (
      <AccountCard title={t('resetRequest.sentTitle')} offlineWhat={t('resetRequest.offline')}>
        <AccountOutcome
          message={t('resetRequest.sentText')}
          to="/sign-in"
          action={t('signIn.title')}
        />
      </AccountCard>
    );
  }

  return (
    <AccountCard
      title={t('resetRequest.title')}
      lead={t('resetRequest.lead')}
      offlineWhat={t('resetRequest.offline')}
      footer={
        <p>
          <Link to="/sign-in">{t('resetRequest.backToSignIn')}</Link>
        </p>
      }
    >
      <FormFrame form={form} submit={t('resetRequest.submit')}>
        <TextField label={t('fields.login')} autoComplete="username" {...form.field('login')} />
      </FormFrame>
    </AccountCard>
  );
}
