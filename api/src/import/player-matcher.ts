import type { EntityManager } from '@mikro-orm/core';
import { playerMatchKey } from '@domain/text/normalize-name';
import { playerSearchText } from '@domain/text/player-search';
import { transliterate } from '@domain/text/transliterate';
import { isoCountryCode } from '@domain/location/countries';
import { Player } from '../players/player.entity';
import type { ImportedPlayer } from './import-model';
import type { LocationResolver } from './location-resolver';

interface PlayerKeys {
  id: number;
  egd_pin: number | null;
  aga_id: number | null;
  match_key: string;
}

export interface MatchCounts {
  created: number;
  updated: number;
  matched: number;
}

const CYRILLIC = /[\u0400-\u04ff]/;

/**
 * Finds imported players again: by EGD PIN, else by AGA number, else by normalised name +
 * country; creates the ones never seen. A found player only gets blanks filled in, so importing
 * the same file again changes nothing.
 */
export class PlayerMatcher {
  private readonly byPin = new Map<number, number>();
  private readonly byAga = new Map<number, number>();
  private readonly byKey = new Map<string, PlayerKeys>();
  private readonly created = new Map<string, Player>();
  readonly counts: MatchCounts = { created: 0, updated: 0, matched: 0 };

  constructor(
    private readonly em: EntityManager,
    private readonly locations: LocationResolver,
  ) {}

  async load(): Promise<void> {
    const result: unknown = await this.em
      .getConnection()
      .execute(
        'select id, egd_pin, aga_id, match_key from player',
        [],
        'all',
        this.em.getTransactionContext(),
      );
    const rows = result as PlayerKeys[];
    for (const row of rows) {
      if (row.egd_pin !== null) this.byPin.set(Number(row.egd_pin), row.id);
      if (row.aga_id !== null) this.byAga.set(Number(row.aga_id), row.id);
      if (!this.byKey.has(row.match_key)) this.byKey.set(row.match_key, row);
    }
  }

  /** Players for a whole file, keyed by the file's player keys. */
  async resolveAll(players: readonly ImportedPlayer[]): Promise<Map<string, Player>> {
    const wanted = new Map<string, number>();
    for (const imported of players) {
      const id = this.existingId(imported);
      if (id !== undefined) wanted.set(imported.key, id);
    }
    const ids = [...new Set(wanted.values())];
    const found = new Map<number, Player>();
    for (let start = 0; start < ids.length; start += 1000) {
      const chunk = await this.em.find(Player, { id: { $in: ids.slice(start, start + 1000) } });
      for (const player of chunk) found.set(player.id, player);
    }
    const result = new Map<string, Player>();
    for (const imported of players) {
      const existing = found.get(wanted.get(imported.key) ?? -1);
      if (existing && !isSomeoneElse(existing, imported)) {
        this.counts.matched += 1;
        if (await this.fillBlanks(existing, imported)) this.counts.updated += 1;
        result.set(imported.key, existing);
      } else {
        result.set(imported.key, await this.create(imported));
      }
    }
    return result;
  }

  private existingId(imported: ImportedPlayer): number | undefined {
    if (imported.egdPin !== undefined && this.byPin.has(imported.egdPin))
      return this.byPin.get(imported.egdPin);
    if (imported.agaId !== undefined && this.byAga.has(imported.agaId))
      return this.byAga.get(imported.agaId);
    const namesake = this.byKey.get(matchKeyOf(imported));
    if (!namesake) return undefined;
    // The same name with a different PIN is a different person.
    if (imported.egdPin !== undefined && namesake.egd_pin !== null) return undefined;
    if (imported.agaId !== undefined && namesake.aga_id !== null) return undefined;
    return namesake.id;
  }

  private async create(imported: ImportedPlayer): Promise<Player> {
    const key = matchKeyOf(imported);
    const identity =
      imported.egdPin !== undefined
        ? `pin:${imported.egdPin}`
        : imported.agaId !== undefined
          ? `aga:${imported.agaId}`
          : `key:${key}`;
    const twin = this.created.get(identity);
    if (twin) return twin;
    const names = latinNames(imported);
    const player = this.em.create(Player, {
      ...names,
      nickname: null,
      ...(await this.locations.place(imported.country, cityOf(imported))),
      rank: imported.rank ?? null,
      egdPin: imported.egdPin ?? null,
      agaId: imported.agaId ?? null,
      searchText: playerSearchText(names),
      matchKey: key,
    });
    this.created.set(identity, player);
    this.counts.created += 1;
    return player;
  }

  private async fillBlanks(player: Player, imported: ImportedPlayer): Promise<boolean> {
    let changed = false;
    if (
      player.egdPin === null &&
      imported.egdPin !== undefined &&
      !this.byPin.has(imported.egdPin)
    ) {
      player.egdPin = imported.egdPin;
      this.byPin.set(imported.egdPin, player.id);
      changed = true;
    }
    if (player.agaId === null && imported.agaId !== undefined && !this.byAga.has(imported.agaId)) {
      player.agaId = imported.agaId;
      this.byAga.set(imported.agaId, player.id);
      changed = true;
    }
    if (player.rank === null && imported.rank) {
      player.rank = imported.rank;
      changed = true;
    }
    if (
      player.location === null &&
      player.locationText === null &&
      (imported.country || cityOf(imported))
    ) {
      const place = await this.locations.place(imported.country, cityOf(imported));
      player.location = place.location;
      player.locationText = place.locationText;
      changed = place.location !== null || place.locationText !== null || changed;
    }
    return changed;
  }
}

/** A namesake already holding another PIN or AGA number (maybe from earlier in this file). */
function isSomeoneElse(player: Player, imported: ImportedPlayer): boolean {
  if (imported.egdPin !== undefined && player.egdPin !== null && player.egdPin !== imported.egdPin)
    return true;
  return imported.agaId !== undefined && player.agaId !== null && player.agaId !== imported.agaId;
}

function latinNames(imported: ImportedPlayer) {
  return {
    lastName: imported.lastName,
    firstName: imported.firstName,
    lastNameLatin: imported.lastNameLatin ?? transliterate(imported.lastName),
    firstNameLatin: imported.firstNameLatin ?? transliterate(imported.firstName),
  };
}

export function matchKeyOf(imported: ImportedPlayer): string {
  return playerMatchKey(imported.lastName, imported.firstName, isoCountryCode(imported.country));
}

/** Files name clubs, not cities; the Ukrainian files name the player's city there, in Cyrillic. */
function cityOf(imported: ImportedPlayer): string | undefined {
  const club = imported.club?.trim();
  return club && CYRILLIC.test(club) ? club : undefined;
}
