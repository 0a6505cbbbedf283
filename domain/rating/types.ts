export type RatingSystemId = 'rgf' | 'egf' | 'glicko2';

export interface RatingState {
  rating: number;
  deviation: number | null;
  volatility: number | null;
}

export interface RatedGame {
  opponent: RatingState;
  score: 1 | 0.5 | 0;
  /** stones the player receives; negative when giving; 0 even */
  handicap: number;
}

export interface TournamentContext {
  /** EGF class 'A'|'B'|'C'|'D' or null */
  tournamentClass?: string | null;
}

export interface RatingSystem {
  readonly id: RatingSystemId;
  /** starting state of a newcomer: from the declared rating if given (egf files carry a GoR), else from the declared rank, else the system's floor/default */
  newcomer(rank: string | null, declaredRating?: number | null): RatingState;
  /** state before a tournament after `months` months without playing (rgf formula; others return the state unchanged) */
  afterInactivity(state: RatingState, months: number): RatingState;
  expectedScore(player: RatingState, opponent: RatingState, handicap: number): number;
  /** new state after one tournament; all opponents' states frozen as at the tournament start */
  rateTournament(
    player: RatingState,
    games: readonly RatedGame[],
    context: TournamentContext,
  ): RatingState;
}

/** The formula of a system in force on a date (ms since epoch). */
export type RatingSystemAt = (date: number) => RatingSystem;
