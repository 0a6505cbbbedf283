/**
 * Plays the GNU Go self-play games that rendered board photos take their positions from, and
 * saves them as SGF in tests/fixtures/vision-games/ (committed; run again only to change them):
 *
 *   npx tsc -p tests/factories/board-photos/tsconfig.games.json && \
 *     node /tmp/vision-games-build/make-vision-games.js
 *
 * from the repository's root. Needs GNU Go (Debian's gnugo; GNUGO may give its path). Four games
 * on each of 9x9, 13x13 and 19x19; each opens with a few seeded moves on the usual opening points
 * so the games differ, then GNU Go (level 1) plays both sides until two passes or a resignation.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Board from '@sabaki/go-board';
import { Controller } from '@sabaki/gtp';
import { stringifyVertex } from '@sabaki/sgf';
import { createRandom } from './prng';

const OUT_DIR = join(process.cwd(), 'tests/fixtures/vision-games');
const GNUGO = process.env.GNUGO ?? (existsSync('/usr/games/gnugo') ? '/usr/games/gnugo' : 'gnugo');
const SIZES = [9, 13, 19] as const;
const GAMES_PER_SIZE = 4;

/** Opening points (0-based from the left and top): the 3-3, 3-4, 4-4 and the like. */
function openingPoints(size: number): [number, number][] {
  const near = size === 9 ? [2, 3] : [2, 3, 4];
  const lines = near.flatMap((n) => [n, size - 1 - n]);
  return lines.flatMap((x) => lines.map((y): [number, number] => [x, y]));
}

const COLUMNS = 'ABCDEFGHJKLMNOPQRST';
const toGtp = (size: number, [x, y]: [number, number]) => `${COLUMNS[x]}${size - y}`;
const fromGtp = (size: number, vertex: string): [number, number] => [
  COLUMNS.indexOf(vertex[0].toUpperCase()),
  size - Number(vertex.slice(1)),
];

async function send(engine: Controller, name: string, ...args: (string | number)[]) {
  const response = await engine.sendCommand({ name, args: args.map(String) });
  if (response.error) throw new Error(`GNU Go: ${name} ${args.join(' ')}: ${response.content}`);
  return response.content.trim();
}

async function playGame(size: number, seed: number): Promise<string> {
  const random = createRandom(seed);
  const engine = new Controller(GNUGO, ['--mode', 'gtp', '--level', '1', '--seed', String(seed)]);
  engine.start();
  try {
    await send(engine, 'boardsize', size);
    await send(engine, 'clear_board');
    await send(engine, 'komi', 6.5);
    let board = Board.fromDimensions(size);
    const moves: string[] = [];
    const colours = ['B', 'W'] as const;
    const opening = random.int(2, 4);
    let passes = 0;
    let result = '';
    for (let turn = 0; turn < size * size * 2; turn++) {
      const colour = colours[turn % 2];
      let vertex: string;
      if (turn < opening) {
        const free = openingPoints(size).filter(([x, y]) => board.get([x, y]) === 0);
        vertex = toGtp(size, random.pick(free));
        await send(engine, 'play', colour, vertex);
      } else {
        vertex = await send(engine, 'genmove', colour);
      }
      if (vertex.toLowerCase() === 'resign') {
        result = `${colour === 'B' ? 'W' : 'B'}+R`;
        break;
      }
      if (vertex.toLowerCase() === 'pass') {
        moves.push(`;${colour}[]`);
        passes += 1;
        if (passes === 2) break;
        continue;
      }
      passes = 0;
      const point = fromGtp(size, vertex);
      board = board.makeMove(colour === 'B' ? 1 : -1, point);
      moves.push(`;${colour}[${stringifyVertex(point)}]`);
    }
    result ||= (await send(engine, 'final_score')).split(' ')[0];
    const root =
      `;GM[1]FF[4]CA[UTF-8]AP[GNU Go:3.8]SZ[${size}]KM[6.5]RU[Japanese]` +
      `PB[GNU Go level 1]PW[GNU Go level 1]EV[Vision test games]RO[${seed}]RE[${result}]`;
    return `(${root}\n${moves.join('\n')}\n)\n`;
  } finally {
    await engine.stop();
  }
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const size of SIZES) {
    for (let game = 1; game <= GAMES_PER_SIZE; game++) {
      const seed = size * 100 + game;
      const file = join(OUT_DIR, `gnugo-${size}x${size}-${game}.sgf`);
      writeFileSync(file, await playGame(size, seed));
      console.log(file);
    }
  }
}

void main();
