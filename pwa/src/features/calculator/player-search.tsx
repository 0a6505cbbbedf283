import { useLiveQuery } from 'dexie-react-hooks';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@domain/format';
import type { RatingSystemId } from '@domain/rating/types';
import { useListbox } from '@pwa/components/use-listbox';
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
  const listbox = useListbox(id);
  const search = useDeferredValue(text);
  const found = useLiveQuery(
    async () => ({ search, players: await searchPlayers(db, search, federation) }),
    [search, federation],
  );
  const players = found?.players ?? [];
  const shown = listbox.open && text.trim() !== '';

  const pick = (player: StoredPlayer) => {
    onPick(player);
    setText('');
    listbox.setOpen(false);
  };

  return (
    <div className="combobox player-search">
      <label className="field-label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        className="input"
        type="text"
        {...listbox.inputProps({ options: players, shown, onPick: pick })}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          listbox.typed();
        }}
      />
      <ul
        id={listbox.listId}
        role="listbox"
        aria-label={label}
        className="combobox__list player-search__list"
        hidden={!shown}
      >
        {shown && found?.search === search && players.length === 0 && (
          <li role="presentation" className="combobox__empty">
            {t('search.none')}
          </li>
        )}
        {shown &&
          players.map((player, index) => {
            const current = playerRatingIn(player, federation);
            return (
              <li
                key={player.id}
                {...listbox.optionProps(index, 'player-search__option')}
                aria-selected={index === listbox.active}
                onClick={() => pick(player)}
              >
                <span>{playerLabel(player, latin)}</span>
                <span className="player-search__rating">
                  {current ? formatNumber(current.rating) : t('search.noRating')}
                </span>
              </li>
            );
          })}
      </ul>
    </div>
  );
}
