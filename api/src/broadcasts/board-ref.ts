/** A board of a broadcast, as the REST paths name it. */
export interface BoardRef {
  broadcastId: number;
  number: number;
}

/** What a board's source (a relayed live game, a polled SGF) says the game is now. */
export interface SourceLine {
  moves: string[];
  result: string | null;
  clocks?: { black: number | null; white: number | null };
}
