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
