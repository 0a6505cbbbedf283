import type { GameResult } from '@domain/game/game-result';
import type {
  DemoGameRecord,
  DemoLocation,
  DemoOptions,
  DemoPlayer,
  DemoTournament,
} from '../demo-types';
import { Random } from '../random';
import { demoRecord, type RecordedGame } from './demo-record';

const STREAM_LABEL = 3;
const GAME_STREAM_BASE = 100_000_000;
const GAMES_PER_TOURNAMENT = 10_000;
/** games of the latest tournaments that get records, whole tournaments at a time (at most) */
const RECENT_GAMES = 1_500;
/** ...and at most this share of all games, for small federations */
const RECENT_SHARE = 0.05;
/** the share of older tournaments with records (more of the short small-board events)... */
const OLDER_TOURNAMENTS = 0.05;
const OLDER_SMALL_BOARD_TOURNAMENTS = 0.5;
/** ...and the share of their games recorded */
const OLDER_GAMES = 0.3;

type RecordedResult = RecordedGame['result'];
const isPlayed = (result: GameResult): result is RecordedResult =>
  result === 'black' || result === 'white' || result === 'jigo';

interface Chosen {
  tournament: DemoTournament;
  games: Array<{ index: number; result: RecordedResult }>;
}

function playedGames(tournament: DemoTournament): Chosen['games'] {
  const games: Chosen['games'] = [];
  tournament.games.forEach(({ result }, index) => {
    if (isPlayed(result)) games.push({ index, result });
  });
  return games;
}

/** Which games get a record: every played game of the latest tournaments, some of older ones. */
function chooseGames(options: DemoOptions, tournaments: readonly DemoTournament[]): Chosen[] {
  const random = Random.stream(options.seed, STREAM_LABEL);
  const recentGames = Math.min(RECENT_GAMES, options.targetGames * RECENT_SHARE);
  const chosen: Chosen[] = [];
  let recent = 0;
  for (let t = tournaments.length - 1; t >= 0; t--) {
    const tournament = tournaments[t];
    const played = playedGames(tournament);
    if (played.length === 0) continue;
    if (recent < recentGames) {
      recent += played.length;
      chosen.push({ tournament, games: played });
    } else if (
      random.chance(tournament.boardSize < 19 ? OLDER_SMALL_BOARD_TOURNAMENTS : OLDER_TOURNAMENTS)
    ) {
      chosen.push({ tournament, games: played.filter(() => random.chance(OLDER_GAMES)) });
    }
  }
  return chosen;
}

/**
 * SGF records for a realistic share of the played games (deterministic: each record draws from
 * its own stream). Players are named in their own script, as the federation's records are.
 */
export function generateGameRecords(
  options: DemoOptions,
  tournaments: readonly DemoTournament[],
  players: readonly DemoPlayer[],
  locations: readonly DemoLocation[],
): DemoGameRecord[] {
  const places = new Map(locations.map((l) => [l.key, l.name]));
  return chooseGames(options, tournaments).flatMap(({ tournament, games }) => {
    const ranks = new Map(tournament.participants.map((p) => [p.playerKey, p.rank]));
    const side = (key: number) => {
      const player = players[key - 1];
      return { name: `${player.lastName} ${player.firstName}`, rank: ranks.get(key) ?? '' };
    };
    return games.map(({ index, result }) => {
      const game = tournament.games[index];
      const random = Random.stream(
        options.seed,
        GAME_STREAM_BASE + tournament.key * GAMES_PER_TOURNAMENT + index,
      );
      const record: RecordedGame = {
        boardSize: tournament.boardSize,
        handicap: game.handicap,
        komi: game.komi,
        result,
        date: game.date,
        round: game.round,
        event: tournament.title,
        place: places.get(tournament.cityKey) ?? '',
        black: side(game.black),
        white: side(game.white),
      };
      return { tournamentKey: tournament.key, gameIndex: index, sgf: demoRecord(record, random) };
    });
  });
}
