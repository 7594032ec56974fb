import { postJson } from './api'
import type { AnswerOf } from './apiTypes'

/** One page of the charge standards, with each category's count (names from the lab's dictionary). */
export type ChargeAnswer = AnswerOf<'/api/public/charge-standard/search', 'post'>
export type PublicCharge = ChargeAnswer['records'][number]
export type ChargeCategory = ChargeAnswer['categories'][number]

/** Results come this many at a time ("load more" asks for the next page). */
export const CHARGE_PAGE_SIZE = 20
/** The server takes keywords up to this length. */
export const KEYWORD_MAX = 50

export type ChargeQuery = {
  tenantId: string | null
  taxon: string | null
  keyword: string
  current: number
}

export const searchCharges = (query: ChargeQuery) =>
  postJson<ChargeAnswer>('/api/public/charge-standard/search', {
    ...(query.tenantId ? { tenantId: query.tenantId } : {}),
    ...(query.taxon ? { taxon: query.taxon } : {}),
    ...(query.keyword.trim() ? { keyword: query.keyword.trim().slice(0, KEYWORD_MAX) } : {}),
    current: query.current,
    size: CHARGE_PAGE_SIZE,
  })

/** "¥40.00/台": the stored price as it is (two decimals), never recomputed through a float. */
export const priceText = (charge: Pick<PublicCharge, 'price' | 'unit'>) => `¥${charge.price}/${charge.unit}`
