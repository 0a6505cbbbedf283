import type { EntityManager } from '@mikro-orm/knex';
import { accountKey } from '@domain/account';
import {
  BROADCAST_TIME_CONTROL_MAX_LENGTH,
  BROADCAST_TITLE_MAX_LENGTH,
  type BroadcastStatus,
} from '@sync/contract/broadcasts';
import { User } from '../accounts/entities/user.entity';
import {
  BroadcastBoardRow,
  BroadcastCommentRow,
  BroadcastRow,
} from '../broadcasts/broadcast.entities';
import { BROADCASTER_ACCOUNT } from './demo-accounts';
import {
  finishedRounds,
  liveRound,
  upcomingRound,
  type DemoPairing,
  type DemoRound,
} from './demo-broadcast-games';
import { isLegalLine, liveLine, recordLine, type DemoLineComment } from './demo-broadcast-lines';
import { Random } from './generator/random';

/** boards a demo broadcast shows (a round's top boards) */
const BOARDS = 4;
/** the random streams of the live boards' moves: apart from the generator's labels */
const LIVE_STREAM_BASE = 700_000_000;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

interface DemoBoard {
  pairing: DemoPairing;
  moves: string[];
  comments: DemoLineComment[];
  result: string | null;
  recordSgf: string | null;
  clocks: { black: number; white: number } | null;
}

interface DemoBroadcast {
  round: DemoRound;
  status: BroadcastStatus;
  startTime: Date;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
  boards: DemoBoard[];
}

const at = (date: string, time: string) => new Date(`${date}T${time}:00Z`);
const titleOf = (round: DemoRound) => {
  const suffix = `, тур ${round.round}`;
  return round.title.slice(0, BROADCAST_TITLE_MAX_LENGTH - suffix.length) + suffix;
};

/** The recorded games of the round, replayed: the first BOARDS whose whole line is legal. */
function finishedBoards(round: DemoRound): DemoBoard[] {
  const boards: DemoBoard[] = [];
  for (const pairing of round.pairings) {
    if (boards.length === BOARDS || pairing.sgf === null) continue;
    const line = recordLine(pairing.sgf, round.boardSize);
    if (line.result === null || !isLegalLine(round.boardSize, pairing.handicap, line.moves))
      continue;
    boards.push({ pairing, ...line, recordSgf: pairing.sgf, clocks: null });
  }
  return boards;
}

/** The newest round with BOARDS games to show, else the one with the most. */
function latestFullRound(rounds: DemoRound[]): DemoRound | null {
  let best: { round: DemoRound; boards: number } | null = null;
  for (const round of rounds) {
    const boards = finishedBoards(round).length;
    if (boards === BOARDS) return round;
    if (boards > (best?.boards ?? 0)) best = { round, boards };
  }
  return best?.round ?? null;
}

/** The round's first boards part-way through, with clocks. */
function liveBoards(round: DemoRound, seed: number): DemoBoard[] {
  return round.pairings.slice(0, BOARDS).map((pairing, index) => {
    const random = Random.stream(seed, LIVE_STREAM_BASE + index);
    const handicap = Math.min(pairing.handicap, 9);
    const line = liveLine(round.boardSize, handicap, random);
    const clocks = {
      black: random.int(5, 45) * MINUTE_MS,
      white: random.int(5, 45) * MINUTE_MS,
    };
    const legal = isLegalLine(round.boardSize, handicap, line.moves);
    return {
      pairing: { ...pairing, handicap, gameId: null, sgf: null },
      moves: legal ? line.moves : [],
      comments: legal ? line.comments : [],
      result: null,
      recordSgf: null,
      clocks,
    };
  });
}

function plan(
  seed: number,
  today: string,
  now: Date,
  rounds: { finished: DemoRound | null; live: DemoRound | null; upcoming: DemoRound | null },
): DemoBroadcast[] {
  const broadcasts: DemoBroadcast[] = [];
  const { finished, live, upcoming } = rounds;
  const boardsOfFinished = finished ? finishedBoards(finished) : [];
  if (finished && boardsOfFinished.length > 0) {
    broadcasts.push({
      round: finished,
      status: 'finished',
      startTime: at(finished.date, '10:00'),
      createdAt: at(finished.date, '09:00'),
      updatedAt: at(finished.date, '15:00'),
      finishedAt: at(finished.date, '15:00'),
      boards: boardsOfFinished,
    });
  }
  const minute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  if (live && live.pairings.length > 0) {
    broadcasts.push({
      round: live,
      status: 'live',
      startTime: new Date(minute - 60 * MINUTE_MS),
      createdAt: new Date(minute - 120 * MINUTE_MS),
      updatedAt: now,
      finishedAt: null,
      boards: liveBoards(live, seed),
    });
  }
  if (upcoming) {
    broadcasts.push({
      round: upcoming,
      status: 'upcoming',
      startTime: new Date(at(today, '10:00').getTime() + DAY_MS),
      createdAt: now,
      updatedAt: now,
      finishedAt: null,
      boards: upcoming.pairings.slice(0, BOARDS).map((pairing) => ({
        pairing,
        moves: [],
        comments: [],
        result: null,
        recordSgf: null,
        clocks: null,
      })),
    });
  }
  return broadcasts;
}

function writeBoard(
  em: EntityManager,
  broadcast: DemoBroadcast,
  broadcastId: number,
  board: DemoBoard,
  number: number,
): BroadcastBoardRow {
  const { pairing } = board;
  const { round } = broadcast;
  return em.create(BroadcastBoardRow, {
    broadcastId,
    number,
    blackName: pairing.black.name,
    blackPlayerId: pairing.black.playerId,
    whiteName: pairing.white.name,
    whitePlayerId: pairing.white.playerId,
    boardSize: round.boardSize,
    handicap: pairing.handicap,
    komi: pairing.komi,
    timeControl: round.timeControl?.slice(0, BROADCAST_TIME_CONTROL_MAX_LENGTH) ?? null,
    moves: board.moves.join(' '),
    moveCount: board.moves.length,
    result: board.result,
    clockBlackMs: board.clocks?.black ?? null,
    clockWhiteMs: board.clocks?.white ?? null,
    clocksReadAt: board.clocks ? broadcast.updatedAt : null,
    sourceKind: 'manual',
    recordSgf: board.recordSgf,
    gameId: board.result === null ? null : pairing.gameId,
    updatedAt: broadcast.updatedAt,
  });
}

/**
 * Three broadcasts for a first look at the feature, made by the demo broadcaster: a finished
 * round of an ended tournament (its recorded games, with their comments, results and records),
 * one live (boards part-way through, clocks running) and one starting tomorrow. Call inside the
 * seeder's transaction after the demo data and accounts; returns how many it wrote.
 */
export async function writeDemoBroadcasts(
  em: EntityManager,
  options: { seed: number; today: string },
  now = new Date(),
): Promise<number> {
  const finished = latestFullRound(await finishedRounds(em));
  const rounds = {
    finished,
    live: await liveRound(em, finished?.tournamentId ?? null),
    upcoming: await upcomingRound(em, options.today),
  };
  const creator = await em.findOne(User, { usernameKey: accountKey(BROADCASTER_ACCOUNT) });
  const author = creator?.username ?? BROADCASTER_ACCOUNT;
  const broadcasts = plan(options.seed, options.today, now, rounds);
  for (const broadcast of broadcasts) {
    const row = em.create(BroadcastRow, {
      title: titleOf(broadcast.round),
      tournamentId: broadcast.round.tournamentId,
      round: broadcast.round.round,
      startTime: broadcast.startTime,
      status: broadcast.status,
      visibility: 'public',
      createdById: creator?.id ?? null,
      createdAt: broadcast.createdAt,
      updatedAt: broadcast.updatedAt,
      finishedAt: broadcast.finishedAt,
    });
    await em.flush();
    const boards = broadcast.boards.map((board, index) =>
      writeBoard(em, broadcast, row.id, board, index + 1),
    );
    await em.flush();
    broadcast.boards.forEach((board, index) => {
      for (const comment of board.comments) {
        em.create(BroadcastCommentRow, {
          boardId: boards[index].id,
          moveNumber: comment.moveNumber,
          text: comment.text,
          author,
          createdAt: broadcast.updatedAt,
        });
      }
    });
    await em.flush();
  }
  return broadcasts.length;
}
