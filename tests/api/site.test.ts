import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DonationsTotal, SiteInfo } from '@sync/contract/site';
import { AppSetting } from '@api/database/app-setting.entity';
import { DEMO_SETTING } from '@api/demo/demo-seeder';
import { createTestApp, type TestApp } from './support/test-app';

describe('GET /api/v1/site and /api/v1/donate/total', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const site = async () => (await t.http().get('/api/v1/site').expect(200)).body as SiteInfo;

  it('says whether the database holds the generated demo data', async () => {
    expect(await site()).toEqual({ demoData: false });
    await t.seed((em) => em.create(AppSetting, { key: DEMO_SETTING, value: '{}' }));
    expect(await site()).toEqual({ demoData: true });
  });

  it('answers the donations total in roubles, 0 while there are no donations', async () => {
    const response = await t.http().get('/api/v1/donate/total').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body as DonationsTotal).toEqual({ total: 0, currency: 'RUB' });
  });
});
