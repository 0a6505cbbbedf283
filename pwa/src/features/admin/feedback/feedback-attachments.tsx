import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@domain/format/numbers';
import type { FileDetails } from '@sync/contract/files';
import { Dialog } from '@pwa/components/dialog';
import { DialogActions } from '@pwa/components/dialog-actions';
import { attachmentUrl, deleteAttachment } from './admin-feedback-api';

interface FeedbackAttachmentsProps {
  files: FileDetails[];
  onDeleted: (fileId: number) => void;
}

/** The files of a message: images open in the browser, the rest download; each can be deleted. */
export function FeedbackAttachments({ files, onDeleted }: FeedbackAttachmentsProps) {
  const { t } = useTranslation('adminFeedback');
  const [asked, setAsked] = useState<FileDetails | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (files.length === 0) return <p className="admin-feedback__none">{t('attachments.none')}</p>;

  const close = () => {
    setAsked(null);
    setError(null);
  };

  const confirm = async (file: FileDetails) => {
    setBusy(true);
    setError(null);
    try {
      await deleteAttachment(file.id);
      onDeleted(file.id);
      setAsked(null);
    } catch {
      setError(t('errors.delete'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ul className="admin-feedback__files" aria-label={t('attachments.label')}>
        {files.map((file) => {
          const image = file.contentType.startsWith('image/');
          return (
            <li key={file.id} className="admin-feedback__file">
              <a
                href={attachmentUrl(file.id, image)}
                className="admin-feedback__file-link"
                {...(image
                  ? { target: '_blank', rel: 'noopener noreferrer' }
                  : { download: file.originalName })}
              >
                {file.originalName}
              </a>
              <span className="admin-feedback__file-meta">
                {image ? t('attachments.view') : t('attachments.download')} ·{' '}
                {formatBytes(file.size)}
              </span>
              <button
                type="button"
                className="button admin-action"
                aria-label={t('attachments.delete', { name: file.originalName })}
                onClick={() => setAsked(file)}
              >
                {t('attachments.deleteShort')}
              </button>
            </li>
          );
        })}
      </ul>
      <Dialog open={asked !== null} onClose={close} title={t('confirmDelete.title')}>
        <p className="dialog__text">
          {t('confirmDelete.text', { name: asked?.originalName ?? '' })}
        </p>
        {error && (
          <p className="admin-dialog__error" role="alert">
            {error}
          </p>
        )}
        <DialogActions
          cancelLabel={t('confirmDelete.cancel')}
          confirmLabel={t('confirmDelete.button')}
          onCancel={close}
          busy={busy}
          tone="danger"
          onConfirm={() => asked && void confirm(asked)}
        />
      </Dialog>
    </>
  );
}
