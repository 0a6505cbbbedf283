import type { EntityManager } from '@mikro-orm/knex';
import { pointsForBlack, pointsForWhite } from '@domain/game/game-result';
import { gameSortKey } from '@domain/game/game-sort-key';
import { playerMatchKey, normalizeName } from '@domain/text/normalize-name';
import { playerSearchText } from '@domain/text/player-search';
import { computeTiebreaks, placesByTiebreaks, POINTS_ORDER } from '@domain/tournament/tiebreaks';
import { insertChunked } from '../common/sql/bulk';
import { knexOf } from '../common/sql/knex-of';
import { fetchRows } from '../common/sql/rows';
import { GameRecord } from '../games/game-record.entity';
import { Location } from '../locations/location.entity';
import { Player } from '../players/player.entity';
import { Tournament } from '../tournaments/tournament.entity';
import type {
  DemoData,
  DemoGameRecord,
  DemoLocation,
  DemoTournament,
} from './generator/generate-demo-data';
import { unmatchedDemoPlaces } from './unmatched-places';

/** Replicated rows go through the unit of work (for their sync revisions) in batches this big. */
const FLUSH_BATCH = 5_000;

export interface DemoCounts {
  locations: number;
  players: number;
  tournaments: number;
  participants: number;
  games: number;
  records: number;
}

function countryCodeOf(location: DemoLocation, byKey: Map<number, DemoLocation>): string | null {
  let node: DemoLocation | undefined = location;
  while (node && node.kind !== 'country')
    node = node.parentKey === null ? undefined : byKey.get(node.parentKey);
  return node?.code ?? null;
}

/** Online tournaments count for Glicko-2, the others for the federation's own rating. */
const federationOf = (tournament: DemoTournament) => (tournament.online ? 'glicko2' : 'rgf');

/** Writes generated data; call inside a transaction. Ratings are computed afterwards. */
export async function writeDemoData(em: EntityManager, data: DemoData): Promise<DemoCounts> {
  const demoLocations = new Map(data.locations.map((l) => [l.key, l]));
  const locations = new Map<number, Location>();
  for (const location of data.locations) {
    locations.set(
      location.key,
      em.create(Location, {
        kind: location.kind,
        parent: location.parentKey === null ? null : locations.get(location.parentKey)!,
        name: location.name,
        nameLatin: location.nameLatin,
        code: location.code,
      }),
    );
  }
  await em.flush();
  const locationIds = new Map([...locations].map(([key, location]) => [key, location.id]));
  em.clear();
  const unmatched = unmatchedDemoPlaces(data);
  const placeOf = (rows: typeof unmatched.players, key: number, cityKey: number) => {
    const place = rows.get(key);
    return {
      location: em.getReference(Location, locationIds.get(place?.countryKey ?? cityKey)!),
      locationText: place?.text ?? null,
    };
  };

  const playerIds = new Map<number, number>();
  for (let start = 0; start < data.players.length; start += FLUSH_BATCH) {
    const batch = data.players.slice(start, start + FLUSH_BATCH).map((demo) => {
      const city = demoLocations.get(demo.cityKey)!;
      const names = {
        lastName: demo.lastName,
        firstName: demo.firstName,
        lastNameLatin: demo.lastNameLatin,
        firstNameLatin: demo.firstNameLatin,
        nickname: demo.nickname,
      };
      return {
        key: demo.key,
        player: em.create(Player, {
          ...names,
          ...placeOf(unmatched.players, demo.key, demo.cityKey),
          birthYear: demo.birthYear,
          rank: demo.rank,
          startDate: demo.registered,
          searchText: playerSearchText(names),
          matchKey: playerMatchKey(
            demo.lastName,
            demo.firstName,
            countryCodeOf(city, demoLocations),
          ),
        }),
      };
    });
    await em.flush();
    for (const { key, player } of batch) playerIds.set(key, player.id);
    em.clear();
  }

  const tournamentIds = new Map<number, number>();
  for (let start = 0; start < data.tournaments.length; start += FLUSH_BATCH) {
    const batch = data.tournaments.slice(start, start + FLUSH_BATCH).map((demo) => ({
      key: demo.key,
      tournament: em.create(Tournament, {
        title: demo.title,
        titleLatin: demo.titleLatin,
        ...placeOf(unmatched.tournaments, demo.key, demo.cityKey),
        startDate: demo.startDate,
        endDate: demo.endDate,
        status: demo.status,
        tournamentClass: demo.tournamentClass,
        federation: federationOf(demo),
        ranked: demo.ranked,
        online: demo.online,
        rounds: demo.rounds,
        handicapRule: demo.handicapRule,
        komi: demo.komi,
        boardSize: demo.boardSize,
        teamSize: demo.teamSize,
        timeControl: demo.timeControl,
        pinned: demo.pinned,
        visible: demo.visible,
        description: demo.description,
        playerCount: demo.participants.length,
        gameCount: demo.games.length,
        searchText: normalizeName(`${demo.title} | ${demo.titleLatin}`),
      }),
    }));
    await em.flush();
    for (const { key, tournament } of batch) tournamentIds.set(key, tournament.id);
    em.clear();
  }

  const knex = knexOf(em);
  const participants = data.tournaments.flatMap((demo) =>
    standingRows(demo, tournamentIds, playerIds),
  );
  await insertChunked(knex, 'tournament_player', participants);
  let games = 0;
  for (const demo of data.tournaments) games += demo.games.length;
  const recorded = new Set(data.records.map(recordKey));
  await insertChunked(knex, 'game', gameRows(data.tournaments, tournamentIds, playerIds, recorded));
  await writeRecords(em, data, tournamentIds, playerIds);
  return {
    locations: data.locations.length,
    players: data.players.length,
    tournaments: data.tournaments.length,
    participants: participants.length,
    games,
    records: data.records.length,
  };
}

const recordKey = (record: Pick<DemoGameRecord, 'tournamentKey' | 'gameIndex'>) =>
  `${record.tournamentKey}:${record.gameIndex}`;

/** SGF records go in after their games, found by tournament, round and black player. */
async function writeRecords(
  em: EntityManager,
  data: DemoData,
  tournamentIds: Map<number, number>,
  playerIds: Map<number, number>,
): Promise<void> {
  const rows = await fetchRows<{
    id: number;
    tournament_id: number;
    round: number;
    black_id: number;
  }>(knexOf(em)('game').select('id', 'tournament_id', 'round', 'black_id').where('has_sgf', true));
  const ids = new Map(rows.map((r) => [`${r.tournament_id}:${r.round}:${r.black_id}`, r.id]));
  const records = data.records.map((record) => {
    const game = data.tournaments[record.tournamentKey - 1].games[record.gameIndex];
    const tournamentId = tournamentIds.get(record.tournamentKey)!;
    const id = ids.get(`${tournamentId}:${game.round}:${playerIds.get(game.black)!}`)!;
    return {
      game: id,
      sgf: record.sgf,
      updatedAt: new Date(`${game.date}T20:00:00Z`),
    };
  });
  if (records.length > 0) await em.insertMany(GameRecord, records);
}

function standingRows(
  demo: DemoTournament,
  tournamentIds: Map<number, number>,
  playerIds: Map<number, number>,
) {
  const points = new Map<number, number>(demo.participants.map((p) => [p.playerKey, 0]));
  for (const game of demo.games) {
    points.set(game.black, (points.get(game.black) ?? 0) + pointsForBlack(game.result));
    points.set(game.white, (points.get(game.white) ?? 0) + pointsForWhite(game.result));
  }
  const played = demo.games.some((g) => g.result !== 'unplayed');
  const scores = computeTiebreaks(
    demo.participants.map((p) => ({ id: p.playerKey, points: points.get(p.playerKey) ?? 0 })),
    demo.games.map((g) => ({ blackId: g.black, whiteId: g.white, result: g.result })),
  );
  const places = new Map(
    placesByTiebreaks(
      demo.participants.map((p) => p.playerKey),
      scores,
      POINTS_ORDER,
    ).map(({ id, place }) => [id, place]),
  );
  return demo.participants.map((p) => ({
    tournament_id: tournamentIds.get(demo.key)!,
    player_id: playerIds.get(p.playerKey)!,
    rank: p.rank,
    place: played ? places.get(p.playerKey)! : null,
    wins: played ? (points.get(p.playerKey) ?? 0) : null,
  }));
}

function* gameRowsOf(
  demo: DemoTournament,
  tournamentId: number,
  playerIds: Map<number, number>,
  recorded: Set<string>,
) {
  for (const [gameIndex, game] of demo.games.entries()) {
    yield {
      tournament_id: tournamentId,
      round: game.round,
      black_id: playerIds.get(game.black)!,
      white_id: playerIds.get(game.white)!,
      colors_known: true,
      handicap: game.handicap,
      komi: game.komi,
      result: game.result,
      date: game.date,
      sort_key: gameSortKey(game.date, game.round),
      has_sgf: recorded.has(recordKey({ tournamentKey: demo.key, gameIndex })),
    };
  }
}

function gameRows(
  tournaments: readonly DemoTournament[],
  tournamentIds: Map<number, number>,
  playerIds: Map<number, number>,
  recorded: Set<string>,
) {
  return tournaments.flatMap((demo) => [
    ...gameRowsOf(demo, tournamentIds.get(demo.key)!, playerIds, recorded),
  ]);
}
