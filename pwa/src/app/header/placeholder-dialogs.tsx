import { useTranslation } from 'react-i18next';
import { Dialog } from '@pwa/components/dialog';
import { NeedsConnection } from '@pwa/components/needs-connection';
import { useOnline } from '@pwa/lib/online';

export type HeaderDialog = 'donate' | 'feedback';

interface PlaceholderDialogProps {
  which: HeaderDialog | null;
  onClose: () => void;
}

/** Donations and feedback are not built yet: a dialog says they need a connection and come later. */
export function PlaceholderDialog({ which, onClose }: PlaceholderDialogProps) {
  const { t } = useTranslation('common');
  const online = useOnline();
  const key = which ?? 'donate';
  return (
    <Dialog open={which !== null} onClose={onClose} title={t(`${key}.title`)}>
      <p className="dialog__text">{t(`${key}.text`)}</p>
      <p className="dialog__text dialog__text--muted">{t(`${key}.later`)}</p>
      {!online && <NeedsConnection />}
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('actions.ok')}
        </button>
      </div>
    </Dialog>
  );
}
