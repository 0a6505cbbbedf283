import { listItems } from '@domain/play/growing-list';
import { Injectable, Logger } from '@nestjs/common';
import { proposeDeadStones } from '@domain/bots/dead-stones';
import type { LiveGameFlow } from '@domain/play/game-flow';
import type { Position } from '@domain/play/position';
import { formatVertex } from '@domain/play/vertex';
import { NeuralEngine } from '../neural/neural-engine';

const ITERATIONS = 200;
/** The network answers within this or the Monte Carlo guess is used. */
const NETWORK_WAIT_MS = 5000;

/**
 * The first proposal of dead stones when play stops: the KataGo network's ownership, whole groups
 * that are dead with either side to move (domain/bots/dead-stones.ts; an undecided group is left
 * to the players), else @sabaki/deadstones' Monte Carlo guess. A proposal only: the players
 * toggle groups before accepting.
 */
@Injectable()
export class DeadStonesGuesser {
  private readonly logger = new Logger('DeadStones');
  private library: Promise<typeof import('@sabaki/deadstones')> | null = null;

  constructor(private readonly neural: NeuralEngine) {}

  async guess(flow: LiveGameFlow, position: Position = flow.position): Promise<string[]> {
    if (this.neural.available()) {
      try {
        return await this.byNetwork(flow, position);
      } catch (error) {
        this.logger.warn(`The network could not propose dead stones: ${String(error)}`);
      }
    }
    return this.byMonteCarlo(position);
  }

  private async byNetwork(flow: LiveGameFlow, position: Position): Promise<string[]> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer in time')), NETWORK_WAIT_MS);
    });
    try {
      return await Promise.race([
        proposeDeadStones(this.neural, {
          position,
          moves: listItems(flow.moves),
          komi: flow.settings.komi,
          rules: flow.settings.rules,
        }),
        late,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async byMonteCarlo(position: Position): Promise<string[]> {
    this.library ??= import('@sabaki/deadstones');
    try {
      const library = await this.library;
      const points = await library.guess(position.signMap, {
        finished: true,
        iterations: ITERATIONS,
      });
      return points.map((point) => formatVertex(point, position.size)).sort();
    } catch {
      // a guess is a convenience: without it the players mark every dead stone themselves
      return [];
    }
  }
}
