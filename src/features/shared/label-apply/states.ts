import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { LABEL_APPLY_STATE as S } from '@/domain/labelApply'

/** The states' names (the declaration's options, as catalogue entries for the badges). */
export const STATE_LABELS: Readonly<Record<number, MessageDescriptor>> = {
  [S.draft]: msg`草稿`,
  [S.submitted]: msg`已提交`,
  [S.approved]: msg`已批准`,
  [S.refused]: msg`已退回`,
  [S.issued]: msg`已发放`,
}

export const STATE_COLORS: Readonly<Record<number, string>> = {
  [S.draft]: 'gray',
  [S.submitted]: 'blue',
  [S.approved]: 'teal',
  [S.refused]: 'red',
  [S.issued]: 'green',
}

/** The domain's refusals (LABEL_APPLY_MESSAGES), word for word, checked before the server is asked. */
export const EMPTY_CHOICE = msg`请至少选择一台器具`
export const REASON_REQUIRED = msg`请填写退回原因`
