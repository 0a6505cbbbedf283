import { ERRORS } from '@domain/errors/error-catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { TextField } from '@pwa/components/text-field';
import type { LoginRequest } from '@sync/contract/account';
import { useSession } from '@pwa/lib/session-store';
import { AccountCard } from './account-card';
import { AccountRequestError, login } from './account-api';
import { FormFrame } from './form-parts';
import { validateSignIn, type SignInValues } from './form-validation';
import { ResendActivation } from './resend-activation';
import { returnPath } from './return-path';
import { useAccountForm } from './use-account-form';

const EMPTY: SignInValues = { login: '', password: '' };

/** /sign-in: by username or e-mail; back to the page the visitor came from. */
export function SignInPage() {
  const { t } = useTranslation('account');
  const location = useLocation();
  const navigate = useNavigate();
  /** the credentials of an account found waiting for activation: a new link can be asked */
  const [pending, setPending] = useState<{ credentials: LoginRequest; attempt: number } | null>(
    null,
  );
  const form = useAccountForm({
    initial: EMPTY,
    validate: validateSignIn,
    submit: async (values) => {
      const credentials = { login: values.login.trim(), password: values.password };
      try {
        useSession.getState().setUser(await login(credentials));
      } catch (error) {
        if (isActivationPending(error)) {
          setPending((last) => ({ credentials, attempt: (last?.attempt ?? 0) + 1 }));
        }
        throw error;
      }
      await navigate(returnPath(location.state), { replace: true });
    },
  });

  return (
    <AccountCard
      title={t('signIn.title')}
      offlineWhat={t('signIn.offline')}
      footer={
        <>
          <p>
            {t('signIn.noAccount')} <Link to="/sign-up">{t('signUp.title')}</Link>
          </p>
          <p>
            <Link to="/reset-password">{t('signIn.forgot')}</Link>
          </p>
        </>
      }
    >
      <FormFrame form={form} submit={t('signIn.submit')}>
        <TextField label={t('fields.login')} autoComplete="username" {...form.field('login')} />
        <TextField
          type="password"
          label={t('fields.password')}
          autoComplete="current-password"
          {...form.field('password')}
        />
      </FormFrame>
      {pending && form.failure?.key === 'errors.activationPending' && (
        <ResendActivation key={pending.attempt} credentials={pending.credentials} />
      )}
    </AccountCard>
  );
}

function isActivationPending(error: unknown): boolean {
  return (
    error instanceof AccountRequestError && error.failure.code === ERRORS.activationPending.code
  );
}
