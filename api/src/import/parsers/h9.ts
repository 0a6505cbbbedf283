import { UnreadableFileError, type ParsedTournamentFile, type ParseProblem } from '../import-model';
import { collectH9Games } from './h9-games';
import { readH9Columns, readH9Property, type H9Columns, type H9Property } from './h9-header';
import { readH9Players, type H9SourceLine } from './h9-players';
import { trailingCellCount } from './h9-row';
import { readH9Tournament } from './h9-tournament';
import { splitLines } from './line-numbers';

interface H9Sections {
  properties: Map<string, H9Property>;
  columns?: H9Columns;
  rows: H9SourceLine[];
}

/** Header lines start with ';' (properties like '; EV[...]' and the column names); rows follow. */
function sections(text: string): H9Sections {
  const result: H9Sections = { properties: new Map(), rows: [] };
  splitLines(text.replace(/^\uFEFF/, '')).forEach((content, index) => {
    const trimmed = content.trim();
    if (trimmed === '') return;
    if (!trimmed.startsWith(';')) {
      result.rows.push({ text: trimmed, line: index + 1 });
      return;
    }
    const property = readH9Property(trimmed);
    if (property && !result.properties.has(property.code)) {
      result.properties.set(property.code, { value: property.value, line: index + 1 });
    } else if (!property) {
      result.columns ??= readH9Columns(trimmed);
    }
  });
  return result;
}

/** Without a column header: the most common number of trailing round cells (the larger on ties). */
function detectRounds(rows: readonly H9SourceLine[]): number {
  const counts = new Map<number, number>();
  for (const row of rows) {
    const n = trailingCellCount(row.text);
    counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  let best = 0;
  for (const [n, times] of counts) {
    const bestTimes = counts.get(best) ?? 0;
    if (times > bestTimes || (times === bestTimes && n > best)) best = n;
  }
  return best;
}

/**
 * An EGD tournament table ('h9'). Players are keyed by their place (the row number the cells
 * refer to); each game is emitted once although both players' rows show it.
 */
export function parseH9(text: string, fileName: string): ParsedTournamentFile {
  const { properties, columns, rows } = sections(text);
  if (properties.size === 0 && !columns) {
    throw new UnreadableFileError(`${fileName} has no h9 header (lines like '; EV[...]')`);
  }
  const problems: ParseProblem[] = [];
  const rounds = columns?.rounds ?? detectRounds(rows);
  const table = readH9Players(rows, rounds, columns?.scoreColumns, problems);
  if (table.players.length === 0) {
    throw new UnreadableFileError(`${fileName} has no readable player rows`);
  }
  const games = collectH9Games(table.rows, problems);
  return {
    kind: 'tournament',
    players: table.players,
    tournament: {
      ...readH9Tournament(properties, fileName, rounds, problems),
      players: table.standings,
      games,
    },
    problems: problems.sort((a, b) => a.line - b.line),
  };
}
