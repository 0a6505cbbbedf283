import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';

/** The language whose translation files are precached: the app opens offline in it. */
const DEFAULT_LANGUAGE = 'ru';
const THEME_COLOR = '#1f3b2d';

/**
 * The default language's translation files (served at /locales/ru/*.json from the repo's
 * locales/ folder, not part of the Vite build), versioned by a hash of their content.
 */
function defaultLocaleEntries(): Array<{ url: string; revision: string }> {
  const dir = join(import.meta.dirname, 'locales', DEFAULT_LANGUAGE);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      url: `/locales/${DEFAULT_LANGUAGE}/${file}`,
      revision: createHash('md5')
        .update(readFileSync(join(dir, file)))
        .digest('hex'),
    }));
}

/** What @sabaki/sgf requires only to read files and decode byte buffers (parseFile, parseBuffer). */
const SGF_NODE_ONLY = new Set(['fs', 'iconv-lite', 'jschardet']);
const SGF_STUB = '\0sabaki-sgf-stub:';

/**
 * The browser parses SGF strings only: @sabaki/sgf's Node-only requires resolve to an empty
 * module (null, so the library takes its own fallbacks) instead of bundling iconv-lite and
 * jschardet. Used by the build and by the dev server's dependency pre-bundling.
 */
function sabakiSgfBrowser(): Plugin {
  return {
    name: 'sabaki-sgf-browser',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!SGF_NODE_ONLY.has(source) || !importer?.includes('/@sabaki/sgf/')) return null;
      return `${SGF_STUB}${source}`;
    },
    load(id) {
      return id.startsWith(SGF_STUB) ? 'module.exports = null;' : null;
    },
  };
}

/**
 * Installable and offline: the web app manifest and a generated service worker. The app
 * registers the worker itself (pwa/src/lib/service-worker.ts) and asks before updating.
 * API data is not cached here: the app keeps it in IndexedDB.
 */
function pwaOptions(): Partial<VitePWAOptions> {
  return {
    registerType: 'prompt',
    injectRegister: false,
    strategies: 'generateSW',
    manifest: {
      name: 'Федерация го',
      short_name: 'Го',
      description: 'Рейтинги, турниры и партии игроков в го — работает и без сети',
      lang: 'ru',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: THEME_COLOR,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      // The manifest and its icons are added by the plugin itself.
      globPatterns: ['**/*.{js,css,html,svg,woff2}'],
      // The bot's worker bundles TF.js (lib/neural): precached like the rest, so the
      // game against the bot opens offline.
      maximumFileSizeToCacheInBytes: BOT_WORKER_LIMIT,
      // GoGlass's recognizer (OpenCV's ~10 MB) is not precached: the page downloads it into the
      // go-glass-vision cache on its first visit, with progress (runtime caching below).
      globIgnores: [VISION_WORKER_GLOB],
      additionalManifestEntries: defaultLocaleEntries(),
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/locales\//],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/locales/'),
          handler: 'StaleWhileRevalidate',
          options: { cacheName: 'locales' },
        },
        {
          // The bot's network and TF.js's WebAssembly: the page downloads them into this cache
          // with a progress bar (lib/neural/model-cache.ts); the worker's fetches
          // are answered from it, online or not.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && (url.pathname.startsWith('/models/') || url.pathname.endsWith('.wasm')),
          handler: 'CacheFirst',
          options: { cacheName: 'bot-model', cacheableResponse: { statuses: [200] } },
        },
        {
          // GoGlass's recognizer worker: put into this cache by the page
          // (features/go-glass/vision-files.ts), served from it online or not.
          // (the function is copied into the service worker as text: nothing from outside it)
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && /^\/assets\/vision\.worker-[\w-]+\.js$/.test(url.pathname),
          handler: 'CacheFirst',
          options: { cacheName: 'go-glass-vision', cacheableResponse: { statuses: [200] } },
        },
        {
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && url.pathname.startsWith('/api/v1/docs/') && url.pathname.endsWith('.pdf'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'documents',
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 20 },
          },
        },
      ],
    },
  };
}

/** GoGlass's recognizer worker as built (features/go-glass/vision.worker.ts, OpenCV inside). */
const VISION_WORKER_GLOB = 'assets/vision.worker-*.js';

/** Bytes: the largest file the service worker precaches (the bot's worker with TF.js). */
const BOT_WORKER_LIMIT = 4 * 1024 * 1024;

/** The client's version, shown in the footer: package.json's, read once at build time. */
function appVersion(): string {
  const pkg = JSON.parse(readFileSync(join(import.meta.dirname, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

export default defineConfig({
  root: 'pwa',
  define: { __APP_VERSION__: JSON.stringify(appVersion()) },
  publicDir: '../public',
  plugins: [sabakiSgfBrowser(), react(), VitePWA(pwaOptions())],
  // The bot's network runs in a module worker that shares chunks with nothing else.
  worker: { format: 'es' },
  // Lightning CSS instead of PostCSS: it resolves @custom-media, so the spec's breakpoints are
  // written once (pwa/src/styles/breakpoints.css) and named everywhere else.
  css: { transformer: 'lightningcss', lightningcss: { drafts: { customMedia: true } } },
  optimizeDeps: { rolldownOptions: { plugins: [sabakiSgfBrowser()] } },
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
