import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'

export { formatLabTime } from '@/ui/format/labTime'

export type ProcessStatus = 'running' | 'approved' | 'rejected' | 'cancelled'

const STATUS = {
  running: { label: msg`审批中`, color: 'blue' },
  approved: { label: msg`已通过`, color: 'teal' },
  rejected: { label: msg`已驳回`, color: 'red' },
  cancelled: { label: msg`已撤回`, color: 'gray' },
} as const

export const processStatusLabel = (status: ProcessStatus, i18n: I18n) => i18n._(STATUS[status].label)
export const processStatusColor = (status: ProcessStatus) => STATUS[status].color

/** "1.5 天" / "1.5 days", "1 day" (the active language: callers re-render when it changes). */
export const formatDays = (days: number) => plural(days, { one: '# 天', other: '# 天' })

/**
 * A process's name: the product's own processes by their key in the UI's language, others as the server
 * names them.
 */
export function processName(key: string, name: string, i18n: I18n): string {
  if (key === 'leave') return i18n._(msg`请假申请`)
  return name
}
