import { describe, expect, it } from 'vitest'
import {
  DEFAULT_PROVINCE_ID,
  ROOT_REGION_ID,
  findRegion,
  listRegionChildren,
  regionPath,
  regionTree,
  type Region,
  type RegionNode,
} from '../../server/modules/region/region-data'

const CODE_LENGTH = { 1: 2, 2: 4, 3: 6, 4: 9 } as const

function ids(regions: readonly Region[]): string[] {
  return regions.map((r) => r.id)
}

function maxDepth(nodes: readonly RegionNode[]): number {
  return nodes.reduce((max, n) => Math.max(max, n.children ? 1 + maxDepth(n.children) : 1), 0)
}

describe('listRegionChildren', () => {
  it('lists the 34 province-level regions, sorted by code, for an absent, empty or "0" parent', () => {
    const provinces = listRegionChildren(undefined)
    expect(provinces).toHaveLength(34)
    expect(listRegionChildren('')).toEqual(provinces)
    expect(listRegionChildren('0')).toEqual(provinces)
    expect(ids(provinces)).toEqual([...ids(provinces)].sort())
    for (const p of provinces) {
      expect(p).toMatchObject({ parentId: ROOT_REGION_ID, level: 1 })
      expect(p.id).toMatch(/^\d{2}$/)
    }
    expect(provinces.find((p) => p.id === '43')).toEqual({
      id: '43',
      parentId: '0',
      name: '湖南省',
      level: 1,
      hasChildren: true,
    })
  })

  it('includes Hong Kong, Macau and Taiwan as leaf provinces', () => {
    const byId = new Map(listRegionChildren(undefined).map((p) => [p.id, p]))
    expect(byId.get('81')).toMatchObject({ name: '香港特别行政区', hasChildren: false })
    expect(byId.get('82')).toMatchObject({ name: '澳门特别行政区', hasChildren: false })
    expect(byId.get('71')).toMatchObject({ name: '台湾省', hasChildren: false })
    expect(listRegionChildren('81')).toEqual([])
  })

  it('walks 湖南省 → 长沙市 → 芙蓉区 → its streets', () => {
    const cities = listRegionChildren('43')
    expect(cities.find((c) => c.id === '4301')).toEqual({
      id: '4301',
      parentId: '43',
      name: '长沙市',
      level: 2,
      hasChildren: true,
    })
    const districts = listRegionChildren('4301')
    expect(districts.find((d) => d.id === '430102')).toMatchObject({
      name: '芙蓉区',
      level: 3,
      hasChildren: true,
    })

    const streets = listRegionChildren('430102')
    expect(streets.length).toBeGreaterThan(0)
    for (const s of streets) {
      expect(s).toMatchObject({ parentId: '430102', level: 4, hasChildren: false })
      expect(s.id).toMatch(/^430102\d{3}$/)
    }
  })

  it('reaches Beijing districts through the municipality pseudo-city 市辖区', () => {
    const cities = listRegionChildren('11')
    expect(cities).toHaveLength(1)
    expect(cities[0]).toMatchObject({ id: '1101', name: '市辖区', level: 2 })
    const districts = listRegionChildren('1101')
    expect(districts.find((d) => d.id === '110101')?.name).toBe('东城区')
    expect(districts.find((d) => d.id === '110108')?.name).toBe('海淀区')
  })

  it('returns [] for an unknown parent, a street, or a padded code', () => {
    expect(listRegionChildren('99')).toEqual([])
    expect(listRegionChildren('nonsense')).toEqual([])
    expect(listRegionChildren(listRegionChildren('430102')[0]!.id)).toEqual([])
    expect(listRegionChildren('430000')).toEqual([])
  })

  it('hands out copies: mutating a result does not change the next one', () => {
    const first = listRegionChildren('43')
    const count = first.length
    first.reverse()
    first.pop()
    expect(listRegionChildren('43')).toHaveLength(count)
    expect(listRegionChildren('43')[0]!.id).toBe('4301')
  })

  it('keeps every child code prefixed by its parent and of its level length', () => {
    // Problems are collected and asserted once: 44k expect() calls would dominate the suite's run time.
    const problems: string[] = []
    const queue = listRegionChildren(undefined)
    let seen = 0
    while (queue.length > 0) {
      const region = queue.pop()!
      seen++
      if (region.id.length !== CODE_LENGTH[region.level]) problems.push(`${region.id}: length`)
      const kids = listRegionChildren(region.id)
      if (region.hasChildren !== kids.length > 0) problems.push(`${region.id}: hasChildren`)
      for (const k of kids) {
        if (k.level !== region.level + 1 || !k.id.startsWith(region.id))
          problems.push(`${k.id}: under ${region.id}`)
      }
      queue.push(...kids)
    }
    expect(problems).toEqual([])
    expect(seen).toBeGreaterThan(40_000)
  })
})

describe('findRegion and regionPath', () => {
  it('finds a region by code and nothing for an unknown code', () => {
    expect(findRegion('430102')?.name).toBe('芙蓉区')
    expect(findRegion(DEFAULT_PROVINCE_ID)?.name).toBe('湖南省')
    expect(findRegion('000000')).toBeUndefined()
    expect(findRegion('')).toBeUndefined()
  })

  it('gives the province → city → district path of 芙蓉区', () => {
    expect(regionPath('430102').map((r) => r.name)).toEqual(['湖南省', '长沙市', '芙蓉区'])
    expect(ids(regionPath('430102'))).toEqual(['43', '4301', '430102'])
  })

  it('gives a four-level path for a street, one level for a province, none for an unknown code', () => {
    const street = listRegionChildren('430102')[0]!
    expect(ids(regionPath(street.id))).toEqual(['43', '4301', '430102', street.id])
    expect(ids(regionPath('43'))).toEqual(['43'])
    expect(regionPath('12345')).toEqual([])
  })
})

describe('regionTree', () => {
  it('depth 1 is the provinces only', () => {
    const tree = regionTree({ depth: 1 })
    expect(tree).toHaveLength(34)
    expect(tree.every((n) => n.children === undefined)).toBe(true)
  })

  it('depth 2 has cities but no districts', () => {
    const tree = regionTree({ depth: 2 })
    expect(maxDepth(tree)).toBe(2)
    const hunan = tree.find((n) => n.id === '43')
    expect(hunan?.children?.map((c) => c.id)).toContain('4301')
    const changsha = hunan?.children?.find((c) => c.id === '4301')
    expect(changsha?.children).toBeUndefined()
    // The picker still learns that it can load the next level on demand.
    expect(changsha?.hasChildren).toBe(true)
  })

  it('depth 3 reaches districts and never streets', () => {
    const tree = regionTree({ depth: 3 })
    expect(maxDepth(tree)).toBe(3)
    const furong = tree
      .find((n) => n.id === '43')
      ?.children?.find((c) => c.id === '4301')
      ?.children?.find((d) => d.id === '430102')
    expect(furong).toMatchObject({ name: '芙蓉区', level: 3, hasChildren: true })
    expect(furong?.children).toBeUndefined()
  })

  it('clamps an out-of-range depth from an untyped caller to at most districts', () => {
    expect(maxDepth(regionTree({ depth: 9 as never }))).toBe(3)
  })

  it('builds fresh nodes, so editing one tree does not leak into the next', () => {
    const first = regionTree({ depth: 2 })
    first[0]!.name = 'changed'
    first[0]!.children = []
    const second = regionTree({ depth: 2 })
    expect(second[0]!.name).toBe('北京市')
    expect(second[0]!.children).toHaveLength(1)
  })
})
