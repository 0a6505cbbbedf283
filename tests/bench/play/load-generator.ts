import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';

/**
 * The load generators share the machine's two cores with the server they measure and its
 * database. Left equal, their own bursts (a scavenge run on both cores by V8's helper threads,
 * parsing a burst of messages) took the cores from the server for tens to hundreds of
 * milliseconds, and those stalls set the p99. So they collect garbage on their own thread and
 * run at a lower priority: the server and the database are served first, every server alike.
 * Receipts are still timed in the generators, so time they wait for a core counts against the
 * server measured.
 */
const GENERATOR_NICE = 10;
const GENERATOR_NODE_FLAGS = ['--max-semi-space-size=64', '--single-threaded-gc'];

/** Forks a load-generator script (its IPC channel open) at the generators' priority. */
export function forkLoadGenerator(script: string): ChildProcess {
  const child = fork(script, [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: GENERATOR_NODE_FLAGS,
  });
  if (child.pid !== undefined) setPriority(child.pid, GENERATOR_NICE);
  return child;
}
