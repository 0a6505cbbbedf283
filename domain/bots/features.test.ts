import { describe, expect, it } from 'vitest';
import { playMove, replay } from '../play/position';
import {
  BIN_CHANNELS,
  NET_BOARD,
  encodeQuery,
  fromNetBoard,
  inverseSymmetry,
  komiParityWave,
  symmetryPoint,
} from './features';
import { drawnPosition } from './testing';
import type { NetQuery } from './types';

function channel(bin: Float32Array, x: number, y: number, c: number): number {
  return bin[(y * NET_BOARD + x) * BIN_CHANNELS + c];
}

/** The points of a channel as "x,y" strings. */
function pointsOf(bin: Float32Array, c: number): string[] {
  const points: string[] = [];
  for (let y = 0; y < NET_BOARD; y++) {
    for (let x = 0; x < NET_BOARD; x++) if (channel(bin, x, y, c) === 1) points.push(`${x},${y}`);
  }
  return points;
}

function query(partial: Partial<NetQuery> & Pick<NetQuery, 'position'>): NetQuery {
  return { moves: [], komi: 7.5, rules: 'chinese', ...partial };
}

describe('encodeQuery', () => {
  const rows = ['xo', 'x.'];

  it('sees the stones from the side to move', () => {
    const black = encodeQuery(query({ position: drawnPosition(9, rows, 'black') })).bin;
    expect(pointsOf(black, 1)).toEqual(['0,0', '0,1']);
    expect(pointsOf(black, 2)).toEqual(['1,0']);
    const white = encodeQuery(query({ position: drawnPosition(9, rows, 'white') })).bin;
    expect(pointsOf(white, 1)).toEqual(['1,0']);
    expect(pointsOf(white, 2)).toEqual(['0,0', '0,1']);
  });

  it('marks chains with one, two and three liberties', () => {
    const { bin } = encodeQuery(query({ position: drawnPosition(9, ['xo', '.', '', '', '.x']) }));
    expect(pointsOf(bin, 3)).toEqual(['0,0']); // A9: one liberty, A8
    expect(pointsOf(bin, 4)).toEqual(['1,0']); // B9: C9 and B8
    expect(pointsOf(bin, 5)).toEqual([]); // B5 has four
    const edge = encodeQuery(query({ position: drawnPosition(9, ['', '', '', '', 'x']) })).bin;
    expect(pointsOf(edge, 5)).toEqual(['0,4']);
  });

  it('marks the point a basic ko forbids', () => {
    // black E5 takes the white stone at D5; white may not retake at once
    const before = drawnPosition(9, ['', '', '', '...xo', '..xo.o', '...xo']);
    const played = playMove(before, 'chinese', 'E5');
    if (!played.ok) throw new Error(played.reason);
    const position = played.position;
    expect(position.koPoint).toEqual([3, 4]);
    const { bin } = encodeQuery(query({ position }));
    expect(pointsOf(bin, 6)).toEqual([`${position.koPoint![0]},${position.koPoint![1]}`]);
  });

  it('puts the last five moves in channels 9 to 13, the newest first, and passes in globals 0 to 4', () => {
    const moves = ['A9', 'B9', 'C9', 'pass', 'E9', 'F9'];
    const position = replay(9, [], 'chinese', moves);
    const { bin, global } = encodeQuery(query({ position, moves }));
    expect(pointsOf(bin, 9)).toEqual(['5,0']);
    expect(pointsOf(bin, 10)).toEqual(['4,0']);
    expect(pointsOf(bin, 11)).toEqual([]);
    expect(pointsOf(bin, 12)).toEqual(['2,0']);
    expect(pointsOf(bin, 13)).toEqual(['1,0']);
    expect(Array.from(global.subarray(0, 5))).toEqual([0, 0, 1, 0, 0]);
  });

  it('says a pass would end the game after the opponent passed', () => {
    const moves = ['E5', 'pass'];
    const position = replay(9, [], 'chinese', moves);
    const { global } = encodeQuery(query({ position, moves }));
    expect(global[0]).toBe(1);
    expect(global[14]).toBe(1);
    const before = encodeQuery(
      query({ position: replay(9, [], 'chinese', ['E5']), moves: ['E5'] }),
    );
    expect(before.global[14]).toBe(0);
  });

  it('gives the komi from the side to move: white gains it, black pays it', () => {
    expect(encodeQuery(query({ position: drawnPosition(19, [], 'white') })).global[5]).toBe(
      7.5 / 20,
    );
    expect(encodeQuery(query({ position: drawnPosition(19, [], 'black') })).global[5]).toBe(
      -7.5 / 20,
    );
  });

  it('sets the rules: positional superko and area scoring for Chinese, simple ko and territory for Japanese', () => {
    const chinese = encodeQuery(query({ position: drawnPosition(19, []) })).global;
    expect([chinese[6], chinese[7], chinese[8], chinese[9]]).toEqual([1, 0.5, 0, 0]);
    expect(chinese[18]).toBeCloseTo(komiParityWave(-7.5, 361));
    const japanese = encodeQuery(
      query({ position: drawnPosition(19, []), rules: 'japanese', komi: 6.5 }),
    ).global;
    expect([japanese[6], japanese[7], japanese[8], japanese[9], japanese[18]]).toEqual([
      0, 0, 0, 1, 0,
    ]);
  });

  it('encodes a 9x9 board in the top-left corner of the 19x19 input', () => {
    const { bin } = encodeQuery(query({ position: drawnPosition(9, ['', '', '', '', '....x']) }));
    const onBoard = pointsOf(bin, 0);
    expect(onBoard).toHaveLength(81);
    expect(onBoard.every((point) => point.split(',').every((n) => Number(n) < 9))).toBe(true);
    expect(pointsOf(bin, 1)).toEqual(['4,4']);
  });
});

describe('komiParityWave', () => {
  it('follows KataGo’s triangle wave (odd board area: draws at odd komi)', () => {
    expect(komiParityWave(7, 361)).toBeCloseTo(0);
    expect(komiParityWave(7.5, 361)).toBeCloseTo(0.5);
    expect(komiParityWave(8, 361)).toBeCloseTo(0);
    expect(komiParityWave(8.5, 361)).toBeCloseTo(-0.5);
    expect(komiParityWave(-7.5, 361)).toBeCloseTo(-0.5);
  });
});

describe('symmetries', () => {
  it('are eight distinct maps, each undone by its inverse', () => {
    const images = new Set<string>();
    for (let s = 0; s < 8; s++) {
      images.add(String(symmetryPoint(1, 2, 9, s)));
      for (let y = 0; y < 9; y++) {
        for (let x = 0; x < 9; x++) {
          const [a, b] = symmetryPoint(x, y, 9, s);
          expect(symmetryPoint(a, b, 9, inverseSymmetry(s))).toEqual([x, y]);
        }
      }
    }
    expect(images.size).toBe(8);
  });

  it('round trip: an output in a symmetry’s frame reads back on the original points', () => {
    const position = drawnPosition(13, ['..x', '', '.o']);
    for (let s = 0; s < 8; s++) {
      const { bin } = encodeQuery(query({ position }), s);
      // the "own stones" plane read back through the symmetry is the original black stone
      const plane = Float32Array.from(
        { length: NET_BOARD * NET_BOARD },
        (_, i) => bin[i * BIN_CHANNELS + 1],
      );
      const back = fromNetBoard(plane, 13, s);
      expect(Array.from(back).flatMap((v, i) => (v === 1 ? [i] : []))).toEqual([2]);
      const opponent = Float32Array.from(
        { length: NET_BOARD * NET_BOARD },
        (_, i) => bin[i * BIN_CHANNELS + 2],
      );
      expect(
        Array.from(fromNetBoard(opponent, 13, s)).flatMap((v, i) => (v === 1 ? [i] : [])),
      ).toEqual([2 * 13 + 1]);
    }
  });

  it('encodes a board at its own size: every point on the board, rows of its own width', () => {
    const position = drawnPosition(9, ['', '', '', '', '....x', '', '', '', 'o']);
    const { bin } = encodeQuery(query({ position }), 0, 9);
    expect(bin).toHaveLength(81 * BIN_CHANNELS);
    const at = (x: number, y: number, c: number) => bin[(y * 9 + x) * BIN_CHANNELS + c];
    expect(Array.from({ length: 81 }, (_, i) => bin[i * BIN_CHANNELS])).toEqual(
      new Array<number>(81).fill(1),
    );
    expect(at(4, 4, 1)).toBe(1);
    expect(at(0, 8, 2)).toBe(1);
    const plane = Float32Array.from({ length: 81 }, (_, i) => bin[i * BIN_CHANNELS + 2]);
    const mirrored = encodeQuery(query({ position }), 3, 9).bin;
    const back = fromNetBoard(
      Float32Array.from({ length: 81 }, (_, i) => mirrored[i * BIN_CHANNELS + 2]),
      9,
      3,
      9,
    );
    expect(Array.from(back)).toEqual(Array.from(plane));
    expect(() => encodeQuery(query({ position: drawnPosition(13, []) }), 0, 9)).toThrow();
  });
});
