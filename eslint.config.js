import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/*
 * Imports flow one way (docs/architecture.md): routes → features → ui / app → api / offline → domain, and the
 * server → domain only. A feature uses another feature only through src/features/shared (or the page
 * registry, which wires every feature's pages to the menu); FEATURE_USES lists the reviewed exceptions.
 */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name)
/**
 * The customer portal's instrument list books a pickup with the pickup desk's own dialog; reception's recall
 * list books one the same way and opens the finance office's quote form on a draft.
 */
const FEATURE_USES = {
  portal: ['pickup/BookPickupDialog', 'pickup/booking', 'pickup/queries'],
  crm: ['pickup/BookPickupDialog', 'pickup/booking', 'finance/QuoteForm', 'finance/quoteDraft'],
}
const upward = (areas, message) => ({
  regex: `^@/(${areas.join('|')})(/|$)`,
  message,
})
const STORAGE_GLOBALS = ['localStorage', 'sessionStorage', 'indexedDB']
const STORAGE_MESSAGE =
  'Browser storage only through src/offline/ (webStorage.ts for cookies and Web Storage).'
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })
const featureZone = (name) => {
  const allowed = [
    'shared/',
    `${name}/`,
    'registry$',
    'registeredPages$',
    ...(FEATURE_USES[name] ?? []).map((path) => `${path}$`),
  ]
  const others = FEATURES.filter((other) => other !== name)
  return {
    files: [`src/features/${name}/**/*.{ts,tsx}`],
    rules: restrict(
      upward(['routes'], 'A feature does not import routes.'),
      {
        regex: `^@/features/(?!(${allowed.join('|')}))`,
        message: 'Another feature: go through src/features/shared (docs/architecture.md).',
      },
      {
        regex: `^(\\.\\./)+(${others.join('|')})(/|$)`,
        message: 'Another feature: go through src/features/shared (docs/architecture.md).',
      },
    ),
  }
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      'src/routeTree.gen.ts',
      'src/api/schema.gen.ts',
      'src/locales/**/*.ts',
      'src/public/locales/**/*.ts',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use a string union.' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The browser's storage is touched only in src/offline/ (docs/offline.md): cookies, localStorage and
    // sessionStorage through src/offline/webStorage.ts, the database through Dexie.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/offline/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...STORAGE_GLOBALS.map((name) => ({ name, message: STORAGE_MESSAGE })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'document', property: 'cookie', message: STORAGE_MESSAGE },
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          STORAGE_GLOBALS.map((property) => ({ object, property, message: STORAGE_MESSAGE })),
        ),
      ],
    },
  },
  {
    // domain/ is shared by the browser, the service worker and the server: nothing of ours may leak into it.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@/api/*',
            '@/app/*',
            '@/features/*',
            '@/ui/*',
            '@/offline/*',
            '@/routes/*',
            'react',
            'node:*',
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**/*.{ts,tsx}', 'src/offline/**/*.{ts,tsx}'],
    rules: restrict(
      upward(['app', 'ui', 'features', 'routes', 'public'], 'api and offline sit below the UI.'),
    ),
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: restrict(
      upward(
        ['app', 'features', 'routes'],
        'Generic components take what they need from the app as props or context.',
      ),
    ),
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: restrict(
      upward(['features', 'routes'], 'The shell does not import features (the registry wires them).'),
    ),
  },
  {
    files: ['src/features/shared/**/*.{ts,tsx}'],
    rules: restrict(upward(['routes'], 'A feature does not import routes.'), {
      regex: '^@/features/(?!(shared/|registry$))',
      message: 'The shared place depends on no feature.',
    }),
  },
  ...FEATURES.map(featureZone),
  {
    files: ['server/**/*.ts'],
    rules: restrict(
      upward(
        ['api', 'app', 'features', 'ui', 'offline', 'routes', 'public'],
        'The server shares src/domain only.',
      ),
      { regex: '^(\\.\\./)+src/(?!domain/)', message: 'The server shares src/domain only.' },
    ),
  },
  {
    files: ['server/db/**/*.ts'],
    rules: restrict(
      upward(
        ['api', 'app', 'features', 'ui', 'offline', 'routes', 'public'],
        'The server shares src/domain only.',
      ),
      {
        regex: '^(\\.\\./)+(modules|seed|resources|search|http|plugins)/',
        message: 'The database layer sits below the modules.',
      },
    ),
  },
)
