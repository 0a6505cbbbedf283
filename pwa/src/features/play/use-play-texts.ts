import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChallengeSettings, ClockKind } from '@sync/contract/play';
import { komiOf } from '@domain/play/settings';
import { komiText } from './komi';
import {
  clockKindParts,
  settingsTimeParts,
  timeControlKey,
  type TimeControlParts,
} from './time-control-text';

/** The translated texts of game settings the lobby and the game page both show. */
export function usePlayTexts() {
  const { t, i18n } = useTranslation('play');
  const language = i18n.resolvedLanguage;
  const timeText = useCallback(
    (parts: TimeControlParts) => {
      const { key, values } = timeControlKey(parts);
      return t(key, values);
    },
    [t],
  );
  const handicapKomi = useCallback(
    (handicap: number, komi: number) =>
      handicap > 0
        ? t('handicapKomi.handicap', { handicap, komi: komiText(komi, language) })
        : t('handicapKomi.even', { komi: komiText(komi, language) }),
    [t, language],
  );
  return {
    settingsTime: (settings: ChallengeSettings) => timeText(settingsTimeParts(settings)),
    clockKindTime: (kind: ClockKind) => timeText(clockKindParts(kind)),
    settingsHandicapKomi: (settings: ChallengeSettings) =>
      handicapKomi(settings.handicap, komiOf(settings)),
    handicapKomi,
    board: (size: number) => t('board', { size }),
  };
}
