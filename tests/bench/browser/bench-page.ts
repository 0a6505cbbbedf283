import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { launchBrowser, type Browser } from '../../e2e/support/browser';
import { runBin } from '../../e2e/support/build-app';

/*
 * A bench page in headless chromium: built by vite from its own config, served with the model
 * (public/), run until it sets `globalThis[globalName]` to `{ report }` or `{ error }`.
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
async function serveFiles(dirs: readonly string[]): Promise<{ server: Server; base: string }> {
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

interface PageOutcome<R> {
  report?: R;
  error?: string;
}

export interface BenchPageOptions {
  /** handed to the page as `globalThis[globalName + 'Input']` before its scripts run */
  input?: unknown;
  /** chromium's flags beside the usual ones (e.g. WebGL through SwiftShader) */
  browserArgs?: string[];
  /**
   * chromium's CPU throttling (CDP Emulation.setCPUThrottlingRate, 4 = a phone-class CPU), set
   * before the page loads; it slows the page's main thread (a dedicated worker only partly:
   * page/bot-moves/main.ts)
   */
  cpuThrottlingRate?: number;
}

/** Builds the page of `config` into dist/`outDir`, runs it and answers its report. */
export async function runBenchPage<R>(
  config: string,
  outDir: string,
  globalName: string,
  options: BenchPageOptions = {},
): Promise<R> {
  const root = process.cwd();
  await runBin(root, 'vite', ['build', '--config', config]);
  const { server, base } = await serveFiles([join(root, 'dist', outDir), join(root, 'public')]);
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser({ args: options.browserArgs });
    const { page } = browser;
    if (options.cpuThrottlingRate !== undefined) {
      const session = await browser.context.newCDPSession(page);
      await session.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottlingRate });
    }
    if (options.input !== undefined) {
      await page.addInitScript(
        ([name, input]) => {
          (globalThis as unknown as Record<string, unknown>)[`${name}Input`] = input;
        },
        [globalName, options.input] as const,
      );
    }
    await page.goto(`${base}/`);
    const outcomeOf = (name: string) =>
      (globalThis as unknown as Record<string, PageOutcome<unknown> | undefined>)[name];
    await page.waitForFunction(
      (name: string) => {
        const bench = (globalThis as unknown as Record<string, PageOutcome<unknown> | undefined>)[
          name
        ];
        return Boolean(bench?.report ?? bench?.error);
      },
      globalName,
      { timeout: 15 * 60_000, polling: 500 },
    );
    const outcome = (await page.evaluate(outcomeOf, globalName)) as PageOutcome<R> | undefined;
    if (!outcome?.report)
      throw new Error(`The bench page failed: ${outcome?.error ?? 'no report'}`);
    return outcome.report;
  } finally {
    await browser?.close();
    await new Promise((resolve) => server.close(resolve));
  }
}
