import type { ChargeStandardOption } from '@/api/quotes'
import type { ResourceRecord } from '@/api/resources'
import { EMPTY_BOOKING, type BookingValues } from '@/features/pickup/booking'
import { emptyQuoteDraft, handLine, lineFromStandard, type QuoteDraft } from '@/features/finance/quoteDraft'
import type { RecallRow } from './recallApi'

/*
 * What the recall list's row actions start from: a pickup booking and a draft quote for the row's customer and
 * instrument. Pure, for their unit tests.
 */

/** The unit of a line typed by hand: instruments are priced per piece (the quote editor's own default). */
const HAND_LINE_UNIT = '台'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * The instrument as the lab's staff look for it: name, model and serial. Data for the lab (a remark), so it
 * has no words of either language of its own.
 */
export function instrumentLabel(row: Pick<RecallRow, 'name' | 'model' | 'factoryNumber'>): string {
  const named = [row.name, row.model].filter(Boolean).join(' ')
  return row.factoryNumber ? `${named} (${row.factoryNumber})` : named
}

/**
 * 预约取件 for one instrument: the customer as the row names it, with the address of the customer's record
 * (the row has none) when it could be read; the pickup time is agreed with the customer, so left to pick.
 */
export function recallBooking(row: RecallRow, customer: ResourceRecord | null): BookingValues {
  return {
    ...EMPTY_BOOKING,
    customerId: row.customerId,
    customerName: row.customerName,
    contactName: row.contact ?? '',
    contactPhone: row.phone ?? '',
    address: text(customer?.address),
    areaCode: text(customer?.areaCode),
    areaCodeName: text(customer?.areaCodeName),
    instrumentCount: '1',
    remark: instrumentLabel(row),
  }
}

/**
 * The charge standard the quote editor's picker would be used to pick for the instrument: the picker lists the
 * standards whose name holds the searched words, and the one named exactly as the instrument comes first;
 * failing that, the first listed. None: the line is typed by hand.
 */
export function standardFor(
  name: string,
  options: readonly ChargeStandardOption[],
): ChargeStandardOption | null {
  const wanted = name.trim()
  return options.find((option) => option.instrumentName.trim() === wanted) ?? options[0] ?? null
}

/**
 * 生成报价: a new quote for the row's customer with the instrument as its one line, priced from the charge
 * standard (the server prices it again from the standard), or by hand when the lab has none for it.
 */
export function recallQuote(row: RecallRow, standard: ChargeStandardOption | null): QuoteDraft {
  const line = standard ? lineFromStandard(standard) : { ...handLine(HAND_LINE_UNIT), itemName: row.name }
  return {
    ...emptyQuoteDraft(),
    customerId: row.customerId,
    customerName: row.customerName,
    contact: row.contact ?? '',
    phone: row.phone ?? '',
    remark: instrumentLabel(row),
    lines: [line],
  }
}
