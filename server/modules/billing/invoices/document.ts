import { INVOICE_STATES } from '@/domain/resources/invoices'
import { INVOICE_STATE } from '@/domain/billing'
import type { Tx } from '../../../db/database'
import type { AuthContext } from '../../../plugins/access'
import { dictNames } from '../../charges/service'
import { labHeadingOf } from '../../shared/lab-heading'
import { staffNameOf } from '../../shared/staff'
import type { InvoicePdfData } from './pdf'
import { findInvoice } from './records'
import { invoiceDetail } from './service'

/** A stored percentage as people write it: '6.00' → '6', '12.50' → '12.5'. */
const percentText = (percent: string) => (percent.includes('.') ? percent.replace(/\.?0+$/, '') : percent)

/** What an invoice's PDF prints, in the lab's language (Chinese). */
export async function invoiceDocument(tx: Tx, auth: AuthContext, id: string): Promise<InvoicePdfData> {
  const detail = await invoiceDetail(tx, auth, id)
  const row = await findInvoice(tx, auth.tenantId, id)
  const [kinds, lab] = await Promise.all([
    dictNames(tx, auth.tenantId, 'INVOICE_TYPE', 'zh'),
    labHeadingOf(tx, auth.tenantId),
  ])
  const status = INVOICE_STATES.find((state) => state.value === String(detail.status))?.label.zh
  return {
    lab,
    code: detail.code,
    invoiceNo: detail.invoiceNo,
    issuedOn: detail.issuedOn,
    kind: kinds.get(String(detail.kind)) ?? String(detail.kind),
    redLetter: detail.status === INVOICE_STATE.redLetter,
    reversesNo: detail.reversesNo,
    reason: detail.reason,
    status: status ?? String(detail.status),
    buyer: {
      name: detail.buyerName,
      taxNo: detail.buyerTaxNo,
      address: detail.buyerAddress,
      phone: detail.buyerPhone,
      bank: detail.buyerBank,
      account: detail.buyerAccount,
    },
    orders: detail.orders.map((order) => ({ orderNo: order.orderNo, amount: order.amount })),
    taxRatePercent: percentText(detail.taxRatePercent),
    net: detail.net,
    tax: detail.tax,
    total: detail.total,
    totalInWords: detail.totalInWords,
    remark: detail.remark,
    madeBy: row.createUser ? await staffNameOf(tx, auth.tenantId, row.createUser) : null,
    at: row.updateTime,
  }
}
