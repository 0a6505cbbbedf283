import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'pwa',
  publicDir: '../public',
  plugins: [react()],
  // Path aliases come from tsconfig.json, where they are defined once.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: '../dist/pwa',
    emptyOutDir: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/locales': 'http://localhost:3000' },
  },
});
