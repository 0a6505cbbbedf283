import type { Position } from '../../play/position';
import type { NetEvaluation } from '../types';

/** A move from a node: its prior, and the node it leads to once it has been tried. */
export interface Edge {
  /** a GTP vertex or 'pass' */
  move: string;
  prior: number;
  child: SearchNode | null;
}

/**
 * A position in the search tree. Its values are from the view of the player who made the move
 * leading to it (the parent's side to move), 0..1, so a parent picks the child with the best
 * value for itself.
 */
export class SearchNode {
  /** values backed up through this node, its own evaluation included */
  visits = 0;
  /** the sum of those values (the chance to win, with the score's term when the search has one) */
  valueSum = 0;
  /** the sum of the chances to win alone */
  winSum = 0;
  /** the side to move's value of its own evaluation (the first-play urgency's base) */
  ownValue = 0.5;
  /** leaves below it (itself included) waiting for the network: each counts as a lost visit */
  inFlight = 0;
  /** the network's answer for this position, once it came */
  evaluation: NetEvaluation | null = null;
  /** the moves from here, likeliest first; null until the position is evaluated */
  edges: Edge[] | null = null;
  /** sent to the network, answer not yet back */
  pending = false;

  constructor(
    readonly position: Position,
    /** every move of the game up to this position */
    readonly moves: readonly string[],
  ) {}

  /** Both players passed: the game is over here. */
  get terminal(): boolean {
    return this.position.consecutivePasses >= 2;
  }

  /** The average value with the leaves in flight counted as losses (virtual loss). */
  get meanWithVirtualLoss(): number {
    const visits = this.visits + this.inFlight;
    return visits === 0 ? 0 : this.valueSum / visits;
  }

  /** The average chance to win of the completed visits. */
  get meanWin(): number {
    return this.visits === 0 ? 0 : this.winSum / this.visits;
  }
}
