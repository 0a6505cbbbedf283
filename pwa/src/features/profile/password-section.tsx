import { ERRORS } from '@domain/errors/error-catalogue';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@pwa/components/text-field';
import { changePassword, failureOf } from './profile-api';
import { validatePasswords, type PasswordDraft, type PasswordErrors } from './password-form';
import { FAILED, StatusLine, type Status } from './status-line';

const EMPTY: PasswordDraft = { current: '', next: '', repeat: '' };

/** PATCH /user/password with the current password and the new one (typed twice). */
export function PasswordSection() {
  const { t } = useTranslation('profile');
  const id = useId();
  const [draft, setDraft] = useState<PasswordDraft>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [wrongPassword, setWrongPassword] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);

  const update = (field: keyof PasswordDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'current') setWrongPassword(false);
    setStatus(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const found = validatePasswords(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await changePassword({ currentPassword: draft.current, newPassword: draft.next });
      setDraft(EMPTY);
      setStatus({ kind: 'success', key: 'password.changed' });
    } catch (error) {
      const failure = await failureOf(error);
      if (failure.status === 403 && failure.code === ERRORS.wrongPassword.code) {
        setWrongPassword(true);
        setStatus({ kind: 'error', key: 'password.wrong' });
      } else {
        setStatus(FAILED);
      }
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (field: keyof PasswordDraft): string | null => {
    if (field === 'current' && wrongPassword) return t('password.wrong');
    const key = errors[field];
    return key ? t(`validation.${key}`) : null;
  };

  return (
    <section className="profile-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-card__title">
        {t('password.title')}
      </h2>
      <form className="profile-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('password.current')}
          type="password"
          autoComplete="current-password"
          value={draft.current}
          onChange={update('current')}
          error={errorOf('current')}
          disabled={busy}
        />
        <TextField
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          value={draft.next}
          onChange={update('next')}
          error={errorOf('next')}
          disabled={busy}
        />
        <TextField
          label={t('password.repeat')}
          type="password"
          autoComplete="new-password"
          value={draft.repeat}
          onChange={update('repeat')}
          error={errorOf('repeat')}
          disabled={busy}
        />
        <div className="profile-form__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? t('saving') : t('password.submit')}
          </button>
        </div>
        <StatusLine status={status} />
      </form>
    </section>
  );
}
