import type { ChallengeSettings } from '@sync/contract/play';
import { unsupportedCombination, type ChallengeSettingsLike } from '@domain/play/settings';
import { defaultBotRank } from '@domain/bots/ranks';
import { DEFAULT_BOT_STYLE } from '@domain/bots/types';
import { ApiError } from '../../common/errors/api-error';
import type { ChallengeSettingsDto } from './dto/challenge-settings.dto';

/**
 * The settings of a request as the challenge keeps them (absent optional fields as null; a game
 * against a bot is never ranked, as it never moves a rating), or 400 'Unsupported combination:
 * ...' naming what the server cannot honour.
 */
export function acceptedSettings(dto: ChallengeSettingsDto): ChallengeSettings {
  const problem = unsupportedCombination(dto as unknown as ChallengeSettingsLike);
  if (problem !== null) throw new ApiError('unsupportedCombination', { message: problem });
  const s = dto as unknown as ChallengeSettings;
  return {
    boardSize: s.boardSize,
    rules: s.rules,
    timeControl: s.timeControl,
    mainTime: s.mainTime,
    bonusTime: s.bonusTime,
    periods: s.periods,
    maxTime: s.maxTime ?? null,
    handicap: s.handicap,
    komi: s.komi ?? null,
    colour: s.colour,
    opponent: s.opponent,
    ...botFields(s),
    ranked: s.opponent === 'bot' ? false : s.ranked,
    minRank: s.minRank ?? null,
    maxRank: s.maxRank ?? null,
  };
}

/**
 * A bot challenge names its bot, style and rank (the defaults filled in) and keeps the language
 * the bot is to speak when one was given; a human one none of these.
 */
function botFields(
  s: ChallengeSettings,
): Pick<ChallengeSettings, 'botKind' | 'botStyle' | 'botRank' | 'language'> {
  if (s.opponent !== 'bot') return { botKind: null, botStyle: null, botRank: null };
  const botKind = s.botKind ?? 'modern';
  return {
    botKind,
    botStyle: s.botStyle ?? DEFAULT_BOT_STYLE,
    botRank: s.botRank ?? defaultBotRank(botKind),
    ...(s.language ? { language: s.language } : {}),
  };
}
