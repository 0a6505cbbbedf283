import type { LibraryGameDetail, LibraryGameSummary } from '@sync/contract/game-library';
import type { User } from '../accounts/entities/user.entity';
import { rolesOf } from '../accounts/user-mapping';
import type { LibraryGame } from './library-game.entity';
import type { LibraryRecord } from './sgf-records';

export function isAdmin(user: User): boolean {
  return rolesOf(user).includes('admin');
}

/** Whether the user may open the game: public, their own, or they are an admin. */
/** Public records are open to everyone (a shared link), private ones to their owner and admins. */
export function canSee(user: User | null, game: LibraryGame): boolean {
  return !game.private || (user !== null && (game.ownerId === user.id || isAdmin(user)));
}

export function canChange(user: User, game: LibraryGame): boolean {
  return game.ownerId === user.id || isAdmin(user);
}

/** Writes a read game tree into the row (everything but the owner, flag and times). */
export function fillFromRecord(game: LibraryGame, record: LibraryRecord): void {
  const { facts } = record;
  game.sgf = record.sgf;
  game.encoding = record.encoding;
  game.boardSize = facts.boardSize;
  game.moves = facts.moves;
  game.black = facts.black;
  game.white = facts.white;
  game.playersKey = [facts.black, facts.white].map((name) => (name ?? '').toLowerCase()).join('\n');
  game.blackRank = facts.blackRank;
  game.whiteRank = facts.whiteRank;
  game.result = facts.result;
  game.resultKind = facts.resultKind;
  game.date = facts.date;
  game.dateKey = facts.dateKey;
  game.event = facts.event;
  game.komi = facts.komi;
  game.handicap = facts.handicap;
  game.rules = facts.rules;
}

export function toSummary(
  game: LibraryGame,
  ownerName: string,
  viewer: User | null,
): LibraryGameSummary {
  return {
    id: game.id,
    fileName: game.fileName,
    private: game.private,
    owner: { id: game.ownerId, username: ownerName },
    mine: viewer !== null && game.ownerId === viewer.id,
    boardSize: game.boardSize,
    moves: game.moves,
    encoding: game.encoding,
    black: game.black,
    white: game.white,
    blackRank: game.blackRank,
    whiteRank: game.whiteRank,
    result: game.result,
    date: game.date,
    event: game.event,
    komi: game.komi,
    handicap: game.handicap,
    rules: game.rules,
    uploadedAt: game.uploadedAt.toISOString(),
    updatedAt: game.updatedAt.toISOString(),
  };
}

export function toDetail(
  game: LibraryGame,
  ownerName: string,
  viewer: User | null,
): LibraryGameDetail {
  return { ...toSummary(game, ownerName, viewer), sgf: game.sgf };
}
