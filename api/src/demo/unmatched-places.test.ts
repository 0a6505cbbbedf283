import { describe, expect, it } from 'vitest';
import { matchPlace, suggestPlace } from '@domain/location/place-match';
import { generateDemoData, type DemoOptions } from './generator/generate-demo-data';
import { misspelt, unmatchedDemoPlaces } from './unmatched-places';

const SMALL: DemoOptions = {
  seed: 7,
  players: 400,
  tournaments: 60,
  targetGames: 4000,
  firstYear: 2010,
  today: '2025-06-15',
};

describe('misspelt', () => {
  it('doubles the first inner consonant', () => {
    expect(misspelt('Kazan')).toBe('Kazzan');
    expect(misspelt('Moscow')).toBe('Mosscow');
    expect(misspelt('Ufa')).toBe('Uffa');
    expect(misspelt('Aia')).toBe('Aiaa');
  });
});

describe('unmatchedDemoPlaces', () => {
  const data = generateDemoData(SMALL);
  const { tournaments, players } = unmatchedDemoPlaces(data);
  const byKey = new Map(data.locations.map((l) => [l.key, l]));
  const candidates = data.locations
    .filter((l) => l.kind === 'city')
    .map((l) => {
      let country = byKey.get(l.parentKey!);
      while (country && country.kind !== 'country') country = byKey.get(country.parentKey!);
      return { id: l.key, name: l.name, nameLatin: l.nameLatin, countryId: country!.key };
    });

  it('picks five tournaments and five players, two texts each, shared by 3 and 2 rows', () => {
    for (const picked of [tournaments, players]) {
      expect(picked.size).toBe(5);
      const counts = new Map<string, number>();
      for (const { text } of picked.values()) counts.set(text, (counts.get(text) ?? 0) + 1);
      expect([...counts.values()].sort()).toEqual([2, 3]);
    }
  });

  it('gives texts the importer would not match but the page suggests the real city for', () => {
    const rows = [
      ...[...tournaments].map(([key, place]) => ({
        place,
        cityKey: data.tournaments.find((t) => t.key === key)!.cityKey,
      })),
      ...[...players].map(([key, place]) => ({
        place,
        cityKey: data.players.find((p) => p.key === key)!.cityKey,
      })),
    ];
    for (const { place, cityKey } of rows) {
      expect(byKey.get(place.countryKey)?.kind).toBe('country');
      expect(matchPlace(place.text, place.countryKey, candidates)).toBeNull();
      expect(suggestPlace(place.text, place.countryKey, candidates)?.id).toBe(cityKey);
    }
  });

  it('takes only ended, listed, unpinned tournaments', () => {
    for (const key of tournaments.keys()) {
      expect(data.tournaments.find((t) => t.key === key)).toMatchObject({
        status: 'ended',
        visible: true,
        pinned: false,
      });
    }
  });
});
