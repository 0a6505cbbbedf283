import { afterEach, describe, expect, it } from 'vitest';
import type { DonateConfig } from '@sync/contract/donate';
import { createDonateTestApp, TEST_TBANK, type DonateTestApp } from './donate-test-app';

describe('GET /api/v1/donate/config', () => {
  let t: DonateTestApp | undefined;

  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const config = async (app: DonateTestApp) => {
    const response = await app.http().get('/api/v1/donate/config').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return response;
  };

  it('says donations are not configured without the T-Bank settings', async () => {
    t = await createDonateTestApp();
    expect((await config(t)).body as DonateConfig).toEqual({
      configured: false,
      terminalKey: null,
      widgetUrl: null,
    });
  });

  it('gives the terminal key and widget URL when set, never the password', async () => {
    t = await createDonateTestApp(TEST_TBANK);
    const response = await config(t);
    expect(response.body as DonateConfig).toEqual({
      configured: true,
      terminalKey: 'TestTerminalDEMO',
      widgetUrl: 'https://widget.example.test/tinkoff_v2.js',
    });
    expect(response.text).not.toContain(TEST_TBANK.password);
  });

  it('is not configured with a terminal key but no widget URL', async () => {
    t = await createDonateTestApp({ ...TEST_TBANK, widgetUrl: null });
    expect((await config(t)).body as DonateConfig).toEqual({
      configured: false,
      terminalKey: 'TestTerminalDEMO',
      widgetUrl: null,
    });
  });
});
