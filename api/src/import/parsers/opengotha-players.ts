import type { ImportedPlayer, ParseProblem } from '../import-model';
import { clubName, countryCode } from './fields';
import { personName, underscoresToSpaces } from './names';
import { toRank } from './ranks';
import { attr, type XmlElement } from './xml-tree';

/** OpenGotha writes its lowest rating, -900, for players whose rating it does not know. */
const NO_RATING = -900;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The key OpenGotha's games use for a player: surname + first name, upper case, no spaces. */
export function openGothaKey(name: string, firstName: string): string {
  return `${name}${firstName}`.replace(/\s+/g, '').toUpperCase();
}

function optionalNumber(
  text: string,
  what: string,
  line: number,
  problems: ParseProblem[],
  pattern = /^-?\d+$/,
): number | undefined {
  if (text === '') return undefined;
  if (pattern.test(text)) return Number(text);
  problems.push({ line, reason: `unreadable ${what} '${text}' (ignored)` });
  return undefined;
}

/** One <Player> element; undefined (with a problem) when it cannot be used. */
export function readOpenGothaPlayer(
  element: XmlElement,
  line: number,
  problems: ParseProblem[],
): ImportedPlayer | undefined {
  const name = attr(element, 'name');
  const firstName = attr(element, 'firstName');
  if (name === '' && firstName === '') {
    problems.push({ line, reason: 'player without a name' });
    return undefined;
  }
  const rankText = attr(element, 'rank');
  const rank = toRank(rankText);
  if (rankText !== '' && !rank)
    problems.push({ line, reason: `unreadable rank '${rankText}' (ignored)` });
  const rating = optionalNumber(attr(element, 'rating'), 'rating', line, problems, DECIMAL);
  const egdPin = optionalNumber(attr(element, 'egfPin'), 'egfPin', line, problems);
  const agaId = optionalNumber(attr(element, 'agaId'), 'agaId', line, problems);

  return {
    key: openGothaKey(name, firstName),
    ...personName(underscoresToSpaces(name), underscoresToSpaces(firstName)),
    country: countryCode(attr(element, 'country')),
    club: clubName(attr(element, 'club')),
    rank,
    rating: rating === NO_RATING ? undefined : rating,
    egdPin: egdPin !== undefined && egdPin > 0 ? egdPin : undefined,
    agaId: agaId !== undefined && agaId > 0 ? agaId : undefined,
    line,
  };
}
