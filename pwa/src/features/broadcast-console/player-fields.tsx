import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, nameScript, nameWithNickname, realName } from '@domain/format';
import { Chip } from '@pwa/components/chip';
import { fieldAria } from '@pwa/components/field';
import { PlayerCombobox } from '@pwa/components/player-combobox';
import { db } from '@pwa/lib/db';
import { searchPlayers } from '@pwa/lib/players-query/search-players';
import type { PlayerDraft } from './broadcast-draft';

interface PlayerFieldsProps {
  /** 'Black' or 'White' with the board's number */
  label: string;
  value: PlayerDraft;
  error: string | null;
  onChange: (value: PlayerDraft) => void;
}

/** A board's player: the name as shown, and the player of the database it is, when known. */
export function PlayerFields({ label, value, error, onChange }: PlayerFieldsProps) {
  const { t, i18n } = useTranslation('broadcastConsole');
  const id = useId();
  const script = nameScript(i18n.language);
  const search = useCallback((text: string) => searchPlayers(db, text), []);
  return (
    <fieldset className="console-player">
      <legend className="field-label">{label}</legend>
      <label className="visually-hidden" htmlFor={`${id}-name`}>
        {t('form.playerName', { player: label })}
      </label>
      <input
        id={`${id}-name`}
        className="input"
        value={value.name}
        placeholder={t('form.namePlaceholder')}
        onChange={(event) => onChange({ ...value, name: event.target.value })}
        {...fieldAria(`${id}-name`, undefined, error)}
      />
      {error && (
        <p id={`${id}-name-error`} className="profile-field__error">
          {error}
        </p>
      )}
      {value.playerId !== null ? (
        <ul className="chips" aria-label={t('form.linked')}>
          <Chip
            label={t('form.linkedTo', { id: value.playerId })}
            removeLabel={t('form.unlink', { player: label })}
            onRemove={() => onChange({ ...value, playerId: null })}
          />
        </ul>
      ) : (
        <PlayerCombobox
          labels={{
            label: t('form.findPlayer', { player: label }),
            placeholder: t('form.findPlaceholder'),
            none: t('form.noPlayers'),
          }}
          search={search}
          optionName={(player) => nameWithNickname(player, script)}
          optionRating={(player) => formatNumber(player.rgfRating)}
          onPick={(player) => onChange({ name: realName(player, script), playerId: player.id })}
        />
      )}
    </fieldset>
  );
}
