import { useId, useState, type FormEvent } from 'react';
import { formatVertex, parseVertex } from '@domain/play/vertex';

export interface MoveEntryLabels {
  /** the field's label ('Play at', 'Mark the group at') */
  label: string;
  /** the button ('Play', 'Mark') */
  submit: string;
  /** shown when the text is not a point of the board */
  invalid: string;
}

interface MoveEntryProps {
  boardSize: number;
  labels: MoveEntryLabels;
  onSubmit: (vertex: string) => void;
  /** not the player's turn, or an earlier position is shown */
  disabled?: boolean;
}

/** The board by keyboard: a point typed as its coordinates ('D4'), handed on in upper case. */
export function MoveEntry({ boardSize, labels, onSubmit, disabled = false }: MoveEntryProps) {
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
    <form className="move-entry" onSubmit={submit}>
      <label className="field-label" htmlFor={id}>
        {labels.label}
      </label>
      <div className="move-entry__row">
        <input
          id={id}
          className="input move-entry__input"
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
          {labels.submit}
        </button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="profile-field__error">
          {labels.invalid}
        </p>
      )}
    </form>
  );
}
