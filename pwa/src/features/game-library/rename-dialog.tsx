import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@pwa/components/dialog';
import { DialogActions } from '@pwa/components/dialog-actions';
import { TextField } from '@pwa/components/text-field';
import { FILE_NAME_MAX_LENGTH as MAX_FILE_NAME, isSafeFileName } from '@domain/files/file-name';

interface RenameDialogProps {
  open: boolean;
  fileName: string;
  busy: boolean;
  onCancel: () => void;
  onRename: (fileName: string) => void;
}

/**
 * Renames a record's file: a name that is not blank, at most MAX_FILE_NAME characters, and never
 * a path (isSafeFileName, as the API checks it).
 */
export function RenameDialog({ open, fileName, busy, onCancel, onRename }: RenameDialogProps) {
  const { t } = useTranslation('library');
  const [name, setName] = useState(fileName);
  const [opened, setOpened] = useState(open);
  // each opening starts from the current name
  if (opened !== open) {
    setOpened(open);
    if (open) setName(fileName);
  }
  const trimmed = name.trim();
  const error =
    trimmed === ''
      ? t('rename.empty')
      : trimmed.length > MAX_FILE_NAME
        ? t('rename.tooLong', { count: MAX_FILE_NAME })
        : !isSafeFileName(trimmed)
          ? t('rename.invalid')
          : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (error === null) onRename(trimmed);
  };
  return (
    <Dialog open={open} onClose={onCancel} title={t('rename.title')}>
      <form className="library-dialog" onSubmit={submit}>
        <TextField
          label={t('rename.label')}
          value={name}
          onChange={setName}
          error={error}
          autoComplete="off"
          maxLength={MAX_FILE_NAME + 1}
        />
        <DialogActions
          cancelLabel={t('actions.cancel')}
          confirmLabel={t('rename.submit')}
          onCancel={onCancel}
          busy={busy}
          confirmDisabled={error !== null || trimmed === fileName}
        />
      </form>
    </Dialog>
  );
}
