import { parse } from '@sabaki/sgf';
import { describe, expect, it } from 'vitest';
import { replayRecord } from '@tests/fixtures/sgf/replay-record';
import type { VideoGame } from './types';
import { videoSgf } from './video-sgf';

const GAME: VideoGame = {
  boardSize: 9,
  handicapStones: [],
  moves: [
    { colour: 1, point: [2, 6], time: 3.2 },
    { colour: -1, point: null, time: 42.5 },
    { colour: 1, point: [6, 2], time: 42.5 },
  ],
  skipped: [{ time: 20, reason: 'W D4 removed without a capture', afterMove: 1 }],
};

function mainLine(sgf: string) {
  const nodes = [];
  for (let node = parse(sgf)[0]; node; node = node.children[0]) nodes.push(node.data);
  return nodes;
}

describe('videoSgf', () => {
  it('writes size, komi, name, the moves with their video time, and the skipped changes', () => {
    const sgf = videoSgf(GAME, { name: 'Club game', komi: 6.5 });
    const [root, first, pass, third] = mainLine(sgf);
    expect(root).toMatchObject({ SZ: ['9'], KM: ['6.5'], GN: ['Club game'], GM: ['1'] });
    expect(root.C).toBeUndefined();
    expect(first).toEqual({
      B: ['cg'],
      C: ['0:03\nSkipped at 0:20 (no legal move explains it): W D4 removed without a capture'],
    });
    expect(pass).toEqual({ W: [''], C: ['0:42'] });
    expect(third).toEqual({ B: ['gc'], C: ['0:42'] });
    expect(replayRecord(sgf).mainLineMoves).toBe(3);
  });

  it('sets handicap stones in the root and puts a change before any move there', () => {
    const sgf = videoSgf(
      {
        boardSize: 19,
        handicapStones: [
          [3, 3],
          [15, 15],
        ],
        moves: [{ colour: -1, point: [15, 3], time: 61 }],
        skipped: [{ time: 1, reason: 'A1 changed from B to W', afterMove: 0 }],
      },
      { name: 'Handicap', komi: 0.5 },
    );
    const [root, first] = mainLine(sgf);
    expect(root).toMatchObject({ HA: ['2'], AB: ['dd', 'pp'], KM: ['0.5'], SZ: ['19'] });
    expect(root.C).toEqual(['Skipped at 0:01 (no legal move explains it): A1 changed from B to W']);
    expect(first).toEqual({ W: ['pd'], C: ['1:01'] });
  });
});
