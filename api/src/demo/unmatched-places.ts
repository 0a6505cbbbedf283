import type { DemoData, DemoLocation } from './generator/generate-demo-data';

/** A demo row placed only at its country, with the place text an import couldn't match. */
export interface UnmatchedDemoPlace {
  countryKey: number;
  text: string;
}

export interface UnmatchedDemoPlaces {
  tournaments: Map<number, UnmatchedDemoPlace>;
  players: Map<number, UnmatchedDemoPlace>;
}

/**
 * A handful of demo tournaments and players whose place is 'unmatched' (as if imported with a
 * misspelt city), so the admin Places tab has work on a fresh start: the three oldest ended
 * tournaments of one city and the two oldest of another share a text each, and so do three and
 * two players who play in no tournament (or the last ones) of two cities.
 */
export function unmatchedDemoPlaces(data: DemoData): UnmatchedDemoPlaces {
  const byKey = new Map(data.locations.map((l) => [l.key, l]));
  const placeOf = (cityKey: number): UnmatchedDemoPlace | null => {
    const city = byKey.get(cityKey);
    const country = city && countryOf(city, byKey);
    return city && country ? { countryKey: country.key, text: misspelt(city.nameLatin) } : null;
  };

  const ended = data.tournaments
    .filter((t) => t.status === 'ended' && t.visible && !t.pinned)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.key - b.key);
  const tournaments = pickByCity(ended, [3, 2], placeOf);

  const playing = new Set(data.tournaments.flatMap((t) => t.participants.map((p) => p.playerKey)));
  const idle = [...data.players].sort(
    (a, b) => Number(playing.has(a.key)) - Number(playing.has(b.key)) || b.key - a.key,
  );
  const players = pickByCity(idle, [3, 2], placeOf);
  return { tournaments, players };
}

/** `counts[i]` rows of the i-th city met in order, each city taken once. */
function pickByCity<Row extends { key: number; cityKey: number }>(
  rows: Row[],
  counts: number[],
  placeOf: (cityKey: number) => UnmatchedDemoPlace | null,
): Map<number, UnmatchedDemoPlace> {
  const picked = new Map<number, UnmatchedDemoPlace>();
  const taken = new Map<number, number>();
  for (const row of rows) {
    if (!taken.has(row.cityKey) && taken.size === counts.length) continue;
    const count = taken.get(row.cityKey) ?? 0;
    const place = placeOf(row.cityKey);
    if (!place || count >= counts[[...taken.keys(), row.cityKey].indexOf(row.cityKey)]) continue;
    taken.set(row.cityKey, count + 1);
    picked.set(row.key, place);
  }
  return picked;
}

/** The name with its first inner consonant doubled: 'Kazan' -> 'Kazzan', as a hasty typist. */
export function misspelt(name: string): string {
  const at = [...name].findIndex((char, i) => i > 0 && /[bcdfgklmnprstvz]/.test(char));
  return at < 0 ? `${name}${name.at(-1)}` : name.slice(0, at + 1) + name.slice(at);
}

function countryOf(
  location: DemoLocation,
  byKey: Map<number, DemoLocation>,
): DemoLocation | undefined {
  let node: DemoLocation | undefined = location;
  while (node && node.kind !== 'country')
    node = node.parentKey === null ? undefined : byKey.get(node.parentKey);
  return node;
}
