import type { GameResult } from '@domain/game/game-result';
import type { FileScores } from '@domain/tournament/tiebreaks';

/**
 * What every importer parser produces from one file, before anything touches the database.
 * Parsers are pure: text in, ParsedFile out. Lines that cannot be understood become problems
 * (line number + reason) and the rest of the file is still returned.
 */
export type ImportFormat = 'opengotha' | 'h9' | 'egf-list' | 'aga-list';

export interface ParseProblem {
  /** 1-based line number in the source file. */
  line: number;
  reason: string;
}

export interface ImportedPlayer {
  /** Unique within the file; games and standings refer to players by this key. */
  key: string;
  lastName: string;
  firstName: string;
  /** Latin spelling when the file's names are in another script and a Latin one is known. */
  lastNameLatin?: string;
  firstNameLatin?: string;
  /** Two-letter country code as the file gives it (EGD codes, e.g. 'RU', 'UA', 'DE'). */
  country?: string;
  /** City or club name as the file gives it. */
  city?: string;
  club?: string;
  /** Declared rank in the product's notation: '5k', '3d', '2p'. */
  rank?: string;
  /** Rating the file states for the player (GoR for EGF files), if any. */
  rating?: number;
  egdPin?: number;
  /** American Go Association member number (AGA rating list, OpenGotha's agaId). */
  agaId?: number;
  /** 1-based line (or element) where the player was read. */
  line: number;
}

export interface ImportedTournamentPlayer {
  playerKey: string;
  place?: number;
  /** Points as the file states them (free wins included). */
  wins?: number;
  rank?: string;
  ratingStart?: number;
  ratingEnd?: number;
  /** Tie-break scores the file states (SOS, SOSOS and SODOS on MMS when it states MMS). */
  scores?: Partial<FileScores>;
}

export interface ImportedGame {
  round: number;
  blackKey: string;
  whiteKey: string;
  /** False when the file does not say who played black (h9 cells like `7-`). */
  colorsKnown: boolean;
  handicap: number;
  komi?: number;
  result: GameResult;
  line: number;
}

export interface ImportedTournament {
  /** EGD tournament code (T230723B) when the file has one. */
  code?: string;
  title: string;
  country?: string;
  city?: string;
  /** ISO dates, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  rounds: number;
  komi?: number;
  boardSize?: number;
  handicapRule?: string;
  /** EGF tournament class A, B, C or D. */
  tournamentClass?: string;
  timeControl?: string;
  teamSize?: number;
  players: ImportedTournamentPlayer[];
  games: ImportedGame[];
}

export interface ImportedRating {
  playerKey: string;
  rating: number;
  deviation?: number;
}

export interface ParsedTournamentFile {
  kind: 'tournament';
  players: ImportedPlayer[];
  tournament: ImportedTournament;
  problems: ParseProblem[];
}

export interface ParsedRatingList {
  kind: 'rating-list';
  /** The federation whose list this is: 'egf' or 'aga'. */
  federation: string;
  /** ISO date the list is valid for. */
  listDate: string;
  players: ImportedPlayer[];
  ratings: ImportedRating[];
  problems: ParseProblem[];
}

export type ParsedFile = ParsedTournamentFile | ParsedRatingList;

/** A file that cannot be read at all (wrong format, not XML, no header): nothing is imported. */
export class UnreadableFileError extends Error {}
