import type { NodeObject } from '@sabaki/sgf';
import { writeSgf } from '@domain/sgf/write-sgf';
import type { ChatLine } from '@sync/contract/play';
import { currentPosition, type LiveGameFlow } from '@domain/play/game-flow';
import { boardWithoutDead, territoryOwners } from '@domain/play/scoring';
import { parseVertex } from '@domain/play/vertex';
import type { GameMeta } from '../live-games/game-log';
import type { GameCards } from '../live-games/state-view';

const RULES_NAMES = { chinese: 'Chinese', japanese: 'Japanese' } as const;
const SGF_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** SGF's two letters of a point; '' for a pass. */
function sgfPoint(vertex: string, size: number): string {
  const point = parseVertex(vertex, size);
  if (point === null || point === 'pass') return '';
  return `${SGF_LETTERS[point[0]]}${SGF_LETTERS[point[1]]}`;
}

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
function territoryMarks(flow: LiveGameFlow): { TB: string[]; TW: string[] } | null {
  if (flow.endReason !== 'score' || !flow.removal) return null;
  const owners = territoryOwners(
    boardWithoutDead(currentPosition(flow).signMap, flow.removal.dead),
  );
  const marks = { TB: [] as string[], TW: [] as string[] };
  owners.forEach((row, y) =>
    row.forEach((owner, x) => {
      if (owner !== 0) marks[owner === 1 ? 'TB' : 'TW'].push(`${SGF_LETTERS[x]}${SGF_LETTERS[y]}`);
    }),
  );
  return marks;
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
  const root: Record<string, string[]> = {
    GM: ['1'],
    FF: ['4'],
    CA: ['UTF-8'],
    AP: ['go-federation:1'],
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
  if (flow.settings.handicapStones.length > 0) {
    root.HA = [String(flow.settings.handicapStones.length)];
    root.AB = flow.settings.handicapStones.map((stone) => sgfPoint(stone, size));
  }
  // the log's own lines (a pass, a rejected undo) are not words: the record has its moves
  const chatAt = (moveNumber: number) =>
    chat.filter((line) => line.moveNumber === moveNumber && line.event === undefined);
  const rootComment = chatComment(chatAt(0));
  if (rootComment) root.C = [rootComment];

  const nodes: NodeObject[] = [{ id: 0, data: root, parentId: null, children: [] }];
  let colour = flow.settings.handicapStones.length > 0 ? 'W' : 'B';
  flow.moves.forEach((move, index) => {
    const data: Record<string, string[]> = { [colour]: [sgfPoint(move, size)] };
    const comment = chatComment(chatAt(index + 1));
    if (comment) data.C = [comment];
    const node: NodeObject = { id: index + 1, data, parentId: index, children: [] };
    nodes[index].children.push(node);
    nodes.push(node);
    colour = colour === 'B' ? 'W' : 'B';
  });
  const territory = territoryMarks(flow);
  const last = nodes[nodes.length - 1].data;
  if (territory?.TB.length) last.TB = territory.TB;
  if (territory?.TW.length) last.TW = territory.TW;
  // an array: the game tree in its parentheses (a node alone is written without them)
  return writeSgf([nodes[0]]);
}
