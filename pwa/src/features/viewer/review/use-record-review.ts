import type { GhostStone } from '@sabaki/shudan';
import { useMemo, useState } from 'react';
import { parseVertex } from '@domain/play/vertex';
import type { GameTree, NodeId } from '../sgf/game-tree';
import { reviewPlan } from './review-plan';
import { ownershipPaint, type ReviewPoint } from './review-result';
import { useAiReview } from './use-ai-review';

/** The points reviewed so far: all once done, the ones evaluated while running. */
export function reviewedPoints(
  state: ReturnType<typeof useAiReview>['state'],
): readonly ReviewPoint[] {
  return state.kind === 'done' || state.kind === 'running' ? state.points : [];
}

/**
 * A record's AI review as the viewer shows it: the review, the position of the node shown (null
 * off the reviewed main line), the network's preferred move there as a ghost stone, and, when
 * asked for, who owns each point there as the board's paint.
 */
export function useRecordReview(tree: GameTree, key: string | null, shown: NodeId) {
  const plan = useMemo(() => reviewPlan(tree), [tree]);
  const review = useAiReview(key, plan);
  const index = plan?.indexOfNode.get(shown) ?? null;
  const point = index === null ? undefined : reviewedPoints(review.state)[index];
  const ghostStones = useMemo(() => {
    if (!plan || index === null || !point) return undefined;
    const vertex = parseVertex(point.best, plan.boardSize);
    if (vertex === null || vertex === 'pass') return undefined;
    const sign = plan.queries[index].position.toMove === 'black' ? 1 : -1;
    const map: (GhostStone | null)[][] = Array.from({ length: plan.boardSize }, () =>
      Array.from({ length: plan.boardSize }, () => null),
    );
    map[vertex[1]][vertex[0]] = { sign, type: 'good' };
    return map;
  }, [plan, index, point]);
  const [showOwnership, setShowOwnership] = useState(false);
  const ownership = useMemo(
    () => (plan && point ? ownershipPaint(point, plan.boardSize) : undefined),
    [plan, point],
  );
  /** the node that shows position `at` */
  const nodeOf = (at: number): NodeId | undefined =>
    at === 0 ? tree.root.id : plan?.moveNodes[at - 1];
  return {
    plan,
    review,
    index,
    point,
    ghostStones,
    nodeOf,
    /** the paint of the shown position's ownership: undefined unless asked for and known */
    ownershipPaint: showOwnership ? ownership : undefined,
    /** whether the shown position has an ownership to show (reviews kept before have none) */
    hasOwnership: ownership !== undefined,
    showOwnership,
    setShowOwnership,
  };
}
