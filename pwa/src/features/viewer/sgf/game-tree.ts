import { parse, type NodeObject } from '@sabaki/sgf';

export type SgfNode = NodeObject;
export type NodeId = NodeObject['id'];

/** The first game of an SGF record, with its nodes by id. */
export interface GameTree {
  root: SgfNode;
  nodes: ReadonlyMap<NodeId, SgfNode>;
}

/** The text is not an SGF game record. */
export class SgfReadError extends Error {
  override name = 'SgfReadError';
}

/** Parses an SGF record; a collection of several games gives its first. */
export function parseGameTree(text: string): GameTree {
  let nextId = 0;
  let games: SgfNode[];
  try {
    games = parse(text, { getId: () => nextId++ });
  } catch (error) {
    throw new SgfReadError(error instanceof Error ? error.message : String(error));
  }
  const root = games[0];
  if (!root || (Object.keys(root.data).length === 0 && root.children.length === 0)) {
    throw new SgfReadError('No game in the record');
  }
  // "((;B[aa]))": a game tree with no node of its own
  if (root.id === null) throw new SgfReadError('A game without a root node');
  const nodes = new Map<NodeId, SgfNode>();
  const stack = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    nodes.set(node.id, node);
    stack.push(...node.children);
  }
  return { root, nodes };
}

/** A property's first value, undefined when the node lacks it. */
export function property(node: SgfNode, key: string): string | undefined {
  return node.data[key]?.[0];
}

/** The nodes from the root to `id`, root first (empty for an unknown id). */
export function pathTo(tree: GameTree, id: NodeId): SgfNode[] {
  const path: SgfNode[] = [];
  for (
    let node = tree.nodes.get(id);
    node;
    node = node.parentId === null ? undefined : tree.nodes.get(node.parentId)
  ) {
    path.push(node);
  }
  return path.reverse();
}

/** The parent of a node; undefined for the root. */
export function parentOf(tree: GameTree, node: SgfNode): SgfNode | undefined {
  return node.parentId === null ? undefined : tree.nodes.get(node.parentId);
}
