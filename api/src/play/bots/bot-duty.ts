import type { LiveGameFlow } from '@domain/play/game-flow';
import type { PlayColour } from '@domain/play/types';

/** What a bot playing `colour` owes the game now, if anything. */
export type BotDuty = 'undo-accept' | 'move' | 'review-removal' | 'farewell' | null;

export function botDuty(flow: LiveGameFlow, colour: PlayColour): BotDuty {
  switch (flow.phase) {
    case 'play':
      if (flow.undoRequest && flow.undoRequest.by !== colour) return 'undo-accept';
      return flow.position.toMove === colour ? 'move' : null;
    case 'removal':
      return flow.removal?.acceptedBy.includes(colour) ? null : 'review-removal';
    case 'finished':
      return 'farewell';
  }
}
