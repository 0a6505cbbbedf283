import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@pwa/components/dialog';
import { CheckCircleIcon } from '@pwa/components/icons';
import { Loader } from '@pwa/components/loader';
import { NeedsConnection } from '@pwa/components/needs-connection';
import { useOnline } from '@pwa/lib/online';
import { FeedbackForm } from './feedback-form';
import { useFeedbackFiles } from './use-feedback-files';
import { useFeedbackFormats } from './use-feedback-formats';
import { useSendFeedback, type FeedbackDraft } from './use-send-feedback';
import './feedback.css';

interface FeedbackDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The header's Feedback dialog: the form, then uploading, then the thanks. A draft not sent
 * stays when the dialog is closed; a sent one is cleared.
 */
export function FeedbackDialog({ open, onClose }: FeedbackDialogProps) {
  const { t } = useTranslation('feedback');
  const online = useOnline();
  const formats = useFeedbackFormats(open && online);
  const attachments = useFeedbackFiles();
  const sending = useSendFeedback();
  const [message, setMessage] = useState('');
  const sent = sending.state.status === 'sent';
  const closeButton = useRef<HTMLButtonElement>(null);

  // the form (and the focused Send button) is gone: keyboard users continue from Close
  useEffect(() => {
    if (sent) closeButton.current?.focus();
  }, [sent]);

  const send = async (draft: FeedbackDraft) => {
    if (await sending.send(draft)) {
      setMessage('');
      attachments.clear();
    }
  };

  const close = () => {
    if (sent) sending.reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} title={t('title')}>
      {!online && sending.state.status !== 'uploading' ? (
        <>
          <NeedsConnection what={t('offlineWhat')} />
          <div className="dialog__actions">
            <button type="button" className="button" onClick={close}>
              {t('close')}
            </button>
          </div>
        </>
      ) : sent ? (
        <div className="feedback-sent" role="status">
          <CheckCircleIcon className="feedback-sent__icon" width={40} height={40} />
          <p className="feedback-sent__title">{t('sent.title')}</p>
          <p className="dialog__text">{t('sent.text')}</p>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={sending.reset}>
              {t('sent.another')}
            </button>
            <button
              ref={closeButton}
              type="button"
              className="button button--primary"
              onClick={close}
            >
              {t('close')}
            </button>
          </div>
        </div>
      ) : formats.state.status === 'loading' ? (
        <Loader />
      ) : (
        <>
          {formats.state.status === 'failed' && (
            <p className="feedback__error" role="alert">
              {t('errors.formats')}{' '}
              <button type="button" className="button" onClick={formats.retry}>
                {t('retry')}
              </button>
            </p>
          )}
          <FeedbackForm
            formats={formats.state.status === 'ready' ? formats.state.formats : null}
            files={attachments.files}
            refused={attachments.refused}
            onAddFiles={(files) => {
              if (formats.state.status === 'ready') attachments.add(files, formats.state.formats);
            }}
            onRemoveFile={attachments.remove}
            message={message}
            onMessage={setMessage}
            state={sending.state}
            onSend={(draft) => void send(draft)}
            onCancel={close}
          />
        </>
      )}
    </Dialog>
  );
}
