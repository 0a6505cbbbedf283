import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MAX_LENGTH, type ChatLine } from '@sync/contract/play';

interface ChatPanelProps {
  lines: ChatLine[];
  /** null: read only (signed out) */
  onSend: ((text: string) => Promise<boolean>) | null;
}

/**
 * The game's chat and log: lines with the move they were written at (the server's own lines say
 * who passed or rejected an undo), and a message box with a counter.
 */
export function ChatPanel({ lines, onSend }: ChatPanelProps) {
  const { t } = useTranslation('play');
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const log = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const box = log.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [lines.length]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!onSend || message === '' || sending) return;
    setSending(true);
    if (await onSend(message)) setText('');
    setSending(false);
  };

  return (
    <section className="play-panel play-chat" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="play-panel__title">
        {t('chat.title')}
      </h2>
      {lines.length === 0 ? (
        <p className="muted">{t('chat.empty')}</p>
      ) : (
        <ol ref={log} className="play-chat__lines" aria-live="polite">
          {lines.map((line) => (
            <li
              key={line.id}
              className={line.event ? 'play-chat__line play-chat__line--event' : 'play-chat__line'}
            >
              <span className="play-chat__move muted">
                {t('chat.moveNumber', { number: line.moveNumber })}
              </span>{' '}
              {line.event ? (
                <span className="play-chat__text">
                  {t(`chat.events.${line.event}`, { name: line.name })}
                </span>
              ) : (
                <>
                  <span className="play-chat__name">{line.name}:</span>{' '}
                  <span className="play-chat__text">{line.text}</span>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {onSend ? (
        <form className="play-chat__form" onSubmit={(event) => void submit(event)}>
          <label className="visually-hidden" htmlFor={`${id}-input`}>
            {t('chat.label')}
          </label>
          <input
            id={`${id}-input`}
            className="input"
            value={text}
            maxLength={CHAT_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('chat.label')}
            aria-describedby={`${id}-counter`}
            autoComplete="off"
          />
          <span id={`${id}-counter`} className="play-chat__counter muted">
            {t('chat.counter', { count: text.length, max: CHAT_MAX_LENGTH })}
          </span>
          <button type="submit" className="button" disabled={sending || text.trim() === ''}>
            {t('chat.send')}
          </button>
        </form>
      ) : (
        <p className="muted">{t('chat.readOnly')}</p>
      )}
    </section>
  );
}
