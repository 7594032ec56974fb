import { uuidv7 } from 'uuidv7'
import { fetchResourceDetail } from '@/api/resources'
import { instruments as instrumentResource } from '@/domain/resources'
import { cachedCustomer, createDraft, saveDraftRecord, type DraftOwner, type LocalDraft } from '@/offline'
import {
  CART_INSTRUMENT,
  planFromCart,
  withCartInstruments,
  type CartInstrument,
  type CartLineRef,
} from './cartInstruments'
import { staffFields, type Registrar } from '@/features/shared/registration/prefill'
import { refreshCustomer } from '@/features/shared/registration/referenceSync'

export type RegistrationFromCart = {
  /** The new draft on this device, or null when the cart had no instrument to register. */
  draft: LocalDraft | null
  /** The cart lines the draft took. */
  used: string[]
  /** Instruments of other customers were left in the cart. */
  otherCustomers: boolean
}

/** Each instrument line of the cart with its instrument as the server has it now (null when it is gone). */
const readInstruments = (lines: readonly CartLineRef[]): Promise<CartInstrument[]> =>
  Promise.all(
    lines
      .filter((line) => line.itemType === CART_INSTRUMENT)
      .map((line) =>
        fetchResourceDetail(instrumentResource, line.itemId).then(
          (instrument) => ({ line, instrument }),
          () => ({ line, instrument: null }),
        ),
      ),
  )

/**
 * 生成委托单 of the cart: a new registration draft on this device for the customer of the cart's instruments
 * (the first customer's, when there are several), its instruments added as the form adds a customer's. As
 * 开始登记 does, the customer and its instruments are first kept on the device, so the draft can be finished
 * on a site without a connection.
 */
export async function registrationFromCart(
  owner: DraftOwner,
  registrar: Registrar | null,
  lines: readonly CartLineRef[],
): Promise<RegistrationFromCart> {
  const plan = planFromCart(await readInstruments(lines))
  if (!plan) return { draft: null, used: [], otherCustomers: false }
  await refreshCustomer(owner.tenantId, plan.customerId)
  const cached = await cachedCustomer(plan.customerId)
  // Kept on the device just now; the instrument's own customer name stands in should the copy be missing.
  const customer = cached
    ? { ...cached.record, id: cached.id }
    : { id: plan.customerId, name: plan.instruments[0]?.customerName }
  const created = await createDraft(owner, { startTime: new Date().toISOString(), ...staffFields(registrar) })
  const draft = await saveDraftRecord(created.id, (record) =>
    withCartInstruments(record, customer, plan.instruments, uuidv7),
  )
  return { draft, used: plan.used, otherCustomers: plan.otherCustomers }
}
