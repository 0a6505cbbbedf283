import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { LocationTree } from '@domain/location/location-tree';
import { suggestPlace, type PlaceCandidate } from '@domain/location/place-match';
import type {
  PlaceSuggestionItem,
  UnmatchedPlaceGroup,
  UnmatchedPlaces,
  UnmatchedPlayer,
  UnmatchedTournament,
} from '@sync/contract/admin-places';
import type { LocationItem } from '@sync/contract/locations';
import { fetchRows } from '../../common/sql/rows';
import { LocationTreeCache } from '../../locations/location-tree.cache';

interface TextRow {
  location_text: string;
  location_id: number | null;
}

/** The rows whose imported place text matched no city, grouped by the text, with a suggestion. */
@Injectable()
export class UnmatchedPlacesService {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: LocationTreeCache,
  ) {}

  async tournaments(): Promise<UnmatchedPlaces<UnmatchedTournament>> {
    const rows = await fetchRows<
      TextRow & { id: number; title: string; title_latin: string; start_date: string }
    >(
      this.em
        .getKnex()('tournament')
        .select('id', 'title', 'title_latin', 'start_date', 'location_text', 'location_id')
        .whereNotNull('location_text')
        .orderBy([{ column: 'location_text' }, { column: 'start_date', order: 'desc' }, 'id']),
    );
    return this.grouped(rows, (row, country) => ({
      id: row.id,
      title: row.title,
      titleLatin: row.title_latin,
      startDate: row.start_date,
      locationText: row.location_text,
      country,
    }));
  }

  async players(): Promise<UnmatchedPlaces<UnmatchedPlayer>> {
    const rows = await fetchRows<
      TextRow & {
        id: number;
        last_name: string;
        first_name: string;
        last_name_latin: string;
        first_name_latin: string;
      }
    >(
      this.em
        .getKnex()('player')
        .select(
          'id',
          'last_name',
          'first_name',
          'last_name_latin',
          'first_name_latin',
          'location_text',
          'location_id',
        )
        .whereNotNull('location_text')
        .orderBy(['location_text', 'last_name', 'first_name', 'id']),
    );
    return this.grouped(rows, (row, country) => ({
      id: row.id,
      lastName: row.last_name,
      firstName: row.first_name,
      lastNameLatin: row.last_name_latin,
      firstNameLatin: row.first_name_latin,
      locationText: row.location_text,
      country,
    }));
  }

  private async grouped<Source extends TextRow, Row>(
    rows: Source[],
    toRow: (row: Source, country: LocationItem | null) => Row,
  ): Promise<UnmatchedPlaces<Row>> {
    const tree = await this.cache.get();
    const candidates = cityCandidates(tree);
    const groups = new Map<string, UnmatchedPlaceGroup<Row>>();
    for (const row of rows) {
      const country = tree.ancestorOfKind(row.location_id, 'country');
      let group = groups.get(row.location_text);
      if (!group) {
        group = {
          text: row.location_text,
          suggestion: suggestion(tree, candidates, row.location_text, country?.id ?? null),
          rows: [],
        };
        groups.set(row.location_text, group);
      }
      group.rows.push(toRow(row, country ? { ...country } : null));
    }
    return { groups: [...groups.values()], total: rows.length };
  }
}

function cityCandidates(tree: LocationTree): PlaceCandidate[] {
  const ids = tree.withDescendants(tree.childrenOf(null).map((node) => node.id));
  return ids.flatMap((id) => {
    const node = tree.get(id)!;
    if (node.kind !== 'city') return [];
    const country = tree.ancestorOfKind(id, 'country');
    return [{ id, name: node.name, nameLatin: node.nameLatin, countryId: country?.id ?? null }];
  });
}

function suggestion(
  tree: LocationTree,
  candidates: PlaceCandidate[],
  text: string,
  countryId: number | null,
): PlaceSuggestionItem | null {
  const found = suggestPlace(text, countryId, candidates);
  return found ? { location: { ...tree.get(found.id)! }, reason: found.reason } : null;
}
