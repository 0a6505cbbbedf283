import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { SiteInfo } from '@sync/contract/site';
import { fetchFirst } from '../common/sql/rows';
import { DEMO_SETTING } from '../demo/demo-seeder';

@Injectable()
export class SiteService {
  constructor(private readonly em: EntityManager) {}

  /** The demo seeder leaves its setting behind, so its presence marks generated data. */
  async info(): Promise<SiteInfo> {
    const demo = await fetchFirst<{ key: string }>(
      this.em.getKnex()('app_setting').select('key').where('key', DEMO_SETTING),
    );
    return { demoData: demo !== undefined };
  }
}
