import { describe, expect, it } from 'vitest';
import type { NetEvaluation } from '../bots/types';
import { analyseBoard, analysisOf, boardQuery, meanEvaluation, topMoves } from './board-analysis';
import type { BoardSetup } from './types';

function emptySigns(size: number): number[][] {
  return Array.from({ length: size }, () => Array.from({ length: size }, () => 0));
}

/** A 9x9 board: black stones on C3 and D4, white on F6. */
function setup(toPlay: 'B' | 'W'): BoardSetup {
  const signs = emptySigns(9);
  signs[6][2] = 1;
  signs[5][3] = 1;
  signs[3][5] = -1;
  return { boardSize: 9, signs, toPlay, komi: 7 };
}

function evaluation(size: number, fill: Partial<NetEvaluation> = {}): NetEvaluation {
  return {
    boardSize: size as 9,
    policy: new Float32Array(size * size + 1),
    ownership: new Float32Array(size * size),
    winrate: 0.5,
    scoreLead: 0,
    ...fill,
  };
}

describe('boardQuery', () => {
  it('asks about the board with no history, no ko, the side to play and the komi', () => {
    const query = boardQuery(setup('W'));
    expect(query.moves).toEqual([]);
    expect(query.komi).toBe(7);
    expect(query.rules).toBe('chinese');
    expect(query.position).toMatchObject({
      toMove: 'white',
      koPoint: null,
      history: { length: 0 },
    });
    expect(query.position.signMap[6][2]).toBe(1);
  });
});

describe('analysisOf', () => {
  it('turns the side to play’s view into Black’s', () => {
    const ownership = new Float32Array(81).fill(0.8); // surely White's, White to play
    const analysis = analysisOf(
      setup('W'),
      evaluation(9, { winrate: 0.9, scoreLead: 12, ownership }),
    );
    expect(analysis.blackWinrate).toBeCloseTo(0.1);
    expect(analysis.blackScoreLead).toBe(-12);
    expect(analysis.ownership[0][0]).toBeCloseTo(-0.8);
    expect(analysis.ownership).toHaveLength(9);
    expect(analysis.deadStones).toEqual(['C3', 'D4']);
    expect(analysis.chinese).toEqual({ black: 0, white: 88, margin: -88 });
    // 78 empty points, the two dead stones' points and the two as prisoners, komi
    expect(analysis.japanese.white).toBe(78 + 2 + 2 + 7);
    expect(analysis.earlierPrisonersUnknown).toBe(true);
  });
});

describe('topMoves', () => {
  it('keeps the five likeliest legal moves, pass among them, best first', () => {
    const policy = new Float32Array(82);
    const at = (x: number, y: number) => y * 9 + x;
    policy[at(2, 6)] = 0.4; // C3: occupied
    policy[at(4, 4)] = 0.2; // E5
    policy[81] = 0.15; // pass
    policy[at(0, 0)] = 0.1; // A9
    policy[at(8, 8)] = 0.05; // J1
    policy[at(1, 1)] = 0.04; // B8
    policy[at(7, 7)] = 0.03; // H2: sixth legal
    const moves = topMoves(boardQuery(setup('B')).position, policy);
    expect(moves.map((move) => move.vertex)).toEqual(['E5', 'pass', 'A9', 'J1', 'B8']);
    expect(moves[0].share).toBeCloseTo(0.2);
  });

  it('leaves out suicide', () => {
    const signs = emptySigns(9);
    signs[0][1] = -1; // B9
    signs[1][0] = -1; // A8
    const position = boardQuery({ boardSize: 9, signs, toPlay: 'B', komi: 7 }).position;
    const policy = new Float32Array(82);
    policy[0] = 0.9; // A9: black suicide
    policy[40] = 0.1;
    const moves = topMoves(position, policy).map((move) => move.vertex);
    expect(moves[0]).toBe('E5');
    expect(moves).toHaveLength(5);
    expect(moves).not.toContain('A9');
  });
});

describe('meanEvaluation and analyseBoard', () => {
  it('averages the answers under each symmetry asked', async () => {
    const asked: number[] = [];
    const net = {
      evaluate: (_query: unknown, symmetry: number) => {
        asked.push(symmetry);
        return Promise.resolve(evaluation(9, { winrate: symmetry / 7, scoreLead: symmetry }));
      },
    };
    const analysis = await analyseBoard(net, setup('B'));
    expect(asked).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(analysis.blackWinrate).toBeCloseTo(0.5);
    expect(analysis.blackScoreLead).toBeCloseTo(3.5);
    const mean = meanEvaluation([
      evaluation(9, { ownership: new Float32Array(81).fill(1) }),
      evaluation(9, { ownership: new Float32Array(81).fill(0) }),
    ]);
    expect(mean.ownership[40]).toBeCloseTo(0.5);
  });
});
