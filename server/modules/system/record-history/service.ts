import type { FilterOperator } from '@/domain/constants'
import {
  encodeSearchParam,
  recordHistories,
  type SearchCondition,
  type SearchPayload,
  type SearchValue,
} from '@/domain/resources'
import type { Tx } from '../../../db/database'
import { pageResource } from '../../../resources/service'

/** The administrators' search of the change history, as plain query fields. */
export type RecordHistoryQuery = {
  /** Kinds of record (resource codes), one or several. */
  resource?: readonly string[]
  recordId?: string
  /** Who made the change. */
  userId?: string
  action?: readonly string[]
  /** First and last day (or moment) of the change; either may be left open. */
  from?: string
  to?: string
  /** Text anywhere in the changes: a field's name, a value before or after. */
  keyword?: string
}

/**
 * The query as the spec's search payload over the history's declaration, newest first: the engine's compiler
 * checks and binds every value, so this search and the page's (POST …/page) read the same rows.
 */
export function historySearchOf(query: RecordHistoryQuery): SearchPayload {
  const conditions: SearchCondition[] = []
  const where = (field: string, op: FilterOperator, value: SearchValue | undefined) => {
    if (value !== undefined && value.length > 0) conditions.push({ field, op, value })
  }
  where('resource', 'IN', query.resource)
  where('recordId', '=', query.recordId)
  where('userId', '=', query.userId)
  where('action', 'IN', query.action)
  // A date range needs both ends; one end alone is "from" or "until" (a date means the whole day).
  if (query.from && query.to) where('at', 'BETWEEN', [query.from, query.to])
  else if (query.from) where('at', '>=', query.from)
  else where('at', '<=', query.to)
  where('changes', 'LIKE', query.keyword)
  return { searchType: 'N', searchParam: encodeSearchParam(conditions), descs: 'at' }
}

/** One page of the lab's change history matching the query, newest first. */
export function findRecordHistory(
  tx: Tx,
  reader: { tenantId: string; userId: string },
  query: RecordHistoryQuery,
  paging: { current: number; size: number },
) {
  return pageResource(tx, recordHistories, historySearchOf(query), paging, reader)
}
