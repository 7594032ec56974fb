import { fetchResourceDetail, type ResourceRecord } from '@/api/resources'
import type { CartItem } from '@/app/layout/cart/cartQueries'
import { chargeStandards } from '@/domain/resources'
import { emptyQuoteDraft, lineFromStandard, type QuoteDraft } from './quoteDraft'

/** What a cart line is when it is a service of the price list (the charge standards page puts them there). */
export const CART_CHARGE_STANDARD = 'charge_standard'

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

/** A charge standard read back as the quote editor's picker gives it. */
const optionOf = (row: ResourceRecord) => ({
  id: row.id,
  instrumentName: String(row.instrumentName ?? ''),
  specification: textOrNull(row.specification),
  inspectionType: textOrNull(row.inspectionType),
  taxon: textOrNull(row.taxon),
  price: String(row.price ?? ''),
  unit: String(row.unit ?? '台'),
})

/**
 * A new quote from the services in the cart: one line per charge standard, with the cart's quantity, priced as
 * the editor prices a standard picked by hand. A standard removed since it was put in the cart is left out
 * (and stays in the cart, to be seen there); `used` names the cart lines the quote took.
 */
export async function quoteDraftFromCart(
  items: readonly CartItem[],
): Promise<{ draft: QuoteDraft; used: string[] }> {
  const services = items.filter((item) => item.itemType === CART_CHARGE_STANDARD)
  const found = await Promise.all(
    services.map((item) =>
      fetchResourceDetail(chargeStandards, item.itemId).then(
        (row) => ({ item, row }),
        () => null,
      ),
    ),
  )
  const draft = emptyQuoteDraft()
  const used: string[] = []
  for (const entry of found) {
    if (!entry) continue
    draft.lines.push({ ...lineFromStandard(optionOf(entry.row)), quantity: String(entry.item.quantity) })
    used.push(entry.item.id)
  }
  return { draft, used }
}
