import { resolve } from 'node:path';
import { defineConfig, type UserConfig } from 'vite';

/**
 * The vite config of a bench page in `dir` (its own page, so nothing of the bench ships in the
 * app), built into dist/`outName`.
 */
export function benchPageConfig(dir: string, outName: string): UserConfig {
  return defineConfig({
    root: dir,
    publicDir: false,
    // Path aliases come from tsconfig.json, where they are defined once.
    resolve: { tsconfigPaths: true },
    logLevel: 'warn',
    worker: { format: 'es' },
    build: { outDir: resolve(dir, '../../../../../dist', outName), emptyOutDir: true },
  });
}
