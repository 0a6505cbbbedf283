import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { launchBrowser, type Browser } from '../../e2e/support/browser';
import { runBin } from '../../e2e/support/build-app';
import type { BotMovesGlobal, BotMovesReport } from '../browser/page/bot-moves/bench-protocol';

/*
 * The offline bot's move time in headless chromium on the WebAssembly backend (the fallback
 * where WebGL is missing, and the slower one): the bench page (tests/bench/browser/page/
 * bot-moves/) runs the app's own bot code in a module Web Worker, the bot playing itself on
 * 9x9 at the default rank and at the strongest. Written as bots.browser_*.
 */

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.bin': 'application/octet-stream',
  // instantiateStreaming needs it
  '.wasm': 'application/wasm',
};

/** Serves the files of `dirs` (the first that has the path wins) on a free local port. */
export async function serveFiles(dirs: readonly string[]): Promise<{ server: Server; base: string }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const relative = path === '/' ? 'index.html' : path.slice(1);
    const file = dirs
      .map((dir) => join(dir, relative))
      .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (!file || relative.includes('..')) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Builds the bench page, serves it with the model (public/models), runs it in chromium and
 * answers bots.browser_move_ms_p50 (the default rank), its p90, the strongest rank's p50, and
 * the network's load time.
 */
export async function measureBrowserMoves(): Promise<Record<string, number>> {
  const root = process.cwd();
  await runBin(root, 'vite', [
    'build',
    '--config',
    'tests/bench/browser/page/bot-moves/vite.config.ts',
  ]);
  const { server, base } = await serveFiles([
    join(root, 'dist/bench-bot-moves'),
    join(root, 'public'),
  ]);
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const { page } = browser;
    await page.goto(`${base}/`);
    await page.waitForFunction(
      () => {
        const bench = (globalThis as unknown as BotMovesGlobal).goBotBench;
        return Boolean(bench?.report ?? bench?.error);
      },
      undefined,
      { timeout: 15 * 60_000, polling: 500 },
    );
    const outcome = await page.evaluate(() => (globalThis as unknown as BotMovesGlobal).goBotBench);
    if (!outcome?.report)
      throw new Error(`The bench page failed: ${outcome?.error ?? 'no report'}`);
    return numbersOf(outcome.report);
  } finally {
    await browser?.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

function numbersOf(report: BotMovesReport): Record<string, number> {
  if (report.backend !== 'wasm') throw new Error(`Measured on ${report.backend}, not wasm`);
  const [defaultRank, strongest] = Object.values(report.moves);
  return {
    'bots.browser_move_ms_p50': round(median(defaultRank)),
    'bots.browser_move_ms_p90': round(percentile(defaultRank, 90)),
    'bots.browser_move_strongest_ms_p50': round(median(strongest)),
    'bots.browser_model_load_ms': round(report.loadMs),
  };
}
