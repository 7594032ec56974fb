import { and, asc, eq } from 'drizzle-orm'
import type { RegistrationAnswer, RegistrationDraft } from '@/domain/registration/draft'
import type { Tx } from '../../db/database'
import { orderSample } from '../../db/schema'
import { AppError } from '../../http/errors'
import type { Locale } from '../../http/messages'
import { addTestItem } from '../lab-workflow/order'
import type { Actor } from '../lab-workflow/transition'
import { findOrderAnswer, submitRegistration } from './service'

/**
 * A walk-in order at the reception desk: the registration draft, sent by the desk's own route, with what is to be
 * tested on each instrument. The draft becomes an order as one made on site does (the same submission), except
 * that the customer's signature is optional; the test items are then added as reception adds them to any order.
 */

/** The permission of the desk's 新增 (a button of the lab's area, held by reception). */
export const ORDER_DESK_PERMISSION = 'order_add'

/** A test item of a walk-in order: which instrument line of the draft (from 0), its name and capability. */
export type DeskItem = { line: number; name: string; abilityCode: string }

export type DeskOrder = RegistrationDraft & { contractId?: string | null | undefined; items: DeskItem[] }

const lineRefusal = () =>
  new AppError(400, 'domain.message', {
    message: {
      zh: '检测项目对应的器具不存在',
      en: 'A test item names an instrument line that does not exist',
    },
  })

/**
 * Registers a walk-in order with its test items. A desk order sent again (its answer lost) is answered with the
 * order made the first time and adds nothing.
 */
export async function submitDeskOrder(
  tx: Tx,
  actor: Actor & { tenantId: string },
  order: DeskOrder,
  locale: Locale,
): Promise<RegistrationAnswer> {
  const existing = await findOrderAnswer(tx, actor.tenantId, order.id)
  if (existing) return existing
  if (order.items.some((item) => item.line >= order.instruments.length)) throw lineRefusal()
  const { items, ...draft } = order
  const answer = await submitRegistration(tx, actor, draft, locale, 'desk')
  if (items.length === 0) return answer
  // Samples keep the lines' order (sort = line + 1), whatever ids they were given.
  const samples = await tx
    .select({ id: orderSample.id })
    .from(orderSample)
    .where(and(eq(orderSample.tenantId, actor.tenantId), eq(orderSample.orderId, answer.id)))
    .orderBy(asc(orderSample.sort))
  for (const item of items) {
    const sample = samples[item.line]
    if (!sample) throw lineRefusal()
    await addTestItem(tx, actor.tenantId, actor, {
      sampleId: sample.id,
      name: item.name,
      abilityCode: item.abilityCode,
    })
  }
  return answer
}
