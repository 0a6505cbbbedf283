import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: 'pwa',
  publicDir: '../public',
  plugins: [react()],
  resolve: {
    alias: {
      '@pwa': `${root}pwa/src`,
      '@sync': `${root}sync`,
      '@domain': `${root}domain`,
    },
  },
  build: {
    outDir: '../dist/pwa',
    emptyOutDir: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/locales': 'http://localhost:3000' },
  },
});
