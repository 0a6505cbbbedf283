import {
  UnreadableFileError,
  type ImportedPlayer,
  type ImportedRating,
  type ParsedRatingList,
  type ParseProblem,
} from '../import-model';
import { dateInFileName, usDate } from './dates';
import { splitLines } from './line-numbers';
import { personName } from './names';
import { agaRank, agaRatingToProductScale, isAgaRating } from './ranks';

const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** Converted values are kept to 3 decimals, dropping floating-point noise. */
function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

interface AgaRow {
  player: ImportedPlayer;
  rating?: ImportedRating;
  lastRated?: string;
}

/** 'Last, First' (trimmed); a name without a comma is all last name. */
function agaName(text: string): { lastName: string; firstName: string } {
  const comma = text.indexOf(',');
  if (comma < 0) return { lastName: text.trim(), firstName: '' };
  return { lastName: text.slice(0, comma).trim(), firstName: text.slice(comma + 1).trim() };
}

/** name, AGA id, membership, rating, expiry, chapter, state, sigma, last rated (tab separated). */
function readRow(text: string, line: number): AgaRow | { error: string } {
  const [name = '', id = '', , ratingText = '', , chapter = '', , sigmaText = '', lastRated = ''] =
    text.split('\t').map((field) => field.trim());
  const { lastName, firstName } = agaName(name);
  if (lastName === '' && firstName === '') return { error: 'row without a name' };
  if (!/^\d+$/.test(id)) return { error: `AGA id '${id}' is not a number` };
  if (ratingText !== '' && !(NUMBER.test(ratingText) && isAgaRating(Number(ratingText)))) {
    return { error: `unreadable AGA rating '${ratingText}'` };
  }
  if (sigmaText !== '' && !NUMBER.test(sigmaText))
    return { error: `unreadable sigma '${sigmaText}'` };
  const key = `AGA${id}`;
  const agaRating = ratingText === '' ? undefined : Number(ratingText);
  const rating = agaRating === undefined ? undefined : round3(agaRatingToProductScale(agaRating));
  return {
    player: {
      key,
      ...personName(lastName, firstName),
      country: 'US',
      club: chapter || undefined,
      rank: agaRating === undefined ? undefined : agaRank(agaRating),
      rating,
      agaId: Number(id),
      line,
    },
    rating:
      rating === undefined
        ? undefined
        : {
            playerKey: key,
            rating,
            deviation: sigmaText === '' ? undefined : round3(Number(sigmaText) * 100),
          },
    lastRated: usDate(lastRated),
  };
}

/**
 * The AGA rating list (TDListA): tab separated, no header. Ratings are converted to the product's
 * scale; players without a rating are listed but get no rating. The list date is the latest
 * last-rated date among rated players (unrated rows carry placeholder dates such as 12/31/2199).
 */
export function parseAgaList(text: string, fileName: string): ParsedRatingList {
  const problems: ParseProblem[] = [];
  const players: ImportedPlayer[] = [];
  const ratings: ImportedRating[] = [];
  const seen = new Set<string>();
  let listDate: string | undefined;
  splitLines(text.replace(/^\uFEFF/, '')).forEach((content, index) => {
    if (content.trim() === '') return;
    const line = index + 1;
    const row = readRow(content, line);
    if ('error' in row) {
      problems.push({ line, reason: row.error });
      return;
    }
    if (seen.has(row.player.key)) {
      problems.push({ line, reason: `AGA id ${row.player.agaId} appears twice (row skipped)` });
      return;
    }
    seen.add(row.player.key);
    players.push(row.player);
    if (!row.rating) return;
    ratings.push(row.rating);
    if (row.lastRated && (!listDate || row.lastRated > listDate)) listDate = row.lastRated;
  });
  if (players.length === 0)
    throw new UnreadableFileError(`${fileName} has no AGA rating list rows`);
  listDate ??= dateInFileName(fileName);
  if (!listDate) problems.push({ line: 1, reason: 'no last-rated date to date the list' });
  return {
    kind: 'rating-list',
    federation: 'aga',
    listDate: listDate ?? '',
    players,
    ratings,
    problems,
  };
}
