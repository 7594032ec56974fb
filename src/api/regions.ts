import { api } from './client'
import type { AnswerData } from './contract'
import { unwrapEnvelope } from './envelope'
import { NO_LOADING } from './requestFlags'
import type { components } from './schema.gen'

/**
 * A Chinese administrative region (GB/T 2260 / NBS codes): province 2 digits, city 4, district 6, street 9.
 * Provinces have parentId '0'.
 */
export type Region = AnswerData<'/api/bas/basdistrict/list'>[number]

/** A region with the regions below it, as deep as the tree was asked for. */
export type RegionNode = components['schemas']['RegionNode']

/**
 * GET /api/bas/basdistrict/list?parentId=: the children of a region (no parentId: the provinces). Options
 * load behind a select the user is looking at, so no loading overlay.
 */
export const fetchRegionChildren = (parentId?: string): Promise<Region[]> =>
  unwrapEnvelope(
    api.GET('/api/bas/basdistrict/list', {
      params: { query: parentId ? { parentId } : {} },
      headers: NO_LOADING,
    }),
  )

/** POST /csApi/blade-expand/region/tree?depth=: provinces (1), with cities (2), with districts (3). */
export const fetchRegionTree = (depth: 1 | 2 | 3 = 3): Promise<RegionNode[]> =>
  unwrapEnvelope(
    api.POST('/csApi/blade-expand/region/tree', { params: { query: { depth } }, headers: NO_LOADING }),
  )
