import type { ChatLine, Colour, LiveGameState } from '@sync/contract/play';
import { undoableMoves } from '@domain/play/game-flow';

/** What a player is told about at once, wherever the page is scrolled. */
export type GameNotice =
  | { kind: 'undoAsked' }
  /** asked after one's answer: the opponent's move and the answer go back */
  | { kind: 'undoAskedWithAnswer' }
  | { kind: 'undoRejected' }
  | { kind: 'opponentPassed' }
  | { kind: 'chat'; line: ChatLine };

/** The part of a game's view the notices compare from one render to the next. */
export interface NoticeSnapshot {
  moves: readonly string[];
  toMove: Colour;
  undoRequest: LiveGameState['undoRequest'];
  chat: readonly ChatLine[];
  /** chat lines up to this id came as history, not as news */
  historyChatId: number;
}

/**
 * The player's notices between two views of the game: the opponent's undo request, the rejection
 * of one's own, the opponent's pass and the others' new chat lines. Nothing for an observer, and
 * nothing on the first view (a reload tells nothing that is not new).
 */
export function gameNotices(
  before: NoticeSnapshot | null,
  now: NoticeSnapshot,
  myColour: Colour | null,
  userId: number | null,
): GameNotice[] {
  if (before === null || myColour === null) return [];
  const notices: GameNotice[] = [];
  const asked = now.undoRequest;
  if (asked && asked.by !== myColour && before.undoRequest?.by !== asked.by) {
    notices.push({
      kind: undoableMoves(now, asked.by) === 2 ? 'undoAskedWithAnswer' : 'undoAsked',
    });
  }
  const mine = before.undoRequest?.by === myColour;
  if (mine && now.undoRequest === null && now.moves.length >= before.moves.length) {
    notices.push({ kind: 'undoRejected' });
  }
  const added = now.moves.length === before.moves.length + 1;
  if (added && now.moves[now.moves.length - 1] === 'pass' && now.toMove === myColour) {
    notices.push({ kind: 'opponentPassed' });
  }
  const seen = new Set(before.chat.map((line) => line.id));
  for (const line of now.chat) {
    const news = !seen.has(line.id) && line.id > now.historyChatId;
    // the log's own lines (a pass, a rejected undo) have their notices above
    if (news && line.userId !== userId && !line.event) notices.push({ kind: 'chat', line });
  }
  return notices;
}
