import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../support/server-node-flags';
import type { BenchGame } from './load-protocol';

/** Starts the bare `ws` server (bare-ws-server.ts) in its own process, as the API is started. */
export async function startBareServer(port: number): Promise<ChildProcess> {
  const child = fork(join(__dirname, 'bare-ws-server.js'), [String(port)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [...SERVER_NODE_FLAGS],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', (message) =>
      message === 'ready' ? resolve() : reject(new Error(JSON.stringify(message))),
    );
    child.once('exit', (code) => reject(new Error(`bare-ws-server exited with ${code}`)));
  });
  return child;
}

/** The bare server's games need no accounts: any id, no credentials. */
export function bareGames(count: number): BenchGame[] {
  return Array.from({ length: count }, (_, index) => ({
    gameId: index + 1,
    black: {},
    white: {},
  }));
}
