import { fileURLToPath, URL } from 'node:url'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const apiServer = 'http://127.0.0.1:8080'

/**
 * The Lingui macros (`t`, `<Trans>`, `msg`, `plural` from @lingui/core/macro and @lingui/react/macro) are
 * compiled away by @lingui/babel-plugin-lingui-macro. @vitejs/plugin-react 6 has no `babel` option, so the
 * macro runs through @rolldown/plugin-babel, and only on the files that import a macro (the rest of the
 * app never pays for Babel). It must run before the React plugin, which rewrites JSX.
 */
const linguiMacroPreset = defineRolldownBabelPreset({
  preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  rolldown: {
    filter: {
      id: { include: [/\.[cm]?[jt]sx?$/], exclude: [/[\\/]node_modules[\\/]/] },
      code: /@lingui\/(core|react)\/macro/,
    },
  },
})

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  plugins: [
    // Route tree generation and automatic code splitting of route components (settings in tsr.config.json).
    // It has to come before the React plugin.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    babel({ presets: [linguiMacroPreset] }),
    react(),
    // Loads .po catalogs on the fly when imported, and fails loudly if a macro reaches the bundle untransformed.
    lingui(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/csApi': { target: apiServer, changeOrigin: false },
      '/user': { target: apiServer, changeOrigin: false },
      '/msgws': { target: apiServer, changeOrigin: false, ws: true },
    },
  },
  preview: {
    port: 4173,
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
})
