import { egfRatingForRank } from '@domain/rating/egf';
import {
  UnreadableFileError,
  type ImportedPlayer,
  type ImportedTournamentPlayer,
  type ParsedTournamentFile,
  type ParseProblem,
} from '../import-model';
import { elementLines } from './line-numbers';
import { readOpenGothaGame, type OpenGothaGame } from './opengotha-games';
import { readOpenGothaPlayer } from './opengotha-players';
import { readOpenGothaSettings } from './opengotha-settings';
import { placesByPoints } from '@domain/tournament/standings';
import { child, children, parseXml, type XmlElement } from './xml-tree';

function readPlayers(
  elements: readonly XmlElement[],
  lines: readonly number[],
  problems: ParseProblem[],
): ImportedPlayer[] {
  const players = new Map<string, ImportedPlayer>();
  elements.forEach((element, i) => {
    const player = readOpenGothaPlayer(element, lines[i] ?? 0, problems);
    if (!player) return;
    if (players.has(player.key)) {
      problems.push({ line: player.line, reason: `duplicate player '${player.key}'` });
      return;
    }
    players.set(player.key, player);
  });
  return [...players.values()];
}

/** Wins from the games (a bye earns nothing) and places by wins, then declared rating. */
function standings(players: ImportedPlayer[], games: OpenGothaGame[]): ImportedTournamentPlayer[] {
  const wins = new Map<string, number>(players.map((p) => [p.key, 0]));
  for (const { game, blackPoints, whitePoints } of games) {
    wins.set(game.blackKey, (wins.get(game.blackKey) ?? 0) + blackPoints);
    wins.set(game.whiteKey, (wins.get(game.whiteKey) ?? 0) + whitePoints);
  }
  const places = placesByPoints(
    players.map((p) => ({
      key: p.key,
      points: wins.get(p.key) ?? 0,
      strength: p.rating ?? egfRatingForRank(p.rank ?? null),
    })),
  );
  return players.map((p) => ({
    playerKey: p.key,
    place: places.get(p.key),
    wins: wins.get(p.key),
    rank: p.rank,
    ratingStart: p.rating,
  }));
}

/**
 * An OpenGotha tournament file (XML). Places are not stored in the file, so they are computed:
 * by points from the games, then by declared rating (approximate: OpenGotha's own tie-breaks such
 * as MMS, SOS and SODOS are not reproduced). Team files yield their individual games.
 */
export function parseOpenGotha(text: string, fileName: string): ParsedTournamentFile {
  const root = child(parseXml(text, fileName), 'Tournament');
  if (!root) throw new UnreadableFileError(`${fileName} has no OpenGotha <Tournament> element`);
  const problems: ParseProblem[] = [];

  const players = readPlayers(
    children(child(root, 'Players'), 'Player'),
    elementLines(text, 'Player'),
    problems,
  );
  const keys = new Set(players.map((p) => p.key));
  const paired = new Set<string>();
  const gameLines = elementLines(text, 'Game');
  const games = children(child(root, 'Games'), 'Game')
    .map((element, i) => readOpenGothaGame(element, gameLines[i] ?? 0, keys, paired, problems))
    .filter((game): game is OpenGothaGame => game !== undefined);

  const settingsLine = elementLines(text, 'GeneralParameterSet')[0] ?? 1;
  const settings = readOpenGothaSettings(root, fileName, settingsLine, problems);
  const lastRound = Math.max(0, ...games.map(({ game }) => game.round));

  return {
    kind: 'tournament',
    players,
    tournament: {
      ...settings,
      rounds: Math.max(settings.rounds, lastRound),
      players: standings(players, games),
      games: games.map(({ game }) => game),
    },
    problems: problems.sort((a, b) => a.line - b.line),
  };
}
