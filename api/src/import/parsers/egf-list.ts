import {
  UnreadableFileError,
  type ImportedPlayer,
  type ImportedRating,
  type ParsedRatingList,
  type ParseProblem,
} from '../import-model';
import { dateInFileName, findDayMonthYear } from './dates';
import { clubName, countryCode } from './fields';
import { splitLines } from './line-numbers';
import { personName, splitLastFirst } from './names';
import { toRank } from './ranks';

/** The columns after the name: country, club, grade, P&D, GoR, NT and (if any) last appearance. */
const TRAILING_COLUMNS = 6;
const HEADER = /\bPIN\b.*\bName\b.*\bGoR\b/;
const INTEGER = /^-?\d+$/;

type RowResult = { player: ImportedPlayer; rating: ImportedRating } | { error: string };

/** ' 13633719  Aagren Thomas   SE  Upp   6k   --   1484   1  T040529C' */
function readRow(text: string, line: number): RowResult {
  const tokens = text.trim().split(/\s+/);
  // A player without tournaments (NT 0) has no last appearance code.
  if (!INTEGER.test(tokens[tokens.length - 1])) tokens.pop();
  if (tokens.length < 2 + TRAILING_COLUMNS) return { error: 'too few columns' };
  const [pinText] = tokens;
  const [country, club, grade, , gorText] = tokens.slice(-TRAILING_COLUMNS);
  if (!/^\d+$/.test(pinText)) return { error: `PIN '${pinText}' is not a number` };
  if (!INTEGER.test(gorText)) return { error: `GoR '${gorText}' is not a number` };
  const rank = toRank(grade);
  if (!rank) return { error: `unreadable grade '${grade}'` };
  if (!/^[A-Z]{2}$/i.test(country)) return { error: `unreadable country '${country}'` };
  const key = `EGD${pinText}`;
  const { lastName, firstName } = splitLastFirst(tokens.slice(1, -TRAILING_COLUMNS).join(' '));
  const gor = Number(gorText);
  return {
    player: {
      key,
      ...personName(lastName, firstName),
      country: countryCode(country),
      club: clubName(club),
      rank,
      rating: gor,
      egdPin: Number(pinText),
      line,
    },
    rating: { playerKey: key, rating: gor },
  };
}

/** The table rows: after the column header inside <pre>, up to '</pre>' or the summary lines. */
function tableRows(lines: readonly string[]): { text: string; line: number }[] {
  const header = lines.findIndex((content) => HEADER.test(content));
  if (header < 0) return [];
  const rows: { text: string; line: number }[] = [];
  for (let i = header + 1; i < lines.length; i++) {
    const trimmed = lines[i].trim();
    if (/^<\/pre>/i.test(trimmed) || /^Number of /i.test(trimmed)) break;
    if (trimmed !== '' && !/^<[^>]*>$/.test(trimmed)) rows.push({ text: trimmed, line: i + 1 });
  }
  return rows;
}

/**
 * The EGF rating list ('egf_db' page): a fixed-width table inside <pre>, read by columns separated
 * by spaces (names use '_' for inner spaces). The list date is the '(27 Dec 2018)' line.
 */
export function parseEgfList(text: string, fileName: string): ParsedRatingList {
  const lines = splitLines(text);
  const problems: ParseProblem[] = [];
  const players: ImportedPlayer[] = [];
  const ratings: ImportedRating[] = [];
  const seen = new Set<string>();
  for (const { text: row, line } of tableRows(lines)) {
    const result = readRow(row, line);
    if ('error' in result) {
      problems.push({ line, reason: result.error });
    } else if (seen.has(result.player.key)) {
      problems.push({ line, reason: `PIN ${result.player.egdPin} appears twice (row skipped)` });
    } else {
      seen.add(result.player.key);
      players.push(result.player);
      ratings.push(result.rating);
    }
  }
  if (players.length === 0)
    throw new UnreadableFileError(`${fileName} has no EGF rating list rows`);

  const headerEnd = lines.findIndex((content) => HEADER.test(content));
  const listDate =
    findDayMonthYear(lines.slice(0, headerEnd).join('\n')) ?? dateInFileName(fileName);
  if (!listDate) problems.push({ line: 1, reason: "no list date like '(27 Dec 2018)'" });
  return {
    kind: 'rating-list',
    federation: 'egf',
    listDate: listDate ?? '',
    players,
    ratings,
    problems,
  };
}
