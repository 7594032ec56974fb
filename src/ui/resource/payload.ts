import {
  encodeSearchParam,
  type SearchCondition,
  type SearchPayload,
  type SearchValue,
} from '@/domain/resources'
import type { FilterOperator } from '@/domain/constants'

export type SortState = { key: string; order: 'asc' | 'desc' } | null

const parseMap = <V>(text: string | undefined): Record<string, V> => {
  if (!text) return {}
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' ? (value as Record<string, V>) : {}
  } catch {
    return {}
  }
}

/**
 * Adds conditions the page always applies (a dictionary group's entries, a customer's instruments) to what
 * the user searched; they win over a user condition on the same field.
 */
export function withConditions(
  payload: SearchPayload,
  conditions: readonly SearchCondition[],
): SearchPayload {
  if (conditions.length === 0) return payload
  const filter = parseMap<SearchValue>(payload.searchParam?.filter)
  const op = parseMap<FilterOperator>(payload.searchParam?.op)
  const fixed = encodeSearchParam(conditions)
  return {
    ...payload,
    searchParam: {
      filter: JSON.stringify({ ...filter, ...parseMap<SearchValue>(fixed.filter) }),
      op: JSON.stringify({ ...op, ...parseMap<FilterOperator>(fixed.op) }),
    },
  }
}

/** The table's sort as the payload's ascs / descs. */
export function withSort(payload: SearchPayload, sort: SortState): SearchPayload {
  if (!sort) return payload
  return sort.order === 'asc' ? { ...payload, ascs: sort.key } : { ...payload, descs: sort.key }
}
