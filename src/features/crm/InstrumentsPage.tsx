import { cartNameFrom, useCartActions } from '@/app/layout/cart/useCartActions'
import { usePermission } from '@/app/startup/usePermission'
import { REGISTRATION_SUBMIT_PERMISSION } from '@/domain/pickup'
import { instruments } from '@/domain/resources'
import { ResourcePage } from '@/ui/resource/ResourcePage'

/** An instrument in the cart: its name and, when it has one, its model. */
const INSTRUMENT_LINES = { itemType: 'instrument', nameOf: cartNameFrom('name', 'model') }

/**
 * 客户器具: every instrument of every customer. Whoever registers orders puts a row, or the ticked rows, in
 * the cart, from which the registration of them is made.
 */
export function InstrumentsPage() {
  const cart = useCartActions(INSTRUMENT_LINES)
  const mayRegister = usePermission(REGISTRATION_SUBMIT_PERMISSION)
  return mayRegister ? (
    <ResourcePage resource={instruments} {...cart} />
  ) : (
    <ResourcePage resource={instruments} />
  )
}
