/**
 * A stand-in for an outside GTP engine that answers genmove with an occupied point: the last
 * point played (or A1 on an empty board when nothing was played). Tests check that such an
 * answer is refused. With --hang it never answers genmove (a stuck engine).
 * Run as `node tests/support/fake-gtp-engine.mjs [--hang] [any engine arguments]`.
 */
import process from 'node:process';
import gtp from '@sabaki/gtp';

const engine = new gtp.Engine('Fake occupied-point engine', '1');
let lastPlayed = 'A1';

for (const name of ['boardsize', 'clear_board', 'komi', 'level', 'time_settings', 'time_left']) {
  engine.command(name, (_command, out) => out.send(''));
}
engine.command('set_random_seed', (_command, out) => out.send(''));
engine.command('set_free_handicap', (command, out) => {
  lastPlayed = command.args?.[0] ?? lastPlayed;
  out.send('');
});
engine.command('play', (command, out) => {
  const vertex = command.args?.[1] ?? 'pass';
  if (vertex.toLowerCase() !== 'pass') lastPlayed = vertex;
  out.send('');
});
const hang = process.argv.includes('--hang');
engine.command('genmove', (_command, out) => {
  if (!hang) out.send(lastPlayed);
});

engine.start();
