import { RATING_SYSTEM_IDS } from '@domain/rating/systems';
import { HISTORY_SOURCES, isHistorySource, type HistorySource } from '@sync/contract/players';

/** The rating tab's `?federation=`: a history source, RGF when missing or unknown. */
export function askedHistorySource(param: string | null): HistorySource {
  return isHistorySource(param) ? param : 'rgf';
}

/**
 * The histories the rating tab offers: the rating systems, and the AGA list's for a player with
 * an AGA id (or when the address asks for it, so the choice shown is always one offered).
 */
export function historySources(
  agaId: number | null,
  asked: HistorySource,
): readonly HistorySource[] {
  return agaId !== null || asked === 'aga' ? HISTORY_SOURCES : RATING_SYSTEM_IDS;
}
