import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkUsername, type ValidationMessageKey } from '@domain/account';
import type { CurrentUser } from '@sync/contract/account';
import { TextField } from '@pwa/components/text-field';
import { changeUsername, failureOf } from './profile-api';
import { FAILED, StatusLine, type Status } from './status-line';
import { validationKeyOf } from './validation-key';

interface UsernameSectionProps {
  user: CurrentUser;
  onChanged: (user: CurrentUser) => void;
}

/** The login: PATCH /user/username. */
export function UsernameSection({ user, onChanged }: UsernameSectionProps) {
  const { t } = useTranslation('profile');
  const id = useId();
  const [username, setUsername] = useState(user.UserName);
  const [error, setError] = useState<ValidationMessageKey | 'exists' | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const problem = checkUsername(username);
    setError(problem);
    if (problem) return;
    if (username === user.UserName) {
      setStatus({ kind: 'info', key: 'noChanges' });
      return;
    }
    setBusy(true);
    try {
      onChanged(await changeUsername(username));
      setStatus({ kind: 'success', key: 'username.changed' });
    } catch (err) {
      const failure = await failureOf(err);
      const key = failure.status === 409 ? 'exists' : validationKeyOf(failure);
      setError(key);
      if (!key) setStatus(FAILED);
    } finally {
      setBusy(false);
    }
  };

  const errorText =
    error === 'exists' ? t('username.exists') : error ? t(`validation.${error}`) : null;

  return (
    <section className="profile-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-card__title">
        {t('username.title')}
      </h2>
      <form className="profile-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('username.label')}
          value={username}
          onChange={(value) => {
            setUsername(value);
            setError(null);
            setStatus(null);
          }}
          error={errorText}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          disabled={busy}
        />
        <div className="profile-form__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? t('saving') : t('username.submit')}
          </button>
        </div>
        <StatusLine status={status} />
      </form>
    </section>
  );
}
