import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CurrentUser } from '@sync/contract/account';
import { Dialog } from '@pwa/components/dialog';
import { DialogActions } from '@pwa/components/dialog-actions';
import { TextField } from '@pwa/components/text-field';
import { useSession } from '@pwa/lib/session-store';
import { showToast } from '@pwa/lib/toast-store';
import { deleteAccount } from './profile-api';
import { FAILED, StatusLine, type Status } from './status-line';

/** The danger zone: DELETE /user/{id} once the user has typed their username to confirm. */
export function DeleteSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  const id = useId();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const confirmed = typed === user.UserName;

  const close = () => {
    setOpen(false);
    setTyped('');
    setStatus(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    setBusy(true);
    setStatus(null);
    try {
      await deleteAccount(user.ID);
    } catch {
      setStatus(FAILED);
      setBusy(false);
      return;
    }
    showToast(t('delete.deleted'), { kind: 'success' });
    // Leave the guarded page first, so its guard does not send the visitor to sign in.
    await navigate('/', { replace: true });
    useSession.getState().signOut();
  };

  return (
    <section className="profile-card profile-card--danger" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-card__title">
        {t('delete.title')}
      </h2>
      <p className="profile-card__text">{t('delete.text')}</p>
      <div className="profile-form__actions">
        <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
          {t('delete.button')}
        </button>
      </div>
      <Dialog open={open} onClose={close} title={t('delete.dialogTitle')}>
        <form className="profile-form" noValidate onSubmit={(event) => void submit(event)}>
          <p className="dialog__text">{t('delete.warning')}</p>
          <TextField
            label={t('delete.confirmLabel', { username: user.UserName })}
            value={typed}
            onChange={setTyped}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            disabled={busy}
          />
          <StatusLine status={status} />
          <DialogActions
            cancelLabel={t('cancel')}
            confirmLabel={busy ? t('delete.deleting') : t('delete.confirm')}
            onCancel={close}
            busy={busy}
            tone="danger"
            confirmDisabled={!confirmed}
          />
        </form>
      </Dialog>
    </section>
  );
}
