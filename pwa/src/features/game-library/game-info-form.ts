import { isPlausibleSgfDate } from '@domain/sgf/sgf-date';
import {
  LIBRARY_INFO_RULES,
  type LibraryGameInfo,
  type LibraryGameUpdate,
} from '@sync/contract/game-library';

/**
 * The editable game info of a record as the dialog holds it, and the checks PATCH
 * /file/game/{id} makes (api/src/game-library/dto/library-update.dto.ts), repeated here so the
 * dialog can say what is wrong before sending.
 */

export const GAME_INFO_FIELDS = [
  'black',
  'blackRank',
  'white',
  'whiteRank',
  'result',
  'date',
  'event',
  'komi',
] as const;

export type GameInfoField = (typeof GAME_INFO_FIELDS)[number];
/** Every field as the input's text; '' removes the property from the record. */
export type GameInfoForm = Record<GameInfoField, string>;
export type GameInfoProblem = 'tooLong' | 'result' | 'date' | 'komi';
export type GameInfoProblems = Partial<Record<GameInfoField, GameInfoProblem>>;

/** The longest text the API takes per field (komi, result and date are checked by form). */
export const GAME_INFO_MAX_LENGTH: Record<GameInfoField, number> = {
  ...LIBRARY_INFO_RULES.maxLength,
  result: 40,
  date: 100,
  komi: 20,
};

const { result: RESULT, date: DATE, komiLimit: KOMI_LIMIT } = LIBRARY_INFO_RULES;
const KOMI = /^[+-]?\d+(?:[.,]\d+)?$/;

type EditableInfo = Pick<LibraryGameInfo, GameInfoField>;

/** The dialog's starting values from a record's info. */
export function gameInfoForm(info: EditableInfo): GameInfoForm {
  return {
    black: info.black ?? '',
    blackRank: info.blackRank ?? '',
    white: info.white ?? '',
    whiteRank: info.whiteRank ?? '',
    result: info.result ?? '',
    date: info.date ?? '',
    event: info.event ?? '',
    komi: info.komi === null ? '' : String(info.komi),
  };
}

/** Komi as the API takes it ('6,5' is read as 6.5), or undefined when it is not a number. */
function komiOf(text: string): number | undefined {
  if (!KOMI.test(text)) return undefined;
  const komi = Number(text.replace(',', '.'));
  return Number.isFinite(komi) && Math.abs(komi) <= KOMI_LIMIT ? komi : undefined;
}

/** What the API would refuse, per field (trimmed values; an empty one is always fine). */
export function gameInfoProblems(form: GameInfoForm): GameInfoProblems {
  const problems: GameInfoProblems = {};
  for (const field of GAME_INFO_FIELDS) {
    const value = form[field].trim();
    if (value === '') continue;
    if (field === 'komi') {
      if (komiOf(value) === undefined) problems.komi = 'komi';
    } else if (field === 'result') {
      if (!RESULT.test(value)) problems.result = 'result';
    } else if (field === 'date') {
      if (!DATE.test(value) || !isPlausibleSgfDate(value)) problems.date = 'date';
    } else if (value.length > GAME_INFO_MAX_LENGTH[field]) {
      problems[field] = 'tooLong';
    }
  }
  return problems;
}

/**
 * The PATCH body with only the changed fields (null removes one), or null when nothing changed.
 * Call it with a form that has no problems.
 */
export function gameInfoUpdate(before: EditableInfo, form: GameInfoForm): LibraryGameUpdate | null {
  const info: NonNullable<LibraryGameUpdate['info']> = {};
  let changed = false;
  for (const field of GAME_INFO_FIELDS) {
    const value = form[field].trim();
    if (field === 'komi') {
      const komi = value === '' ? null : (komiOf(value) ?? null);
      if (komi !== before.komi) {
        info.komi = komi;
        changed = true;
      }
    } else {
      const text = value === '' ? null : value;
      if (text !== before[field]) {
        info[field] = text;
        changed = true;
      }
    }
  }
  return changed ? { info } : null;
}
