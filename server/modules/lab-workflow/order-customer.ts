import { and, eq, isNull, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Tx } from '../../db/database'
import { crmCustomer, crmInstrument, labOrder, orderSample } from '../../db/schema'
import type { Actor } from './transition'

/**
 * A customer met on site is registered with her name and contact only (the tablet may be offline and
 * the customer new). When reception submits the order for review, the order is linked to the lab's customer
 * record of that name, created from the registration when there is none, and each instrument not picked from
 * her ledger is added to it: the certificates, the due dates and the customer's own queries hang
 * off those records.
 */
export async function linkCustomerRecords(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  orderId: string,
): Promise<void> {
  const [order] = await tx
    .select({
      customerId: labOrder.customerId,
      enterName: labOrder.enterName,
      applicant: labOrder.applicant,
      agent: labOrder.agent,
      mobile: labOrder.mobile,
      phone: labOrder.phone,
      socialNumber: labOrder.socialNumber,
      address: labOrder.address,
      areaId: labOrder.areaId,
    })
    .from(labOrder)
    .where(and(eq(labOrder.tenantId, tenantId), eq(labOrder.id, orderId)))
  if (!order) return
  let customerId = order.customerId
  const name = order.enterName.trim()
  if (!customerId && name !== '') {
    const [known] = await tx
      .select({ id: crmCustomer.id })
      .from(crmCustomer)
      .where(
        and(eq(crmCustomer.tenantId, tenantId), eq(crmCustomer.name, name), eq(crmCustomer.isDeleted, false)),
      )
      .limit(1)
    customerId = known?.id ?? uuidv7()
    if (!known) {
      const creditCode = order.socialNumber?.trim() ?? ''
      await tx.insert(crmCustomer).values({
        tenantId,
        id: customerId,
        name,
        // A unified social credit code has 18 characters; anything else typed on site is not one.
        socialCreditCode: creditCode.length === 18 ? creditCode : null,
        areaCode: order.areaId,
        address: order.address,
        contact: (order.applicant ?? order.agent)?.slice(0, 64) ?? null,
        phone: (order.mobile ?? order.phone)?.slice(0, 20) ?? null,
        createUser: actor.userId,
        updateUser: actor.userId,
      })
    }
    await tx
      .update(labOrder)
      .set({ customerId, updateUser: actor.userId, updateTime: sql`now()` })
      .where(and(eq(labOrder.tenantId, tenantId), eq(labOrder.id, orderId)))
  }
  if (!customerId) return
  const unlinked = await tx
    .select({
      id: orderSample.id,
      name: orderSample.name,
      model: orderSample.model,
      factoryNumber: orderSample.factoryNumber,
      manufacturer: orderSample.manufacturer,
      inspectionType: orderSample.inspectionType,
    })
    .from(orderSample)
    .where(
      and(
        eq(orderSample.tenantId, tenantId),
        eq(orderSample.orderId, orderId),
        eq(orderSample.isDeleted, false),
        isNull(orderSample.instrumentId),
      ),
    )
  for (const sample of unlinked) {
    const instrumentId = uuidv7()
    await tx.insert(crmInstrument).values({
      tenantId,
      id: instrumentId,
      customerId,
      name: sample.name,
      model: sample.model,
      factoryNumber: sample.factoryNumber,
      manufacturer: sample.manufacturer,
      inspectionType: sample.inspectionType,
      createUser: actor.userId,
      updateUser: actor.userId,
    })
    await tx
      .update(orderSample)
      .set({ instrumentId })
      .where(and(eq(orderSample.tenantId, tenantId), eq(orderSample.id, sample.id)))
  }
}
