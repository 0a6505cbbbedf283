import { measureGnugoMoves } from './gnugo-bench';

/**
 * The GNU Go bench alone:
 *   npm run build:api --silent && flock /tmp/bench.lock node dist/server/tests/bench/bots/gnugo-bench-run.js
 */
measureGnugoMoves()
  .then((results) => console.log(JSON.stringify(results, null, 2)))
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
