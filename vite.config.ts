import { fileURLToPath, URL } from 'node:url'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import type { ChunkingContext } from 'rolldown'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import packageJson from './package.json' with { type: 'json' }
import { chunkCycles } from './scripts/build/chunk-cycles'
import { deferStylesheets } from './scripts/build/deferred-stylesheets'
import { DEFERRED_STYLESHEET_ATTRIBUTE } from './src/domain/constants'
import { usedModules, usedModulesWithDynamic } from './scripts/build/used-modules'

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

type ModuleGraph = {
  publicModules: Set<string>
  /** What the staff app runs before its first screen: the sign-in page's code. */
  start: Set<string>
  /** What every signed-in screen needs on top: the layout, the home page, the signed-in services. */
  shell: Set<string>
}

/** Per build (the context is one per build): a second build in the same process sees its own graph. */
const graphs = new WeakMap<ChunkingContext, ModuleGraph>()

const srcDir = fileURLToPath(new URL('./src/', import.meta.url))
const routesDir = fileURLToPath(new URL('./src/routes/', import.meta.url))

/** The route files whose split-off components make the signed-in shell (the layout and the home page). */
const SHELL_ROUTES = [`${routesDir}_layout.tsx`, `${routesDir}_layout/wel/[index].tsx`]
/** Loaded by main.tsx with the first session. */
const SIGNED_IN_MODULES = /[\\/]src[\\/]app[\\/]signed-in[\\/]/

function graphOf(context: ChunkingContext): ModuleGraph {
  let graph = graphs.get(context)
  if (!graph) {
    const factsOf = (module: string) => context.getModuleInfo(module)
    const start = usedModules(entries.index, factsOf, srcDir)
    const shellRoots = [
      ...SHELL_ROUTES.flatMap((route) => factsOf(route)?.dynamicallyImportedIds ?? []),
      ...[...start].flatMap((id) =>
        (factsOf(id)?.dynamicallyImportedIds ?? []).filter((dynamic) => SIGNED_IN_MODULES.test(dynamic)),
      ),
    ]
    const shell = new Set<string>()
    for (const root of shellRoots)
      for (const id of usedModules(root, factsOf, srcDir)) if (!start.has(id)) shell.add(id)
    graph = { publicModules: usedModulesWithDynamic(entries.public, factsOf, srcDir), start, shell }
    graphs.set(context, graph)
  }
  return graph
}

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/
// Not the charts (recharts) or the date pickers (dayjs): the pages that use them load them on their own.
const MANTINE = /[\\/]node_modules[\\/]@mantine[\\/](?!charts[\\/]|dates[\\/])/

/**
 * The staff app's chunks, cut by when they are needed instead of by library (left alone, the bundler cuts
 * the libraries into a hundred small chunks by who imports them, each a round trip through the service
 * worker; grouped by library, the sign-in page would fetch every component any page uses):
 * - `react`: React itself, for both documents;
 * - `start`: everything the sign-in page runs (its entry's static graph), Mantine's parts it uses included;
 * - `shell`: what a signed-in screen adds (layout, home page, signed-in services), fetched at sign-in or,
 *   on a start with a session, side by side with `start` (main.tsx);
 * - `shared`: modules of those two that a public page loads as well (notices, the lab clock, …), so that a
 *   verifier's phone loads these few and none of the staff app;
 * - `mantine`: the rest of Mantine and the libraries it uses, for the pages that use more of it (a group of
 *   its own below, which takes its dependencies along: a library of it left to the bundler would land in
 *   the chunk of some page, and the two chunks would import each other).
 * The entry itself (index.html, main.tsx) stays a chunk of its own: the document names it. Everything else
 * (each page, and what only it uses) is split by the bundler.
 */
function appChunk(id: string, context: ChunkingContext): string | null {
  if (REACT.test(id)) return 'react'
  const graph = graphOf(context)
  const entry = id === entries.index || context.getModuleInfo(id)?.importers.includes(entries.index) === true
  if (entry) return null
  const inStart = graph.start.has(id)
  if (inStart || graph.shell.has(id)) {
    if (graph.publicModules.has(id)) return 'shared'
    return inStart ? 'start' : 'shell'
  }
  return null
}

/** The staff app's first paint does not wait for its stylesheet (scripts/build/deferred-stylesheets.ts). */
const stylesheetsAfterFirstPaint: Plugin = {
  name: 'metrodesk:stylesheets-after-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, context) =>
      context.filename === entries.index ? deferStylesheets(html, DEFERRED_STYLESHEET_ATTRIBUTE) : html,
  },
}

/** Fails the build when chunks import each other (scripts/build/chunk-cycles.ts says why). */
const noChunkCycles: Plugin = {
  name: 'metrodesk:no-chunk-cycles',
  apply: 'build',
  generateBundle(_options, bundle) {
    const imports = new Map<string, readonly string[]>()
    for (const [fileName, output] of Object.entries(bundle))
      if (output.type === 'chunk') imports.set(fileName, output.imports)
    const cycles = chunkCycles(imports)
    if (cycles.length > 0)
      this.error(`chunks that import each other: ${cycles.map((cycle) => cycle.join(' ↔ ')).join('; ')}`)
  },
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
    stylesheetsAfterFirstPaint,
    noChunkCycles,
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
            {
              name: appChunk,
              // Each module goes where appChunk says: a start module must not pull a shell one into its chunk.
              includeDependenciesRecursively: false,
              priority: 1,
            },
            { name: 'mantine', test: MANTINE, priority: 0 },
          ],
        },
      },
    },
  },
})
