import {
  formatCanonical,
  isValidTimeControl,
  type Overtime,
  type TimeControl,
} from '@domain/time-control';
import type { ImportedTournament, ParseProblem } from '../import-model';
import { isoDate } from './dates';
import { fileStem } from './file-name';
import { attr, child, children, type XmlElement } from './xml-tree';

export type OpenGothaSettings = Omit<ImportedTournament, 'players' | 'games'>;

function optionalNumber(text: string): number | undefined {
  if (text === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

function positiveInteger(text: string): number | undefined {
  const value = optionalNumber(text);
  return value !== undefined && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** In the product's wording ('none', 'rank-difference-minus-3'), at most 40 characters. */
function handicapRule(set: XmlElement | undefined): string | undefined {
  if (!set) return undefined;
  const ceiling = optionalNumber(attr(set, 'hdCeiling'));
  if (ceiling === undefined) return undefined;
  if (ceiling <= 0) return 'none';
  const correction = optionalNumber(attr(set, 'hdCorrection')) ?? 0;
  const base = correction > 0 ? `rank-difference-minus-${correction}` : 'rank-difference';
  return ceiling < 9 ? `${base}, max ${ceiling}` : base;
}

function overtimeOf(set: XmlElement): Overtime {
  const numberAt = (name: string) => optionalNumber(attr(set, name)) ?? 0;
  switch (attr(set, 'complementaryTimeSystem')) {
    case 'STDBYOYOMI':
      // OpenGotha keeps no number of periods: one period.
      return { kind: 'byoyomi', periods: 1, seconds: numberAt('stdByoYomiTime') };
    case 'CANBYOYOMI':
      return {
        kind: 'canadian',
        moves: numberAt('nbMovesCanTime'),
        seconds: numberAt('canByoYomiTime'),
      };
    case 'FISCHER':
      return { kind: 'fischer', incrementSeconds: numberAt('fischerTime') };
    default:
      return { kind: 'absolute' };
  }
}

/**
 * The canonical time control (domain/time-control): basicTime is in minutes, the byo-yomi and
 * Fischer times in seconds. An unreadable overtime leaves the main time alone.
 */
function timeControl(set: XmlElement): string | undefined {
  const basic = optionalNumber(attr(set, 'basicTime'));
  if (basic === undefined) return undefined;
  const mainSeconds = basic * 60;
  const candidates: TimeControl[] = [
    { mainSeconds, overtime: overtimeOf(set) },
    { mainSeconds, overtime: { kind: 'unknown' } },
  ];
  const valid = candidates.find(isValidTimeControl);
  return valid && formatCanonical(valid);
}

/** Tournament settings from the TournamentParameterSet (and teams, if any). */
export function readOpenGothaSettings(
  root: XmlElement,
  fileName: string,
  settingsLine: number,
  problems: ParseProblem[],
): OpenGothaSettings {
  const parameters = child(root, 'TournamentParameterSet');
  const general = child(parameters, 'GeneralParameterSet');
  if (!general) problems.push({ line: settingsLine, reason: 'no GeneralParameterSet' });

  const startDate = isoDate(attr(general, 'beginDate'));
  const endDate = isoDate(attr(general, 'endDate'));
  if (!startDate) {
    problems.push({
      line: settingsLine,
      reason: `unreadable beginDate '${attr(general, 'beginDate')}'`,
    });
  }
  const teams = children(child(root, 'Teams'), 'Team');
  const teamSettings = child(child(root, 'TeamTournamentParameterSet'), 'TeamGeneralParameterSet');

  return {
    title: attr(general, 'name') || attr(general, 'shortName') || fileStem(fileName),
    city: attr(general, 'location') || undefined,
    startDate: startDate ?? '',
    endDate: endDate ?? startDate ?? '',
    rounds: positiveInteger(attr(general, 'numberOfRounds')) ?? 0,
    komi: optionalNumber(attr(general, 'komi')),
    boardSize: positiveInteger(attr(general, 'size')),
    handicapRule: handicapRule(child(parameters, 'HandicapParameterSet')),
    timeControl: general ? timeControl(general) : undefined,
    teamSize: teams.length > 0 ? positiveInteger(attr(teamSettings, 'teamSize')) : undefined,
  };
}
