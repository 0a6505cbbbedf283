import type { EntityManager } from '@mikro-orm/core';
import { countryName, isoCountryCode } from '@domain/location/countries';
import { matchPlace, type PlaceCandidate } from '@domain/location/place-match';
import { Location } from '../locations/location.entity';

/** Where an imported row is: a city of the tree, or its country and the text that matched none. */
export interface ResolvedPlace {
  location: Location | null;
  /** the file's place text when it named no known city ('unmatched'), else null */
  locationText: string | null;
}

/**
 * Finds the countries and cities an imported file names (one resolver per import). A missing
 * country is created from its ISO code; a city text is matched to a city of that country by
 * normalised name or transliteration and is otherwise kept as text for an admin to place.
 */
export class LocationResolver {
  private readonly countries = new Map<string, Location>();
  private readonly cities = new Map<number, Location>();
  private candidates: PlaceCandidate[] = [];
  private loaded = false;

  constructor(private readonly em: EntityManager) {}

  private async load(): Promise<void> {
    if (this.loaded) return;
    this.loaded = true;
    const all = await this.em.find(Location, {}, { populate: ['parent'] });
    for (const location of all) {
      if (location.kind === 'country' && location.code) this.countries.set(location.code, location);
    }
    for (const location of all) {
      if (location.kind !== 'city') continue;
      this.cities.set(location.id, location);
      this.candidates.push({
        id: location.id,
        name: location.name,
        nameLatin: location.nameLatin,
        countryId: countryOf(location)?.id ?? null,
      });
    }
  }

  async country(code: string | undefined): Promise<Location | null> {
    const iso = isoCountryCode(code);
    if (!iso) return null;
    await this.load();
    let country = this.countries.get(iso);
    if (!country) {
      country = this.em.create(Location, {
        kind: 'country',
        name: countryName(iso, 'ru'),
        nameLatin: countryName(iso, 'en'),
        code: iso,
      });
      this.countries.set(iso, country);
    }
    return country;
  }

  /** The city in that country; the country (or nothing) and the text when no city matches. */
  async place(
    countryCode: string | undefined,
    cityName: string | undefined,
  ): Promise<ResolvedPlace> {
    const country = await this.country(countryCode);
    const text = cityName?.trim().replace(/\s+/g, ' ').slice(0, 200);
    if (!text) return { location: country, locationText: null };
    await this.load();
    const countryId = country?.id ?? null;
    const match = countryId === null ? null : matchPlace(text, countryId, this.candidates);
    if (match) return { location: this.cities.get(match.id)!, locationText: null };
    return { location: country, locationText: text };
  }
}

function countryOf(location: Location): Location | null {
  let node: Location | null = location;
  const seen = new Set<Location>();
  while (node && !seen.has(node)) {
    if (node.kind === 'country') return node;
    seen.add(node);
    node = node.parent;
  }
  return null;
}

/**
 * What a re-imported row's place becomes: the file's, unless the file's text matched nothing and
 * the row already has a more precise place than that country (an admin fixed it, or it predates
 * the text): such a fix survives importing the same file again.
 */
export function placeAfterReimport(
  current: { location: Location | null; locationText: string | null },
  resolved: ResolvedPlace,
): ResolvedPlace {
  const fixed =
    current.locationText === null &&
    current.location !== null &&
    current.location !== resolved.location;
  return resolved.locationText !== null && fixed
    ? { location: current.location, locationText: null }
    : resolved;
}
