import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkUsername, normaliseUsername, type ValidationMessageKey } from '@domain/account';
import { ERRORS } from '@domain/errors/error-catalogue';
import type { CurrentUser } from '@sync/contract/account';
import { TextField } from '@pwa/components/text-field';
import { changeUsername, failureOf } from './profile-api';
import { FAILED, StatusLine, type Status } from './status-line';
import { validationKeyOf } from './validation-key';

type UsernameError = ValidationMessageKey | 'exists' | 'confusable';

interface UsernameSectionProps {
  user: CurrentUser;
  onChanged: (user: CurrentUser) => void;
}

/** The login: PATCH /user/username. */
export function UsernameSection({ user, onChanged }: UsernameSectionProps) {
  const { t } = useTranslation('profile');
  const id = useId();
  const [username, setUsername] = useState(user.UserName);
  const [error, setError] = useState<UsernameError | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const problem = checkUsername(username);
    setError(problem);
    if (problem) return;
    // The API stores the NFKC form, so a full-width twin of the name is no change.
    if (normaliseUsername(username) === user.UserName) {
      setStatus({ kind: 'info', key: 'noChanges' });
      return;
    }
    setBusy(true);
    try {
      onChanged(await changeUsername(username));
      setStatus({ kind: 'success', key: 'username.changed' });
    } catch (err) {
      const failure = await failureOf(err);
      const key = failure.status === 409 ? conflictOf(failure.code) : validationKeyOf(failure);
      setError(key);
      if (!key) setStatus(FAILED);
    } finally {
      setBusy(false);
    }
  };

  const errorText =
    error === 'exists' || error === 'confusable'
      ? t(`username.${error}`)
      : error
        ? t(`validation.${error}`)
        : null;

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

/** A 409: the name is taken, or it looks like a taken one. */
function conflictOf(code: string | null): UsernameError {
  return code === ERRORS.usernameConfusable.code ? 'confusable' : 'exists';
}
