import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { TextField } from '@pwa/components/text-field';
import { useSession } from '@pwa/lib/session-store';
import { AccountCard } from './account-card';
import { login } from './account-api';
import { FormFrame } from './form-parts';
import { validateSignIn, type SignInValues } from './form-validation';
import { returnPath } from './return-path';
import { useAccountForm } from './use-account-form';

const EMPTY: SignInValues = { login: '', password: '' };

/** /sign-in: by username or e-mail; back to the page the visitor came from. */
export function SignInPage() {
  const { t } = useTranslation('account');
  const location = useLocation();
  const navigate = useNavigate();
  const form = useAccountForm({
    initial: EMPTY,
    validate: validateSignIn,
    submit: async (values) => {
      const user = await login({ login: values.login.trim(), password: values.password });
      useSession.getState().setUser(user);
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
    </AccountCard>
  );
}
