import type { EntityManager } from '@mikro-orm/knex';
import type { ChatEvent, ChatLine } from '@sync/contract/play';
import type { FlowEvent } from '@domain/play/game-flow';
import type { PlayColour } from '@domain/play/types';
import { insertChatLine } from '../chat/chat-lines';
import type { FoldedGame } from './game-fold';
import type { GameCards } from './state-view';

/** The events the game's log announces: a pass, a rejected undo. */
const ANNOUNCED: Partial<Record<FlowEvent['kind'], ChatEvent>> = {
  pass: 'pass',
  'undo-reject': 'undo-rejected',
};

/** Whether the game's log announces the event (a line written with it). */
export function announces(event: FlowEvent): boolean {
  return ANNOUNCED[event.kind] !== undefined && 'actor' in event && event.actor !== undefined;
}

/**
 * The game's log line for an event it announces (null for the others), stored in the event's
 * own transaction as a chat line of the player who acted, at the moves played after it.
 */
export async function writeEventLine(
  em: EntityManager,
  game: FoldedGame,
  event: FlowEvent,
  cards: () => Promise<GameCards>,
): Promise<ChatLine | null> {
  const announced = ANNOUNCED[event.kind];
  const actor: PlayColour | null = 'actor' in event ? event.actor : null;
  if (!announced || !actor) return null;
  const userId = actor === 'black' ? game.meta.blackId : game.meta.whiteId;
  return insertChatLine(em, {
    gameId: game.meta.id,
    userId,
    name: (await cards())[actor].name,
    text: '',
    moveNumber: game.flow.moves.length,
    at: event.at,
    event: announced,
  });
}
