import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@domain/format/dates';
import type { FeedbackItem } from '@sync/contract/feedback';
import { markFeedback } from './admin-feedback-api';
import { FeedbackAttachments } from './feedback-attachments';

interface FeedbackItemViewProps {
  item: FeedbackItem;
  onChange: (item: FeedbackItem) => void;
}

/** One message: a line to click (sender, date, the start of the text), opening all of it. */
export function FeedbackItemView({ item, onChange }: FeedbackItemViewProps) {
  const { t, i18n } = useTranslation('adminFeedback');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const detailsId = useId();
  const date = (iso: string) => formatDateTime(iso, i18n.language);

  const toggleHandled = async () => {
    setBusy(true);
    setError(null);
    try {
      onChange(await markFeedback(item.id, !item.handled));
    } catch {
      setError(t('errors.mark'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="admin-feedback__item">
      <button
        type="button"
        className="admin-feedback__summary"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="admin-feedback__meta">
          <span
            className={`admin-feedback__status${item.handled ? ' admin-feedback__status--handled' : ''}`}
          >
            {item.handled ? t('status.handled') : t('status.unhandled')}
          </span>
          <span className="admin-feedback__sender">{item.name}</span>
          <time dateTime={item.createdAt}>{date(item.createdAt)}</time>
          {item.attachments.length > 0 && (
            <span>{t('attachments.count', { count: item.attachments.length })}</span>
          )}
        </span>
        <span className="admin-feedback__preview">{item.message}</span>
      </button>
      <div id={detailsId} className="admin-feedback__details" hidden={!open}>
        {open && (
          <>
            <dl className="admin-feedback__facts">
              <dt>{t('details.sender')}</dt>
              <dd>{item.name}</dd>
              <dt>{t('details.email')}</dt>
              <dd>
                <a href={`mailto:${item.email}`}>{item.email}</a>
              </dd>
              <dt>{t('details.account')}</dt>
              <dd>{item.user ? item.user.username : t('details.anonymous')}</dd>
              <dt>{t('details.date')}</dt>
              <dd>{date(item.createdAt)}</dd>
              {item.handledAt && (
                <>
                  <dt>{t('details.handledAt')}</dt>
                  <dd>{date(item.handledAt)}</dd>
                </>
              )}
            </dl>
            <blockquote className="admin-feedback__message">{item.message}</blockquote>
            <h3 className="admin-feedback__files-title">{t('attachments.label')}</h3>
            <FeedbackAttachments
              files={item.attachments}
              onDeleted={(fileId) =>
                onChange({
                  ...item,
                  attachments: item.attachments.filter((file) => file.id !== fileId),
                })
              }
            />
            {error && (
              <p className="admin-page__error" role="alert">
                {error}
              </p>
            )}
            <button
              type="button"
              className="button admin-feedback__mark"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void toggleHandled()}
            >
              {item.handled ? t('mark.unhandled') : t('mark.handled')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
