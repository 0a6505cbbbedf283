import { Injectable } from '@nestjs/common';
import { formatVertex } from '@domain/play/vertex';
import type { Position } from '@domain/play/position';

const ITERATIONS = 200;

/**
 * The first proposal of dead stones when play stops: @sabaki/deadstones' Monte Carlo guess (its
 * own wasm). A proposal only: the players toggle groups before accepting.
 */
@Injectable()
export class DeadStonesGuesser {
  private library: Promise<typeof import('@sabaki/deadstones')> | null = null;

  async guess(position: Position): Promise<string[]> {
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
