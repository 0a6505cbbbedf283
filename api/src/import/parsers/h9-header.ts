export interface H9Property {
  value: string;
  line: number;
}

/** What the column header line (';pl Name ... R1 R2 ...') says about the columns. */
export interface H9Columns {
  rounds: number;
  /** Names of the score columns between Club and R1, when the header names Club. */
  scoreColumns?: string[];
}

const PROPERTY = /^;\s*([A-Za-z]{2})\[(.*)\]\s*$/;
const ROUND_COLUMN = /^R\d+$/i;

/** A header line like '; EV[European Go Congress]' as its code ('EV') and value. */
export function readH9Property(line: string): { code: string; value: string } | undefined {
  const match = PROPERTY.exec(line.trim());
  return match ? { code: match[1].toUpperCase(), value: match[2].trim() } : undefined;
}

/** The column header, e.g. ';pl Name Country Club MMS Wins SOS R1 R2 R3'. */
export function readH9Columns(line: string): H9Columns | undefined {
  const names = line.replace(/^;/, '').trim().split(/\s+/);
  const firstRound = names.findIndex((name) => ROUND_COLUMN.test(name));
  if (firstRound < 0 || !names.some((name) => /^name$/i.test(name))) return undefined;
  const rounds = names.slice(firstRound).filter((name) => ROUND_COLUMN.test(name)).length;
  const club = names.findIndex((name) => /^club$/i.test(name));
  return {
    rounds,
    scoreColumns: club >= 0 && club < firstRound ? names.slice(club + 1, firstRound) : undefined,
  };
}
