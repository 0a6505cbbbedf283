import { stringify, stringifyVertex, type NodeObject } from '@sabaki/sgf';
import type { Random } from '../random';
import { handicapPoints } from './handicap-points';
import { PlayBoard, type Color, type Point } from './play-board';
import { RandomPlayer } from './random-player';
import { COMMENTS, RESIGNED, VARIATION_COMMENTS } from './record-texts';

export interface RecordedGame {
  boardSize: number;
  handicap: number;
  komi: number;
  result: 'black' | 'white' | 'jigo';
  date: string;
  round: number;
  event: string;
  place: string;
  black: { name: string; rank: string };
  white: { name: string; rank: string };
}

/** moves of a game by board size, passes not counted */
const LENGTHS: Record<number, [number, number]> = { 9: [45, 90], 13: [80, 160], 19: [120, 250] };
const RESIGN = 0.5;
const MAX_MARGIN = 25;
const VARIATION = 0.25;
const VARIATION_MOVES: [number, number] = [3, 8];
const COMMENT_COUNT: [number, number] = [1, 4];

type Move = Point | null;

interface Line {
  moves: Move[];
  /** the board before move `branchAt` (1-based) of `moves`, when the record gets a variation */
  branchAt: number | null;
  before: PlayBoard | null;
}

function playLine(game: RecordedGame, random: Random, length: number): Line {
  const board = new PlayBoard(game.boardSize);
  for (const [x, y] of handicapPoints(game.boardSize, game.handicap))
    board.place(x + y * game.boardSize, 1);
  const player = new RandomPlayer(board, random);
  const branchAt = random.chance(VARIATION) ? random.int(10, Math.min(40, length - 10)) : null;
  let before: PlayBoard | null = null;
  const moves: Move[] = [];
  let color: Color = hasStones(game) ? -1 : 1;
  while (moves.length < length) {
    if (moves.length + 1 === branchAt) before = board.clone();
    const move = player.move(color, moves.at(-1) ?? null, moves.length + 1);
    if (move === null) board.pass();
    moves.push(move);
    if (move === null && moves.at(-2) === null) break;
    color = color === 1 ? -1 : 1;
  }
  return { moves, branchAt, before };
}

/** A short line from the position before the branch point that starts with another move. */
function variation(line: Line, random: Random, first: Color): Move[] {
  if (line.branchAt === null || line.before === null) return [];
  const mainMove = line.moves[line.branchAt - 1];
  for (let attempt = 0; attempt < 5; attempt++) {
    const board = line.before.clone();
    const player = new RandomPlayer(board, random);
    const moves: Move[] = [];
    const length = random.int(...VARIATION_MOVES);
    let color = first;
    for (let i = 0; i < length; i++) {
      const last = moves.at(-1) ?? line.moves[line.branchAt - 2] ?? null;
      const move = player.move(color, last, line.branchAt + i);
      if (move === null) break;
      moves.push(move);
      color = color === 1 ? -1 : 1;
    }
    if (moves.length > 0 && moves[0] !== mainMove) return moves;
  }
  return [];
}

/** Handicap 1 means no komi with black first; stones are placed from handicap 2. */
const hasStones = (game: RecordedGame): boolean => game.handicap >= 2;

/** Whose turn move `n` (1-based) is. */
const colorOf = (game: RecordedGame, n: number): Color =>
  (n % 2 === 1) === !hasStones(game) ? 1 : -1;
const sideOf = (game: RecordedGame, n: number): 'B' | 'W' => (colorOf(game, n) === 1 ? 'B' : 'W');

function resultText(game: RecordedGame, resigned: boolean, random: Random): string {
  if (game.result === 'jigo') return '0';
  const winner = game.result === 'black' ? 'B' : 'W';
  if (resigned) return `${winner}+R`;
  const half = Math.abs(game.komi % 1);
  const points = random.int(half > 0 ? 0 : 1, MAX_MARGIN) + half;
  return `${winner}+${points}`;
}

/**
 * Ends the line the way the result says: a resignation right after a move of the winner,
 * otherwise two passes.
 */
function finish(game: RecordedGame, moves: Move[], resigned: boolean): Move[] {
  const line = [...moves];
  const winner: Color = game.result === 'black' ? 1 : -1;
  const ends = (n: number) => line[n - 1] !== null && (!resigned || colorOf(game, n) === winner);
  while (line.length > 0 && !ends(line.length)) line.pop();
  return resigned ? line : [...line, null, null];
}

function rootData(game: RecordedGame, result: string): Record<string, string[]> {
  const data: Record<string, string[]> = {
    GM: ['1'],
    FF: ['4'],
    CA: ['UTF-8'],
    AP: ['go-federation-demo:1'],
    SZ: [String(game.boardSize)],
    KM: [String(game.komi)],
    RU: ['Japanese'],
    PB: [game.black.name],
    BR: [game.black.rank],
    PW: [game.white.name],
    WR: [game.white.rank],
    DT: [game.date],
    EV: [game.event],
    RO: [String(game.round)],
    PC: [game.place],
    RE: [result],
  };
  if (hasStones(game)) {
    data.HA = [String(game.handicap)];
    data.AB = handicapPoints(game.boardSize, game.handicap).map((v) => stringifyVertex(v));
  }
  return data;
}

/**
 * A made-up but legal record of a game in SGF: moves by a pseudo-random player on the game's
 * board (handicap stones set up first), the result in RE as the game's result says, a few
 * comments, and in some records a variation.
 */
export function demoRecord(game: RecordedGame, random: Random): string {
  const size = game.boardSize;
  const resigned = game.result !== 'jigo' && random.chance(RESIGN);
  const line = playLine(game, random, random.int(...LENGTHS[size]));
  const moves = finish(game, line.moves, resigned);
  const branch =
    line.branchAt !== null && line.branchAt < moves.length
      ? variation(line, random, colorOf(game, line.branchAt))
      : [];
  const vertex = (move: Move) =>
    move === null ? '' : stringifyVertex([move % size, Math.floor(move / size)]);

  let id = 0;
  const node = (parent: NodeObject | null, data: Record<string, string[]>): NodeObject => {
    const created: NodeObject = { id: id++, data, parentId: parent?.id ?? null, children: [] };
    parent?.children.push(created);
    return created;
  };
  const root = node(null, rootData(game, resultText(game, resigned, random)));
  const commented = new Set<number>();
  const comments = random.int(...COMMENT_COUNT);
  for (let i = 0; i < comments; i++) commented.add(random.int(1, Math.max(1, moves.length - 2)));

  const mainLine = [root];
  moves.forEach((move, i) => {
    const n = i + 1;
    const data = { [sideOf(game, n)]: [vertex(move)] };
    if (commented.has(n)) data.C = [random.pick(COMMENTS)];
    if (resigned && n === moves.length) data.C = [RESIGNED[game.result === 'black' ? 'W' : 'B']];
    mainLine.push(node(mainLine[i], data));
  });
  const { branchAt } = line;
  if (branchAt !== null) {
    let parent = mainLine[branchAt - 1];
    branch.forEach((move, j) => {
      const data = { [sideOf(game, branchAt + j)]: [vertex(move)] };
      if (j === 0) data.C = [random.pick(VARIATION_COMMENTS)];
      parent = node(parent, data);
    });
  }
  return stringify([root]);
}
