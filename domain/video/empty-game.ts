/** What a conversion saw of its board, to say why it found no move. */
export interface ReadingSummary {
  /** frames taken from the video */
  samples: number;
  /** frames in which the board was found */
  boardFrames: number;
  /** of those, frames skipped because a hand (or something) covered much of the board */
  coveredFrames: number;
  /** the most stones read (not covered, sure) in one frame */
  mostStones: number;
  /** stable states that had a stone */
  stableStates: number;
  /** changes between stable states that no legal move explained */
  skippedChanges: number;
}

/** Why a video whose board was seen gives no move, in words for the user's list. */
export function emptyGameReason(summary: ReadingSummary): string {
  const seen = `The board was seen in ${summary.boardFrames} of ${summary.samples} frames`;
  if (summary.coveredFrames >= summary.boardFrames - 1) {
    return `${seen}, but something covered or moved over it in ${summary.coveredFrames} of them, so no position could be read`;
  }
  if (summary.mostStones === 0) return `${seen}, but no stone was seen on it`;
  if (summary.stableStates === 0) {
    return `${seen} and up to ${summary.mostStones} stones were read, but no stone was read the same in two still frames running`;
  }
  return `${seen}, but none of the ${summary.skippedChanges} changes between its still positions is a legal move`;
}
