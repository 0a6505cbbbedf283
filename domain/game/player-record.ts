import { outcomeFor, type GameResult } from './game-result';

/** One game from one player's side: the input of every per-player statistic. */
export interface PlayerGameFact {
  color: 'black' | 'white';
  colorsKnown: boolean;
  handicap: number;
  result: GameResult;
  date: string;
  opponentId: number;
}

export interface WinLossCount {
  games: number;
  wins: number;
  losses: number;
  draws: number;
}

export const emptyRecord = (): WinLossCount => ({ games: 0, wins: 0, losses: 0, draws: 0 });

/** Adds a game to a record; unplayed games are not counted. */
export function addGame(record: WinLossCount, fact: PlayerGameFact): void {
  const outcome = outcomeFor(fact.result, fact.color);
  if (outcome === null) return;
  record.games += 1;
  if (outcome === 'win') record.wins += 1;
  else if (outcome === 'loss') record.losses += 1;
  else record.draws += 1;
}

function grouped<K>(
  facts: readonly PlayerGameFact[],
  keyOf: (fact: PlayerGameFact) => K,
): Map<K, WinLossCount> {
  const groups = new Map<K, WinLossCount>();
  for (const fact of facts) {
    const key = keyOf(fact);
    const record = groups.get(key) ?? emptyRecord();
    addGame(record, fact);
    groups.set(key, record);
  }
  return groups;
}

export function totalRecord(facts: readonly PlayerGameFact[]): WinLossCount {
  const record = emptyRecord();
  for (const fact of facts) addGame(record, fact);
  return record;
}

/** Games, wins, losses and draws per opponent, most games first. */
export function recordByOpponent(
  facts: readonly PlayerGameFact[],
): Array<WinLossCount & { opponentId: number }> {
  return [...grouped(facts, (f) => f.opponentId)]
    .map(([opponentId, record]) => ({ opponentId, ...record }))
    .filter((row) => row.games > 0)
    .sort((a, b) => b.games - a.games || a.opponentId - b.opponentId);
}

export function recordByColor(
  facts: readonly PlayerGameFact[],
): Record<'black' | 'white' | 'unknown', WinLossCount> {
  const groups = grouped(facts, (f) => (f.colorsKnown ? f.color : 'unknown'));
  return {
    black: groups.get('black') ?? emptyRecord(),
    white: groups.get('white') ?? emptyRecord(),
    unknown: groups.get('unknown') ?? emptyRecord(),
  };
}

/** Per handicap: black receives the stones, white gives them. Even games have handicap 0. */
export function recordByHandicap(
  facts: readonly PlayerGameFact[],
): Array<WinLossCount & { handicap: number; received: boolean }> {
  return [...grouped(facts, (f) => `${f.handicap}:${f.handicap > 0 && f.color === 'black'}`)]
    .map(([key, record]) => {
      const [handicap, received] = key.split(':');
      return { handicap: Number(handicap), received: received === 'true', ...record };
    })
    .filter((row) => row.games > 0)
    .sort((a, b) => a.handicap - b.handicap || Number(a.received) - Number(b.received));
}

export function recordByYear(
  facts: readonly PlayerGameFact[],
): Array<WinLossCount & { year: number }> {
  return [...grouped(facts, (f) => Number(f.date.slice(0, 4)))]
    .map(([year, record]) => ({ year, ...record }))
    .filter((row) => row.games > 0)
    .sort((a, b) => a.year - b.year);
}
