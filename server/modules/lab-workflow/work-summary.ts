import { WORK_LISTS, workListConditions, type WorkListCode } from '@/domain/workflow'
import { encodeSearchParam, resourceByCode } from '@/domain/resources'
import { queryRows, type Tx } from '../../db/database'
import { holds, type Actor } from '../../access/actor'
import { dataScopeSql } from '../../access/data-scope'
import { PAGE_TOTAL_CAP, compiled } from '../../resources/service'
import { searchCappedCountQuery } from '../../search/compile'

export type WorkListCount = { code: WorkListCode; count: number; capped: boolean }

/**
 * What waits for the user (the home page): the number of records in each work list their roles grant,
 * counted with the list's own conditions and the user's data scope through the search engine, so a count
 * is what the list shows when opened.
 */
export async function workSummary(tx: Tx, auth: Actor): Promise<WorkListCount[]> {
  const counts: WorkListCount[] = []
  for (const list of WORK_LISTS) {
    if (!holds(auth, list.code)) continue
    const resource = resourceByCode(list.resource)
    if (!resource) throw new Error(`work list ${list.code} names an unknown resource ${list.resource}`)
    const search = compiled(
      resource,
      { searchParam: encodeSearchParam(workListConditions(list.code, auth.userId)) },
      { tenantId: auth.tenantId, userId: auth.userId, dataScope: dataScopeSql(auth, resource, [list.code]) },
    )
    const [row] = await queryRows<{ total: number | string }>(
      tx,
      searchCappedCountQuery(search, PAGE_TOTAL_CAP),
    )
    const total = Number(row?.total ?? 0)
    counts.push({ code: list.code, count: Math.min(total, PAGE_TOTAL_CAP), capped: total > PAGE_TOTAL_CAP })
  }
  return counts
}
