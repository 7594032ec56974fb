import { CONTRACT_KIND, QUOTE_EXAMINE, QUOTE_STATUS } from '@/domain/billing'
import { labDayOf } from '@/domain/labClock'
import { amountText, decimalOf, divideRounded } from '@/domain/money/amount'
import type { Tx } from '../../../db/database'
import type { AuthContext } from '../../../plugins/access'
import { quoteDetail } from '../quotes/service'
import { contractProblem } from './problems'
import { submitContract, type ContractDetail } from './service'

/** The day a year after `day` less one: a contract made today runs a year unless the form says otherwise. */
function aYearOn(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCFullYear(date.getUTCFullYear() + 1)
  date.setUTCDate(date.getUTCDate() - 1)
  return date.toISOString().slice(0, 10)
}

/**
 * A list contract (kind 0) from a reviewed quote still usable, of a registered customer: its lines at the
 * quote's net unit prices (each line's net over its quantity, half-to-even), the standard prices they were
 * quoted from kept beside them. It runs from today for a year (or to the quote's validity, if later); the
 * contract is then edited like any other. A prospective customer's quote is refused: register the customer
 * first.
 */
export async function contractFromQuote(
  tx: Tx,
  auth: AuthContext,
  quoteId: string,
  now: Date,
): Promise<ContractDetail> {
  const today = labDayOf(now)
  const quote = await quoteDetail(tx, auth.tenantId, quoteId, today)
  if (quote.examineStatus !== QUOTE_EXAMINE.reviewed)
    throw contractProblem('contract.quoteNotReviewed', {}, 409)
  if (quote.status !== QUOTE_STATUS.usable) throw contractProblem('contract.quoteUnusable', {}, 409)
  if (!quote.customerId) throw contractProblem('contract.quoteProspect', { field: 'customerId' }, 409)
  const yearOn = aYearOn(today)
  return submitContract(
    tx,
    auth,
    {
      name: `${quote.customerName} 检测服务合同`,
      customerId: quote.customerId,
      contact: quote.contact,
      phone: quote.phone,
      kind: CONTRACT_KIND.list,
      validFrom: today,
      validUntil: quote.validUntil && quote.validUntil > yearOn ? quote.validUntil : yearOn,
      remark: `依据报价单 ${quote.code}`,
      lines: quote.lines.map((line) => ({
        chargeStandardId: line.chargeStandardId,
        itemName: line.itemName,
        taxon: line.taxon,
        specification: line.specification,
        inspectionType: line.inspectionType,
        unit: line.unit,
        quantity: line.quantity,
        unitPrice: amountText(divideRounded(decimalOf(line.net), decimalOf(String(line.quantity)), 2)),
      })),
    },
    now,
    { quoteId: quote.id, standardPrices: quote.lines.map((line) => line.standardPrice) },
  )
}
