import type { EntityManager } from '@mikro-orm/knex';
import type { User } from '../accounts/entities/user.entity';
import { ApiError } from '../common/errors/api-error';
import { LiveGame } from '../play/live-games/live-game.entities';
import { Player } from '../players/player.entity';
import { Tournament } from '../tournaments/tournament.entity';
import { BroadcastBoardRow, BroadcastRow } from './broadcast.entities';
import type { BroadcastBoardDto, BroadcastCreateDto } from './dto/broadcast-create.dto';

const EVEN_KOMI = 6.5;
const HANDICAP_KOMI = 0.5;

async function allExist<T extends object>(
  em: EntityManager,
  entity: new () => T,
  ids: readonly number[],
): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const found = await em.count(entity, { id: { $in: unique } });
  return found === unique.length;
}

/** 400 when an id of the body names no row: the tournament, a player, a live game. */
async function checkReferences(em: EntityManager, body: BroadcastCreateDto): Promise<void> {
  const players = body.boards.flatMap((board) =>
    [board.black.playerId, board.white.playerId].flatMap((id) => (id ? [id] : [])),
  );
  const liveGames = body.boards.flatMap((board) => (board.liveGameId ? [board.liveGameId] : []));
  const ok =
    (await allExist(em, Tournament, body.tournamentId ? [body.tournamentId] : [])) &&
    (await allExist(em, Player, players)) &&
    (await allExist(em, LiveGame, liveGames));
  if (!ok) throw new ApiError('badParameters');
}

function sourceOf(
  board: BroadcastBoardDto,
): Pick<BroadcastBoardRow, 'sourceKind' | 'liveGameId' | 'sgfUrl'> {
  if (board.liveGameId && board.sgfUrl) throw new ApiError('badParameters');
  if (board.liveGameId)
    return { sourceKind: 'live-game', liveGameId: board.liveGameId, sgfUrl: null };
  if (board.sgfUrl) return { sourceKind: 'sgf-url', liveGameId: null, sgfUrl: board.sgfUrl };
  return { sourceKind: 'manual', liveGameId: null, sgfUrl: null };
}

/** Writes a new broadcast (upcoming) with its boards numbered from 1; its id. */
export async function createBroadcast(
  em: EntityManager,
  body: BroadcastCreateDto,
  user: User,
): Promise<number> {
  const sources = body.boards.map(sourceOf);
  await checkReferences(em, body);
  const now = new Date();
  const broadcast = em.create(BroadcastRow, {
    title: body.title.trim(),
    tournamentId: body.tournamentId ?? null,
    round: body.round ?? null,
    startTime: body.startTime ? new Date(body.startTime) : null,
    status: 'upcoming',
    visibility: body.visibility ?? 'public',
    createdById: user.id,
    createdAt: now,
    updatedAt: now,
  });
  await em.flush();
  body.boards.forEach((board, index) => {
    const handicap = board.handicap ?? 0;
    em.create(BroadcastBoardRow, {
      broadcastId: broadcast.id,
      number: index + 1,
      blackName: board.black.name.trim(),
      blackPlayerId: board.black.playerId ?? null,
      whiteName: board.white.name.trim(),
      whitePlayerId: board.white.playerId ?? null,
      boardSize: board.boardSize,
      handicap,
      komi: board.komi ?? (handicap >= 2 ? HANDICAP_KOMI : EVEN_KOMI),
      timeControl: board.timeControl?.trim() || null,
      ...sources[index],
      updatedAt: now,
    });
  });
  await em.flush();
  return broadcast.id;
}
