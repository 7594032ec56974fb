import type { BookingValues } from '@/features/pickup/booking'

export type BookedInstrument = { name: string; factoryNumber: string | null }

/** The remark field's limit (the booking form and the server take at most 500 characters). */
const REMARK_MAX = 500

/** An instrument as the lab's pickup staff will look for it: its name and factory number. */
export const instrumentLabel = (instrument: BookedInstrument): string =>
  instrument.factoryNumber ? `${instrument.name} (${instrument.factoryNumber})` : instrument.name

/**
 * A pickup booking of her due instruments: her defaults (company, name, phone) with the count and a remark
 * naming each instrument. The remark is data for the lab, so it has no words of either language of its own.
 */
export function instrumentBooking(
  defaults: BookingValues,
  picked: readonly BookedInstrument[],
): BookingValues {
  const remark = picked.map(instrumentLabel).join('; ')
  return {
    ...defaults,
    instrumentCount: String(Math.max(picked.length, 1)),
    remark: remark.length > REMARK_MAX ? `${remark.slice(0, REMARK_MAX - 1)}…` : remark,
  }
}
