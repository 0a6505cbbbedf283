import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { FromViewers, ToViewers } from './viewer-protocol';

/** The viewer-client processes of one run, and the questions the bench asks them. */
export class ViewerClients {
  readonly processes: ChildProcess[];

  constructor(count: number) {
    this.processes = Array.from({ length: count }, () =>
      fork(join(__dirname, 'viewer-client.js'), [], {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        execArgv: ['--max-semi-space-size=64'],
      }),
    );
  }

  /** Asks every process (`message(index)`) and waits for all their answers named `event`. */
  askAll<E extends FromViewers['event']>(
    message: (index: number) => ToViewers,
    event: E,
  ): Promise<Array<Extract<FromViewers, { event: E }>>> {
    return Promise.all(this.processes.map((child, index) => ask(child, message(index), event)));
  }

  stop(): void {
    for (const child of this.processes) child.kill();
  }
}

function ask<E extends FromViewers['event']>(
  child: ChildProcess,
  message: ToViewers,
  event: E,
): Promise<Extract<FromViewers, { event: E }>> {
  return new Promise((resolve, reject) => {
    const done = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (answer: FromViewers) => {
      if (answer.event === event) {
        done();
        resolve(answer as Extract<FromViewers, { event: E }>);
      } else if (answer.event === 'failed') {
        done();
        reject(new Error(`viewer client: ${answer.message}`));
      }
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`viewer client exited with ${code}`));
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
    child.send(message);
  });
}
