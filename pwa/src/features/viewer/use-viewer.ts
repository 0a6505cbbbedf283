import { useMemo, useState } from 'react';
import type { MoveSteps } from '@pwa/lib/use-move-keys';
import { markerMap } from './sgf/board-markers';
import { boardTerritory } from './sgf/board-territory';
import {
  back,
  currentPath,
  enterVariation,
  forward,
  startCursor,
  toEnd,
  toStart,
  variations as variationsAt,
} from './sgf/cursor';
import { nodeComment } from './sgf/game-info';
import type { GameTree, NodeId } from './sgf/game-tree';
import { boardSize, replay } from './sgf/replay';

export interface ViewerActions extends MoveSteps {
  /** goes into the variation with this index at the current node */
  enter: (index: number) => void;
  /** goes to a node, following the main line on from it */
  goTo: (id: NodeId) => void;
}

/** A record being replayed: where the reader is, the position there, and how to move on. */
export function useViewer(tree: GameTree) {
  const [cursor, setCursor] = useState(() => startCursor(tree));
  const size = useMemo(() => boardSize(tree.root), [tree]);
  const path = useMemo(() => currentPath(tree, cursor), [tree, cursor]);
  const node = path[path.length - 1];
  const position = useMemo(() => replay(path), [path]);
  /** the move number at the end of the line being read */
  const lastMoveNumber = useMemo(
    () => replay(currentPath(tree, toEnd(tree, cursor))).moveNumber,
    [tree, cursor],
  );
  const variations = useMemo(() => variationsAt(tree, cursor), [tree, cursor]);
  const markers = useMemo(
    () => markerMap(size, node, position.move, variations),
    [size, node, position.move, variations],
  );
  const territory = useMemo(
    () => boardTerritory(size, node, position.board.signMap),
    [size, node, position.board.signMap],
  );
  const actions = useMemo<ViewerActions>(
    () => ({
      first: () => setCursor((at) => toStart(tree, at)),
      previous: () => setCursor((at) => back(tree, at)),
      next: () => setCursor((at) => forward(tree, at)),
      last: () => setCursor((at) => toEnd(tree, at)),
      enter: (index) => setCursor((at) => enterVariation(tree, at, index)),
      goTo: (id) => setCursor({ current: id, chosen: new Map() }),
    }),
    [tree],
  );
  return {
    size,
    node,
    position,
    lastMoveNumber,
    variations,
    markers,
    territory,
    comment: nodeComment(node),
    onMainLine: path.every((step, index) => index === 0 || path[index - 1].children[0] === step),
    atStart: node.parentId === null,
    atEnd: node.children.length === 0,
    actions,
  };
}
