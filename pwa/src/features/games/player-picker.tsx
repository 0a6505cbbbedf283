import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, nameWithNickname, type NameScript } from '@domain/format';
import { Chip } from '@pwa/components/chip';
import { PlayerCombobox } from '@pwa/components/player-combobox';
import { db } from '@pwa/lib/db';
import { searchPlayers } from '@pwa/lib/players-query/search-players';
import { getPlayer } from './games.repo';

interface PlayerPickerProps {
  label: string;
  /** the chosen player's id, null for none */
  value: number | null;
  script: NameScript;
  onChange: (id: number | null) => void;
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
  const name = player ? nameWithNickname(player, script) : t('filters.playerId', { id });
  return (
    <ul className="games-chips" aria-label={label}>
      <Chip label={name} removeLabel={t('filters.removePlayer', { name })} onRemove={onRemove} />
    </ul>
  );
}

/**
 * Picks a player by name among the players on this device (the API filters games by player id);
 * a combobox, and the chosen player as a chip.
 */
export function PlayerPicker({ label, value, script, onChange }: PlayerPickerProps) {
  const { t } = useTranslation('games');
  const search = useCallback((text: string) => searchPlayers(db, text), []);
  return (
    <div className="games-picker">
      {value !== null ? (
        <>
          <span className="field-label">{label}</span>
          <Chosen id={value} label={label} script={script} onRemove={() => onChange(null)} />
        </>
      ) : (
        <PlayerCombobox
          labels={{
            label,
            placeholder: t('filters.playerPlaceholder'),
            none: t('filters.noPlayers'),
          }}
          search={search}
          optionName={(player) => nameWithNickname(player, script)}
          optionRating={(player) => formatNumber(player.rgfRating)}
          onPick={(player) => onChange(player.id)}
        />
      )}
    </div>
  );
}
