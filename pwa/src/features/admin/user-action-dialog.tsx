import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERRORS } from '@domain/errors/error-catalogue';
import type { UserListItem } from '@sync/contract/account';
import { Dialog } from '@pwa/components/dialog';
import { DialogActions } from '@pwa/components/dialog-actions';
import { readHttpFailure } from '@pwa/lib/http';
import { changeRoles, deleteUser } from './admin-api';
import { rolesAfter, type RoleAction } from './role-actions';

/** A role given or taken (see role-actions), or the account deleted. */
export type UserAction = { kind: RoleAction | 'delete'; user: UserListItem };

interface UserActionDialogProps {
  action: UserAction | null;
  onClose: () => void;
  /** the account after a role change, or null after a deletion */
  onDone: (action: UserAction, changed: UserListItem | null) => void;
}

/** The admin.json `errors` text of a failed action: the refusals it names, else the action's own. */
function errorKey(kind: UserAction['kind'], code: string | null): string {
  if (code === ERRORS.lastAdmin.code) return 'LAST_ADMIN';
  if (code === ERRORS.permissionDenied.code) return 'PERMISSION_DENIED';
  return kind === 'delete' ? 'failed' : 'roles';
}

/** Asks before giving or taking the admin or broadcaster role, or deleting an account; then does it. */
export function UserActionDialog({ action, onClose, onDone }: UserActionDialogProps) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };

  const confirm = async (current: UserAction) => {
    setBusy(true);
    setError(null);
    try {
      const { user } = current;
      if (current.kind === 'delete') {
        await deleteUser(user.ID);
        onDone(current, null);
      } else {
        onDone(current, await changeRoles(user.ID, rolesAfter(current.kind, user.Roles)));
      }
      setError(null);
    } catch (err) {
      setError(t(`errors.${errorKey(current.kind, (await readHttpFailure(err)).code)}`));
    } finally {
      setBusy(false);
    }
  };

  const kind = action?.kind ?? 'grant';
  const name = action?.user.UserName ?? '';
  return (
    <Dialog open={action !== null} onClose={close} title={t(`confirm.${kind}.title`)}>
      <p className="dialog__text">{t(`confirm.${kind}.text`, { name })}</p>
      {error && (
        <p className="admin-dialog__error" role="alert">
          {error}
        </p>
      )}
      <DialogActions
        cancelLabel={t('confirm.cancel')}
        confirmLabel={t(`confirm.${kind}.button`)}
        onCancel={close}
        busy={busy}
        tone={kind === 'delete' ? 'danger' : 'primary'}
        onConfirm={() => action && void confirm(action)}
      />
    </Dialog>
  );
}
