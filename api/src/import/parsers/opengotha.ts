import { computeTiebreaks, placesByTiebreaks, tiebreakOrder } from '@domain/tournament/tiebreaks';
import {
  UnreadableFileError,
  type ImportedPlayer,
  type ImportedTournamentPlayer,
  type ParsedTournamentFile,
  type ParseProblem,
} from '../import-model';
import { elementLines } from './line-numbers';
import { readOpenGothaGame, type OpenGothaGame } from './opengotha-games';
import { mcMahonScores, readMcMahonRules } from './opengotha-mcmahon';
import { readOpenGothaPlayer } from './opengotha-players';
import { readOpenGothaSettings } from './opengotha-settings';
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

/**
 * Wins from the games (a bye earns nothing), the final MMS of a McMahon tournament, and places by
 * the tie-breaks (domain/tournament/tiebreaks; equal on all = one place).
 */
function standings(
  players: ImportedPlayer[],
  games: OpenGothaGame[],
  mms: ReadonlyMap<string, number> | undefined,
): ImportedTournamentPlayer[] {
  const wins = new Map<string, number>(players.map((p) => [p.key, 0]));
  for (const { game, blackPoints, whitePoints } of games) {
    wins.set(game.blackKey, (wins.get(game.blackKey) ?? 0) + blackPoints);
    wins.set(game.whiteKey, (wins.get(game.whiteKey) ?? 0) + whitePoints);
  }
  const ids = new Map(players.map((p, index) => [p.key, index]));
  const scores = computeTiebreaks(
    players.map((p) => ({
      id: ids.get(p.key)!,
      points: wins.get(p.key) ?? 0,
      file: { mms: mms?.get(p.key) ?? null },
    })),
    games.map(({ game }) => ({
      blackId: ids.get(game.blackKey)!,
      whiteId: ids.get(game.whiteKey)!,
      result: game.result,
    })),
  );
  const places = new Map(
    placesByTiebreaks([...ids.values()], scores, tiebreakOrder(scores.values())).map(
      ({ id, place }) => [id, place],
    ),
  );
  return players.map((p) => ({
    playerKey: p.key,
    place: places.get(ids.get(p.key)!),
    wins: wins.get(p.key),
    rank: p.rank,
    ratingStart: p.rating,
    ...(mms?.has(p.key) ? { scores: { mms: mms.get(p.key) } } : {}),
  }));
}

/** The final MMS of each player when the tournament places by MMS. */
function mcMahonOf(root: XmlElement, games: OpenGothaGame[]): Map<string, number> | undefined {
  const rules = readMcMahonRules(root);
  if (!rules) return undefined;
  return mcMahonScores(
    children(child(root, 'Players'), 'Player'),
    games.map(({ game, blackPoints, whitePoints }) => ({ ...game, blackPoints, whitePoints })),
    children(child(root, 'ByePlayers'), 'ByePlayer'),
    rules,
  );
}

/**
 * An OpenGotha tournament file (XML). Places are not stored in the file, so they are computed by
 * the tie-breaks: MMS (as OpenGotha computes it, when the file places by MMS), else points, then
 * SOS, SOSOS and SODOS over the games (OpenGotha's own SOS also counts rounds without a game, so
 * close places may differ from its printout). Team files yield their individual games.
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
      players: standings(players, games, mcMahonOf(root, games)),
      games: games.map(({ game }) => game),
    },
    problems: problems.sort((a, b) => a.line - b.line),
  };
}
