import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@pwa/lib/online';
import { CloudOffIcon } from './icons';

interface NeedsConnectionProps {
  /** What needs the network, e.g. "Donations"; a generic sentence when left out. */
  what?: string;
}

/** A notice that the current action needs a network connection. */
export function NeedsConnection({ what }: NeedsConnectionProps) {
  const { t } = useTranslation('common');
  return (
    <div className="notice notice--offline" role="status">
      <CloudOffIcon className="notice__icon" />
      <div>
        <p className="notice__title">{t('connection.title')}</p>
        <p className="notice__text">
          {what ? t('connection.textFor', { what }) : t('connection.text')}
        </p>
      </div>
    </div>
  );
}

interface OnlineOnlyProps extends NeedsConnectionProps {
  children: ReactNode;
}

/** Renders its children when online, the needs-a-connection notice when offline. */
export function OnlineOnly({ children, what }: OnlineOnlyProps) {
  const online = useOnline();
  return online ? children : <NeedsConnection what={what} />;
}
