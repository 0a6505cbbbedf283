import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TextField } from '@pwa/components/text-field';
import { toLanguage, DEFAULT_LANGUAGE } from '@pwa/lib/i18n';
import { AccountCard } from './account-card';
import { register } from './account-api';
import { AccountOutcome } from './account-outcome';
import { FormFrame } from './form-parts';
import { validateSignUp, type SignUpValues } from './form-validation';
import { PasswordPair } from './password-pair';
import { useAccountForm } from './use-account-form';

const EMPTY: SignUpValues = { username: '', email: '', password: '', repeat: '' };

/** /sign-up: a new account, activated from the e-mail it sends. */
export function SignUpPage() {
  const { t, i18n } = useTranslation('account');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAccountForm({
    initial: EMPTY,
    validate: validateSignUp,
    submit: async ({ username, email, password }) => {
      const address = email.trim();
      await register({
        username,
        email: address,
        password,
        language: toLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE,
      });
      setSentTo(address);
    },
  });

  if (sentTo !== null) {
    return (
      <AccountCard title={t('signUp.sentTitle')} offlineWhat={t('signUp.offline')}>
        <AccountOutcome
          message={t('signUp.sentText', { email: sentTo })}
          to="/sign-in"
          action={t('signIn.title')}
        />
      </AccountCard>
    );
  }

  return (
    <AccountCard
      title={t('signUp.title')}
      offlineWhat={t('signUp.offline')}
      footer={
        <p>
          {t('signUp.haveAccount')} <Link to="/sign-in">{t('signIn.title')}</Link>
        </p>
      }
    >
      <FormFrame form={form} submit={t('signUp.submit')}>
        <TextField
          label={t('fields.username')}
          autoComplete="username"
          {...form.field('username')}
        />
        <TextField
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          {...form.field('email')}
        />
        <PasswordPair form={form} label={t('fields.password')} />
      </FormFrame>
    </AccountCard>
  );
}
