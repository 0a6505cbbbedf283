import { useTranslation } from 'react-i18next';
import { Dialog } from '@pwa/components/dialog';
import { NeedsConnection } from '@pwa/components/needs-connection';
import { useOnline } from '@pwa/lib/online';

interface DonateDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Scaffolding (issue 17): the placeholder until the donate form lands. */
export function DonateDialog({ open, onClose }: DonateDialogProps) {
  const { t } = useTranslation('common');
  const online = useOnline();
  return (
    <Dialog open={open} onClose={onClose} title={t('donate.title')}>
      <p className="dialog__text">{t('donate.text')}</p>
      <p className="dialog__text dialog__text--muted">{t('donate.later')}</p>
      {!online && <NeedsConnection />}
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('actions.ok')}
        </button>
      </div>
    </Dialog>
  );
}
