import { parse, type NodeObject } from '@sabaki/sgf';
import { sgfSizeProblem } from '@domain/sgf/sgf-shape';
import { writeSgf } from '@domain/sgf/write-sgf';
import { LIBRARY_MAX_GAMES_PER_FILE } from '@sync/contract/game-library';
import { isGameRecord } from '../games/sgf-check';
import { decodeRecord } from './sgf-encoding';
import { factsOf, type GameFacts } from './sgf-info';

/** One game tree of a file, ready to store: its own SGF (UTF-8, CA[UTF-8]) and its facts. */
export interface LibraryRecord {
  sgf: string;
  encoding: string;
  facts: GameFacts;
}

/** Why a file is not a readable Go record; the message is shown after the file's name. */
export class SgfRecordError extends Error {}

/** sabaki reads coordinates a..z, A..Z: boards up to 52. */
const MAX_BOARD_SIZE = 52;
const MIN_BOARD_SIZE = 2;

/**
 * Every game tree of an SGF file as its own record. The bytes are decoded honouring CA (see
 * decodeRecord), parsed with @sabaki/sgf and each tree checked as a Go game: GM 1 (or none), a
 * square board of 2..52 (SZ, 19 when absent), every move and set-up stone on it
 * (games/sgf-check); at most LIBRARY_MAX_GAMES_PER_FILE trees, and `maxNodes` nodes in all
 * (SGF_MAX_NODES). A file with any bad tree is refused as a whole.
 */
export function readRecords(bytes: Buffer, maxNodes: number): LibraryRecord[] {
  const { text, encoding } = decodeRecord(bytes);
  const trees = parseTrees(text, maxNodes);
  return trees.map((root, index) => {
    const label = trees.length > 1 ? `game ${index + 1}: ` : '';
    try {
      const boardSize = checkedBoardSize(root);
      return { sgf: serialise(root, boardSize), encoding, facts: factsOf(root, boardSize) };
    } catch (error) {
      if (error instanceof SgfRecordError) throw new SgfRecordError(label + error.message);
      throw error;
    }
  });
}

/** A stored record (one tree, UTF-8) parsed again, to edit its root. */
export function parseStored(sgf: string): NodeObject {
  return parse(sgf)[0];
}

/** A tree as stored: SZ plain, CA[UTF-8], checked once more as a whole record. */
export function serialise(root: NodeObject, boardSize: number): string {
  root.data.CA = ['UTF-8'];
  if (root.data.SZ) root.data.SZ = [String(boardSize)];
  const sgf = writeSgf([root]);
  if (!isGameRecord(sgf, boardSize)) {
    throw new SgfRecordError(`a move or stone lies outside the ${boardSize}x${boardSize} board`);
  }
  return sgf;
}

function parseTrees(text: string, maxNodes: number): NodeObject[] {
  const trimmed = text.trim();
  if (!trimmed.startsWith('(')) throw new SgfRecordError('not an SGF record');
  if (!trimmed.endsWith(')')) throw new SgfRecordError('the record is cut short');
  const tooLarge = sgfSizeProblem(trimmed, maxNodes);
  if (tooLarge !== null) throw new SgfRecordError(tooLarge);
  let trees: NodeObject[];
  try {
    trees = parse(trimmed);
  } catch (error) {
    throw new SgfRecordError(`SGF syntax error: ${(error as Error).message}`);
  }
  if (trees.length === 0 || trees.some((root) => Object.keys(root.data).length === 0)) {
    throw new SgfRecordError('an empty game tree');
  }
  if (trees.length > LIBRARY_MAX_GAMES_PER_FILE) {
    throw new SgfRecordError(`more than ${LIBRARY_MAX_GAMES_PER_FILE} games in one file`);
  }
  return trees;
}

function checkedBoardSize(root: NodeObject): number {
  const game = root.data.GM?.[0]?.trim() ?? '1';
  if (game !== '1') throw new SgfRecordError(`not a Go game (GM[${game}])`);
  const size = root.data.SZ?.[0]?.trim() ?? '19';
  const match = /^(\d{1,3})(?::(\d{1,3}))?$/.exec(size);
  const side = match ? Number(match[1]) : NaN;
  if (
    !match ||
    (match[2] !== undefined && Number(match[2]) !== side) ||
    side < MIN_BOARD_SIZE ||
    side > MAX_BOARD_SIZE
  ) {
    throw new SgfRecordError(`unsupported board size SZ[${size}]`);
  }
  return side;
}
