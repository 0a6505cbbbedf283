import { emptyList } from '../play/growing-list';
import { SYMMETRY_COUNT } from '../bots/features';
import type { NetEvaluation, NetQuery } from '../bots/types';
import { playMove, type Position } from '../play/position';
import { formatVertex } from '../play/vertex';
import { estimateScores } from './score-estimate';
import type { BoardAnalysis, BoardSetup, MoveShare } from './types';

/** How many moves an analysis suggests. */
export const TOP_MOVES = 5;

/** The network, asked under one of the eight symmetries (neural/katago-net.ts's KatagoNet). */
export interface SymmetricNet {
  evaluate(query: NetQuery, symmetry: number): Promise<NetEvaluation>;
}

/**
 * The position of a board with nothing known of how it came about: no history (no last moves,
 * no ko, no superko), no captures. The network is asked under area rules (its own), with the
 * board's komi.
 */
export function boardPosition(setup: BoardSetup): Position {
  return {
    size: setup.boardSize,
    signMap: setup.signs.map((row) => [...row]),
    toMove: setup.toPlay === 'B' ? 'black' : 'white',
    captures: { black: 0, white: 0 },
    history: emptyList(),
    recentBoards: [],
    koPoint: null,
    consecutivePasses: 0,
  };
}

export function boardQuery(setup: BoardSetup): NetQuery {
  return { position: boardPosition(setup), moves: [], komi: setup.komi, rules: 'chinese' };
}

/** The mean of several evaluations of one query (under different symmetries). */
export function meanEvaluation(evaluations: readonly NetEvaluation[]): NetEvaluation {
  const [first] = evaluations;
  const count = evaluations.length;
  const mean = (pick: (evaluation: NetEvaluation) => Float32Array) => {
    const sum = new Float32Array(pick(first).length);
    for (const evaluation of evaluations) pick(evaluation).forEach((v, i) => (sum[i] += v));
    return sum.map((v) => v / count);
  };
  return {
    boardSize: first.boardSize,
    policy: mean((evaluation) => evaluation.policy),
    ownership: mean((evaluation) => evaluation.ownership),
    winrate: evaluations.reduce((sum, evaluation) => sum + evaluation.winrate, 0) / count,
    scoreLead: evaluations.reduce((sum, evaluation) => sum + evaluation.scoreLead, 0) / count,
  };
}

/** The network's view of a board: its answers under the first `symmetries` symmetries, averaged. */
export async function analyseBoard(
  net: SymmetricNet,
  setup: BoardSetup,
  symmetries = SYMMETRY_COUNT,
): Promise<BoardAnalysis> {
  const query = boardQuery(setup);
  const evaluations: NetEvaluation[] = [];
  for (let symmetry = 0; symmetry < symmetries; symmetry++) {
    evaluations.push(await net.evaluate(query, symmetry));
  }
  return analysisOf(setup, meanEvaluation(evaluations));
}

/** The analysis of a board from the network's evaluation of boardQuery(setup). */
export function analysisOf(setup: BoardSetup, evaluation: NetEvaluation): BoardAnalysis {
  const size = setup.boardSize;
  const blackView = setup.toPlay === 'B' ? 1 : -1;
  const ownership = Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) => evaluation.ownership[y * size + x] * blackView),
  );
  const scores = estimateScores(setup.signs, ownership, setup.komi);
  return {
    toPlay: setup.toPlay,
    blackWinrate: blackView === 1 ? evaluation.winrate : 1 - evaluation.winrate,
    blackScoreLead: evaluation.scoreLead * blackView,
    topMoves: topMoves(boardPosition(setup), evaluation.policy),
    ownership,
    chinese: scores.chinese,
    japanese: scores.japanese,
    deadStones: scores.dead.map((point) => formatVertex(point, size)).sort(),
    earlierPrisonersUnknown: true,
  };
}

/** The `count` legal moves (pass included) the policy likes best, best first. */
export function topMoves(
  position: Position,
  policy: ArrayLike<number>,
  count = TOP_MOVES,
): MoveShare[] {
  const size = position.size;
  const ranked = Array.from(policy, (share, index) => ({ share, index })).sort(
    (a, b) => b.share - a.share,
  );
  const moves: MoveShare[] = [];
  for (const { share, index } of ranked) {
    if (moves.length >= count) break;
    const vertex =
      index === size * size ? 'pass' : formatVertex([index % size, Math.floor(index / size)], size);
    if (playMove(position, 'chinese', vertex).ok) moves.push({ vertex, share });
  }
  return moves;
}
