import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { WorkResource } from '@/domain/workflow'

/**
 * The buttons of the workflow's actions, per entity: the same action name reads differently on an order, an
 * item and a report (return: 退回修改 / 退回复测 / 驳回).
 */
export const ACTION_LABELS: Record<WorkResource, Record<string, MessageDescriptor>> = {
  lab_order: {
    submit: msg`提交审核`,
    pass: msg`审核通过`,
    return: msg`退回修改`,
    void: msg`作废`,
    reinstate: msg`恢复`,
  },
  order_sample: {
    receive: msg`收样`,
    reject: msg`拒收`,
    return: msg`退还客户`,
    dispose: msg`处置`,
  },
  test_item: {
    dispatch: msg`下达`,
    assign: msg`分配`,
    lock: msg`锁定结果`,
    sendForConfirmation: msg`提交确认`,
    confirm: msg`确认`,
    review: msg`核验通过`,
    return: msg`退回复测`,
    cancel: msg`作废`,
  },
  lab_report: {
    submitForAudit: msg`提交审核`,
    passAudit: msg`审核通过`,
    approve: msg`批准签发`,
    deliver: msg`发放`,
    reject: msg`驳回`,
    revoke: msg`撤销`,
    cancel: msg`作废`,
  },
}

/** An audit row's action in words (automatic ones included). */
export const TRAIL_LABELS: Record<WorkResource, Record<string, MessageDescriptor>> = {
  lab_order: {
    ...ACTION_LABELS.lab_order,
    complete: msg`全部报告完成`,
    reopen: msg`报告修订，重新打开`,
  },
  order_sample: {
    ...ACTION_LABELS.order_sample,
    startTesting: msg`开始检测`,
    finishTesting: msg`检测完成`,
  },
  test_item: ACTION_LABELS.test_item,
  lab_report: { ...ACTION_LABELS.lab_report, draft: msg`开始编制` },
}
