import { formatCanonical, isValidTimeControl, type TimeControl } from '@domain/time-control';
import type { ImportedTournament, ParseProblem } from '../import-model';
import { dateFromEgdCode, isoDate } from './dates';
import { countryCode } from './fields';
import { fileStem } from './file-name';
import type { H9Property } from './h9-header';

export type H9Settings = Omit<ImportedTournament, 'players' | 'games'>;

const EGD_CODE = /^[A-Z]\d{6}[A-Z]{0,2}/i;

function dates(
  property: H9Property | undefined,
  code: string | undefined,
  problems: ParseProblem[],
): { startDate: string; endDate: string } {
  const [start = '', end = ''] = (property?.value ?? '').split(',');
  const startDate = isoDate(start) ?? (code ? dateFromEgdCode(code) : undefined);
  if (!startDate) {
    problems.push({
      line: property?.line ?? 1,
      reason: `no readable date in DT[${property?.value ?? ''}]`,
    });
  }
  return { startDate: startDate ?? '', endDate: isoDate(end) ?? startDate ?? '' };
}

function komi(property: H9Property | undefined, problems: ParseProblem[]): number | undefined {
  if (!property || property.value === '') return undefined;
  const value = Number(property.value.replace(',', '.'));
  if (Number.isFinite(value)) return value;
  problems.push({ line: property.line, reason: `unreadable komi KM[${property.value}] (ignored)` });
  return undefined;
}

/**
 * TM is the basic time in minutes: the canonical time control (domain/time-control) with the
 * overtime unknown. Anything else is kept as typed.
 */
function timeControl(property: H9Property | undefined): string | undefined {
  const value = property?.value ?? '';
  if (value === '') return undefined;
  const tc: TimeControl = { mainSeconds: Number(value) * 60, overtime: { kind: 'unknown' } };
  return /^\d+$/.test(value) && isValidTimeControl(tc) ? formatCanonical(tc) : value;
}

/**
 * The tournament fields of the h9 header: TC code (else from the file name), EV title (else the
 * code), PC[country, city], DT[start,end], KM komi, TM time, HA handicap rule, CL class.
 */
export function readH9Tournament(
  properties: ReadonlyMap<string, H9Property>,
  fileName: string,
  rounds: number,
  problems: ParseProblem[],
): H9Settings {
  const value = (code: string): string | undefined => properties.get(code)?.value || undefined;
  const stem = fileStem(fileName);
  const code = value('TC') ?? EGD_CODE.exec(stem)?.[0];
  const place = value('PC')?.split(',') ?? [];
  const city = place.slice(1).join(',').trim();
  return {
    code,
    title: value('EV') ?? code ?? stem,
    country: countryCode(place[0] ?? ''),
    city: city === '' ? undefined : city,
    ...dates(properties.get('DT'), code, problems),
    rounds,
    komi: komi(properties.get('KM'), problems),
    handicapRule: value('HA'),
    tournamentClass: value('CL')?.toUpperCase(),
    timeControl: timeControl(properties.get('TM')),
  };
}
