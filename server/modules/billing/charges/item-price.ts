import { amountText, decimalOf, multiply } from '@/domain/money/amount'
import type { Tx } from '../../../db/database'
import { standardPrice } from '../../charges/price'

export type ItemCharge = { unitPrice: string | null; quantity: number; amount: string }

/**
 * What a new test item charges, from the one price source: the charge standard's price for the sample's
 * instrument (its name, its model as the specification) and the item's inspection type, times the sample's
 * quantity. No filed price charges nothing, and says so (unitPrice null), for finance to see before settling.
 */
export async function chargeOfNewItem(
  tx: Tx,
  tenantId: string,
  sample: { name: string; model: string | null; quantity: number },
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
  if (!found) return { unitPrice: null, quantity, amount: '0.00' }
  return {
    unitPrice: found.price,
    quantity,
    amount: amountText(multiply(decimalOf(found.price), decimalOf(String(quantity)))),
  }
}
