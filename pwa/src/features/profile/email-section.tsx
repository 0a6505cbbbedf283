import { ERRORS } from '@domain/errors/error-catalogue';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountKey, checkEmail } from '@domain/account';
import type { CurrentUser } from '@sync/contract/account';
import { TextField } from '@pwa/components/text-field';
import { failureOf, requestEmailChange } from './profile-api';
import { FAILED, StatusLine, type Status } from './status-line';
import { validationKeyOf } from './validation-key';

interface EmailErrors {
  email?: string;
  password?: string;
}

/**
 * The e-mail: POST /user/email with the current password. The address changes only once the
 * link sent to the new one is opened (/confirm-email/:code).
 */
export function EmailSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<EmailErrors>({});
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);

  const check = (): EmailErrors => {
    const problem = checkEmail(email.trim());
    if (problem) return { email: t(`validation.${problem}`) };
    if (accountKey(email) === accountKey(user.Email)) {
      return { email: t('validation.emailUnchanged') };
    }
    return password ? {} : { password: t('email.passwordRequired') };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const found = check();
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      await requestEmailChange({ email: email.trim(), password });
      setStatus({ kind: 'success', key: 'email.sent', values: { email: email.trim() } });
      setEmail('');
      setPassword('');
    } catch (error) {
      const failure = await failureOf(error);
      const rule = validationKeyOf(failure);
      if (failure.code === ERRORS.wrongPassword.code) setErrors({ password: t('password.wrong') });
      else if (failure.code === ERRORS.userExists.code) setErrors({ email: t('email.taken') });
      else if (rule) setErrors({ email: t(`validation.${rule}`) });
      else setStatus(FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="profile-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-card__title">
        {t('email.title')}
      </h2>
      <form className="profile-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('email.current')}
          value={user.Email}
          onChange={() => undefined}
          type="email"
          readOnly
        />
        <TextField
          label={t('email.new')}
          hint={t('email.hint')}
          value={email}
          onChange={(value) => {
            setEmail(value);
            setErrors((current) => ({ ...current, email: undefined }));
            setStatus(null);
          }}
          error={errors.email ?? null}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          disabled={busy}
        />
        <TextField
          label={t('password.current')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setErrors((current) => ({ ...current, password: undefined }));
            setStatus(null);
          }}
          error={errors.password ?? null}
          disabled={busy}
        />
        <div className="profile-form__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? t('saving') : t('email.submit')}
          </button>
        </div>
        <StatusLine status={status} />
      </form>
    </section>
  );
}
