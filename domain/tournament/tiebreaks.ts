import { pointsForBlack, pointsForWhite, type GameResult } from '../game/game-result';

/**
 * Scores a tournament file states for a player. SOS, SOSOS and SODOS are on the file's main
 * score: MMS when the file has MMS (a McMahon tournament), else points.
 */
export interface FileScores {
  mms: number | null;
  sos: number | null;
  sosos: number | null;
  sodos: number | null;
}

export interface TiebreakPlayer {
  id: number;
  /** Points as recorded (free wins of byes included); null: counted from the games. */
  points: number | null;
  file?: Partial<FileScores>;
}

export interface TiebreakGame {
  blackId: number;
  whiteId: number;
  result: GameResult;
}

export interface Tiebreaks {
  /** Wins, a jigo half. */
  points: number;
  /** Sum of the opponents' points. */
  sos: number;
  /** Sum of the opponents' SOS. */
  sosos: number;
  /** Sum of the points of the opponents beaten, and half of those drawn. */
  sodos: number;
  /** McMahon score (starting score + points); null outside McMahon tournaments. */
  mms: number | null;
  /** Sum of the opponents' MMS. */
  mmsSos: number | null;
  /** Sum of the opponents' MMS SOS. */
  mmsSosos: number | null;
}

export type TiebreakCriterion = keyof Tiebreaks;

export const POINTS_ORDER: readonly TiebreakCriterion[] = ['points', 'sos', 'sosos', 'sodos'];
export const MCMAHON_ORDER: readonly TiebreakCriterion[] = ['mms', 'mmsSos', 'mmsSosos', 'sodos'];

interface Meeting {
  opponent: number;
  /** This player's score in the game: 1, 0.5 or 0. */
  score: number;
}

/**
 * Every game that has a result, forfeits and double losses included, from both sides. An
 * unplayed pairing is no meeting. A round without a game (bye, absence) adds nothing to the
 * sums; the point a bye may give is in the player's recorded points.
 */
function meetingsOf(games: readonly TiebreakGame[]): Map<number, Meeting[]> {
  const meetings = new Map<number, Meeting[]>();
  const add = (player: number, meeting: Meeting) => {
    const list = meetings.get(player);
    if (list) list.push(meeting);
    else meetings.set(player, [meeting]);
  };
  for (const game of games) {
    if (game.result === 'unplayed') continue;
    add(game.blackId, { opponent: game.whiteId, score: pointsForBlack(game.result) });
    add(game.whiteId, { opponent: game.blackId, score: pointsForWhite(game.result) });
  }
  return meetings;
}

function sumOver(meetings: readonly Meeting[], value: (opponent: number) => number): number {
  return meetings.reduce((sum, m) => sum + value(m.opponent), 0);
}

/**
 * Points, SOS, SOSOS and SODOS of each player, and MMS with its SOS and SOSOS when the file
 * states MMS (a McMahon tournament). A score the file states is taken as stated; the others are
 * computed from the games. Opponents outside `players` count with the points of their games.
 */
export function computeTiebreaks(
  players: readonly TiebreakPlayer[],
  games: readonly TiebreakGame[],
): Map<number, Tiebreaks> {
  const meetings = meetingsOf(games);
  const byId = new Map(players.map((p) => [p.id, p]));
  const ids = new Set([...byId.keys(), ...meetings.keys()]);
  const mcMahon = players.some((p) => p.file?.mms != null);
  const file = (id: number, key: keyof FileScores): number | null =>
    byId.get(id)?.file?.[key] ?? null;
  const meetingsOfId = (id: number) => meetings.get(id) ?? [];

  const points = new Map<number, number>();
  for (const id of ids) {
    const counted = meetingsOfId(id).reduce((sum, m) => sum + m.score, 0);
    points.set(id, byId.get(id)?.points ?? counted);
  }
  const pointsOf = (id: number) => points.get(id) ?? 0;
  const onPoints = (key: 'sos' | 'sosos' | 'sodos', id: number) => (mcMahon ? null : file(id, key));

  const sos = new Map<number, number>();
  for (const id of ids) {
    sos.set(id, onPoints('sos', id) ?? sumOver(meetingsOfId(id), pointsOf));
  }
  const mms = new Map<number, number>();
  const mmsSos = new Map<number, number>();
  if (mcMahon) {
    for (const id of ids) mms.set(id, file(id, 'mms') ?? pointsOf(id));
    for (const id of ids) {
      mmsSos.set(id, file(id, 'sos') ?? sumOver(meetingsOfId(id), (o) => mms.get(o) ?? 0));
    }
  }

  const result = new Map<number, Tiebreaks>();
  for (const id of ids) {
    const own = meetingsOfId(id);
    result.set(id, {
      points: pointsOf(id),
      sos: sos.get(id) ?? 0,
      sosos: onPoints('sosos', id) ?? sumOver(own, (o) => sos.get(o) ?? 0),
      sodos:
        onPoints('sodos', id) ?? own.reduce((sum, m) => sum + m.score * pointsOf(m.opponent), 0),
      mms: mcMahon ? (mms.get(id) ?? 0) : null,
      mmsSos: mcMahon ? (mmsSos.get(id) ?? 0) : null,
      mmsSosos: mcMahon ? (file(id, 'sosos') ?? sumOver(own, (o) => mmsSos.get(o) ?? 0)) : null,
    });
  }
  return result;
}

/** The order of criteria: MMS first in McMahon tournaments, else points. */
export function tiebreakOrder(scores: Iterable<Tiebreaks>): readonly TiebreakCriterion[] {
  for (const score of scores) if (score.mms !== null) return MCMAHON_ORDER;
  return POINTS_ORDER;
}

/**
 * Places of `ids` by the criteria, each descending; players equal on every criterion share a
 * place and the next place skips (1, 2, 2, 4). Returns the ids in place order (ties keep the
 * order of `ids`) with their places.
 */
export function placesByTiebreaks(
  ids: readonly number[],
  scores: ReadonlyMap<number, Tiebreaks>,
  order: readonly TiebreakCriterion[],
): Array<{ id: number; place: number }> {
  const value = (id: number, key: TiebreakCriterion) => scores.get(id)?.[key] ?? 0;
  const compare = (a: number, b: number) => {
    for (const key of order) {
      const difference = value(b, key) - value(a, key);
      if (difference !== 0) return difference;
    }
    return 0;
  };
  const sorted = [...ids].sort(compare);
  const places: Array<{ id: number; place: number }> = [];
  sorted.forEach((id, index) => {
    const previous = places[index - 1];
    const tied = previous !== undefined && compare(previous.id, id) === 0;
    places.push({ id, place: tied ? previous.place : index + 1 });
  });
  return places;
}
