declare module '@sabaki/gtp' {
  import type { ChildProcess, SpawnOptions } from 'node:child_process';
  import type { EventEmitter } from 'node:events';

  export interface Command {
    id?: number | null;
    name: string;
    args?: string[];
  }

  export interface Response {
    id?: number | null;
    content: string;
    error?: boolean;
  }

  /** Spawns a GTP engine and talks to it over stdin and stdout (the part of the API we use). */
  export class Controller extends EventEmitter {
    constructor(path: string, args?: string[], spawnOptions?: SpawnOptions);
    readonly path: string;
    readonly args: string[];
    process: ChildProcess | null;
    readonly busy: boolean;
    start(): void;
    stop(timeout?: number): Promise<void>;
    kill(): Promise<void>;
    /** rejects when the engine's output closes before the answer (the process ended) */
    sendCommand(command: Command): Promise<Response>;
  }

  export interface EngineOutput {
    send(content: string): void;
    err(content: string): void;
  }

  /** A GTP engine on stdin and stdout (used by tests to imitate outside engines). */
  export class Engine extends EventEmitter {
    constructor(name?: string, version?: string);
    command(
      name: string,
      handler: string | ((command: Command, out: EngineOutput) => void | Promise<void>),
    ): void;
    start(): void;
  }
}
