import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type {
  AdminTournament,
  AdminTournamentList,
  TournamentEdit,
  TournamentEditAnswer,
} from '@sync/contract/admin-tournaments';
import { type AuditActor, AuditService } from '../../audit/audit.service';
import { ApiError } from '../../common/errors/api-error';
import { LocationTreeCache } from '../../locations/location-tree.cache';
import { Tournament } from '../../tournaments/tournament.entity';
import { queryTournaments } from '../../tournaments/tournaments-list.query';
import { loadAdminTournaments } from './admin-tournament-rows';
import type { AdminTournamentsQueryDto } from './dto/admin-tournaments-query.dto';
import { applyTournamentEdit } from './tournament-edit';
import { TournamentProcessingService } from './tournament-processing.service';

/** The admins' tournament list and the changes to one tournament, each with its audit row. */
@Injectable()
export class AdminTournamentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly locations: LocationTreeCache,
    private readonly audit: AuditService,
    private readonly processing: TournamentProcessingService,
  ) {}

  async list(query: AdminTournamentsQueryDto): Promise<AdminTournamentList> {
    const tree = await this.locations.get();
    const em = this.em.fork();
    const { rows, total } = await queryTournaments(em, query, tree, (qb) => {
      if (query.pinned !== undefined) qb.where('pinned', query.pinned);
      if (query.visible !== undefined) qb.where('visible', query.visible);
    });
    const items = await loadAdminTournaments(
      em,
      rows.map((row) => row.id),
      tree,
      (id) => this.processing.progressOf(id),
    );
    return { items, total, limit: query.limit, offset: query.offset };
  }

  async get(id: number): Promise<AdminTournament> {
    const tree = await this.locations.get();
    const [tournament] = await loadAdminTournaments(this.em.fork(), [id], tree, (i) =>
      this.processing.progressOf(i),
    );
    if (!tournament) throw new ApiError('tournamentNotFound');
    return tournament;
  }

  togglePinned(id: number, actor: AuditActor): Promise<AdminTournament> {
    return this.toggle(id, actor, 'pinned', ['tournament.pin', 'tournament.unpin']);
  }

  toggleHidden(id: number, actor: AuditActor): Promise<AdminTournament> {
    // visible -> hidden is 'hide'; the sync feed then sends it to every client as deleted
    return this.toggle(id, actor, 'visible', ['tournament.show', 'tournament.hide']);
  }

  async process(id: number, actor: AuditActor): Promise<AdminTournament> {
    await this.processing.start(id, actor);
    try {
      // read before the recompute starts, so the answer shows it processing
      return await this.get(id);
    } finally {
      this.processing.enqueue(id, actor);
    }
  }

  async edit(id: number, edit: TournamentEdit, actor: AuditActor): Promise<TournamentEditAnswer> {
    const applied = await this.em.fork().transactional(async (tem) => {
      const tournament = await tem.findOne(Tournament, id, { populate: ['location'] });
      if (!tournament) throw new ApiError('tournamentNotFound');
      // the recompute under way read the facts before; they change once it has ended
      if (tournament.status === 'processing') throw new ApiError('tournamentProcessing');
      const result = await applyTournamentEdit(tem, tournament, edit);
      if (result.changed.length > 0) {
        this.audit.record(tem, {
          actor,
          action: 'tournament.edit',
          target: `tournament:${id}`,
          details: { before: result.before, after: result.after },
        });
      }
      return result;
    });
    return {
      tournament: await this.get(id),
      changed: applied.changed,
      ratingsAffected: applied.ratingsAffected,
    };
  }

  /** Flips a flag; the action names what it became: [when true, when false]. */
  private async toggle(
    id: number,
    actor: AuditActor,
    flag: 'pinned' | 'visible',
    [whenTrue, whenFalse]: [string, string],
  ): Promise<AdminTournament> {
    await this.em.fork().transactional(async (tem) => {
      const tournament = await tem.findOne(Tournament, id);
      if (!tournament) throw new ApiError('tournamentNotFound');
      tournament[flag] = !tournament[flag];
      this.audit.record(tem, {
        actor,
        action: tournament[flag] ? whenTrue : whenFalse,
        target: `tournament:${id}`,
        details: { title: tournament.title },
      });
    });
    return this.get(id);
  }
}
