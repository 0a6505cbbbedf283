import type { ImportedGame, ParseProblem } from '../import-model';
import { openGothaOutcome } from './opengotha-results';
import { attr, type XmlElement } from './xml-tree';

export interface OpenGothaGame {
  game: ImportedGame;
  blackPoints: number;
  whitePoints: number;
}

/**
 * One <Game> element; undefined (with a problem) when it names an unknown player, has an unknown
 * result or a bad round or handicap, or pairs a player who already has a game in that round.
 */
export function readOpenGothaGame(
  element: XmlElement,
  line: number,
  playerKeys: ReadonlySet<string>,
  pairedInRound: Set<string>,
  problems: ParseProblem[],
): OpenGothaGame | undefined {
  const fail = (reason: string): undefined => {
    problems.push({ line, reason });
    return undefined;
  };
  const roundText = attr(element, 'roundNumber');
  if (!/^\d+$/.test(roundText) || Number(roundText) < 1) {
    return fail(`unreadable roundNumber '${roundText}'`);
  }
  const round = Number(roundText);
  const blackKey = attr(element, 'blackPlayer');
  const whiteKey = attr(element, 'whitePlayer');
  for (const key of [blackKey, whiteKey]) {
    if (!playerKeys.has(key)) return fail(`round ${round}: unknown player '${key}'`);
  }
  if (blackKey === whiteKey) return fail(`round ${round}: '${blackKey}' plays against itself`);
  for (const key of [blackKey, whiteKey]) {
    if (pairedInRound.has(`${round}|${key}`)) {
      return fail(`round ${round}: '${key}' already has a game in this round`);
    }
  }
  const handicapText = attr(element, 'handicap') || '0';
  if (!/^\d+$/.test(handicapText))
    return fail(`round ${round}: unreadable handicap '${handicapText}'`);
  const resultCode = attr(element, 'result');
  const outcome = openGothaOutcome(resultCode);
  if (!outcome) return fail(`round ${round}: unknown result '${resultCode}'`);

  pairedInRound.add(`${round}|${blackKey}`).add(`${round}|${whiteKey}`);
  return {
    game: {
      round,
      blackKey,
      whiteKey,
      colorsKnown: attr(element, 'knownColor') !== 'false',
      handicap: Number(handicapText),
      result: outcome.result,
      line,
    },
    blackPoints: outcome.blackPoints,
    whitePoints: outcome.whitePoints,
  };
}
