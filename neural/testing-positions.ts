import { drawnPosition } from '../domain/bots/testing';
import type { NetQuery } from '../domain/bots/types';

/*
 * Positions checked by hand for the network's tests and the bench. Rows are drawn from the top
 * (row 19 first), columns from A.
 */

/**
 * White's four stones D10-G10 have one liberty left, H10: black captures there. The network
 * relies on the recent moves to see what is urgent, so the history leads up to the position.
 */
export const CAPTURE: NetQuery = {
  position: drawnPosition(19, [
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '...xxxx',
    '..xoooo.',
    '...xxxx',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '..o.............',
  ]),
  moves: ['C3', 'D10', 'D11', 'E10', 'E11', 'F10', 'F11', 'G10'],
  komi: 7.5,
  rules: 'chinese',
};
export const CAPTURE_MOVE = 'H10';

/**
 * Black's four stones G9-G6 are in atari after white's G10 (F and H columns white); G5 escapes
 * by joining black's stones on row 4.
 */
export const ESCAPE: NetQuery = {
  position: drawnPosition(19, [
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '......o',
    '.....oxo',
    '.....oxo',
    '.....oxo',
    '.....oxo',
    '',
    '...xxxxxxx',
    '',
    '',
    '',
  ]),
  moves: ['G7', 'F7', 'G8', 'H8', 'G9', 'F9', 'F4', 'H9', 'J4', 'G10'],
  komi: 7.5,
  rules: 'chinese',
};
export const ESCAPE_MOVE = 'G5';

/** The empty board, black to move. */
export const EMPTY: NetQuery = {
  position: drawnPosition(19, []),
  moves: [],
  komi: 7.5,
  rules: 'chinese',
};

/** 3-4 and 4-4 points of the 19x19 board. */
export const CORNER_POINTS = [
  'C4',
  'D3',
  'D4',
  'C16',
  'D17',
  'D16',
  'Q3',
  'R4',
  'Q4',
  'Q17',
  'R16',
  'Q16',
];

/** An empty 9x9 board at komi 7, black to move: about even. */
export const EMPTY_9: NetQuery = {
  position: drawnPosition(9, []),
  moves: [],
  komi: 7,
  rules: 'chinese',
};

/** The 9x9 board below the top row: black's wall on F, white's on G, white's row 8 enclosed. */
const SPLIT_9_BELOW_TOP = ['ooooxxo', 'xxxxxxo', ...Array.from({ length: 6 }, () => '.....xo')];

/**
 * A 9x9 board split by black's wall on F and white's on G, with white's six stones in the top
 * left enclosed by black: their two-point eye (A9, B9) makes one eye, so they are dead and the
 * whole left is black's (black ahead by about 20 points at komi 7).
 */
export const DEAD_GROUP_9: NetQuery = {
  position: drawnPosition(9, ['..oox.o', ...SPLIT_9_BELOW_TOP], 'white'),
  moves: [],
  komi: 7,
  rules: 'chinese',
};
/** DEAD_GROUP_9's white stones. */
export const DEAD_GROUP_STONES = ['C9', 'D9', 'A8', 'B8', 'C8', 'D8'];

/** The same board, white's group alive: its stone on B9, not C9, leaves it two eyes (A9, C9). */
export const ALIVE_GROUP_9: NetQuery = {
  ...DEAD_GROUP_9,
  position: drawnPosition(9, ['.o.ox.o', ...SPLIT_9_BELOW_TOP], 'white'),
};
