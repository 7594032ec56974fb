import { sql, type SQL } from 'drizzle-orm'
import { ORDER_STATUS } from '@/domain/registration/draft'
import { orderSamples, type SearchPayload } from '@/domain/resources'
import { SAMPLE_STATE } from '@/domain/workflow'
import type { Tx } from '../../db/database'
import { pageResource } from '../../resources/service'

/*
 * 委托器具明细: the instrument lines of registrations (one order_sample each), listed by where they stand. A
 * reader sees the lines of the orders she reads (the orders' data scope, a customer her own customer's), and
 * searches them with the spec's payload over the sample declaration's fields.
 */

/**
 * Which lines, by where they stand:
 * - registered: registered, not yet received by the lab (the order not voided);
 * - inLab: received, under test or tested, not yet handed back;
 * - returned: returned to the customer or disposed of;
 * - voided: rejected at receipt, or their order voided;
 * - all: every line.
 */
export const LINE_TYPES = ['all', 'registered', 'inLab', 'returned', 'voided'] as const
export type LineType = (typeof LINE_TYPES)[number]

const t = sql.raw('t')
const orderVoided = sql`exists (select 1 from lab_order o where o.tenant_id = ${t}.tenant_id and o.id = ${t}.order_id and o.status = ${ORDER_STATUS.voided})`

/** The condition of a type on the line `t` (order_sample), or none for all. */
export function lineTypeSql(type: LineType): SQL | undefined {
  switch (type) {
    case 'all':
      return undefined
    case 'registered':
      return sql`${t}.status = ${SAMPLE_STATE.awaitingReceipt} and not ${orderVoided}`
    case 'inLab':
      return sql`${t}.status in (${SAMPLE_STATE.received}, ${SAMPLE_STATE.testing}, ${SAMPLE_STATE.testingFinished}) and not ${orderVoided}`
    case 'returned':
      return sql`${t}.status = ${SAMPLE_STATE.done}`
    case 'voided':
      return sql`(${t}.status = ${SAMPLE_STATE.abandoned} or ${orderVoided})`
  }
}

export type LineReader = {
  tenantId: string
  userId: string
  /** The reader's data scope over the orders (a condition on `t` as lab_order), or none for all of them. */
  orderScope: SQL | undefined
}

/** One page of the lines of the orders the reader reads, of one type, matching the search. */
export function pageRegistrationLines(
  tx: Tx,
  reader: LineReader,
  type: LineType,
  payload: SearchPayload,
  paging: { current: number; size: number },
) {
  // The scope names the order as `t`: inside its own subquery that alias is the order, outside the line.
  const ofReadOrders = reader.orderScope
    ? sql`${t}.order_id in (select t.id from lab_order t where t.tenant_id = ${reader.tenantId} and t.is_deleted = false and ${reader.orderScope})`
    : undefined
  const conditions = [ofReadOrders, lineTypeSql(type)].filter((part): part is SQL => part !== undefined)
  const restrict = conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined
  return pageResource(tx, orderSamples, payload, paging, {
    tenantId: reader.tenantId,
    userId: reader.userId,
    ...(restrict ? { restrict } : {}),
  })
}
