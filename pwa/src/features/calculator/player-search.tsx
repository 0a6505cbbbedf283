import { useLiveQuery } from 'dexie-react-hooks';
import { useDeferredValue, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RatingSystemId } from '@domain/rating/types';
import { db, type StoredPlayer } from '@pwa/lib/db';
import { playerRatingIn } from './calculator-form';
import { searchPlayers } from './calculator.repo';
import { playerLabel } from './calculator-names';

interface PlayerSearchProps {
  label: string;
  federation: RatingSystemId;
  latin: boolean;
  onPick: (player: StoredPlayer) => void;
  describedBy?: string;
  invalid?: boolean;
}

/** A search box over the players on this device (by any part of a name); a combobox. */
export function PlayerSearch({
  label,
  federation,
  latin,
  onPick,
  describedBy,
  invalid,
}: PlayerSearchProps) {
  const { t } = useTranslation('calculator');
  const id = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const search = useDeferredValue(text);
  const found = useLiveQuery(
    async () => ({ search, players: await searchPlayers(db, search, federation) }),
    [search, federation],
  );
  const players = found?.players ?? [];
  const listId = `${id}-list`;
  const shown = open && text.trim() !== '';

  const pick = (player: StoredPlayer) => {
    onPick(player);
    setText('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.max(0, Math.min(players.length - 1, index + step)));
    } else if (event.key === 'Enter' && shown && players[active]) {
      event.preventDefault();
      pick(players[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="player-search">
      <label className="field-label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        className="input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && players[active] ? `${id}-option-${active}` : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        className="player-search__list"
        hidden={!shown}
      >
        {shown && found?.search === search && players.length === 0 && (
          <li role="presentation" className="player-search__empty">
            {t('search.none')}
          </li>
        )}
        {shown &&
          players.map((player, index) => {
            const current = playerRatingIn(player, federation);
            return (
              <li
                key={player.id}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className={`player-search__option${index === active ? ' is-active' : ''}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(player)}
              >
                <span>{playerLabel(player, latin)}</span>
                <span className="player-search__rating">
                  {current ? current.rating.toFixed(0) : t('search.noRating')}
                </span>
              </li>
            );
          })}
      </ul>
    </div>
  );
}
