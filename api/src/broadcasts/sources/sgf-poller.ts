import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../common/config/accounts-config';
import { DEFAULT_SGF_SETTINGS } from '../../common/config/sgf-config';
import { knexOf } from '../../common/sql/knex-of';
import { Leadership } from '../../common/realtime/leadership';
import { BroadcastMovesService } from '../broadcast-moves.service';
import { BroadcastBoardRow } from '../broadcast.entities';
import { BroadcastNewsPublisher } from '../broadcast-news';
import { readBoardById, readComments } from '../broadcast-rows';
import { boardView } from '../broadcast-view';
import { ApiError } from '../../common/errors/api-error';
import { SgfAddressPolicy } from './sgf-address-policy';
import { fetchSgfText, SgfFetchError, SGF_POLL_MAX_BYTES, SGF_POLL_TIMEOUT_MS } from './sgf-fetch';
import { lineProblem, readSgfMainLine, SgfLineError } from './sgf-main-line';

/** BROADCAST_POLL_MS when unset. */
export const DEFAULT_BROADCAST_POLL_MS = 5000;
/** A stored source error is cut to this length (a record's syntax error can be long). */
const MAX_ERROR_LENGTH = 500;
/** The public source error of a failure that is neither the address's nor the record's. */
export const SOURCE_NOT_FOLLOWED = "The source's moves could not be applied";

interface PolledBoard {
  id: number;
  sgfUrl: string;
  boardSize: number;
  handicap: number;
  moves: string;
  sourceError: string | null;
}

/**
 * Polls the SGF addresses of unfinished boards, on the clocks' leader only (the one instance
 * without Redis): every BROADCAST_POLL_MS each board whose last poll has ended is fetched again,
 * its main line handed to BroadcastMovesService.followSource. A poll's failure is stored on its
 * board (`source_error`; its viewers get the board) and cleared by the next good one; other
 * boards go on.
 */
@Injectable()
export class SgfPoller implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SgfPoller');
  private readonly pollMs: number;
  /** SGF_MAX_NODES */
  private readonly maxNodes: number;
  private readonly polling = new Map<number, Promise<void>>();
  /** the source error this instance last stored per board: a listing read during a poll is stale */
  private readonly storedErrors = new Map<number, string | null>();
  /** why each failing board's last poll failed, as logged (each reason once, not every poll) */
  private readonly loggedReasons = new Map<number, string>();
  private readonly stop = new AbortController();
  private timer: NodeJS.Timeout | null = null;
  private listing: Promise<void> | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly leadership: Leadership,
    private readonly moves: BroadcastMovesService,
    private readonly news: BroadcastNewsPublisher,
    private readonly policy: SgfAddressPolicy,
    @Inject(ACCOUNTS_CONFIG) config: AccountsConfig,
  ) {
    this.pollMs = config.broadcastPollMs ?? DEFAULT_BROADCAST_POLL_MS;
    this.maxNodes = (config.sgf ?? DEFAULT_SGF_SETTINGS).maxNodes;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), this.pollMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.stop.abort();
    await Promise.allSettled([this.listing, ...this.polling.values()]);
  }

  private tick(): void {
    // another leader may have stored errors meanwhile
    if (!this.leadership.isLeader()) this.storedErrors.clear();
    if (this.listing || this.stop.signal.aborted || !this.leadership.isLeader()) return;
    this.listing = this.pollDue()
      .catch((error: unknown) => this.logger.warn(`Listing polled boards: ${String(error)}`))
      .finally(() => (this.listing = null));
  }

  private async pollDue(): Promise<void> {
    const boards = await this.unfinishedBoards();
    const listed = new Set(boards.map((board) => board.id));
    for (const id of this.storedErrors.keys()) {
      if (!listed.has(id) && !this.polling.has(id)) this.storedErrors.delete(id);
    }
    for (const id of this.loggedReasons.keys()) {
      if (!listed.has(id) && !this.polling.has(id)) this.loggedReasons.delete(id);
    }
    for (const board of boards) {
      if (this.polling.has(board.id) || this.stop.signal.aborted) continue;
      const poll = this.poll(board).finally(() => this.polling.delete(board.id));
      this.polling.set(board.id, poll);
    }
  }

  private async unfinishedBoards(): Promise<PolledBoard[]> {
    const rows = (await knexOf(this.em.fork())('broadcast_board')
      .select('id', 'sgf_url', 'board_size', 'handicap', 'moves', 'source_error')
      .whereNotNull('sgf_url')
      .whereNull('result')) as {
      id: number;
      sgf_url: string;
      board_size: number;
      handicap: number;
      moves: string;
      source_error: string | null;
    }[];
    return rows.map((row) => ({
      id: Number(row.id),
      sgfUrl: row.sgf_url,
      boardSize: Number(row.board_size),
      handicap: Number(row.handicap),
      moves: row.moves,
      sourceError: row.source_error,
    }));
  }

  /** One board's poll; it never throws (its failure is the board's source error). */
  private async poll(board: PolledBoard): Promise<void> {
    let error: string | null = null;
    try {
      const text = await fetchSgfText(board.sgfUrl, {
        timeoutMs: SGF_POLL_TIMEOUT_MS,
        maxBytes: SGF_POLL_MAX_BYTES,
        policy: this.policy,
        stop: this.stop.signal,
      });
      if (this.stop.signal.aborted) return;
      const line = readSgfMainLine(text, board.boardSize, this.maxNodes);
      // nothing new, the usual answer, costs no write
      if (line.result !== null || line.moves.join(' ') !== board.moves) {
        await this.moves.followSource(board.id, line);
      }
      error = lineProblem(board, line.moves);
      this.loggedReasons.delete(board.id);
    } catch (failure) {
      if (this.stop.signal.aborted) return;
      error = this.publicError(board, failure).slice(0, MAX_ERROR_LENGTH);
    }
    try {
      const stored = this.storedErrors.has(board.id)
        ? this.storedErrors.get(board.id)
        : board.sourceError;
      if (error !== stored) await this.storeError(board, error);
      this.storedErrors.set(board.id, error);
    } catch (failure) {
      this.logger.warn(`Board ${board.id}: storing its source error: ${String(failure)}`);
    }
  }

  /**
   * What the board's viewers are told of a failed poll: the address's and the record's own texts
   * (one text for any address that could not be read); the reason goes to the log, once.
   */
  private publicError(board: PolledBoard, failure: unknown): string {
    const reason =
      failure instanceof SgfFetchError
        ? failure.detail
        : failure instanceof Error
          ? failure.message
          : String(failure);
    if (this.loggedReasons.get(board.id) !== reason) {
      this.loggedReasons.set(board.id, reason);
      this.logger.warn(`Board ${board.id}: polling ${board.sgfUrl} failed: ${reason}`);
    }
    const told =
      failure instanceof SgfFetchError ||
      failure instanceof SgfLineError ||
      failure instanceof ApiError;
    return told ? failure.message : SOURCE_NOT_FOLLOWED;
  }

  /** Writes the board's source error and shows its viewers the board with it. */
  private async storeError(board: PolledBoard, error: string | null): Promise<void> {
    const em = this.em.fork();
    await em.nativeUpdate(
      BroadcastBoardRow,
      { id: board.id },
      { sourceError: error, updatedAt: new Date() },
    );
    const row = await readBoardById(em, board.id);
    if (!row) return;
    const view = boardView(row, await readComments(em, [row.id]));
    await this.news.publish(row.broadcastId, { type: 'board', board: view });
  }
}
