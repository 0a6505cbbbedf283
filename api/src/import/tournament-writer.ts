import type { EntityManager } from '@mikro-orm/core';
import { gameSortKey } from '@domain/game/game-sort-key';
import { normalizeName } from '@domain/text/normalize-name';
import { transliterate } from '@domain/text/transliterate';
import { roundDate } from '@domain/tournament/round-date';
import { Game } from '../games/game.entity';
import type { Player } from '../players/player.entity';
import { TournamentPlayer } from '../tournaments/tournament-player.entity';
import { Tournament } from '../tournaments/tournament.entity';
import type { ImportedTournament, ParsedTournamentFile } from './import-model';
import { LocationResolver, placeAfterReimport } from './location-resolver';
import { PlayerMatcher, type MatchCounts } from './player-matcher';
import { syncRows, type RowCounts } from './sync-rows';

export interface TournamentImportReport {
  /** Known once the import's transaction has been flushed. */
  tournamentId: number | null;
  title: string;
  /** False when the tournament existed and was updated in place. */
  created: boolean;
  players: MatchCounts;
  participants: RowCounts;
  games: RowCounts;
}

/** Imported tournaments are EGF-rated: the files come from the EGD and OpenGotha. */
const IMPORT_FEDERATION = 'egf';

async function findTournament(
  em: EntityManager,
  imported: ImportedTournament,
): Promise<Tournament | null> {
  if (imported.code) return em.findOne(Tournament, { code: imported.code });
  return em.findOne(Tournament, { title: imported.title, startDate: imported.startDate });
}

function tournamentFields(imported: ImportedTournament) {
  const titleLatin = transliterate(imported.title);
  return {
    code: imported.code ?? null,
    title: imported.title,
    titleLatin,
    startDate: imported.startDate,
    endDate: imported.endDate < imported.startDate ? imported.startDate : imported.endDate,
    status: 'ended' as const,
    tournamentClass: imported.tournamentClass ?? null,
    federation: IMPORT_FEDERATION,
    ranked: true,
    rounds: imported.rounds,
    handicapRule: imported.handicapRule ?? null,
    komi: imported.komi ?? null,
    boardSize: imported.boardSize ?? 19,
    teamSize: imported.teamSize ?? 1,
    timeControl: imported.timeControl ?? null,
    searchText: normalizeName(`${imported.title} | ${titleLatin}`),
  };
}

/** Writes one tournament file: its players, standings and games, matched against what exists. */
export async function writeTournamentFile(
  em: EntityManager,
  parsed: ParsedTournamentFile,
): Promise<{ report: TournamentImportReport; tournament: Tournament }> {
  const imported = parsed.tournament;
  const locations = new LocationResolver(em);
  const matcher = new PlayerMatcher(em, locations);
  await matcher.load();
  const players = await matcher.resolveAll(parsed.players);

  const existing = await findTournament(em, imported);
  const tournament = existing ?? em.create(Tournament, tournamentFields(imported));
  const place = await locations.place(imported.country, imported.city);
  em.assign(tournament, {
    ...tournamentFields(imported),
    ...(existing ? placeAfterReimport(existing, place) : place),
  });

  for (const player of players.values()) {
    if (player.startDate === null || player.startDate > tournament.startDate)
      player.startDate = tournament.startDate;
  }

  const identity = new Map<Player, string>();
  const idOf = (player: Player): string => {
    if (player.id !== undefined) return String(player.id);
    if (!identity.has(player)) identity.set(player, `new${identity.size}`);
    return identity.get(player)!;
  };

  const standings = existing ? await em.find(TournamentPlayer, { tournament }) : [];
  // A game added to a rated tournament starts with its players' stored starting ratings.
  const startingRating = new Map(standings.map((row) => [row.player, row.ratingBefore]));
  const participants = syncRows(
    em,
    standings,
    imported.players.flatMap((standing) => {
      const player = players.get(standing.playerKey);
      return player ? [{ standing, player }] : [];
    }),
    (row) => idOf(row.player),
    ({ player }) => idOf(player),
    ({ standing, player }) => ({
      tournament,
      player,
      place: standing.place ?? null,
      wins: standing.wins ?? null,
      rank: standing.rank ?? player.rank,
      declaredRating: standing.ratingStart ?? null,
      fileMms: standing.scores?.mms ?? null,
      fileSos: standing.scores?.sos ?? null,
      fileSosos: standing.scores?.sosos ?? null,
      fileSodos: standing.scores?.sodos ?? null,
    }),
    (fields) => em.create(TournamentPlayer, fields),
  );

  const games = syncRows(
    em,
    existing ? await em.find(Game, { tournament }) : [],
    imported.games.flatMap((game) => {
      const black = players.get(game.blackKey);
      const white = players.get(game.whiteKey);
      return black && white && black !== white ? [{ game, black, white }] : [];
    }),
    (row) => `${row.round}|${idOf(row.black)}|${idOf(row.white)}`,
    ({ game, black, white }) => `${game.round}|${idOf(black)}|${idOf(white)}`,
    ({ game, black, white }) => {
      const date = roundDate(tournament.startDate, tournament.endDate, game.round, imported.rounds);
      return {
        tournament,
        round: game.round,
        black,
        white,
        colorsKnown: game.colorsKnown,
        handicap: game.handicap,
        komi: game.komi ?? imported.komi ?? null,
        result: game.result,
        date,
        sortKey: gameSortKey(date, game.round),
      };
    },
    (fields) =>
      em.create(Game, {
        ...fields,
        blackRatingBefore: startingRating.get(fields.black) ?? null,
        whiteRatingBefore: startingRating.get(fields.white) ?? null,
      }),
  );

  tournament.playerCount = participants.kept;
  tournament.gameCount = games.kept;
  const report = {
    tournamentId: existing?.id ?? null,
    title: tournament.title,
    created: !existing,
    players: matcher.counts,
    participants,
    games,
  };
  return { report, tournament };
}
