import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { GameResult } from '@domain/game/game-result';
import {
  recordByColor,
  recordByHandicap,
  recordByOpponent,
  recordByYear,
  totalRecord,
  type PlayerGameFact,
} from '@domain/game/player-record';
import type { Page } from '@sync/contract/common';
import type { GameSummary } from '@sync/contract/games';
import type { PlayerDetail, PlayerOpponent, PlayerStatistics } from '@sync/contract/players';
import { fetchFirst, fetchRows } from '../common/sql/rows';
import { GamesService } from '../games/games.service';
import type { LimitedPageQueryDto } from '../common/validation/pagination.dto';
import { PlayersService } from './players.service';

interface FactRow {
  color: 'black' | 'white';
  colors_known: number | boolean;
  handicap: number;
  result: GameResult;
  date: string;
  opponent_id: number;
}

interface OpponentRow {
  id: number;
  last_name: string;
  first_name: string;
  last_name_latin: string;
  first_name_latin: string;
}

/** A player's page: the summary plus records computed from the player's games. */
@Injectable()
export class PlayerProfileService {
  constructor(
    private readonly em: EntityManager,
    private readonly players: PlayersService,
    private readonly gamesService: GamesService,
  ) {}

  async profile(id: number): Promise<PlayerDetail> {
    const summary = await this.players.get(id);
    const facts = await this.facts(id);
    const record = totalRecord(facts);
    const standing = await fetchFirst<{ n: number | string; best: number | null }>(
      this.em
        .getKnex()('tournament_player')
        .where({ player_id: id })
        .select(this.em.getKnex().raw('count(*) as n, min(place) as best')),
    );
    return {
      ...summary,
      tournaments: Number(standing?.n ?? 0),
      games: record.games,
      wins: record.wins,
      losses: record.losses,
      bestPlace: standing?.best ?? null,
    };
  }

  async games(id: number, page: LimitedPageQueryDto): Promise<Page<GameSummary>> {
    await this.players.findRow(id);
    return this.gamesService.page({
      player1: id,
      order: page.order,
      limit: page.limit,
      offset: page.offset,
    });
  }

  async opponents(id: number): Promise<PlayerOpponent[]> {
    await this.players.findRow(id);
    const records = recordByOpponent(await this.facts(id));
    const rows = await fetchRows<OpponentRow>(
      this.em
        .getKnex()('player')
        .select('id', 'last_name', 'first_name', 'last_name_latin', 'first_name_latin')
        .whereIn(
          'id',
          records.map((r) => r.opponentId),
        ),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return records.flatMap(({ opponentId, ...record }) => {
      const row = byId.get(opponentId);
      if (!row) return [];
      return [
        {
          opponent: {
            id: row.id,
            lastName: row.last_name,
            firstName: row.first_name,
            lastNameLatin: row.last_name_latin,
            firstNameLatin: row.first_name_latin,
          },
          ...record,
        },
      ];
    });
  }

  async statistics(id: number): Promise<PlayerStatistics> {
    await this.players.findRow(id);
    const facts = await this.facts(id);
    return {
      playerId: id,
      total: totalRecord(facts),
      byColor: recordByColor(facts),
      byHandicap: recordByHandicap(facts),
      byYear: recordByYear(facts),
    };
  }

  private async facts(id: number): Promise<PlayerGameFact[]> {
    const knex = this.em.getKnex();
    const side = (color: 'black' | 'white') =>
      knex('game')
        .select(
          knex.raw('? as color', [color]),
          'colors_known',
          'handicap',
          'result',
          'date',
          `${color === 'black' ? 'white' : 'black'}_id as opponent_id`,
        )
        .where(`${color}_id`, id);
    const rows = await fetchRows<FactRow>(side('black').unionAll(side('white')));
    return rows.map((row) => ({
      color: row.color,
      colorsKnown: Boolean(row.colors_known),
      handicap: row.handicap,
      result: row.result,
      date: row.date,
      opponentId: row.opponent_id,
    }));
  }
}
