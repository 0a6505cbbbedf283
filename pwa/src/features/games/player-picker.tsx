import { useLiveQuery } from 'dexie-react-hooks';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName, formatNumber, realName, type NameScript } from '@domain/format';
import { useListbox } from '@pwa/components/use-listbox';
import { db, type StoredPlayer } from '@pwa/lib/db';
import { getPlayer, searchPlayers } from './games.repo';

interface PlayerPickerProps {
  label: string;
  /** the chosen player's id, null for none */
  value: number | null;
  script: NameScript;
  onChange: (id: number | null) => void;
}

function optionName(player: StoredPlayer, script: NameScript): string {
  const name = displayName(player, script);
  const real = realName(player, script);
  return name === real ? name : `${name} (${real})`;
}

/** The chosen player as a chip with a remove button. */
function Chosen({
  id,
  label,
  script,
  onRemove,
}: {
  id: number;
  label: string;
  script: NameScript;
  onRemove: () => void;
}) {
  const { t } = useTranslation('games');
  const player = useLiveQuery(() => getPlayer(db, id), [id]);
  const name = player ? displayName(player, script) : t('filters.playerId', { id });
  return (
    <ul className="games-chips" aria-label={label}>
      <li className="games-chip">
        <span className="games-chip__label">{name}</span>
        <button
          type="button"
          className="games-chip__remove"
          aria-label={t('filters.removePlayer', { name })}
          onClick={onRemove}
        >
          <span aria-hidden="true">×</span>
        </button>
      </li>
    </ul>
  );
}

/**
 * Picks a player by name among the players on this device (the API filters games by player id);
 * a combobox, and the chosen player as a chip.
 */
export function PlayerPicker({ label, value, script, onChange }: PlayerPickerProps) {
  const { t } = useTranslation('games');
  const id = useId();
  const [text, setText] = useState('');
  const listbox = useListbox(id);
  const search = useDeferredValue(text);
  const found = useLiveQuery(
    async () => ({ search, players: await searchPlayers(db, search) }),
    [search],
  );
  const players = found?.players ?? [];
  const shown = listbox.open && text.trim() !== '';

  const pick = (player: StoredPlayer) => {
    onChange(player.id);
    setText('');
    listbox.setOpen(false);
  };

  return (
    <div className="combobox games-picker">
      <label className="field-label" htmlFor={`${id}-input`}>
        {label}
      </label>
      {value !== null ? (
        <Chosen id={value} label={label} script={script} onRemove={() => onChange(null)} />
      ) : (
        <>
          <input
            id={`${id}-input`}
            className="input"
            type="text"
            {...listbox.inputProps({ options: players, shown, onPick: pick })}
            placeholder={t('filters.playerPlaceholder')}
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
            className="combobox__list games-picker__list"
            hidden={!shown}
          >
            {shown && found?.search === search && players.length === 0 && (
              <li role="presentation" className="combobox__empty">
                {t('filters.noPlayers')}
              </li>
            )}
            {shown &&
              players.map((player, index) => (
                <li
                  key={player.id}
                  {...listbox.optionProps(index, 'games-picker__option')}
                  aria-selected={index === listbox.active}
                  onClick={() => pick(player)}
                >
                  <span>{optionName(player, script)}</span>
                  <span className="games-picker__rating">{formatNumber(player.rgfRating)}</span>
                </li>
              ))}
          </ul>
        </>
      )}
    </div>
  );
}
