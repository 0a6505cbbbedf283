import { listItems } from '@domain/play/growing-list';
import type { ChatLine } from '@sync/contract/play';
import { currentPosition, type LiveGameFlow } from '@domain/play/game-flow';
import { boardWithoutDead, territoryOwners } from '@domain/play/scoring';
import { colourOfMoveAt } from '@domain/play/handicap';
import { gameRecordSgf } from '@domain/record/game-record';
import { sgfPoint, sgfPointOfVertex } from '@domain/record/sgf-point';
import type { GameMeta } from '../live-games/game-log';
import type { GameCards } from '../live-games/state-view';

const RULES_NAMES = { chinese: 'Chinese', japanese: 'Japanese' } as const;

function timeControlText(flow: LiveGameFlow): { TM: string; OT: string } {
  const clock = flow.settings.clock;
  const main = String(clock.mainTime / 1000);
  if (clock.kind === 'byoyomi') {
    return { TM: main, OT: `${clock.periods}x${clock.periodTime / 1000} byo-yomi` };
  }
  const maximum = clock.maximum === null ? '' : ` max ${clock.maximum / 1000}`;
  return { TM: main, OT: `${clock.increment / 1000} fischer${maximum}` };
}

/**
 * A counted game's territory, as SGF marks it on the last node: TB and TW, the dead stones' points
 * included (the points their takers count); null for a game that ended otherwise.
 */
function territoryMarks(flow: LiveGameFlow): Partial<Record<'TB' | 'TW', string[]>> | null {
  if (flow.endReason !== 'score' || !flow.removal) return null;
  const owners = territoryOwners(
    boardWithoutDead(currentPosition(flow).signMap, flow.removal.dead),
  );
  const marks = { TB: [] as string[], TW: [] as string[] };
  owners.forEach((row, y) =>
    row.forEach((owner, x) => {
      if (owner !== 0) marks[owner === 1 ? 'TB' : 'TW'].push(sgfPoint([x, y]));
    }),
  );
  // a colour without territory gets no empty property
  return Object.fromEntries(Object.entries(marks).filter(([, points]) => points.length > 0));
}

function chatComment(lines: readonly ChatLine[]): string | null {
  return lines.length ? lines.map((line) => `${line.name}: ${line.text}`).join('\n') : null;
}

/**
 * The record of a finished game: rules, time control, players, result, the chat as comments on
 * the move after which each line was written, and a counted game's territory on its last node.
 */
export function gameSgf(
  meta: GameMeta,
  flow: LiveGameFlow,
  cards: GameCards,
  chat: readonly ChatLine[],
): string {
  const size = flow.settings.boardSize;
  const date = new Date(flow.startedAt).toISOString().slice(0, 10);
  const stones = flow.settings.handicapStones;
  const root: Record<string, string[]> = {
    SZ: [String(size)],
    KM: [String(flow.settings.komi)],
    RU: [RULES_NAMES[flow.settings.rules]],
    PB: [cards.black.name],
    PW: [cards.white.name],
    BR: [cards.black.rank],
    WR: [cards.white.rank],
    DT: [date],
    RE: [flow.result ?? '?'],
    GN: [`${cards.black.name} – ${cards.white.name}`],
    PC: ['online'],
    ...Object.fromEntries(Object.entries(timeControlText(flow)).map(([k, v]) => [k, [v]])),
  };
  if (stones.length > 0) {
    root.HA = [String(stones.length)];
    root.AB = stones.map((stone) => sgfPointOfVertex(stone, size));
  }
  const territory = territoryMarks(flow);
  return gameRecordSgf({
    root,
    moves: listItems(flow.moves).map((move, index) => ({
      colour: colourOfMoveAt(index, stones.length) === 'black' ? 'B' : 'W',
      point: sgfPointOfVertex(move, size),
    })),
    // the log's own lines (a pass, a rejected undo) are not words: the record has its moves
    commentAt: (node) =>
      chatComment(chat.filter((line) => line.moveNumber === node && line.event === undefined)),
    last: territory ?? undefined,
  });
}
