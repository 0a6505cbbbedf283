import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Small facts about this installation, e.g. whether it holds generated demo data. */
@Entity({ tableName: 'app_setting' })
export class AppSetting {
  @PrimaryKey({ type: 'text' })
  key!: string;

  @Property({ type: 'text' })
  value!: string;
}
