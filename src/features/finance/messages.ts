import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { QuoteAction } from '@/api/quotes'

/** The review steps of a quote as their buttons and the audit trail name them. */
export const QUOTE_ACTION_LABELS: Record<QuoteAction, MessageDescriptor> = {
  submit: msg`送审`,
  withdraw: msg`撤回`,
  approve: msg`审核通过`,
  return: msg`退回`,
}
