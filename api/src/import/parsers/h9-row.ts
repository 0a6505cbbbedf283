import { isH9Cell } from './h9-cell';

/** The fields of one player row, still as text. */
export interface H9Row {
  place: number;
  /** 'Last First' with '_' for spaces inside a field. */
  name: string;
  grade: string;
  country: string;
  club: string;
  scores: string[];
  cells: string[];
  pin: string;
}

const NUMBER = /^-?\d+(?:[.,]\d+)?$/;
/** grade, country and club follow the name. */
const FIELDS_AFTER_NAME = 3;

function tokensAndPin(text: string): { tokens: string[]; pin: string } {
  const bar = text.indexOf('|');
  const left = bar < 0 ? text : text.slice(0, bar);
  return { tokens: left.trim().split(/\s+/), pin: bar < 0 ? '' : text.slice(bar + 1).trim() };
}

/** How many tokens at the end of the row (before '|PIN') look like round cells. */
export function trailingCellCount(text: string): number {
  const { tokens } = tokensAndPin(text);
  let count = 0;
  while (count < tokens.length - 1 && isH9Cell(tokens[tokens.length - 1 - count])) count++;
  return count;
}

/**
 * Splits 'place Last First grade country club scores... cells... |PIN'. The number of score
 * columns comes from the header when it names them; otherwise the numbers before the cells.
 */
export function splitH9Row(
  text: string,
  rounds: number,
  scoreColumns: number | undefined,
): H9Row | { error: string } {
  const { tokens, pin } = tokensAndPin(text);
  const placeText = tokens[0].replace(/\.$/, '');
  if (!/^\d+$/.test(placeText) || Number(placeText) < 1) {
    return { error: `unreadable place '${tokens[0]}'` };
  }
  if (tokens.length < 1 + FIELDS_AFTER_NAME + rounds) {
    return { error: `expected ${rounds} round cells after name, grade, country and club` };
  }
  const cells = tokens.slice(tokens.length - rounds);
  const before = tokens.slice(1, tokens.length - rounds);
  let scoreCount = scoreColumns ?? 0;
  if (scoreColumns === undefined) {
    while (
      scoreCount < before.length - FIELDS_AFTER_NAME &&
      NUMBER.test(before[before.length - 1 - scoreCount])
    ) {
      scoreCount++;
    }
  }
  const fields = before.slice(0, before.length - scoreCount);
  if (fields.length <= FIELDS_AFTER_NAME) return { error: 'player row without a name' };
  const [grade, country, club] = fields.slice(-FIELDS_AFTER_NAME);
  return {
    place: Number(placeText),
    name: fields.slice(0, -FIELDS_AFTER_NAME).join(' '),
    grade,
    country,
    club,
    scores: before.slice(before.length - scoreCount),
    cells,
    pin,
  };
}
