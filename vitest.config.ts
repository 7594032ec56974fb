import path from 'node:path'
import { defineConfig } from 'vitest/config'

// Vitest 5's reporter calls Map.groupBy (Node 21+) when a test fails; without this a failure on Node 20
// hides its own message behind a TypeError.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K) {
      const groups = new Map<K, T[]>()
      let index = 0
      for (const item of items) {
        const k = key(item, index++)
        const group = groups.get(k)
        if (group) group.push(item)
        else groups.set(k, [item])
      }
      return groups
    },
  })
}

const alias = { '@': path.resolve(import.meta.dirname, 'src') }

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Two cores: more workers only queue on PGlite's WASM start-up.
          maxWorkers: 2,
        },
      },
    ],
  },
})
