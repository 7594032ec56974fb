import { cartNameFrom, useCartActions } from '@/app/layout/cart/useCartActions'
import { chargeStandards } from '@/domain/resources'
import { ResourcePage } from '@/ui/resource/ResourcePage'

/** A new price is filed (CHARGE_RECORD_STATUS 1), per instrument (台), placed first. */
const NEW_CHARGE = { unit: '台', recordStatus: '1', sort: 0 }

/** A service in the cart: the instrument and, when the price is for one, its specification. */
const SERVICE_LINES = { itemType: 'charge_standard', nameOf: cartNameFrom('instrumentName', 'specification') }

/**
 * 收费标准: the lab's price list, the same rows the public page and quotes read. A row, or the ticked rows, go
 * into the cart, from which a quote is made.
 */
export function ChargeStandardsPage() {
  const cart = useCartActions(SERVICE_LINES)
  return <ResourcePage resource={chargeStandards} defaults={NEW_CHARGE} {...cart} />
}
