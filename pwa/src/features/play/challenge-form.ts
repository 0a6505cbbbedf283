import { botRanks, defaultBotRank } from '@domain/bots/ranks';
import { MAX_BYOYOMI_PERIODS, MAX_KOMI } from '@domain/play/settings';
import type {
  BoardSize,
  BotKind,
  ChallengeSettings,
  ColourChoice,
  OpponentKind,
  PlayRules,
  TimeControlKind,
} from '@sync/contract/play';

export { BOT_STYLES } from '@domain/bots/types';
export const HANDICAPS = [0, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** The create-challenge dialog's fields as typed: numbers stay text until sent. */
export interface ChallengeForm {
  boardSize: BoardSize;
  rules: PlayRules;
  timeControl: TimeControlKind;
  /** seconds */
  mainTime: string;
  /** seconds: Fischer's increment or the byoyomi period */
  bonusTime: string;
  periods: string;
  /** seconds; '' for no maximum (Fischer) */
  maxTime: string;
  handicap: number;
  /** '' for the rules' default */
  komi: string;
  colour: ColourChoice;
  opponent: OpponentKind;
  botKind: BotKind;
  botStyle: string;
  botRank: string;
  ranked: boolean;
  /** '' for no bound */
  minRank: string;
  maxRank: string;
}

export const DEFAULT_FORM: ChallengeForm = {
  boardSize: 19,
  rules: 'japanese',
  timeControl: 'byoyomi',
  mainTime: '600',
  bonusTime: '30',
  periods: '5',
  maxTime: '',
  handicap: 0,
  komi: '',
  colour: 'random',
  opponent: 'human',
  botKind: 'modern',
  botStyle: 'balanced',
  botRank: defaultBotRank('modern'),
  ranked: true,
  minRank: '',
  maxRank: '',
};

export const PRESETS = {
  rapid19: {
    boardSize: 19,
    timeControl: 'byoyomi',
    mainTime: '600',
    bonusTime: '30',
    periods: '5',
    maxTime: '',
  },
  blitz9: {
    boardSize: 9,
    timeControl: 'byoyomi',
    mainTime: '60',
    bonusTime: '10',
    periods: '3',
    maxTime: '',
  },
  rapid13: {
    boardSize: 13,
    timeControl: 'fischer',
    mainTime: '300',
    bonusTime: '10',
    periods: '0',
    maxTime: '600',
  },
} as const satisfies Record<string, Partial<ChallengeForm>>;
export type PresetName = keyof typeof PRESETS;

/** The form with a preset's board and time control. */
export function applyPreset(form: ChallengeForm, name: PresetName): ChallengeForm {
  return { ...form, ...PRESETS[name] };
}

/** The key (in play.json `create.errors`) of what is wrong with a field. */
export type FormErrors = Partial<Record<keyof ChallengeForm, string>>;

const RANK_PATTERN = /^([1-9]|[12]\d|30)k$|^[1-9]d$/i;
const MAX_SECONDS = 30 * 24 * 3600;

function wholeSeconds(text: string): number | null {
  if (!/^\d{1,8}$/.test(text.trim())) return null;
  const value = Number(text);
  return value <= MAX_SECONDS ? value : null;
}

/** Komi in halves, between -150 and 150; null when unreadable. */
function komiValue(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (!Number.isFinite(value) || Math.abs(value) > MAX_KOMI || !Number.isInteger(value * 2))
    return null;
  return value;
}

/** What the dialog refuses before sending, one message key per field. */
export function formErrors(form: ChallengeForm): FormErrors {
  const errors: FormErrors = {};
  const mainTime = wholeSeconds(form.mainTime);
  const bonusTime = wholeSeconds(form.bonusTime);
  if (mainTime === null) errors.mainTime = 'seconds';
  if (bonusTime === null) errors.bonusTime = 'seconds';
  if (mainTime === 0 && bonusTime === 0) errors.mainTime = 'noTime';
  if (form.timeControl === 'byoyomi') {
    const periods = wholeSeconds(form.periods);
    if (periods === null || periods < 1 || periods > MAX_BYOYOMI_PERIODS) {
      errors.periods = 'periods';
    }
    if (bonusTime === 0) errors.bonusTime = 'period';
  } else if (form.maxTime.trim() !== '') {
    const maxTime = wholeSeconds(form.maxTime);
    if (maxTime === null) errors.maxTime = 'seconds';
    else if (mainTime !== null && maxTime < mainTime) errors.maxTime = 'maxBelowMain';
  }
  if (form.komi.trim() !== '' && komiValue(form.komi) === null) errors.komi = 'komi';
  for (const key of ['minRank', 'maxRank'] as const) {
    if (form[key].trim() !== '' && !RANK_PATTERN.test(form[key].trim())) errors[key] = 'rank';
  }
  if (form.opponent === 'bot' && !botRanks(form.botKind).includes(form.botRank)) {
    errors.botRank = 'botRank';
  }
  return errors;
}

/** Another bot: its middle rank, and the balanced style (the pre-AI bot has no other). */
export function withBotKind(form: ChallengeForm, botKind: BotKind): ChallengeForm {
  return { ...form, botKind, botRank: defaultBotRank(botKind), botStyle: 'balanced' };
}

const rankOrNull = (text: string) => (text.trim() === '' ? null : text.trim().toLowerCase());

/** The POST /challenge body of a form without errors (formErrors is empty). */
/** `language`: the page's, which a bot speaks (sent against a bot only). */
export function toSettings(
  form: ChallengeForm,
  language: ChallengeSettings['language'] = null,
): ChallengeSettings {
  const byoyomi = form.timeControl === 'byoyomi';
  const bot = form.opponent === 'bot';
  return {
    boardSize: form.boardSize,
    rules: form.rules,
    timeControl: form.timeControl,
    mainTime: Number(form.mainTime),
    bonusTime: Number(form.bonusTime),
    periods: byoyomi ? Number(form.periods) : 0,
    maxTime: !byoyomi && form.maxTime.trim() !== '' ? Number(form.maxTime) : null,
    handicap: form.handicap,
    komi: form.komi.trim() === '' ? null : komiValue(form.komi),
    colour: form.colour,
    opponent: form.opponent,
    botKind: bot ? form.botKind : null,
    botStyle: bot ? form.botStyle : null,
    botRank: bot ? form.botRank : null,
    ...(bot && language ? { language } : {}),
    ranked: form.ranked,
    minRank: bot ? null : rankOrNull(form.minRank),
    maxRank: bot ? null : rankOrNull(form.maxRank),
  };
}
