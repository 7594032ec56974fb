import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PlanAction, PlanLineState } from '@/domain/standards/plan'

/** A plan's steps as its buttons and its audit trail name them (propose: the trail's first row). */
export const PLAN_STEP_LABELS: Record<PlanAction | 'propose', MessageDescriptor> = {
  propose: msg`新建计划`,
  edit: msg`编辑`,
  send: msg`提交审核`,
  pass: msg`审核通过`,
  fail: msg`审核不通过`,
  split: msg`拆分退回`,
  requestRemoval: msg`申请移除`,
  approveRemoval: msg`同意移除`,
  rejectRemoval: msg`驳回移除`,
  cancel: msg`取消计划`,
  complete: msg`完成`,
  autoComplete: msg`全部溯源完成`,
  remove: msg`删除`,
}

/** Where a device of a plan stands. */
export const LINE_STATE_LABELS: Record<PlanLineState, MessageDescriptor> = {
  planned: msg`待溯源`,
  removal_pending: msg`移除审核中`,
  removed: msg`已移除`,
  traced: msg`已溯源`,
}

export const LINE_STATE_COLORS: Record<PlanLineState, string> = {
  planned: 'blue',
  removal_pending: 'orange',
  removed: 'gray',
  traced: 'green',
}
