import type { GameResult } from '@domain/game/game-result';
import type { RoundCell } from '@domain/tournament/crosstable';
import type { Tiebreaks } from '@domain/tournament/tiebreaks';
import type { TournamentSpecFields } from '@domain/tournament/spec-fields';
import type { TournamentCounts } from '@domain/tournament/tournament-statistics';
import type { CountryRef, NamedRef, PlayerRef } from './common';

export type { RoundCell, Tiebreaks };

export const TOURNAMENT_SORTS = [
  'start_date',
  'end_date',
  'title',
  'players',
  'rounds',
  'id',
] as const;
export type TournamentSort = (typeof TOURNAMENT_SORTS)[number];

/** What every view of a tournament says about it, besides where it is. */
export interface TournamentFacts {
  id: number;
  code: string | null;
  title: string;
  titleLatin: string;
  startDate: string;
  endDate: string;
  status: 'scheduled' | 'active' | 'ended' | 'processing';
  tournamentClass: string | null;
  federation: string;
  ranked: boolean;
  online: boolean;
  rounds: number;
  handicapRule: string | null;
  komi: number | null;
  boardSize: number;
  teamSize: number;
  timeControl: string | null;
  pinned: boolean;
  playerCount: number;
  gameCount: number;
}

/** A tournament as the API answers it: its facts, its place, and the spec's names for some facts. */
export interface TournamentSummary extends TournamentFacts, TournamentSpecFields {
  location: NamedRef | null;
  city: NamedRef | null;
  country: CountryRef | null;
  visible: boolean;
}

/**
 * A player's row: the place by the tie-breaks (points, SOS, SOSOS, SODOS; MMS, its SOS and SOSOS
 * first in McMahon tournaments; equal on all = one place; null for a player the tournament does
 * not place) and the tie-break scores (see domain/tournament/tiebreaks).
 */
export interface TournamentStanding extends Tiebreaks {
  place: number | null;
  player: PlayerRef;
  rank: string | null;
  wins: number | null;
  declaredRating: number | null;
  ratingBefore: number | null;
  ratingAfter: number | null;
  deviationBefore: number | null;
  deviationAfter: number | null;
  /** One cell per round, null where the player had no game (bye or absent). */
  rounds: Array<RoundCell | null>;
}

export interface TournamentDetail extends TournamentSummary {
  description: string | null;
  standings: TournamentStanding[];
}

export interface TournamentStatistics extends TournamentCounts {
  tournamentId: number;
}

export interface TournamentPerformance {
  tournamentId: number;
  playerId: number;
  federation: string;
  ratingBefore: number | null;
  ratingAfter: number | null;
  change: number | null;
  score: number;
  expectedScore: number;
  games: Array<{
    round: number;
    opponent: PlayerRef;
    opponentRating: number | null;
    color: 'black' | 'white' | null;
    handicap: number;
    result: GameResult;
    outcome: 'win' | 'loss' | 'draw' | null;
    expected: number | null;
  }>;
}
