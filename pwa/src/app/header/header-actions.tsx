import { useTranslation } from 'react-i18next';
import { ChatIcon, HeartIcon } from '@pwa/components/icons';
import { Tooltip } from '@pwa/components/tooltip';
import type { HeaderDialog } from './header-dialogs';

interface ActionProps {
  onOpen: (dialog: HeaderDialog) => void;
  /** Icon-only (desktop header) or with its text (burger menu). */
  compact?: boolean;
}

export function FeedbackButton({ onOpen, compact = false }: ActionProps) {
  const { t } = useTranslation('common');
  if (!compact) {
    return (
      <button type="button" className="button button--ghost" onClick={() => onOpen('feedback')}>
        <ChatIcon width={18} height={18} />
        {t('feedback.button')}
      </button>
    );
  }
  return (
    <Tooltip content={t('feedback.button')}>
      {(props) => (
        <button
          type="button"
          className="icon-button"
          onClick={() => onOpen('feedback')}
          aria-label={t('feedback.button')}
          {...props}
        >
          <ChatIcon />
        </button>
      )}
    </Tooltip>
  );
}

export function DonateButton({ onOpen }: ActionProps) {
  const { t } = useTranslation('common');
  return (
    <button type="button" className="button button--donate" onClick={() => onOpen('donate')}>
      <HeartIcon width={18} height={18} />
      <span className="button__text">{t('donate.button')}</span>
    </button>
  );
}
