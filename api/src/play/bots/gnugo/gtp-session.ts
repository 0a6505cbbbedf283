import { Controller, type Command } from '@sabaki/gtp';
import type { PlayRules, Position } from '@domain/play';
import {
  GnugoCommandError,
  GnugoEngineError,
  GnugoIllegalMoveError,
  GnugoTimeoutError,
} from './gnugo-errors';
import {
  checkAnswer,
  colourOfMove,
  gameKey,
  boardSync,
  normalisedAnswer,
  positionOf,
  type GnugoState,
  type HeldBoard,
} from './gnugo-state';

export interface GtpSessionOptions {
  /** the executable: GNU Go (gnugoAvailability().path), or a test's stand-in */
  path: string;
  /** arguments before GNU Go's own (e.g. the script when path is node) */
  prefixArgs?: string[];
  /** how long one command (a move) may take before the process is killed; default 30 s */
  moveTimeLimitMs?: number;
}

export const DEFAULT_MOVE_TIME_LIMIT_MS = 30_000;

const RULES_ARGS: Record<PlayRules, string[]> = {
  chinese: ['--chinese-rules', '--positional-superko'],
  japanese: ['--japanese-rules'],
};

/** The process a session runs and what we know of its board. */
interface Engine {
  controller: Controller;
  rules: PlayRules;
  level: number;
  held: HeldBoard | null;
}

/**
 * One GNU Go process over GTP. genmove brings the engine's board to the state (only the new
 * moves when its board is a prefix of the state, after GTP undo of a few moves that differ, else
 * a new board), asks for a move and checks that it is legal for the position (domain/play).
 * Calls run one at a time. A process that ended is started again and the call tried once more;
 * a move that takes longer than the limit kills the process (the next call starts a new one).
 */
export class GtpSession {
  private engine: Engine | null = null;
  private turn: Promise<unknown> = Promise.resolve();
  private readonly limitMs: number;

  constructor(private readonly options: GtpSessionOptions) {
    this.limitMs = options.moveTimeLimitMs ?? DEFAULT_MOVE_TIME_LIMIT_MS;
  }

  /** The engine's process id, null when none runs. */
  get pid(): number | null {
    return this.engine?.controller.process?.pid ?? null;
  }

  /** Whether the engine's board is this game's, so that it needs no new set-up. */
  holds(state: GnugoState): boolean {
    return boardSync(this.engine?.held ?? null, state) !== null;
  }

  /** The engine's move for the side to move: an upper-case vertex, 'pass' or 'resign'. */
  genmove(state: GnugoState): Promise<string> {
    return this.exclusive(state, (engine, position) => this.askMove(engine, state, position));
  }

  /**
   * The stones GNU Go finds dead in the state's position (`final_status_list dead`), upper-case
   * vertices; for scoring a game that ended by two passes. Thinks at the state's level.
   */
  deadStones(state: GnugoState): Promise<string[]> {
    return this.exclusive(state, async (engine) => {
      await this.setLevel(engine, state.level);
      const answer = await this.send(engine, 'final_status_list', ['dead']);
      return answer
        .split(/\s+/)
        .filter((vertex) => vertex !== '')
        .map((v) => v.toUpperCase());
    });
  }

  /** Ends the process (killed) and waits until it is gone. */
  async close(): Promise<void> {
    const child = this.engine?.controller.process ?? null;
    this.stopEngine();
    if (child === null || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /**
   * Runs one call after the ones before it, on an engine whose board holds the state; a dead
   * engine is started again and the call tried once more.
   */
  private exclusive<T>(
    state: GnugoState,
    call: (engine: Engine, position: Position) => Promise<T>,
  ): Promise<T> {
    const run = async (): Promise<T> => {
      const position = positionOf(state);
      try {
        return await this.withBoard(state, position, call);
      } catch (error) {
        if (!(error instanceof GnugoEngineError)) throw error;
        this.stopEngine();
        return await this.withBoard(state, position, call);
      }
    };
    const result = this.turn.then(run);
    this.turn = result.catch(() => undefined);
    return result;
  }

  private async withBoard<T>(
    state: GnugoState,
    position: Position,
    call: (engine: Engine, position: Position) => Promise<T>,
  ): Promise<T> {
    const engine = this.engineFor(state);
    await this.bringTo(engine, state);
    return await call(engine, position);
  }

  private async askMove(engine: Engine, state: GnugoState, position: Position): Promise<string> {
    await this.setLevel(engine, state.level);
    const colour = state.toMove;
    await this.send(engine, 'time_left', [colour, String(this.thinkingSeconds()), '1']);
    const answer = normalisedAnswer(await this.send(engine, 'genmove', [colour]));
    try {
      checkAnswer(position, state.rules, answer);
    } catch (error) {
      if (error instanceof GnugoIllegalMoveError) engine.held = null;
      throw error;
    }
    engine.held = {
      game: gameKey(state),
      moves: answer === 'resign' ? [...state.moves] : [...state.moves, answer],
    };
    return answer;
  }

  private async setLevel(engine: Engine, level: number): Promise<void> {
    if (engine.level === level) return;
    await this.send(engine, 'level', [String(level)]);
    engine.level = level;
  }

  /**
   * Sets the engine's board to the state: the moves it lacks, after taking back the ones that
   * differ (GTP undo, up to MAX_UNDO), or a new board.
   */
  private async bringTo(engine: Engine, state: GnugoState): Promise<void> {
    const sync = boardSync(engine.held, state);
    const held = engine.held;
    engine.held = null;
    let moves = state.moves;
    if (sync !== null && held !== null && (await this.undo(engine, sync.undo))) {
      held.moves.length -= sync.undo;
      engine.held = held;
      moves = sync.play;
    } else {
      await this.setUp(engine, state);
      engine.held = { game: gameKey(state), moves: [] };
    }
    const board = engine.held;
    engine.held = null;
    for (const move of moves) {
      await this.send(engine, 'play', [colourOfMove(state, board.moves.length), move]);
      board.moves.push(move);
    }
    engine.held = board;
  }

  /** Takes back moves; false when the engine could not (its board is then unknown). */
  private async undo(engine: Engine, count: number): Promise<boolean> {
    try {
      for (let taken = 0; taken < count; taken += 1) await this.send(engine, 'undo');
      return true;
    } catch (error) {
      if (error instanceof GnugoCommandError) return false;
      throw error;
    }
  }

  private async setUp(engine: Engine, state: GnugoState): Promise<void> {
    await this.send(engine, 'boardsize', [String(state.boardSize)]);
    await this.send(engine, 'clear_board');
    await this.send(engine, 'komi', [String(state.komi)]);
    if (state.seed !== undefined) await this.send(engine, 'set_random_seed', [String(state.seed)]);
    await this.send(engine, 'time_settings', ['0', String(this.thinkingSeconds()), '1']);
    if (state.handicapStones.length >= 2) {
      await this.send(engine, 'set_free_handicap', state.handicapStones);
    } else {
      for (const stone of state.handicapStones) await this.send(engine, 'play', ['black', stone]);
    }
  }

  /** The byoyomi GNU Go is told it has per move: half the limit, which it honours loosely. */
  private thinkingSeconds(): number {
    return Math.max(1, Math.floor(this.limitMs / 2000));
  }

  /** The running process if it plays these rules, else a new one. */
  private engineFor(state: GnugoState): Engine {
    if (this.engine !== null && this.engine.rules === state.rules) return this.engine;
    this.stopEngine();
    const args = [
      ...(this.options.prefixArgs ?? []),
      '--mode',
      'gtp',
      '--level',
      String(state.level),
      ...RULES_ARGS[state.rules],
    ];
    const controller = new Controller(this.options.path, args);
    controller.start();
    // A failed spawn and a write to a process that ended are errors on these emitters; without
    // listeners they would end our process. The pending command fails on its own (output closed).
    controller.process?.on('error', () => undefined);
    controller.process?.stdin?.on('error', () => undefined);
    const engine: Engine = { controller, rules: state.rules, level: state.level, held: null };
    controller.once('stopped', () => {
      if (this.engine === engine) this.engine = null;
    });
    this.engine = engine;
    return engine;
  }

  private stopEngine(): void {
    const engine = this.engine;
    this.engine = null;
    engine?.controller.process?.kill('SIGKILL');
  }

  /** One GTP command within the time limit; its answer's text. */
  private async send(engine: Engine, name: string, args: string[] = []): Promise<string> {
    const command: Command = { name, args };
    const child = engine.controller.process;
    if (child === null || child.exitCode !== null || child.signalCode !== null) {
      if (this.engine === engine) this.stopEngine();
      throw new GnugoEngineError(`The engine had stopped before ${name}`);
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new GnugoTimeoutError(`${name} took over ${this.limitMs} ms`)),
        this.limitMs,
      );
    });
    try {
      const response = await Promise.race([engine.controller.sendCommand(command), timeout]);
      if (response.error) {
        throw new GnugoCommandError(
          `The engine refused ${name} ${args.join(' ')}: ${response.content}`,
        );
      }
      return response.content;
    } catch (error) {
      if (error instanceof GnugoCommandError) throw error;
      if (this.engine === engine) this.stopEngine();
      if (error instanceof GnugoTimeoutError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new GnugoEngineError(`The engine stopped during ${name}: ${reason}`);
    } finally {
      clearTimeout(timer);
    }
  }
}
