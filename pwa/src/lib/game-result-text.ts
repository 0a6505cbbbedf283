import type { TFunction } from 'i18next';
import type { GameResult } from '@domain/game/game-result';

/**
 * A game's result in the one notation every list and the viewer use: the winner's colour and
 * '+' as in SGF (ru 'Ч+', en 'B+', zh '黑胜'), the language's one word for a jigo, forfeits and
 * double losses spelled out. Translates the common namespace's "gameResult" object.
 */
export function gameResultText(result: GameResult, t: TFunction<'common'>): string {
  return t(`gameResult.${result}`);
}
