import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

export const LOCATION_KINDS = ['country', 'region', 'city'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

/** A node of the location tree: country > region > city. Replicated to the PWA. */
@Entity({ tableName: 'location' })
export class Location {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Location, { nullable: true, index: true, deleteRule: 'set null' })
  parent: Location | null = null;

  @Enum({ items: () => LOCATION_KINDS, type: 'string', length: 10 })
  kind!: LocationKind;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 200 })
  nameLatin!: string;

  /** Two-letter country code for countries (EGD/ISO style), null for regions and cities. */
  @Property({ type: 'string', length: 8, nullable: true })
  @Index()
  code: string | null = null;

  @Property({ type: 'integer', default: 0 })
  @Index()
  rev: Opt<number> = 0;
}
