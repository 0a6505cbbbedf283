import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

const alias = {
  '@api': `${root}api/src`,
  '@pwa': `${root}pwa/src`,
  '@sync': `${root}sync`,
  '@domain': `${root}domain`,
  '@tests': `${root}tests`,
};

// SWC compiles the server code because NestJS and MikroORM need decorator metadata.
const decorators = swc.vite({
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
});

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        plugins: [decorators],
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['domain/**/*.test.ts', 'sync/**/*.test.ts', 'api/src/**/*.test.ts'],
        },
      },
      {
        plugins: [decorators],
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
