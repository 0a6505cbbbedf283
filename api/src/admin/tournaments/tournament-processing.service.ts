import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { ProcessingProgress } from '@sync/contract/admin-tournaments';
import { type AuditActor, AuditService } from '../../audit/audit.service';
import { ApiError } from '../../common/errors/api-error';
import { knexOf } from '../../common/sql/knex-of';
import { fetchFirst } from '../../common/sql/rows';
import { allocateRevisions } from '../../sync/revisions';
import { ProcessingProgressBoard } from './processing-progress';
import { RatingsRecomputer } from './ratings-recomputer';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Processing a tournament: its status becomes 'processing' (a conditional update, so a second
 * request while it lasts is refused), the whole-history ratings recompute runs in the background,
 * one at a time in this process, and marks it 'ended' in the same transaction. A failure changes
 * no rating and puts the previous status back; so does the next start after a crash.
 */
@Injectable()
export class TournamentProcessingService
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger('TournamentProcessing');
  private readonly board = new ProcessingProgressBoard();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly recomputer: RatingsRecomputer,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const stranded = await this.em
      .getKnex()('tournament')
      .select('id')
      .where('status', 'processing')
      .whereNotNull('status_before_processing');
    for (const { id } of stranded as Array<{ id: number }>) {
      await this.putBack(id, null, 'the server stopped during processing');
    }
  }

  /** A recompute under way finishes (or fails and puts the status back) before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.queue;
  }

  progressOf(tournamentId: number): ProcessingProgress | null {
    return this.board.get(tournamentId);
  }

  /** Resolves when every processing started so far has finished (tests, shutdown). */
  whenIdle(): Promise<void> {
    return this.queue;
  }

  /** Marks the tournament processing (409 when it is already), with its audit row. */
  async start(tournamentId: number, actor: AuditActor): Promise<void> {
    await this.em.fork().transactional(async (tem) => {
      const knex = knexOf(tem);
      const current = await fetchFirst<{ status: string }>(
        knex('tournament').select('status').where('id', tournamentId),
      );
      if (!current) throw new ApiError('tournamentNotFound');
      const rev = await allocateRevisions(tem, 1);
      const updated = await knex('tournament')
        .where('id', tournamentId)
        .whereNot('status', 'processing')
        .update({ status_before_processing: knex.ref('status'), status: 'processing', rev });
      if (updated !== 1) throw new ApiError('tournamentProcessing');
      this.audit.record(tem, {
        actor,
        action: 'tournament.process',
        target: `tournament:${tournamentId}`,
        details: { from: current.status },
      });
    });
    this.board.queued(tournamentId);
  }

  /** Queues the recompute of a tournament that {@link start} marked processing. */
  enqueue(tournamentId: number, actor: AuditActor): void {
    this.queue = this.queue.then(() => this.recompute(tournamentId, actor));
  }

  private async recompute(tournamentId: number, actor: AuditActor): Promise<void> {
    try {
      await this.recomputer.run(this.em.fork(), {
        prepare: (tem) => this.markEnded(tem, tournamentId),
        onProgress: (progress) => this.board.advanced(tournamentId, progress),
      });
      this.board.done(tournamentId);
    } catch (error) {
      const message = messageOf(error);
      this.logger.error(
        `Processing tournament ${tournamentId} failed: ${message}`,
        error instanceof Error ? error.stack : undefined,
      );
      await this.putBack(tournamentId, actor, message);
      this.board.failed(tournamentId, message);
    }
  }

  /** Inside the recompute's transaction, so that the tournament counts and ends with it. */
  private async markEnded(tem: EntityManager, tournamentId: number): Promise<void> {
    const knex = knexOf(tem);
    const rev = await allocateRevisions(tem, 1);
    const updated = await knex('tournament')
      .where({ id: tournamentId, status: 'processing' })
      .update({ status: 'ended', status_before_processing: null, rev });
    if (updated !== 1) throw new Error(`tournament ${tournamentId} is no longer processing`);
  }

  private async putBack(tournamentId: number, actor: AuditActor | null, error: string) {
    try {
      await this.em.fork().transactional(async (tem) => {
        const knex = knexOf(tem);
        const row = await fetchFirst<{ status_before_processing: string | null }>(
          knex('tournament')
            .select('status_before_processing')
            .where({ id: tournamentId, status: 'processing' }),
        );
        if (!row) return;
        const rev = await allocateRevisions(tem, 1);
        const restored = row.status_before_processing ?? 'ended';
        await knex('tournament')
          .where({ id: tournamentId, status: 'processing' })
          .update({ status: restored, status_before_processing: null, rev });
        this.audit.record(tem, {
          actor,
          action: 'tournament.process.failed',
          target: `tournament:${tournamentId}`,
          details: { error, restored },
        });
      });
    } catch (failure) {
      this.logger.error(
        `Could not put back the status of tournament ${tournamentId}: ${messageOf(failure)}`,
        failure instanceof Error ? failure.stack : undefined,
      );
    }
  }
}
