import { useTranslation } from 'react-i18next';
import type { BroadcastComment } from '@sync/contract/broadcasts';

/** The broadcaster's comments on the move shown, as the viewer shows a record's comment. */
export function BoardComments({ comments }: { comments: BroadcastComment[] }) {
  const { t } = useTranslation('broadcasts');
  return (
    <section
      className="broadcast-panel broadcast-comment"
      aria-labelledby="broadcast-comment-title"
      aria-live="polite"
    >
      <h3 id="broadcast-comment-title" className="broadcast-panel__title">
        {t('comment.title')}
      </h3>
      {comments.length === 0 ? (
        <p className="muted">{t('comment.none')}</p>
      ) : (
        comments.map((comment) => (
          <div key={comment.id} className="broadcast-comment__item">
            <p className="broadcast-comment__text">{comment.text}</p>
            <p className="broadcast-comment__author muted">{comment.author}</p>
          </div>
        ))
      )}
    </section>
  );
}
