import { parentOf, pathTo, type GameTree, type NodeId, type SgfNode } from './game-tree';

/**
 * Where the viewer is in the game tree: the node shown, and for each node the variation (child
 * index) to continue with, so next and last follow the line the reader chose or came back from.
 */
export interface Cursor {
  current: NodeId;
  chosen: ReadonlyMap<NodeId, number>;
}

export function startCursor(tree: GameTree): Cursor {
  return { current: tree.root.id, chosen: new Map() };
}

function node(tree: GameTree, cursor: Cursor): SgfNode {
  return tree.nodes.get(cursor.current) ?? tree.root;
}

/** The child the line continues with from `parent` (the chosen one, else the first). */
export function continuation(cursor: Cursor, parent: SgfNode): SgfNode | undefined {
  return parent.children[cursor.chosen.get(parent.id) ?? 0] ?? parent.children[0];
}

/** Up to `steps` moves on along the chosen line. */
export function forward(tree: GameTree, cursor: Cursor, steps = 1): Cursor {
  let at = node(tree, cursor);
  for (let step = 0; step < steps; step += 1) {
    const next = continuation(cursor, at);
    if (!next) break;
    at = next;
  }
  return { ...cursor, current: at.id };
}

/** The end of the chosen line. */
export function toEnd(tree: GameTree, cursor: Cursor): Cursor {
  return forward(tree, cursor, Infinity);
}

/** Up to `steps` moves back; the nodes left behind become the chosen line, so next returns. */
export function back(tree: GameTree, cursor: Cursor, steps = 1): Cursor {
  const chosen = new Map(cursor.chosen);
  let at = node(tree, cursor);
  for (let step = 0; step < steps; step += 1) {
    const parent = parentOf(tree, at);
    if (!parent) break;
    chosen.set(parent.id, parent.children.indexOf(at));
    at = parent;
  }
  return { current: at.id, chosen };
}

/** The start of the game (the root), keeping the line that led here. */
export function toStart(tree: GameTree, cursor: Cursor): Cursor {
  return back(tree, cursor, Infinity);
}

/** The moves that may follow the current node when there are several (variations), else []. */
export function variations(tree: GameTree, cursor: Cursor): SgfNode[] {
  const children = node(tree, cursor).children;
  return children.length > 1 ? children : [];
}

/** Goes into the current node's variation `index` and makes it the chosen line. */
export function enterVariation(tree: GameTree, cursor: Cursor, index: number): Cursor {
  const at = node(tree, cursor);
  const child = at.children[index];
  if (!child) return cursor;
  const chosen = new Map(cursor.chosen);
  chosen.set(at.id, index);
  return { current: child.id, chosen };
}

/** The nodes from the root to the current one. */
export function currentPath(tree: GameTree, cursor: Cursor): SgfNode[] {
  const path = pathTo(tree, cursor.current);
  return path.length > 0 ? path : [tree.root];
}
