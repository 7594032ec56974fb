import { REGISTRATION_LIMITS, type RegistrationDraft } from '@/domain/registration/draft'
import { lineFromInstrument, withCustomer } from '@/features/shared/registration/prefill'

/**
 * What of the cart a registration takes: the instruments the 客户器具 page put there. Pure functions; the
 * cart lines and the instruments come as the API answers them.
 */

/** The cart lines of a customer's instruments (itemId is the instrument's id). */
export const CART_INSTRUMENT = 'instrument'

/** A cart line as far as a registration cares. */
export type CartLineRef = { id: string; itemType: string; itemId: string }

/** An instrument read back from the server (its detail record). */
export type InstrumentRecord = Record<string, unknown> & { id: string }

/** A cart line with the instrument it names, or null when the instrument is gone since. */
export type CartInstrument = { line: CartLineRef; instrument: InstrumentRecord | null }

export type CartRegistrationPlan = {
  customerId: string
  /** The instruments the registration takes, in the cart's order. */
  instruments: InstrumentRecord[]
  /** The cart lines they came from: these leave the cart once the registration is saved. */
  used: string[]
  /** The cart holds instruments of other customers too: they stay there, to be registered apart. */
  otherCustomers: boolean
}

const customerOf = (instrument: InstrumentRecord): string | null => {
  const id = instrument.customerId
  return (typeof id === 'string' || typeof id === 'number') && String(id) !== '' ? String(id) : null
}

/**
 * A registration is of one customer: it takes the instruments of the customer of the cart's first one (each
 * once, up to what a registration holds). An instrument that is gone, or has no customer, stays in the cart.
 * Null when the cart has no instrument to register.
 */
export function planFromCart(entries: readonly CartInstrument[]): CartRegistrationPlan | null {
  const known = entries.flatMap(({ line, instrument }) => {
    const customerId = instrument && line.itemType === CART_INSTRUMENT ? customerOf(instrument) : null
    return instrument && customerId ? [{ line, instrument, customerId }] : []
  })
  const first = known[0]
  if (!first) return null
  const taken = new Set<string>()
  const instruments: InstrumentRecord[] = []
  const used: string[] = []
  for (const entry of known) {
    if (entry.customerId !== first.customerId) continue
    if (!taken.has(entry.instrument.id)) {
      if (taken.size >= REGISTRATION_LIMITS.instruments) continue
      taken.add(entry.instrument.id)
      instruments.push(entry.instrument)
    }
    used.push(entry.line.id)
  }
  return {
    customerId: first.customerId,
    instruments,
    used,
    otherCustomers: known.some((entry) => entry.customerId !== first.customerId),
  }
}

/**
 * The new registration's record with the customer picked and its instruments added, as the form's 选择客户 and
 * 从客户器具中选择 do (one line per instrument, one piece each).
 */
export function withCartInstruments(
  record: RegistrationDraft,
  customer: Record<string, unknown> & { id: string },
  instruments: readonly InstrumentRecord[],
  newLineId: () => string,
): RegistrationDraft {
  const picked = withCustomer(record, customer)
  const known = new Set(picked.instruments.map((line) => line.instrumentId))
  const added = instruments
    .filter((instrument) => !known.has(instrument.id))
    .map((instrument) => lineFromInstrument(newLineId(), instrument))
  return { ...picked, instruments: [...picked.instruments, ...added] }
}
