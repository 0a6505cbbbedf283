/** The languages a player's name is kept in: ru in Cyrillic, en in Latin, zh in Han characters. */
export const NAME_LANGUAGES = ['ru', 'en', 'zh'] as const;
export type NameLanguage = (typeof NAME_LANGUAGES)[number];

export function isNameLanguage(value: unknown): value is NameLanguage {
  return typeof value === 'string' && (NAME_LANGUAGES as readonly string[]).includes(value);
}

/** PATCH /admin/profile/rename/{id}?lang=ru|en|zh: the name in that language. */
export interface PlayerNameChange {
  lastName: string;
  firstName: string;
}

export const PLAYER_NAME_MAX_LENGTH = 50;

/** Why a name part is refused; the API answers 400 INVALID_PLAYER_NAME with its message. */
export type PlayerNameProblem = 'required' | 'tooLong' | 'characters' | 'script';

export const PLAYER_NAME_MESSAGES: Record<PlayerNameProblem, string> = {
  required: 'The last name is required',
  tooLong: `At most ${PLAYER_NAME_MAX_LENGTH} characters`,
  characters: 'Only letters, spaces, dashes and apostrophes',
  script: 'Letters of the language’s script only (ru Cyrillic, en Latin, zh Chinese)',
};

const LETTERS: Record<NameLanguage, RegExp> = {
  ru: /\p{Script=Cyrillic}/u,
  en: /\p{Script=Latin}/u,
  zh: /\p{Script=Han}/u,
};
const SEPARATORS = /[ \-'’]/u;

/** The stored form: NFC, trimmed, runs of spaces as one. */
export function cleanNamePart(value: string): string {
  return value.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/** The problem of one (cleaned) name part, or null; only the last name is required. */
export function namePartProblem(
  language: NameLanguage,
  value: string,
  required: boolean,
): PlayerNameProblem | null {
  if (value === '') return required ? 'required' : null;
  if ([...value].length > PLAYER_NAME_MAX_LENGTH) return 'tooLong';
  if (!/^\p{L}/u.test(value) || !/\p{L}$/u.test(value)) return 'characters';
  for (const char of value) {
    if (SEPARATORS.test(char)) continue;
    if (!/\p{L}|\p{M}/u.test(char)) return 'characters';
    if (!/\p{M}/u.test(char) && !LETTERS[language].test(char)) return 'script';
  }
  return null;
}

/** The problems of a whole name by field, empty when it can be stored. */
export function playerNameProblems(
  language: NameLanguage,
  name: PlayerNameChange,
): Partial<Record<keyof PlayerNameChange, PlayerNameProblem>> {
  const problems: Partial<Record<keyof PlayerNameChange, PlayerNameProblem>> = {};
  const last = namePartProblem(language, cleanNamePart(name.lastName), true);
  const first = namePartProblem(language, cleanNamePart(name.firstName), false);
  if (last) problems.lastName = last;
  if (first) problems.firstName = first;
  return problems;
}

/** A player's names in every language, as the rename answers them. */
export interface PlayerNames {
  id: number;
  lastName: string;
  firstName: string;
  lastNameLatin: string;
  firstNameLatin: string;
  lastNameZh: string | null;
  firstNameZh: string | null;
  nickname: string | null;
  /** the sync revision, moved by every change */
  rev: number;
}

/** One side of a merge. */
export interface MergePlayer extends PlayerNames {
  egdPin: number | null;
  agaId: number | null;
}

/** What a merge moves from the duplicate to the kept record. */
export interface MergeCounts {
  games: number;
  tournaments: number;
  ratingEntries: number;
}

/** Why two records can't be merged (the merge answers 409 with the first one's text). */
export type MergeConflict =
  | { kind: 'samePlayer'; message: string }
  | { kind: 'sameTournament'; tournamentId: number; title: string; message: string }
  | { kind: 'playedEachOther'; games: number; message: string }
  | { kind: 'differentEgdPin'; message: string }
  | { kind: 'differentAgaId'; message: string };

/** GET /admin/players/{id}/merge/{into}: what merging player `id` into `into` would do. */
export interface MergePreview {
  duplicate: MergePlayer;
  kept: MergePlayer;
  moves: MergeCounts;
  /** the kept record's identifiers after the merge (the duplicate's fill the kept one's blanks) */
  identifiers: { egdPin: number | null; agaId: number | null };
  conflicts: MergeConflict[];
}

/** POST /admin/players/{id}/merge/{into}: the kept record after the merge and what moved. */
export interface MergeResult {
  kept: MergePlayer;
  moved: MergeCounts;
  deletedId: number;
  /** players whose current ratings changed in the recompute */
  playersRerated: number;
}
