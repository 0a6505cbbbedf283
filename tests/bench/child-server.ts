import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../support/server-node-flags';

/** Starts one of the bench servers (serve-api / serve-bare) in its own process. */
export async function startServer(
  script: 'serve-api' | 'serve-bare',
  args: string[],
): Promise<ChildProcess> {
  const child = fork(join(__dirname, `${script}.js`), args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // the same V8 setting `npm start` uses
    execArgv: [...SERVER_NODE_FLAGS],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', (message) =>
      message === 'ready' ? resolve() : reject(new Error(JSON.stringify(message))),
    );
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return child;
}

export async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
