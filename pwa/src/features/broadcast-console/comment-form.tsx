import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BROADCAST_COMMENT_MAX_LENGTH, type BroadcastComment } from '@sync/contract/broadcasts';
import type { WaitingComment } from './local-board';

interface CommentFormProps {
  moveNumber: number;
  /** the comments on this move, the server's and those waiting */
  comments: BroadcastComment[];
  waiting: WaitingComment[];
  disabled: boolean;
  onAdd: (text: string) => void;
}

/** The broadcaster's commentary on the move shown last. */
export function CommentForm({ moveNumber, comments, waiting, disabled, onAdd }: CommentFormProps) {
  const { t } = useTranslation('broadcastConsole');
  const id = useId();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') return;
    onAdd(trimmed);
    setText('');
  };

  return (
    <form className="console-comment" onSubmit={submit}>
      <label className="field-label" htmlFor={id}>
        {t('comment.label', { number: moveNumber })}
      </label>
      {(comments.length > 0 || waiting.length > 0) && (
        <ul className="console-comment__list">
          {comments.map((comment) => (
            <li key={comment.id}>{comment.text}</li>
          ))}
          {waiting.map((comment, index) => (
            <li key={`waiting-${index}`} className="console-moves__move--waiting">
              {comment.text} · {t('moves.waiting')}
            </li>
          ))}
        </ul>
      )}
      <textarea
        id={id}
        className="input console-comment__text"
        rows={2}
        maxLength={BROADCAST_COMMENT_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="console-actions">
        <button type="submit" className="button" disabled={disabled || text.trim() === ''}>
          {t('comment.add')}
        </button>
      </div>
    </form>
  );
}
