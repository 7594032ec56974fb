import { fileURLToPath, URL } from 'node:url'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import type { ChunkingContext } from 'rolldown'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import packageJson from './package.json' with { type: 'json' }

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

/**
 * The version the app and its worker were built as: the package version and a build stamp. The persisted
 * query cache is dropped when it changes (an answer's shape may have changed with the code).
 */
const appVersion = `${packageJson.version}+${process.env.BUILD_ID ?? Date.now().toString(36)}`

/**
 * The installable PWA (DESIGN "Offline"): our own worker (sw/sw.ts, injectManifest) precaches the built shell
 * and replays the outbox on Background Sync; the page registers it with workbox-window itself
 * (src/app/offline/registerServiceWorker.ts), in production only: no worker in development.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  injectRegister: false,
  devOptions: { enabled: false },
  // The glob below precaches public/'s icons already; listing them twice would only repeat them.
  includeManifestIcons: false,
  injectManifest: {
    // The whole built app with public/'s icons (the plugin adds the manifest): every page opens offline.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // A classic script: every browser that runs service workers runs it (module workers are newer).
    rollupFormat: 'iife',
    // The worker's own build does not see the app's plugins: the Lingui macros the offline core may use.
    buildPlugins: { vite: [babel({ presets: [linguiMacroPreset] }), lingui()] },
  },
  manifest: {
    id: '/',
    name: 'MetroDesk 自助服务平台',
    short_name: '自助服务平台',
    description: '计量、校准与检测业务管理',
    lang: 'zh-CN',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#409EFF',
    background_color: '#ffffff',
    categories: ['business', 'productivity'],
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/pwa-maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
})

const entries = {
  index: fileURLToPath(new URL('./index.html', import.meta.url)),
  public: fileURLToPath(new URL('./public.html', import.meta.url)),
}

/** The modules `entry` leads to: through static imports only, or through on-demand imports as well. */
function closure(
  entry: string,
  getModuleInfo: ChunkingContext['getModuleInfo'],
  withDynamic: boolean,
): Set<string> {
  const seen = new Set<string>()
  const pending = [entry]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    const info = getModuleInfo(id)
    pending.push(...(info?.importedIds ?? []))
    if (withDynamic) pending.push(...(info?.dynamicallyImportedIds ?? []))
  }
  return seen
}

type ModuleGraph = { publicModules: Set<string>; staffStart: Set<string> }

/** Per build (the context is one per build): a second build in the same process sees its own graph. */
const graphs = new WeakMap<ChunkingContext, ModuleGraph>()

function graphOf(context: ChunkingContext): ModuleGraph {
  let graph = graphs.get(context)
  if (!graph) {
    const getModuleInfo = (module: string) => context.getModuleInfo(module)
    graph = {
      publicModules: closure(entries.public, getModuleInfo, true),
      staffStart: closure(entries.index, getModuleInfo, false),
    }
    graphs.set(context, graph)
  }
  return graph
}

/**
 * The staff app's start-up modules (its entry's static graph) in two chunks instead of some fifty small ones
 * named by the lazy routes that share them, each a round trip through the service worker before the shell
 * can run (the offline cold start, issue 5):
 * - `shell`: those the public pages never load;
 * - `shell-shared`: those a public page may load too (notices, the lab clock, …), so that a verifier's phone
 *   loads these few modules and none of the staff app.
 * The entry itself (index.html, main.tsx) stays a chunk of its own: the document names it.
 */
function shellChunk(id: string, context: ChunkingContext): string | null {
  const graph = graphOf(context)
  const entry = id === entries.index || context.getModuleInfo(id)?.importers.includes(entries.index) === true
  if (entry || !graph.staffStart.has(id)) return null
  return graph.publicModules.has(id) ? 'shell-shared' : 'shell'
}

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
  },
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
    pwa,
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
    rolldownOptions: {
      // Two documents: the staff app and the public query pages (src/public), which share only React.
      input: entries,
      output: {
        // Left alone, the bundler cuts the libraries into a hundred small chunks by who imports them; opening
        // the shell then fetches ~75 files in waves, each a round trip through the service worker (the
        // offline cold start). The libraries every page needs load as a few chunks instead.
        codeSplitting: {
          groups: [
            // Vite's helpers (the preload helper, the modulepreload polyfill) serve both documents: on their own,
            // the bundler would merge them into the shell and the public pages would load it for them.
            { name: 'vite-helpers', test: /^\0vite\//, priority: 3 },
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            // Not @mantine/charts: in this group it would bring recharts into the start bundle with it; the
            // home page's chart loads on its own once there are counts to draw.
            { name: 'mantine', test: /[\\/]node_modules[\\/]@mantine[\\/](?!charts[\\/])/, priority: 2 },
            { name: 'tanstack', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 2 },
            { name: 'lingui', test: /[\\/]node_modules[\\/]@lingui[\\/]/, priority: 2 },
            {
              name: shellChunk,
              debugName: 'shell',
              // Each module goes where shellChunk says: a staff module must not pull in a shared one it imports.
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
    },
  },
})
