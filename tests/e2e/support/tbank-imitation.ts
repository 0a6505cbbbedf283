import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { startApiServer, type ApiServer } from './api-server';
import { pwaDir, serverDir } from './base-url';
import { freePort } from './free-port';

/**
 * An imitation of T-Bank's payment widget: we cannot reach the provider from a test, so a
 * local script stands in for its tinkoff_v2.js. Like the real one it defines the global
 * `pay(form)`; instead of opening the bank's page it records every named field of the form it
 * was given in `window.tbankImitation.calls`.
 */
export const IMITATION_WIDGET_SCRIPT = `
window.tbankImitation = { calls: [] };
window.pay = function (form) {
  var fields = {};
  new FormData(form).forEach(function (value, name) { fields[name] = String(value); });
  window.tbankImitation.calls.push(fields);
};
`;

/** A script that loads but defines no pay(): a broken or changed provider script. */
export const SCRIPT_WITHOUT_PAY = 'window.somethingElse = 1;';

export type WidgetBehaviour = 'imitation' | 'fails to load' | 'no pay function';

/** Serves (or refuses) the configured widget URL in this page instead of the provider. */
export async function imitateWidget(
  page: Page,
  widgetUrl: string,
  behaviour: WidgetBehaviour,
): Promise<void> {
  await page.route(widgetUrl, (route) => {
    if (behaviour === 'fails to load') return route.abort('connectionrefused');
    return route.fulfill({
      status: 200,
      contentType: 'text/javascript; charset=utf-8',
      body: behaviour === 'imitation' ? IMITATION_WIDGET_SCRIPT : SCRIPT_WITHOUT_PAY,
    });
  });
}

/** The forms the imitation's pay(form) was given, as name → value. */
export function recordedPayments(page: Page): Promise<Record<string, string>[]> {
  return page.evaluate(() => {
    const record = Reflect.get(window, 'tbankImitation') as
      { calls: Record<string, string>[] } | undefined;
    return record?.calls ?? [];
  });
}

export interface DonateServer extends ApiServer {
  terminalKey: string;
  password: string;
  widgetUrl: string;
  drop(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * A real API process of the e2e build with donations configured (TBANK_* settings), on a
 * fresh SQLite database without demo data. The widget URL is on the app's own origin (the
 * Content-Security-Policy allows scripts from 'self'); page.route serves it (imitateWidget).
 */
export async function startDonateServer(): Promise<DonateServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'go-donate-'));
  const port = await freePort();
  const settings = {
    terminalKey: 'ImitationTerminalDEMO',
    password: 'imitation-password-42',
    widgetUrl: `http://localhost:${port}/tbank-imitation/tinkoff_v2.js`,
  };
  try {
    const server = await startApiServer(
      ROOT,
      port,
      `sqlite:${join(dataDir, 'donate.sqlite')}`,
      { pwaDir: pwaDir(), serverDir: serverDir() },
      dataDir,
      {
        SEED_DEMO: 'false',
        TBANK_TERMINAL_KEY: settings.terminalKey,
        TBANK_PASSWORD: settings.password,
        TBANK_WIDGET_URL: settings.widgetUrl,
      },
    );
    return {
      ...server,
      ...settings,
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The Token T-Bank signs a notification with, as its documentation says: the top-level scalar
 * fields and the terminal password (as `Password`), sorted by name, values concatenated,
 * SHA-256 in hex. Written here from the documentation, not taken from the API's code.
 */
export function signNotification(
  fields: Record<string, string | number | boolean>,
  password: string,
): Record<string, string | number | boolean> {
  const signed: Record<string, string> = { Password: password };
  for (const [name, value] of Object.entries(fields)) signed[name] = String(value);
  const text = Object.keys(signed)
    .sort()
    .map((name) => signed[name])
    .join('');
  return { ...fields, Token: createHash('sha256').update(text, 'utf8').digest('hex') };
}
