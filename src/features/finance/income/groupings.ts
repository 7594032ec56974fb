import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { IncomeGrouping } from '@/api/income'

/** The groupings in the order the page offers them, with what people read. */
export const groupingLabel: Record<IncomeGrouping, MessageDescriptor> = {
  month: msg`月份`,
  source: msg`收入来源`,
  dept: msg`部门`,
  taxon: msg`收费分类`,
  customer: msg`客户`,
}
