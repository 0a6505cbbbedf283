import { useTranslation } from 'react-i18next';
import { Dialog } from '@pwa/components/dialog';
import { DialogActions } from '@pwa/components/dialog-actions';

interface DeleteDialogProps {
  open: boolean;
  fileName: string;
  busy: boolean;
  onCancel: () => void;
  onDelete: () => void;
}

/** Asks before a record is deleted (it cannot be undone). */
export function DeleteDialog({ open, fileName, busy, onCancel, onDelete }: DeleteDialogProps) {
  const { t } = useTranslation('library');
  return (
    <Dialog open={open} onClose={onCancel} title={t('delete.title')}>
      <p className="library-dialog__text">{t('delete.text', { name: fileName })}</p>
      <DialogActions
        cancelLabel={t('actions.cancel')}
        confirmLabel={t('delete.submit')}
        onCancel={onCancel}
        busy={busy}
        tone="danger"
        onConfirm={onDelete}
      />
    </Dialog>
  );
}
