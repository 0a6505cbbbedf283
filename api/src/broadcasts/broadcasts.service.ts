import { IsolationLevel } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/knex';
import { PostgreSqlPlatform } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type {
  Broadcast,
  BroadcastPage,
  BroadcastStatus,
  BroadcastUpdate,
} from '@sync/contract/broadcasts';
import type { User } from '../accounts/entities/user.entity';
import { ApiError } from '../common/errors/api-error';
import { BroadcastBoardRow, BroadcastCommentRow, BroadcastRow } from './broadcast.entities';
import { BroadcastNewsPublisher } from './broadcast-news';
import { readBoard, readBroadcast, viewPartsOf } from './broadcast-rows';
import type { BoardRef } from './board-ref';
import { createBroadcast } from './broadcast-create';
import { broadcastView, listItemView } from './broadcast-view';
import { listBroadcastIds } from './broadcasts.query';
import type { BroadcastCreateDto } from './dto/broadcast-create.dto';
import type { BroadcastListQueryDto } from './dto/broadcast-list-query.dto';
import { checkMayChange, isEditor, mayChange } from './editors';
import { SgfAddressPolicy } from './sources/sgf-address-policy';
import { BroadcastStreamHub } from './stream/broadcast-stream-hub';

/** Create, list, read and change broadcasts. */
@Injectable()
export class BroadcastsService {
  constructor(
    private readonly em: EntityManager,
    private readonly news: BroadcastNewsPublisher,
    private readonly hub: BroadcastStreamHub,
    private readonly sgfAddresses: SgfAddressPolicy,
  ) {}

  /** Public ones (editors see unlisted ones too): live, then upcoming by start, then finished. */
  async list(query: BroadcastListQueryDto, user: User | null): Promise<BroadcastPage> {
    const em = this.em.fork();
    const { ids, total } = await listBroadcastIds(em, {
      status: query.status ?? null,
      withUnlisted: isEditor(user),
      limit: query.limit,
      offset: query.offset,
    });
    const rows = await em.find(BroadcastRow, { id: { $in: ids } });
    const ordered = ids.flatMap((id) => rows.find((row) => row.id === id) ?? []);
    const parts = await viewPartsOf(em, ordered, (row) => row.status === 'live');
    const items = ordered.map((row) => {
      const part = parts.get(row.id);
      return listItemView(row, {
        boards: part?.boards ?? [],
        comments: part?.comments ?? [],
        tournamentTitle: part?.tournamentTitle ?? null,
        viewers: this.hub.viewersOf(row.id),
      });
    });
    return { items, total, limit: query.limit, offset: query.offset };
  }

  /** Anyone may read a broadcast, an unlisted one too (by its link). */
  async get(id: number, user: User | null): Promise<Broadcast> {
    // The row and its boards from one snapshot, so a board's result and the status it changed
    // agree (PostgreSQL's default isolation gives each statement its own).
    const em = this.em.fork();
    return em.transactional(
      async (tem) => this.view(tem, await readBroadcast(tem, id), user),
      oneSnapshot(em),
    );
  }

  /** 400 for an SGF address that could never be polled (the poller checks it again, resolved). */
  async create(body: BroadcastCreateDto, user: User): Promise<Broadcast> {
    for (const board of body.boards) {
      if (board.sgfUrl && !this.sgfAddresses.accepts(board.sgfUrl)) {
        throw new ApiError('broadcastSgfUrlRefused');
      }
    }
    const id = await this.em.fork().transactional((em) => createBroadcast(em, body, user));
    return this.get(id, user);
  }

  async update(id: number, body: BroadcastUpdate, user: User): Promise<Broadcast> {
    const statusChanged = await this.em.fork().transactional(async (em) => {
      const row = await readBroadcast(em, id);
      checkMayChange(user, row);
      const now = new Date();
      const status: BroadcastStatus = body.status ?? row.status;
      await em.nativeUpdate(
        BroadcastRow,
        { id },
        {
          ...(body.title === undefined ? {} : { title: body.title.trim() }),
          ...(body.visibility === undefined ? {} : { visibility: body.visibility }),
          ...(body.startTime === undefined
            ? {}
            : { startTime: body.startTime === null ? null : new Date(body.startTime) }),
          ...(status === row.status
            ? {}
            : { status, finishedAt: status === 'finished' ? now : null }),
          updatedAt: now,
        },
      );
      return status === row.status ? null : status;
    });
    if (statusChanged) await this.news.publish(id, { type: 'status', status: statusChanged });
    return this.get(id, user);
  }

  async remove(id: number, user: User): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      checkMayChange(user, await readBroadcast(em, id));
      const boards = await em.find(BroadcastBoardRow, { broadcastId: id }, { fields: ['id'] });
      const boardIds = boards.map((board) => board.id);
      await em.nativeDelete(BroadcastCommentRow, { boardId: { $in: boardIds } });
      await em.nativeDelete(BroadcastBoardRow, { broadcastId: id });
      await em.nativeDelete(BroadcastRow, { id });
    });
  }

  /** The finished board's SGF record; 404 while it has no result. */
  async record(ref: BoardRef): Promise<string> {
    const board = await readBoard(this.em.fork(), ref);
    if (board.recordSgf === null) throw new ApiError('broadcastRecordNotFound');
    return board.recordSgf;
  }

  private async view(em: EntityManager, row: BroadcastRow, user: User | null): Promise<Broadcast> {
    const parts = (await viewPartsOf(em, [row])).get(row.id);
    return broadcastView(
      row,
      {
        boards: parts?.boards ?? [],
        comments: parts?.comments ?? [],
        tournamentTitle: parts?.tournamentTitle ?? null,
        viewers: this.hub.viewersOf(row.id),
      },
      mayChange(user, row),
    );
  }
}

/** SQLite's transactions read one snapshot already; PostgreSQL's need repeatable read for it. */
function oneSnapshot(em: EntityManager): { isolationLevel?: IsolationLevel } {
  return em.getPlatform() instanceof PostgreSqlPlatform
    ? { isolationLevel: IsolationLevel.REPEATABLE_READ }
    : {};
}
