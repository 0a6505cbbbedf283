/**
 * A stand-in for an outside GTP engine that answers genmove with an occupied point: the last
 * point played (or A1 on an empty board when nothing was played). Tests check that such an
 * answer is refused. With --hang it never answers genmove (a stuck engine); with --delay MS it
 * answers after MS milliseconds (a slow one). --version says it is GNU Go, as the server checks.
 * Run as `node tests/support/fake-gtp-engine.mjs [--hang] [--delay MS] [any engine arguments]`.
 */
import process from 'node:process';
import { setTimeout } from 'node:timers';
import gtp from '@sabaki/gtp';

if (process.argv.includes('--version')) {
  process.stdout.write('GNU Go 3.8 (a test stand-in)\n');
  process.exit(0);
}

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
const delayAt = process.argv.indexOf('--delay');
const delayMs = delayAt >= 0 ? Number(process.argv[delayAt + 1]) : 0;
engine.command('genmove', (_command, out) => {
  if (hang) return;
  const answer = lastPlayed;
  if (delayMs > 0) setTimeout(() => out.send(answer), delayMs);
  else out.send(answer);
});

engine.start();
