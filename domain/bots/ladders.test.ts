import { describe, expect, it } from 'vitest';
import { replay } from '../play/position';
import { BIN_CHANNELS, NET_BOARD, encodeQuery } from './features';
import { ladderMarks } from './ladders';
import { drawnPosition } from './testing';

/** The marked points as GTP-free "x,y" strings. */
function marked(marks: Uint8Array, size: number): string[] {
  return Array.from(marks).flatMap((mark, index) =>
    mark ? [`${index % size},${Math.floor(index / size)}`] : [],
  );
}

// white's D6 (3,3) with two liberties, black above, left and diagonally below-right: a ladder
const LADDER = ['', '', '...x', '..xo', '....x'];

describe('ladderMarks', () => {
  it('finds a two-liberty chain the attacker can ladder, and the moves that do it', () => {
    const { laddered, workingMoves } = ladderMarks(drawnPosition(9, LADDER).signMap, -1);
    expect(marked(laddered, 9)).toEqual(['3,3']);
    expect(marked(workingMoves, 9)).toEqual(['4,3', '3,4']);
    // the working moves are only marked for the opponent's chains
    expect(marked(ladderMarks(drawnPosition(9, LADDER).signMap, 1).workingMoves, 9)).toEqual([]);
  });

  it('a ladder breaker on one path leaves the other working move; one on each saves the chain', () => {
    // B3 (1,6) lies on the path after black's E6 (4,3); G8 (6,1) on the path after D5 (3,4)
    const oneBreaker = [...LADDER, '', '.o'];
    const one = ladderMarks(drawnPosition(9, oneBreaker).signMap, -1);
    expect(marked(one.laddered, 9)).toEqual(['3,3']);
    expect(marked(one.workingMoves, 9)).toEqual(['3,4']);
    const both = ['', '......o', ...LADDER.slice(2), '', '.o'];
    const saved = ladderMarks(drawnPosition(9, both).signMap, -1);
    expect(marked(saved.laddered, 9)).toEqual([]);
    expect(marked(saved.workingMoves, 9)).toEqual([]);
  });

  it('a stone in atari that extends to three liberties is not laddered', () => {
    const { laddered } = ladderMarks(drawnPosition(9, ['', '', '...x', '..xox']).signMap, -1);
    expect(marked(laddered, 9)).toEqual([]);
  });

  it('a stone in atari on the edge with no way out is laddered', () => {
    const { laddered } = ladderMarks(drawnPosition(9, ['ox']).signMap, -1);
    expect(marked(laddered, 9)).toEqual(['0,0']);
  });

  it('feeds channels 14 (laddered stones) and 17 (working moves) of the network input', () => {
    const { bin } = encodeQuery({
      position: drawnPosition(9, LADDER),
      moves: [],
      komi: 7,
      rules: 'chinese',
    });
    const plane = (channel: number): string[] =>
      Array.from({ length: NET_BOARD * NET_BOARD }, (_, i) => i).flatMap((i) =>
        bin[i * BIN_CHANNELS + channel] ? [`${i % NET_BOARD},${Math.floor(i / NET_BOARD)}`] : [],
      );
    expect(plane(14)).toEqual(['3,3']);
    // no history: the earlier boards are the current one
    expect(plane(15)).toEqual(['3,3']);
    expect(plane(16)).toEqual(['3,3']);
    expect(plane(17)).toEqual(['4,3', '3,4']);
  });

  it('reads the boards one and two moves back for channels 15 and 16', () => {
    // black's E5 makes white's D6 laddered; before it, D6 could still run
    const moves = ['D7', 'D6', 'C6', 'pass', 'E5'];
    const position = replay(9, [], 'chinese', moves);
    const { bin } = encodeQuery({ position, moves, komi: 7, rules: 'chinese' });
    const plane = (channel: number): string[] =>
      Array.from({ length: NET_BOARD * NET_BOARD }, (_, i) => i).flatMap((i) =>
        bin[i * BIN_CHANNELS + channel] ? [`${i % NET_BOARD},${Math.floor(i / NET_BOARD)}`] : [],
      );
    expect(plane(14)).toEqual(['3,3']);
    expect(plane(15)).toEqual([]);
    expect(plane(16)).toEqual([]);
    const later = replay(9, [], 'chinese', [...moves, 'pass', 'pass']);
    const next = encodeQuery({
      position: later,
      moves: [...moves, 'pass', 'pass'],
      komi: 7,
      rules: 'chinese',
    });
    const nextPlane = (channel: number): number =>
      Array.from(
        { length: NET_BOARD * NET_BOARD },
        (_, i) => next.bin[i * BIN_CHANNELS + channel],
      ).filter(Boolean).length;
    expect([nextPlane(14), nextPlane(15), nextPlane(16)]).toEqual([1, 1, 1]);
  });
});
