import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, nameWithNickname, nameScript } from '@domain/format';
import { Chip } from '@pwa/components/chip';
import { PlayerCombobox } from '@pwa/components/player-combobox';
import { db, type StoredPlayer } from '@pwa/lib/db';
import { findPlayers } from './players-api';

interface PlayerChoiceProps {
  label: string;
  value: StoredPlayer | null;
  onChange: (player: StoredPlayer | null) => void;
}

/** A player's name with the record's id and EGD PIN, which tell namesakes apart. */
export function useRecordName(): (player: StoredPlayer) => string {
  const { t, i18n } = useTranslation('adminPlayers');
  const script = nameScript(i18n.resolvedLanguage);
  return (player) =>
    t('record', {
      name: nameWithNickname(player, script),
      id: player.id,
      pin: player.egdPin ?? '—',
    });
}

/** Picks a player record by name among the players on this device; the chosen one as a chip. */
export function PlayerChoice({ label, value, onChange }: PlayerChoiceProps) {
  const { t, i18n } = useTranslation('adminPlayers');
  const recordName = useRecordName();
  const search = useCallback((text: string) => findPlayers(db, text), []);
  if (value) {
    const name = recordName(value);
    return (
      <div className="admin-players__choice">
        <span className="field-label">{label}</span>
        <ul className="chips" aria-label={label}>
          <Chip
            label={name}
            removeLabel={t('search.remove', { name })}
            onRemove={() => onChange(null)}
          />
        </ul>
      </div>
    );
  }
  return (
    <PlayerCombobox
      labels={{ label, placeholder: t('search.placeholder'), none: t('search.none') }}
      search={search}
      optionName={recordName}
      optionRating={(player) => formatNumber(player.rgfRating, 0, i18n.resolvedLanguage)}
      onPick={onChange}
    />
  );
}
