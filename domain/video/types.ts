/** What is on an intersection, as @sabaki/go-board signs it: 1 black, -1 white, 0 empty. */
export type Sign = -1 | 0 | 1;

/** A point [x, y]: x from the board's left, y from its top (as @sabaki/go-board has it). */
export type Point = [x: number, y: number];

/** One video frame's recognised board; grids are indexed [y][x]. */
export interface FrameReading {
  /** seconds from the video's start */
  time: number;
  signs: Sign[][];
  /** 0..1, how sure the recogniser is of each sign */
  confidence: number[][];
  /** true where something (a hand) covers the point */
  occluded: boolean[][];
  /**
   * true where the picture changed since the previous frame (a stone put down, a hand passing):
   * the point's run of equal readings starts again here; absent, nothing moved
   */
  moving?: boolean[][];
}

/** The board once every intersection has held its sign over several good frames. */
export interface StableState {
  /** the frame's time when this state became stable */
  time: number;
  signs: Sign[][];
  /** per point, when its present sign was first seen (the move's time for a new stone) */
  since: number[][];
}

/** A move inferred from the video; point null is a pass. */
export interface VideoMove {
  colour: 1 | -1;
  point: Point | null;
  /** seconds from the video's start when the stone appeared (a pass: the next move's time) */
  time: number;
}

/** A change between stable states that no legal move explains: marked and skipped. */
export interface SkippedChange {
  time: number;
  /** in words, for the SGF's comment */
  reason: string;
  /** moves inferred before it: the comment goes on the last of them (0: the root) */
  afterMove: number;
}

/** A game read from a video. */
export interface VideoGame {
  boardSize: number;
  /** black stones set up before the first move (handicap) */
  handicapStones: Point[];
  moves: VideoMove[];
  skipped: SkippedChange[];
}
