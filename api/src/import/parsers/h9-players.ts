import type { FileScores } from '@domain/tournament/tiebreaks';
import type { ImportedPlayer, ImportedTournamentPlayer, ParseProblem } from '../import-model';
import { countryCode, clubName } from './fields';
import { parseH9Cell, type H9Cell } from './h9-cell';
import type { H9RowCells } from './h9-games';
import { splitH9Row, type H9Row } from './h9-row';
import { personName, splitLastFirst } from './names';
import { toRank } from './ranks';

export interface H9SourceLine {
  text: string;
  line: number;
}

export interface H9Players {
  players: ImportedPlayer[];
  standings: ImportedTournamentPlayer[];
  rows: H9RowCells[];
}

const NUMBER = /^-?\d+(?:[.,]\d+)?$/;

function readCells(row: H9Row, line: number, problems: ParseProblem[]): (H9Cell | undefined)[] {
  return row.cells.map((text, column) => {
    const cell = parseH9Cell(text);
    if (!cell) {
      problems.push({ line, reason: `round ${column + 1}: unreadable cell '${text}' (skipped)` });
    }
    return cell;
  });
}

/** The Wins column when the header names it, else the number of won cells (free wins included). */
function winsOf(row: H9Row, winsColumn: number, cells: readonly (H9Cell | undefined)[]): number {
  const stated = winsColumn >= 0 ? row.scores[winsColumn] : undefined;
  if (stated !== undefined && NUMBER.test(stated)) return Number(stated.replace(',', '.'));
  const won = (cell: H9Cell | undefined): boolean =>
    cell?.kind === 'game' ? cell.outcome === 'win' : cell?.freeWin === true;
  return cells.filter(won).length;
}

/**
 * The McMahon score is 'ScoreX' when the file has it: the MMS the MacMahon program places by
 * (rounds not played counted as the tournament's rules say), else 'MMS'.
 */
const SCORE_COLUMNS = {
  mms: [/^scorex$/i, /^mms$/i],
  sos: [/^sos$/i],
  sosos: [/^sosos$/i],
  sodos: [/^sodos$/i],
};

/** The tie-break scores of the columns the header names. */
function scoresOf(row: H9Row, columns: readonly string[] | undefined): Partial<FileScores> {
  const scores: Partial<FileScores> = {};
  for (const [key, patterns] of Object.entries(SCORE_COLUMNS)) {
    const index = patterns
      .map((pattern) => columns?.findIndex((name) => pattern.test(name)) ?? -1)
      .find((i) => i >= 0);
    const stated = index === undefined ? undefined : row.scores[index];
    if (stated !== undefined && NUMBER.test(stated)) {
      scores[key as keyof FileScores] = Number(stated.replace(',', '.'));
    }
  }
  return scores;
}

function readPin(row: H9Row, line: number, problems: ParseProblem[]): number | undefined {
  if (row.pin === '') return undefined;
  if (/^\d+$/.test(row.pin) && Number(row.pin) > 0) return Number(row.pin);
  problems.push({ line, reason: `unreadable PIN '${row.pin}' (ignored)` });
  return undefined;
}

/** The player rows of an h9 table; rows that cannot be read become problems and are skipped. */
export function readH9Players(
  sources: readonly H9SourceLine[],
  rounds: number,
  scoreColumns: readonly string[] | undefined,
  problems: ParseProblem[],
): H9Players {
  const winsColumn = scoreColumns?.findIndex((name) => /^wins?$/i.test(name)) ?? -1;
  const result: H9Players = { players: [], standings: [], rows: [] };
  const places = new Set<number>();
  for (const { text, line } of sources) {
    const row = splitH9Row(text, rounds, scoreColumns?.length);
    if ('error' in row) {
      problems.push({ line, reason: row.error });
      continue;
    }
    if (places.has(row.place)) {
      problems.push({ line, reason: `place ${row.place} appears twice (row skipped)` });
      continue;
    }
    places.add(row.place);
    const key = String(row.place);
    const { lastName, firstName } = splitLastFirst(row.name);
    const rank = toRank(row.grade);
    if (!rank) problems.push({ line, reason: `unreadable grade '${row.grade}' (ignored)` });
    const cells = readCells(row, line, problems);
    result.players.push({
      key,
      ...personName(lastName, firstName),
      country: countryCode(row.country),
      club: clubName(row.club),
      rank,
      egdPin: readPin(row, line, problems),
      line,
    });
    result.standings.push({
      playerKey: key,
      place: row.place,
      wins: winsOf(row, winsColumn, cells),
      rank,
      scores: scoresOf(row, scoreColumns),
    });
    result.rows.push({ place: row.place, key, line, cells });
  }
  return result;
}
