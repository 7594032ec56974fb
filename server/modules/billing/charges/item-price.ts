import { and, eq } from 'drizzle-orm'
import { contractUnitPrice, itemCharge, type ContractTerms, type PriceBasis } from '@/domain/billing'
import type { Tx } from '../../../db/database'
import { orderSample, testItem } from '../../../db/schema'
import { standardPrice } from '../../charges/price'
import { orderContractTerms } from '../contracts/terms'

export type ItemCharge = {
  unitPrice: string | null
  quantity: number
  amount: string
  standardPrice: string | null
  taxon: string | null
  priceBasis: PriceBasis
  reduction: string
}

/**
 * What a new test item charges, from the one price source: the charge standard's price for the sample's
 * instrument (its name, its model as the specification) and the item's inspection type, as the order's
 * contract prices it (a list line, a discount, a package) or as it is, times the sample's quantity. The item
 * keeps the standard price and its category beside the price it charges. No price at all charges nothing,
 * and says so (unitPrice null), for finance to see before settling.
 */
export async function chargeOfNewItem(
  tx: Tx,
  tenantId: string,
  sample: { orderId: string; name: string; model: string | null; quantity: number },
  inspectionType: string | null,
): Promise<ItemCharge> {
  const quantity = Math.max(1, sample.quantity)
  const found = inspectionType
    ? await standardPrice(tx, tenantId, {
        instrumentName: sample.name,
        inspectionType,
        specification: sample.model ?? undefined,
      })
    : null
  const terms = await orderContractTerms(tx, tenantId, sample.orderId)
  const priced = contractUnitPrice(terms, {
    instrumentName: sample.name,
    inspectionType,
    specification: sample.model,
    standardPrice: found?.price ?? null,
  })
  const charge = itemCharge(priced.unitPrice, quantity)
  return {
    unitPrice: priced.unitPrice,
    quantity,
    amount: charge.amount,
    standardPrice: priced.standardPrice,
    taxon: found?.taxon ?? null,
    priceBasis: priced.basis,
    reduction: charge.reduction,
  }
}

/**
 * Prices every live item of an order again after its contract changed, from the standard price each was
 * priced with (a later change of the standard changes no order), keeping each item's reduction.
 */
export async function repriceOrderItems(tx: Tx, tenantId: string, orderId: string): Promise<void> {
  const terms: ContractTerms | null = await orderContractTerms(tx, tenantId, orderId)
  const items = await tx
    .select({
      id: testItem.id,
      inspectionType: testItem.inspectionType,
      unitPrice: testItem.unitPrice,
      quantity: testItem.quantity,
      standardPrice: testItem.standardPrice,
      priceBasis: testItem.priceBasis,
      reductionPercent: testItem.reductionPercent,
      name: orderSample.name,
      model: orderSample.model,
    })
    .from(testItem)
    .innerJoin(
      orderSample,
      and(eq(orderSample.tenantId, testItem.tenantId), eq(orderSample.id, testItem.sampleId)),
    )
    .where(and(eq(testItem.tenantId, tenantId), eq(testItem.orderId, orderId), eq(testItem.isDeleted, false)))
  for (const item of items) {
    // An item priced before items kept their standard price charged the standard price itself.
    const standard =
      item.standardPrice ??
      (item.priceBasis === null || item.priceBasis === 'standard' ? item.unitPrice : null)
    const priced = contractUnitPrice(terms, {
      instrumentName: item.name,
      inspectionType: item.inspectionType,
      specification: item.model,
      standardPrice: standard,
    })
    const charge = itemCharge(priced.unitPrice, item.quantity, item.reductionPercent)
    await tx
      .update(testItem)
      .set({
        unitPrice: priced.unitPrice,
        standardPrice: priced.standardPrice,
        priceBasis: priced.basis,
        amount: charge.amount,
        reduction: charge.reduction,
      })
      .where(and(eq(testItem.tenantId, tenantId), eq(testItem.id, item.id)))
  }
}
