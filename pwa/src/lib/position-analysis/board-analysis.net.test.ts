import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseBoard } from '@domain/analysis/board-analysis';
import type { BoardSetup } from '@domain/analysis/types';
import { parseVertex } from '@domain/play/vertex';
import { KatagoNet } from '@neural/katago-net';
import { defaultModelDir, modelFromDirectory, wasmDir } from '@neural/model-files';

/*
 * The analysis GoGlass shows, with the real network in Node (the browser's worker runs the same
 * domain/analysis code): positions with no history, as a photo gives them.
 */

function board(size: 9 | 13 | 19, black: string[], white: string[], toPlay: 'B' | 'W'): BoardSetup {
  const signs = Array.from({ length: size }, () => Array.from({ length: size }, () => 0));
  const put = (vertices: string[], sign: number) =>
    vertices.forEach((vertex) => {
      const point = parseVertex(vertex, size);
      if (point === null || point === 'pass') throw new Error(vertex);
      signs[point[1]][point[0]] = sign;
    });
  put(black, 1);
  put(white, -1);
  return { boardSize: size, signs, toPlay, komi: 7.5 };
}

function ownershipAt(ownership: number[][], vertex: string): number {
  const point = parseVertex(vertex, ownership.length);
  if (point === null || point === 'pass') throw new Error(vertex);
  return ownership[point[1]][point[0]];
}

/** The line of a point from the nearest edge (1 = the edge). */
function lineOf(vertex: string, size: number): number {
  const point = parseVertex(vertex, size);
  if (point === null || point === 'pass') return 0;
  return Math.min(point[0], point[1], size - 1 - point[0], size - 1 - point[1]) + 1;
}

describe('analyseBoard with the real network', () => {
  let net: KatagoNet;
  beforeAll(async () => {
    net = await KatagoNet.load({
      model: modelFromDirectory(defaultModelDir()),
      backends: ['wasm'],
      wasmPaths: wasmDir(),
    });
  }, 60_000);
  afterAll(() => net.dispose());

  it('suggests opening moves on the third and fourth lines with four corners taken', async () => {
    const started = Date.now();
    const analysis = await analyseBoard(net, board(19, ['Q16', 'D4'], ['D16', 'Q4'], 'B'));
    const ms = Date.now() - started;
    expect(analysis.topMoves).toHaveLength(5);
    for (const move of analysis.topMoves) {
      expect([3, 4]).toContain(lineOf(move.vertex, 19));
      expect(['Q16', 'D4', 'D16', 'Q4']).not.toContain(move.vertex);
    }
    const shares = analysis.topMoves.map((move) => move.share);
    expect([...shares].sort((a, b) => b - a)).toEqual(shares);
    expect(shares.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1.0001);
    // an even opening: Black, to play with komi 7.5 against, is near even
    expect(analysis.blackWinrate).toBeGreaterThan(0.2);
    expect(analysis.blackWinrate).toBeLessThan(0.8);
    expect(Math.abs(analysis.blackScoreLead)).toBeLessThan(10);
    expect(ms).toBeLessThan(20_000);
  });

  it('gives each side its walled corner, a lone invader dead, and counts the score', async () => {
    // Black walls off the lower left (A5-E5, E1-E4) with a white stone inside at B2; White walls
    // off the upper right (P19-P15, Q15-T15). White to play.
    const analysis = await analyseBoard(
      net,
      board(
        19,
        ['A5', 'B5', 'C5', 'D5', 'E5', 'E4', 'E3', 'E2', 'E1'],
        ['P19', 'P18', 'P17', 'P16', 'P15', 'Q15', 'R15', 'S15', 'T15', 'B2'],
        'W',
      ),
    );
    expect(ownershipAt(analysis.ownership, 'A1')).toBeGreaterThan(0.5);
    expect(ownershipAt(analysis.ownership, 'C3')).toBeGreaterThan(0.5);
    expect(ownershipAt(analysis.ownership, 'T19')).toBeLessThan(-0.5);
    expect(ownershipAt(analysis.ownership, 'R17')).toBeLessThan(-0.5);
    expect(analysis.deadStones).toEqual(['B2']);
    expect(analysis.toPlay).toBe('W');
    // Black's corner: 16 points inside plus the 9 wall stones at least
    expect(analysis.chinese.black).toBeGreaterThanOrEqual(25);
    expect(analysis.chinese.white).toBeGreaterThanOrEqual(7.5 + 25);
    expect(analysis.chinese.margin).toBeCloseTo(analysis.chinese.black - analysis.chinese.white);
    // territory: 15 empty points, B2's point and B2 as a prisoner
    expect(analysis.japanese.black).toBeGreaterThanOrEqual(17);
    expect(analysis.earlierPrisonersUnknown).toBe(true);
  });

  it('reads the policy, ownership and value of a 9x9 board', async () => {
    const analysis = await analyseBoard(net, board(9, ['E5'], [], 'W'), 2);
    // a 9x9 board after the tengen at komi 7 is close to even (the 19x19 graph gave Black 3 %)
    expect(analysis.blackWinrate).toBeGreaterThan(0.25);
    expect(analysis.blackWinrate).toBeLessThan(0.75);
    expect(analysis.ownership).toHaveLength(9);
    expect(analysis.topMoves).toHaveLength(5);
    expect(analysis.topMoves.map((move) => move.vertex)).not.toContain('E5');
  });
});
