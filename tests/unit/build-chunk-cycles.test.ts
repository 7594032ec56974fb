import { describe, expect, it } from 'vitest'
import { chunkCycles } from '../../scripts/build/chunk-cycles'

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges))

describe('chunks that import each other (the build refuses them)', () => {
  it('finds none in a graph that only imports downwards', () => {
    expect(
      chunkCycles(
        graph({
          start: ['react'],
          shell: ['start', 'react'],
          page: ['shell', 'mantine'],
          mantine: ['react'],
          react: [],
        }),
      ),
    ).toEqual([])
  })

  it('finds the cycle of a library chunk and a lazy chunk that holds one of its dependencies', () => {
    expect(
      chunkCycles(
        graph({
          mantine: ['react', 'AppNotifications'],
          AppNotifications: ['mantine', 'react'],
          react: [],
        }),
      ),
    ).toEqual([['AppNotifications', 'mantine']])
  })

  it('finds a longer cycle as one group, and each separate cycle', () => {
    expect(chunkCycles(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['e'], e: ['d'], f: ['a'] })).sort()).toEqual(
      [
        ['a', 'b', 'c'],
        ['d', 'e'],
      ],
    )
  })

  it('ignores imports of files that are not chunks of the build', () => {
    expect(chunkCycles(graph({ a: ['external.js'] }))).toEqual([])
  })
})
