import type { EntityManager } from '@mikro-orm/core';
import { countryName, isoCountryCode } from '@domain/location/countries';
import { normalizeName } from '@domain/text/normalize-name';
import { transliterate } from '@domain/text/transliterate';
import { Location } from '../locations/location.entity';

/**
 * Finds the countries and cities an imported file names, creating the missing ones (a city
 * from a file hangs directly under its country: files don't say the region). One per import.
 */
export class LocationResolver {
  private readonly countries = new Map<string, Location>();
  private readonly cities = new Map<string, Location>();
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
      const country = countryOf(location);
      if (country?.code) this.cities.set(cityKey(country.code, location.name), location);
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

  /** The city in that country, or the country itself when no city is given. */
  async place(
    countryCode: string | undefined,
    cityName: string | undefined,
  ): Promise<Location | null> {
    const country = await this.country(countryCode);
    const name = cityName?.trim();
    if (!country || !name) return country;
    const key = cityKey(country.code!, name);
    let city = this.cities.get(key);
    if (!city) {
      city = this.em.create(Location, {
        kind: 'city',
        parent: country,
        name,
        nameLatin: transliterate(name),
        code: null,
      });
      this.cities.set(key, city);
    }
    return city;
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

const cityKey = (countryCode: string, name: string) => `${countryCode}|${normalizeName(name)}`;
