import type { BoardSize } from '@domain/game/board-sizes';
import type { GameResult } from '@domain/game/game-result';

export interface DemoOptions {
  seed: number;
  players: number;
  tournaments: number;
  /** games in total, unplayed pairings of active tournaments included */
  targetGames: number;
  firstYear: number;
  /** ISO date; statuses are decided relative to it */
  today: string;
}

export interface DemoLocation {
  key: number;
  parentKey: number | null;
  kind: 'country' | 'region' | 'city';
  name: string;
  nameLatin: string;
  /** ISO country code for countries, e.g. 'RU'; null for regions and cities */
  code: string | null;
}

export interface DemoPlayer {
  key: number;
  lastName: string;
  firstName: string;
  lastNameLatin: string;
  firstNameLatin: string;
  nickname: string | null;
  cityKey: number;
  birthYear: number | null;
  /** declared rank at registration, '15k' | '2d' | '1p' */
  rank: string;
  /** ISO date */
  registered: string;
  /** true playing strength today on the rating scale, used only to draw results */
  strength: number;
}

export interface DemoParticipant {
  playerKey: number;
  /** declared at this tournament */
  rank: string;
}

/** Every GameResult except 'both_lose', which the generator never produces. */
export type DemoGameResult = Exclude<GameResult, 'both_lose'>;

export interface DemoGame {
  round: number;
  black: number;
  white: number;
  handicap: number;
  komi: number;
  result: DemoGameResult;
  /** ISO date */
  date: string;
}

export type DemoTournamentStatus = 'scheduled' | 'active' | 'ended' | 'processing';
export type DemoTournamentClass = 'A' | 'B' | 'C' | 'D';
export type DemoHandicapRule = 'none' | 'rank-difference' | 'rank-difference-minus-1';

export interface DemoTournament {
  key: number;
  title: string;
  titleLatin: string;
  cityKey: number;
  startDate: string;
  endDate: string;
  status: DemoTournamentStatus;
  tournamentClass: DemoTournamentClass;
  ranked: boolean;
  online: boolean;
  rounds: number;
  handicapRule: DemoHandicapRule;
  komi: number;
  boardSize: BoardSize;
  teamSize: number;
  timeControl: string;
  pinned: boolean;
  visible: boolean;
  description: string | null;
  participants: DemoParticipant[];
  games: DemoGame[];
}

/** An SGF record of game `gameIndex` (its index in the tournament's games). */
export interface DemoGameRecord {
  tournamentKey: number;
  gameIndex: number;
  sgf: string;
}

export interface DemoData {
  locations: DemoLocation[];
  players: DemoPlayer[];
  tournaments: DemoTournament[];
  records: DemoGameRecord[];
}
