import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseVertex } from '../domain/play/vertex';
import { drawnPosition } from '../domain/bots/testing';
import type { NetEvaluation } from '../domain/bots/types';
import { KatagoNet } from './katago-net';
import { defaultModelDir, modelFromDirectory, wasmDir } from './model-files';
import {
  ALIVE_GROUP_9,
  CAPTURE,
  CAPTURE_MOVE,
  CORNER_POINTS,
  DEAD_GROUP_9,
  DEAD_GROUP_STONES,
  EMPTY,
  EMPTY_9,
  ESCAPE,
  ESCAPE_MOVE,
} from './testing-positions';

function ownershipOf(evaluation: NetEvaluation, move: string): number {
  const point = parseVertex(move, evaluation.boardSize);
  if (point === null || point === 'pass') throw new Error(move);
  return evaluation.ownership[point[1] * evaluation.boardSize + point[0]];
}

function probabilityOf(evaluation: NetEvaluation, move: string): number {
  const point = parseVertex(move, evaluation.boardSize);
  if (point === null) throw new Error(move);
  const size = evaluation.boardSize;
  return evaluation.policy[point === 'pass' ? size * size : point[1] * size + point[0]];
}

describe('KatagoNet (the real network, wasm backend)', () => {
  let net: KatagoNet;
  beforeAll(async () => {
    net = await KatagoNet.load({
      model: modelFromDirectory(defaultModelDir()),
      backends: ['wasm'],
      wasmPaths: wasmDir(),
    });
  }, 60_000);
  afterAll(() => net.dispose());

  it('captures a big group in atari', async () => {
    const evaluation = await net.evaluate(CAPTURE);
    expect(probabilityOf(evaluation, CAPTURE_MOVE)).toBeGreaterThan(0.5);
  });

  it('saves its own group from atari', async () => {
    const evaluation = await net.evaluate(ESCAPE);
    // the network's favourite by far (about half its policy), and more than on any other point
    expect(probabilityOf(evaluation, ESCAPE_MOVE)).toBeGreaterThan(0.4);
    expect(probabilityOf(evaluation, ESCAPE_MOVE)).toBe(Math.max(...evaluation.policy));
  });

  it('opens on a 3-4 or 4-4 point, under every symmetry', async () => {
    for (let symmetry = 0; symmetry < 8; symmetry++) {
      const evaluation = await net.evaluate(EMPTY, symmetry);
      const corner = CORNER_POINTS.reduce((sum, move) => sum + probabilityOf(evaluation, move), 0);
      expect(corner).toBeGreaterThan(0.5);
      expect(evaluation.policy.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 4);
    }
  });

  it('reads the lead in points (20 komi more: about 20 points less) and the winrate', async () => {
    const even = await net.evaluate(EMPTY);
    const heavy = await net.evaluate({ ...EMPTY, komi: 27.5 });
    expect(even.scoreLead - heavy.scoreLead).toBeGreaterThan(14);
    expect(even.scoreLead - heavy.scoreLead).toBeLessThan(26);
    expect(even.winrate).toBeGreaterThan(0.3);
    expect(heavy.winrate).toBeLessThan(0.2);
    const white = await net.evaluate({
      ...EMPTY,
      komi: 27.5,
      position: { ...EMPTY.position, toMove: 'white' },
    });
    expect(white.winrate).toBeGreaterThan(0.8);
    expect(white.scoreLead).toBeGreaterThan(15);
  });

  it('sees the captured group as the side to move’s', async () => {
    const evaluation = await net.evaluate(CAPTURE);
    const d10 = 9 * 19 + 3;
    expect(evaluation.ownership[d10]).toBeGreaterThan(0.5);
    expect(evaluation.ownership).toHaveLength(361);
  });

  it('answers a 9x9 board on its own points, under every symmetry', async () => {
    // white's C6-E6 have one liberty left, F6; white just played E6
    const query = {
      position: drawnPosition(9, ['', '', '..xxx', '.xooo', '..xxx']),
      moves: ['C7', 'C6', 'D7', 'D6', 'E7', 'E6'],
      komi: 7,
      rules: 'chinese' as const,
    };
    for (let symmetry = 0; symmetry < 8; symmetry++) {
      const evaluation = await net.evaluate(query, symmetry);
      expect(evaluation.policy).toHaveLength(82);
      expect(evaluation.ownership).toHaveLength(81);
      expect(probabilityOf(evaluation, 'F6')).toBeGreaterThan(0.4);
      expect(probabilityOf(evaluation, 'F6')).toBe(Math.max(...evaluation.policy));
    }
  });

  it('judges an empty 9x9 and 13x13 board at komi 7 about even, under every symmetry', async () => {
    const empty13 = { ...EMPTY_9, position: drawnPosition(13, []) };
    for (const query of [EMPTY_9, empty13]) {
      for (let symmetry = 0; symmetry < 8; symmetry++) {
        const { winrate } = await net.evaluate(query, symmetry);
        expect(winrate).toBeGreaterThan(0.4);
        expect(winrate).toBeLessThan(0.6);
      }
    }
  });

  it('on 9x9, sees a dead group and favours the side that killed it', async () => {
    const [dead, blackToMove, alive] = await net.evaluateBatch([
      DEAD_GROUP_9,
      { ...DEAD_GROUP_9, position: { ...DEAD_GROUP_9.position, toMove: 'black' } },
      ALIVE_GROUP_9,
    ]);
    // white to move: white's own view
    expect(dead.winrate).toBeLessThan(0.1);
    expect(blackToMove.winrate).toBeGreaterThan(0.9);
    for (const stone of DEAD_GROUP_STONES) expect(ownershipOf(dead, stone)).toBeLessThan(-0.5);
    // with two eyes the group lives and black's lead is much smaller
    for (const stone of ['B9', 'D9', 'A8']) expect(ownershipOf(alive, stone)).toBeGreaterThan(0.5);
    expect(alive.scoreLead - dead.scoreLead).toBeGreaterThan(8);
  });

  it('answers a batch of mixed board sizes in its order, as one query at a time', async () => {
    const queries = [EMPTY_9, CAPTURE, DEAD_GROUP_9];
    const batch = await net.evaluateBatch(queries);
    expect(batch.map((evaluation) => evaluation.boardSize)).toEqual([9, 19, 9]);
    for (const [index, query] of queries.entries()) {
      const alone = await net.evaluate(query);
      expect(batch[index].winrate).toBeCloseTo(alone.winrate, 4);
      expect(batch[index].scoreLead).toBeCloseTo(alone.scoreLead, 2);
    }
  });
});
