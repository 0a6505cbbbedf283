import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatVertex, parseVertex } from '@domain/play/vertex';

interface BotMoveEntryProps {
  boardSize: number;
  /** 'move' plays there, 'mark' marks the group there dead or alive */
  purpose: 'move' | 'mark';
  onSubmit: (vertex: string) => void;
  disabled: boolean;
}

/** The board by keyboard: a point typed as its coordinates ('D4'), played or marked. */
export function BotMoveEntry({ boardSize, purpose, onSubmit, disabled }: BotMoveEntryProps) {
  const { t } = useTranslation('botOffline');
  const id = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    const point = parseVertex(text.trim(), boardSize);
    if (point === null || point === 'pass') {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setText('');
    onSubmit(formatVertex(point, boardSize));
  };

  return (
    <form className="bot-entry" onSubmit={submit}>
      <label className="field-label" htmlFor={id}>
        {t(purpose === 'move' ? 'entry.moveLabel' : 'entry.markLabel')}
      </label>
      <div className="bot-entry__row">
        <input
          id={id}
          className="input bot-entry__input"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="D4"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
        <button type="submit" className="button" disabled={disabled}>
          {t(purpose === 'move' ? 'entry.play' : 'entry.mark')}
        </button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="bot-entry__error">
          {t('entry.invalid')}
        </p>
      )}
    </form>
  );
}
