import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * Chinese is the product's language: messages are written in Chinese in the code (`t`, `<Trans>`), the zh
 * catalog holds them as their own translation and en is the translated locale.
 *
 * `lingui extract` writes the .po catalogs; `lingui compile --typescript` turns them into
 * src/locales/{locale}/messages.ts, which src/app/i18n.ts imports (zh statically, en on demand).
 */
export default defineConfig({
  locales: ['zh', 'en'],
  sourceLocale: 'zh',
  fallbackLocales: { default: 'zh' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        '<rootDir>/src/**/*.gen.ts',
        '<rootDir>/src/locales/**',
        '<rootDir>/src/public/**',
      ],
    },
    // The public query pages are their own entry (public.html) and load only their own few messages.
    {
      path: '<rootDir>/src/public/locales/{locale}/messages',
      include: ['<rootDir>/src/public'],
      exclude: ['<rootDir>/src/public/locales/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
})
