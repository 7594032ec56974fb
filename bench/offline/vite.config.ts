import path from 'node:path'
import { defineConfig } from 'vite'

/**
 * The bench page's own build (bench/offline/page): plain TypeScript, no React, Lingui or PWA plugins, so
 * what it measures is the offline core and the server. The caller (build-page.ts) picks the output folder.
 */
export default defineConfig({
  root: path.join(import.meta.dirname, 'page'),
  base: '/',
  logLevel: 'warn',
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, '../../src') },
  },
  build: {
    target: 'es2022',
    emptyOutDir: true,
    sourcemap: false,
  },
})
