import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BillAction } from '@/api/bills'
import type { QuoteAction } from '@/api/quotes'

/** The review steps of a quote as their buttons and the audit trail name them. */
export const QUOTE_ACTION_LABELS: Record<QuoteAction, MessageDescriptor> = {
  submit: msg`送审`,
  withdraw: msg`撤回`,
  approve: msg`审核通过`,
  return: msg`退回`,
}

/** The settlement steps of a bill as their buttons and the audit trail name them. */
export const BILL_ACTION_LABELS: Record<BillAction, MessageDescriptor> = {
  settle: msg`结算`,
  guarantee: msg`担保`,
  unsettle: msg`撤销结算`,
}

/** Steps the server takes by itself (a bill covered by its confirmed payments), as the audit trail names them. */
export const BILL_TRAIL_LABELS: Record<string, MessageDescriptor> = {
  markPaid: msg`已收清`,
  markUnpaid: msg`退款后未收清`,
}
