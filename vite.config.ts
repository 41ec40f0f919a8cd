/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// `base: './'` makes the production build work from any static file server or sub-folder.
export default defineConfig({
  base: './',
  plugins: [
    react(),
    // Offline and installable: a web app manifest, and a service worker that precaches the whole
    // build (the lazily loaded game chunks too), so after a first visit the game loads and plays
    // with the network off. A new version takes over quietly (skipWaiting + clientsClaim) and is
    // used from the next load on: the page is never reloaded over a game in progress.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script',
      includeAssets: ['icon.svg'],
      manifest: {
        name: 'Commentarii — Caesar’s Gallic War',
        short_name: 'Commentarii',
        description: 'Caesar’s Gallic War board wargames, rules enforced, solo or hotseat.',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#f4efe4',
        theme_color: '#7a1f1f',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  // The computer opponent's Web Worker (src/ui/shell/bot/bot.worker.ts) loads each system's bot
  // as its own chunk: code-splitting in a worker needs ES-module output.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  test: {
    globals: true,
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup/registerBooks.ts'],
    // The screen tests render whole games: on a busy two-core machine a few take more than vitest's
    // default 5 s, so a stall of the machine is not reported as a failure.
    testTimeout: 30_000,
  },
});
