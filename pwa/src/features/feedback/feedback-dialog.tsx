import { useTranslation } from 'react-i18next';
import { Dialog } from '@pwa/components/dialog';
import { NeedsConnection } from '@pwa/components/needs-connection';
import { useOnline } from '@pwa/lib/online';

interface FeedbackDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Scaffolding (issue 17): the placeholder until the feedback form lands. */
export function FeedbackDialog({ open, onClose }: FeedbackDialogProps) {
  const { t } = useTranslation('common');
  const online = useOnline();
  return (
    <Dialog open={open} onClose={onClose} title={t('feedback.title')}>
      <p className="dialog__text">{t('feedback.text')}</p>
      <p className="dialog__text dialog__text--muted">{t('feedback.later')}</p>
      {!online && <NeedsConnection />}
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('actions.ok')}
        </button>
      </div>
    </Dialog>
  );
}
