import { useLiveQuery } from 'dexie-react-hooks';
import { useDeferredValue, useId, useState } from 'react';
import { useListbox } from '@pwa/components/use-listbox';
import type { StoredPlayer } from '@pwa/lib/db';

/** The texts of a player search box, in the words of the page that shows it. */
export interface PlayerComboboxLabels {
  label: string;
  placeholder: string;
  /** no player matches the text typed */
  none: string;
}

interface PlayerComboboxProps {
  labels: PlayerComboboxLabels;
  /**
   * The players matching a text, from this device; a new function (say, for another federation)
   * searches again, so keep it stable (useCallback).
   */
  search: (text: string) => Promise<StoredPlayer[]>;
  /** the name a suggestion shows */
  optionName: (player: StoredPlayer) => string;
  /** the rating a suggestion shows beside the name */
  optionRating: (player: StoredPlayer) => string;
  onPick: (player: StoredPlayer) => void;
  describedBy?: string;
  invalid?: boolean;
}

/** A search box over the players on this device (by any part of a name); a combobox. */
export function PlayerCombobox({
  labels,
  search,
  optionName,
  optionRating,
  onPick,
  describedBy,
  invalid,
}: PlayerComboboxProps) {
  const id = useId();
  const [text, setText] = useState('');
  const listbox = useListbox(id);
  const deferred = useDeferredValue(text);
  const found = useLiveQuery(
    async () => ({ text: deferred, players: await search(deferred) }),
    [deferred, search],
  );
  const players = found?.players ?? [];
  const shown = listbox.open && text.trim() !== '';

  const pick = (player: StoredPlayer) => {
    onPick(player);
    setText('');
    listbox.setOpen(false);
  };

  return (
    <div className="combobox player-combobox">
      <label className="field-label" htmlFor={`${id}-input`}>
        {labels.label}
      </label>
      <input
        id={`${id}-input`}
        className="input"
        type="text"
        {...listbox.inputProps({ options: players, shown, onPick: pick })}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        placeholder={labels.placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          listbox.typed();
        }}
      />
      <ul
        id={listbox.listId}
        role="listbox"
        aria-label={labels.label}
        className="combobox__list player-combobox__list"
        hidden={!shown}
      >
        {shown && found?.text === deferred && players.length === 0 && (
          <li role="presentation" className="combobox__empty">
            {labels.none}
          </li>
        )}
        {shown &&
          players.map((player, index) => (
            <li
              key={player.id}
              {...listbox.optionProps(index, 'player-combobox__option')}
              aria-selected={index === listbox.active}
              onClick={() => pick(player)}
            >
              <span>{optionName(player)}</span>
              <span className="player-combobox__rating">{optionRating(player)}</span>
            </li>
          ))}
      </ul>
    </div>
  );
}
