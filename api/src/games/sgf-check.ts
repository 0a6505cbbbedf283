import { parse, parseCompressedVertices, parseVertex, type NodeObject } from '@sabaki/sgf';
import { SGF_MAX_VARIATION_DEPTH, sgfShape } from '@domain/sgf/sgf-shape';

/** The board of a record without SZ, and of a game outside any tournament. */
export const STANDARD_BOARD_SIZE = 19;

const MOVES = ['B', 'W'];
const SETUP = ['AB', 'AW', 'AE'];

function onBoard([x, y]: [number, number], size: number): boolean {
  return x >= 0 && y >= 0 && x < size && y < size;
}

/** A move is a pass ('' or, on boards up to 19, 'tt') or a point on the board. */
function isMove(value: string, size: number): boolean {
  if (value === '' || (value === 'tt' && size <= 19)) return true;
  return onBoard(parseVertex(value), size);
}

function nodeFits(node: NodeObject, size: number): boolean {
  for (const key of MOVES) {
    if (node.data[key]?.some((value) => !isMove(value, size))) return false;
  }
  for (const key of SETUP) {
    const values = node.data[key] ?? [];
    if (values.some((value) => !parseCompressedVertices(value).every((v) => onBoard(v, size))))
      return false;
  }
  return true;
}

function parseGameTrees(text: string): NodeObject[] | null {
  if (!text.trimStart().startsWith('(')) return null;
  // the parser recurses per nested variation: deeper ones would overflow the stack
  if (sgfShape(text).depth > SGF_MAX_VARIATION_DEPTH) return null;
  try {
    return parse(text);
  } catch {
    return null;
  }
}

/**
 * Whether a text is one Go game record in SGF for a board of this size: one game tree whose
 * root names Go (GM 1, or nothing) and this size (SZ, 19 when absent), with every move and
 * set-up stone on the board.
 */
export function isGameRecord(text: string, boardSize: number): boolean {
  const trees = parseGameTrees(text);
  if (trees === null || trees.length !== 1) return false;
  const [root] = trees;
  if (Object.keys(root.data).length === 0) return false;
  if ((root.data.GM?.[0] ?? '1') !== '1') return false;
  if ((root.data.SZ?.[0] ?? String(STANDARD_BOARD_SIZE)) !== String(boardSize)) return false;
  const stack = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (!nodeFits(node, boardSize)) return false;
    stack.push(...node.children);
  }
  return true;
}
